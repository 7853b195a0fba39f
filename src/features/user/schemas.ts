import { z } from 'zod';
import { idRef, requiredText } from '@/lib/field-schemas';
import { ListQuerySchema } from '@/lib/list';
import { DEFAULT_ROUTE_RULE, ROUTE_RULES } from '@/lib/permissions';
import { userMessages as M } from './messages';
import { passwordProblem } from './password-rules';

export const USER_PAGE_SIZE = 10;
export const NAME_MAX = 150;
export const EMAIL_MAX = 254;
export const NIK_MAX = 50;
export const POSITION_MAX = 150;
export const PHONE_MAX = 30;
/** At most this many users in one bulk action (a page of the list at its largest). */
const BULK_MAX = 1000;
const USER_STATUSES = ['active', 'inactive', 'invited', 'pending'] as const;
export const USER_SORT_COLUMNS = ['full_name', 'email', 'nik', 'position', 'status', 'created_at', 'updated_at'] as const;

const text = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong(field, max))
    .default('')
    .transform((v) => v || null);

/** The fields of a person, shared by create and edit. */
const personFields = {
  full_name: requiredText(M, 'Full Name', NAME_MAX),
  email: z
    .string({ error: M.required('Email') })
    .trim()
    .min(1, M.required('Email'))
    .max(EMAIL_MAX, M.tooLong('Email', EMAIL_MAX))
    .pipe(z.email(M.emailInvalid))
    .transform((v) => v.toLowerCase()),
  /** Text, never a number: leading zeros are part of the NIK. */
  nik: z
    .string()
    .trim()
    .max(NIK_MAX, M.tooLong('NIK', NIK_MAX))
    .regex(/^[\w.-]*$/, M.nikInvalid)
    .default('')
    .transform((v) => v || null),
  position: text('Position', POSITION_MAX),
  phone: z
    .string()
    .trim()
    .max(PHONE_MAX, M.tooLong('Phone', PHONE_MAX))
    .regex(/^[+\d\s()-]*$/, M.phoneInvalid)
    .default('')
    .transform((v) => v || null),
  picture: z
    .string()
    .max(500)
    .regex(/^\/api\/storage\/files\/[\w./-]+$/, M.pictureNotImage)
    .nullable()
    .default(null),
  division_id: idRef.nullable().default(null),
  company_id: idRef.nullable().default(null),
  manager_id: idRef.nullable().default(null),
  role_ids: z.array(idRef).max(50).default([]),
  rule: z.enum(ROUTE_RULES).default(DEFAULT_ROUTE_RULE),
};

/** The password an administrator sets, checked for strength against the person's own name and e-mail. */
const withPassword = <T extends { password?: string | null; email?: string; full_name?: string }>(v: T, ctx: z.RefinementCtx) => {
  if (!v.password) return;
  const problem = passwordProblem(v.password, { email: v.email, fullName: v.full_name });
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
};

/**
 * Create: either a password set by the administrator (`access: 'password'`, the user is active or inactive at once)
 * or an invitation e-mail with a one-time link (`access: 'invite'`, status invited until the link is used).
 */
export const UserCreateSchema = z
  .strictObject({
    ...personFields,
    access: z.enum(['password', 'invite']).default('password'),
    password: z.string().max(200).default(''),
    status: z.enum(['active', 'inactive']).default('active'),
  })
  .superRefine((v, ctx) => {
    if (v.access === 'password' && !v.password) ctx.addIssue({ code: 'custom', path: ['password'], message: M.required('Password') });
    withPassword(v, ctx);
  });
export type UserCreateValues = z.output<typeof UserCreateSchema>;

/** Edit: a new password only when typed; the status an administrator may choose (invited is the system's). */
export const UserUpdateSchema = z
  .strictObject({
    ...personFields,
    password: z.string().max(200).default(''),
    status: z.enum(USER_STATUSES),
    updated_at: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine(withPassword);
export type UserUpdateValues = z.output<typeof UserUpdateSchema>;

const isoDate = z.iso.date();
/** The list contract plus the filters: role, status, division, company and the created date range. */
export const UserListQuerySchema = ListQuerySchema.extend({
  role_id: idRef.optional(),
  status: z.enum(USER_STATUSES).optional(),
  division_id: idRef.optional(),
  company_id: idRef.optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

const named = z.object({ id: z.number(), name: z.string() });

export const UserRowSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  email: z.string(),
  nik: z.string().nullable(),
  position: z.string().nullable(),
  phone: z.string().nullable(),
  picture: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  rule: z.enum(['admin', 'editor']),
  division: named.nullable(),
  company: named.nullable(),
  manager: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  roles: z.array(named),
  /** The roles' names joined, for the list's column and the export. */
  role_names: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserRow = z.infer<typeof UserRowSchema>;

export const UserDetailSchema = UserRowSchema.extend({ active_sessions: z.number(), pending_link: z.enum(['invitation', 'password-reset']).nullable() });
export type UserDetail = z.infer<typeof UserDetailSchema>;

export const UserSavedSchema = z.object({ id: z.number(), changed: z.boolean(), updated_at: z.string() });

export const BulkActionSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('activate'), ids: z.array(idRef).min(1).max(BULK_MAX) }),
  z.strictObject({ action: z.literal('deactivate'), ids: z.array(idRef).min(1).max(BULK_MAX) }),
  z.strictObject({ action: z.literal('assign-role'), ids: z.array(idRef).min(1).max(BULK_MAX), role_id: idRef }),
]);
export type BulkAction = z.infer<typeof BulkActionSchema>;

export const SessionRowSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  user_agent: z.string().nullable(),
  ip_address: z.string().nullable(),
  current: z.boolean(),
});
export type SessionRow = z.infer<typeof SessionRowSchema>;

const HISTORY_KINDS = ['quiz', 'assignment', 'presence'] as const;
export const HistoryQuerySchema = ListQuerySchema.extend({ kind: z.enum(HISTORY_KINDS).default('quiz') });
export const HistoryRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.string(),
  score: z.number().nullable(),
  at: z.string().nullable(),
  href: z.string().nullable(),
});
export type HistoryRow = z.infer<typeof HistoryRowSchema>;

/** One enrolment of the user: a course or a classroom batch, and where they stand in it. */
export const EnrolmentRowSchema = z.object({
  kind: z.enum(['course', 'classroom']),
  id: z.number(),
  title: z.string(),
  batch: z.string().nullable(),
  status: z.string(),
  at: z.string().nullable(),
  href: z.string(),
});
export type EnrolmentRow = z.infer<typeof EnrolmentRowSchema>;

export const AuditRowSchema = z.object({
  id: z.number(),
  action: z.string(),
  actor: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  created_at: z.string(),
});
export type AuditRow = z.infer<typeof AuditRowSchema>;

/** Setting a password from an invitation or a reset link (public). */
export const SetPasswordSchema = z
  .strictObject({
    token: z.string().min(20).max(200),
    password: z.string().max(200),
    password_confirmation: z.string().max(200),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation) ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: M.passwordMismatch });
  });

const OptionSchema = z.object({ label: z.string(), value: z.number() });
/** A role the signed-in administrator may not give or take away (its keys go beyond theirs) is disabled. */
const RoleOptionSchema = OptionSchema.extend({ disabled: z.boolean().optional() });
export const UserOptionsSchema = z.object({ roles: z.array(RoleOptionSchema), divisions: z.array(OptionSchema), companies: z.array(OptionSchema) });
export type UserOptions = z.infer<typeof UserOptionsSchema>;
