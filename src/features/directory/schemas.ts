import { z } from 'zod';
import { ListQuerySchema } from '@/lib/list';
import { directoryMessages as M } from './messages';

/** Pickers and lists answer 10 rows by default (issue 16); spec 002 §9 asks some with the maximum page size. */
export const DIRECTORY_PAGE_SIZE = 10;
export const CODE_MAX = 30;
export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 500;
export const LEVEL_VALUE_MIN = 1;
export const LEVEL_VALUE_MAX = 99;

const text = (label: string, max: number) =>
  z
    .string({ error: M.required(label) })
    .trim()
    .min(1, M.required(label))
    .max(max, M.maxLength(label, max));
const code = (label: string) => text(label, CODE_MAX).regex(/^[\p{L}\p{N}._-]+$/u, M.codeFormat);
const optionalText = (label: string, max: number) => z.string().trim().max(max, M.maxLength(label, max)).default('');
const idRef = (label: string) =>
  z.coerce
    .number({ error: M.required(label) })
    .int(M.required(label))
    .positive(M.required(label))
    .max(2_147_483_647, M.required(label));
/** PATCH carries the updated_at it started from; a stale one is a 409 (DESIGN.md, concurrent edits). */
const versioned = { updated_at: z.iso.datetime({ offset: true }).optional() };
const person = z.object({ full_name: z.string() });

/** Divisions and companies share their shape (spec 000 §3: division_code, division_name; company_code, company_name). */
export const DivisionInputSchema = z.strictObject({ division_code: code('Code'), division_name: text('Name', NAME_MAX) });
export const CompanyInputSchema = z.strictObject({ company_code: code('Code'), company_name: text('Name', NAME_MAX) });
export const DivisionUpdateSchema = DivisionInputSchema.extend(versioned);
export const CompanyUpdateSchema = CompanyInputSchema.extend(versioned);

export const STRUCTURE_SORT_COLUMNS = ['code', 'name', 'users_count', 'updated_at'] as const;
/** The list contract; sort by code, name, users_count or updated_at (name by default). */
export const StructureListQuerySchema = ListQuerySchema;
export type StructureListQuery = z.infer<typeof StructureListQuerySchema>;

const structureMeta = { users_count: z.number(), can_delete: z.boolean(), created_at: z.string(), updated_at: z.string() };
export const DivisionRowSchema = z.object({ id: z.number(), division_code: z.string(), division_name: z.string(), ...structureMeta });
export const CompanyRowSchema = z.object({ id: z.number(), company_code: z.string(), company_name: z.string(), ...structureMeta });
export type DivisionRow = z.infer<typeof DivisionRowSchema>;
export type CompanyRow = z.infer<typeof CompanyRowSchema>;

/** An expert level (spec 000 §3 "Level: title, value"): value is its rank, 1 the entry level. */
export const ExpertLevelInputSchema = z.strictObject({
  title: text('Title', NAME_MAX),
  value: z.coerce
    .number({ error: M.valueRange(LEVEL_VALUE_MIN, LEVEL_VALUE_MAX) })
    .int(M.valueRange(LEVEL_VALUE_MIN, LEVEL_VALUE_MAX))
    .min(LEVEL_VALUE_MIN, M.valueRange(LEVEL_VALUE_MIN, LEVEL_VALUE_MAX))
    .max(LEVEL_VALUE_MAX, M.valueRange(LEVEL_VALUE_MIN, LEVEL_VALUE_MAX)),
  description: optionalText('Description', DESCRIPTION_MAX),
});
export const ExpertLevelUpdateSchema = ExpertLevelInputSchema.extend(versioned);
export type ExpertLevelValues = z.output<typeof ExpertLevelInputSchema>;
export const EXPERT_LEVEL_SORT_COLUMNS = ['value', 'title', 'updated_at'] as const;
export const ExpertLevelRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  value: z.number(),
  description: z.string(),
  created_by: person,
  updated_by: person,
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type ExpertLevelRow = z.infer<typeof ExpertLevelRowSchema>;

/** A coach: a user of the organisation, with a note on their expertise (spec 002 §3 "Coach: id, full_name, description"). */
export const CoachInputSchema = z.strictObject({ user_id: idRef('User'), description: optionalText('Expertise', DESCRIPTION_MAX) });
export const CoachUpdateSchema = CoachInputSchema.extend(versioned);
export type CoachValues = z.output<typeof CoachInputSchema>;
export const COACH_SORT_COLUMNS = ['full_name', 'updated_at'] as const;
/** Pickers get the coaches whose accounts are active; the coach list may ask for inactive ones or all. */
export const CoachListQuerySchema = ListQuerySchema.extend({ status: z.enum(['active', 'inactive', 'all']).default('active') });
export type CoachListQuery = z.infer<typeof CoachListQuerySchema>;
export const CoachRowSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  full_name: z.string(),
  email: z.string(),
  position: z.string().nullable(),
  description: z.string(),
  status: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type CoachRow = z.infer<typeof CoachRowSchema>;

/** The people picker's row is declared with the platform's calls (other areas' islands call it). */
export type { UserPickRow } from '@/lib/platform-api';
/** GET /organizations for pickers (spec 000 §3 "Organisation: id, title"). */
export const OrganizationPickRowSchema = z.object({ id: z.number(), title: z.string(), org_code: z.string() });
export type OrganizationPickRow = z.infer<typeof OrganizationPickRowSchema>;

export const SavedSchema = z.object({ id: z.number(), changed: z.boolean(), updated_at: z.string() });
