import { z } from 'zod';
import { idRef, optionalText, requiredText } from '@/lib/field-schemas';
import { ListQuerySchema } from '@/lib/list';
import { PERMISSION_KEYS } from '@/lib/permissions';
import { roleMessages as M } from './messages';

export const ROLE_PAGE_SIZE = 10;
export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 500;
/** How many members the detail page lists (the rest are counted). */
export const MEMBERS_SHOWN = 20;
export const ROLE_SORT_COLUMNS = ['name', 'member_count', 'key_count', 'created_at', 'updated_at'] as const;

/** Create and edit: a trimmed name unique in the organisation (checked by the server), a description, the keys. */
export const RoleInputSchema = z.strictObject({
  name: requiredText(M, 'Name', NAME_MAX),
  description: optionalText(M, 'Description', DESCRIPTION_MAX, { trim: true }),
  keys: z
    .array(z.enum(PERMISSION_KEYS, { error: M.unknownKey }))
    .max(PERMISSION_KEYS.length * 2)
    .default([]),
});
/** @public The form's values. */
export type RoleInput = z.input<typeof RoleInputSchema>;
export type RoleValues = z.output<typeof RoleInputSchema>;

/** PATCH carries the updated_at it started from; a stale one is a 409. */
export const RoleUpdateSchema = RoleInputSchema.extend({ updated_at: z.iso.datetime({ offset: true }).optional() });
export type RoleUpdate = z.output<typeof RoleUpdateSchema>;

/** DELETE: a role with members needs `move_to`, the role its members move to (in the same transaction). */
export const RoleDeleteQuerySchema = z.object({ move_to: idRef.optional() });

/** The list contract (GET /roles, spec 000 §7, is also the pickers' call with page_size 100). */
export const RoleListQuerySchema = ListQuerySchema;
export type RoleListQuery = z.infer<typeof RoleListQuerySchema>;

export const RoleRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  built_in: z.boolean(),
  member_count: z.number(),
  key_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Deleted at once: false for the built-in role and for a role with members (those need `move_to`). */
  can_delete: z.boolean(),
  /** Not the built-in role: deleted at once when empty, else after its members move to another role (move_to). */
  deletable: z.boolean(),
});
export type RoleRow = z.infer<typeof RoleRowSchema>;

const AuditEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  at: z.string(),
  by: z.string().nullable(),
  /** What changed: name and description before → after, keys added and removed. */
  changes: z.array(z.string()),
  added: z.array(z.string()),
  removed: z.array(z.string()),
});
export type RoleAuditEntry = z.infer<typeof AuditEntrySchema>;

export const RoleDetailSchema = RoleRowSchema.extend({
  keys: z.array(z.enum(PERMISSION_KEYS)),
  members: z.array(z.object({ id: z.number(), full_name: z.string(), email: z.string(), status: z.string() })),
  audit: z.array(AuditEntrySchema),
});
export type RoleDetail = z.infer<typeof RoleDetailSchema>;

export const RoleSavedSchema = z.object({ id: z.number(), changed: z.boolean(), updated_at: z.string() });
export const RoleDeletedSchema = z.object({ moved: z.number() });
