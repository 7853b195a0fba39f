import { z } from 'zod';
import { idRef, optionalText, requiredText } from '@/lib/field-schemas';
import { ListQuerySchema } from '@/lib/list';
import { categoryMessages as M } from './messages';
import { BUILTIN_ICON_NAMES, BUILTIN_PREFIX } from './icons';

export const CATEGORY_PAGE_SIZE = 10;
export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 500;
/** 'order' is the tree order (each level by position); the rest sort the flat list. */
export const CATEGORY_SORT_COLUMNS = ['order', 'name', 'is_active', 'created_at', 'updated_at'] as const;

const builtinIcon = z.templateLiteral([BUILTIN_PREFIX, z.enum(BUILTIN_ICON_NAMES)]);
const uploadedIcon = z
  .string()
  .max(500)
  .regex(/^\/api\/storage\/files\/[\w./-]+$/, M.iconNotImage);

/** Create and edit: the name is trimmed and unique among its siblings (checked by the server), the icon optional. */
export const CategoryInputSchema = z.strictObject({
  name: requiredText(M, 'Name', NAME_MAX),
  description: optionalText(M, 'Description', DESCRIPTION_MAX, { trim: true }),
  parent_id: idRef.nullable().default(null),
  icon: z.union([builtinIcon, uploadedIcon], { error: M.iconNotImage }).nullable().default(null),
  is_active: z.boolean().default(true),
});
/** @public The category form's values (kept exported for the form). */
export type CategoryInput = z.input<typeof CategoryInputSchema>;
export type CategoryValues = z.output<typeof CategoryInputSchema>;

/** PATCH carries the updated_at it started from; a stale one is a 409 (DESIGN.md, concurrent edits). */
export const CategoryUpdateSchema = CategoryInputSchema.extend({ updated_at: z.iso.datetime({ offset: true }).optional() });
/** @public */
export type CategoryUpdate = z.input<typeof CategoryUpdateSchema>;

/** Move among siblings: one step up or down, or to a 1-based position. */
export const CategoryMoveSchema = z.union([
  z.strictObject({ direction: z.enum(['up', 'down']) }),
  z.strictObject({ position: z.number().int().min(1).max(100_000) }),
]);
export type CategoryMove = z.infer<typeof CategoryMoveSchema>;

/**
 * The list contract plus parent_id (direct children; 0 = the top level) and is_active. Spec 002 §7 asks
 * `GET /categories` with `order_by desc` (a direction without a column): that sorts by created_at, newest first.
 */
export const CategoryListQuerySchema = ListQuerySchema.extend({
  parent_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  is_active: z.enum(['true', 'false']).optional(),
});
export type CategoryListQuery = z.infer<typeof CategoryListQuerySchema>;

const person = z.object({ full_name: z.string() });

export const CategoryRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  parent_id: z.number().nullable(),
  parent_name: z.string().nullable(),
  /** The ancestors' names, top first (the detail page's path). */
  path: z.array(z.string()),
  depth: z.number(),
  position: z.number(),
  icon: z.string().nullable(),
  is_active: z.boolean(),
  children_count: z.number(),
  created_by: person,
  updated_by: person,
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type CategoryRow = z.infer<typeof CategoryRowSchema>;

export const CategoryDetailSchema = CategoryRowSchema.extend({
  /** Its level's size, for the detail page's Move up / Move down. */
  siblings: z.number(),
  children: z.array(z.object({ id: z.number(), name: z.string(), position: z.number(), is_active: z.boolean() })),
  /** What uses the category ("2 subcategories"): why it cannot be deleted. */
  used_by: z.array(z.object({ label: z.string(), count: z.number() })),
});
export type CategoryDetail = z.infer<typeof CategoryDetailSchema>;

export const CategoryOptionSchema = z.object({ label: z.string(), value: z.number(), depth: z.number() });
export type CategoryOption = z.infer<typeof CategoryOptionSchema>;

export const CategorySavedSchema = z.object({ id: z.number(), changed: z.boolean(), updated_at: z.string() });
