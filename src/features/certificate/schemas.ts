import { z } from 'zod';
import { ListQuerySchema } from '@/lib/list';
import { fileRefInput, StoredFileSchema } from '@/lib/file-ref';
import { issuedMessages as IM, templateMessages as TM, themeMessages as HM } from './messages';

export const CERTIFICATE_PAGE_SIZE = 10;
export const TITLE_MAX = 150;
export const HEADING_MAX = 120;
export const BODY_MAX = 1500;
export const NAME_MAX = 100;
export const PREFIX_MAX = 20;

export const ORIENTATIONS = ['landscape', 'portrait'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];
export const ORIENTATION_LABELS: Record<Orientation, string> = { landscape: 'Landscape', portrait: 'Portrait' };

/** The fonts a certificate can be set in: the PDF standard fonts, so every reader has them (decision 0093). */
export const FONTS = ['helvetica', 'times', 'courier'] as const;
export type CertificateFont = (typeof FONTS)[number];
export const FONT_LABELS: Record<CertificateFont, string> = { helvetica: 'Helvetica (sans-serif)', times: 'Times (serif)', courier: 'Courier (typewriter)' };
/** The same faces on screen, for the HTML preview. */
export const FONT_CSS: Record<CertificateFont, string> = {
  helvetica: 'Helvetica, Arial, sans-serif',
  times: '"Times New Roman", Times, serif',
  courier: '"Courier New", Courier, monospace',
};

/** Spec 002 §4: "Certificate template types: live event 1, course 2, program 3, classroom 24". */
export const TEMPLATE_TYPES = [1, 2, 3, 24] as const;
export const TYPE_LABELS: Record<string, string> = { '1': 'Live Event', '2': 'Course', '3': 'Program', '24': 'Classroom' };

export const PLACEHOLDERS = ['learner_name', 'content_title', 'completion_date', 'city', 'certificate_number'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
const ALLOWED_TEXT = PLACEHOLDERS.map((p) => `{${p}}`).join(', ');

/** The {names} in a text that are not placeholders a certificate fills in. */
function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(/\{([^{}\n]*)\}/g)].map((m) => m[1]);
  return [...new Set(names.filter((n) => !(PLACEHOLDERS as readonly string[]).includes(n)).map((n) => `{${n}}`))];
}

/** A text with its placeholders filled in (unknown ones are left as written). */
export function fillPlaceholders(text: string, values: Record<Placeholder, string>): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, name: string) => (name in values ? values[name as Placeholder] : whole));
}

/**
 * The cities a certificate is issued in (spec 002: "Certificate themes and cities are lists"): a fixed list of
 * Indonesian cities, not a managed one (decision 0093). The template keeps the name.
 */
export const CITIES = [
  'Ambon',
  'Balikpapan',
  'Banda Aceh',
  'Bandar Lampung',
  'Bandung',
  'Banjarmasin',
  'Batam',
  'Bekasi',
  'Bogor',
  'Cirebon',
  'Denpasar',
  'Depok',
  'Jakarta',
  'Jambi',
  'Jayapura',
  'Kendari',
  'Kupang',
  'Makassar',
  'Malang',
  'Manado',
  'Mataram',
  'Medan',
  'Padang',
  'Palangka Raya',
  'Palembang',
  'Palu',
  'Pekanbaru',
  'Pontianak',
  'Samarinda',
  'Semarang',
  'Serang',
  'Solo',
  'Surabaya',
  'Tangerang',
  'Yogyakarta',
] as const;

const title = z
  .string({ error: HM.required('Title') })
  .trim()
  .min(1, HM.required('Title'))
  .max(TITLE_MAX, HM.tooLong('Title', TITLE_MAX));
const updatedAt = z.object({ updated_at: z.iso.datetime({ offset: true }).optional() });
const person = z.object({ id: z.number().nullable(), full_name: z.string() });

// ---- Themes ----

export const ThemeInputSchema = z.strictObject({
  title,
  background: fileRefInput(HM.backgroundInvalid)
    .nullable()
    .refine((v) => v !== null, HM.backgroundRequired),
  orientation: z.enum(ORIENTATIONS).default('landscape'),
  text_color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, HM.colorInvalid)
    .transform((v) => v.toLowerCase())
    .default('#1f2937'),
  font: z.enum(FONTS).default('helvetica'),
  is_active: z.boolean().default(true),
});
export type ThemeValues = z.output<typeof ThemeInputSchema>;
export const ThemeUpdateSchema = z.intersection(ThemeInputSchema, updatedAt);

export const ThemeListQuerySchema = ListQuerySchema.extend({
  orientation: z.enum(ORIENTATIONS).optional(),
  status: z.enum(['active', 'inactive']).optional(),
});
export type ThemeListQuery = z.infer<typeof ThemeListQuerySchema>;
export const THEME_SORT_COLUMNS = ['title', 'created_by', 'created_at', 'updated_at'] as const;

export const ThemeRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  orientation: z.enum(ORIENTATIONS),
  text_color: z.string(),
  font: z.enum(FONTS),
  is_active: z.boolean(),
  status: z.enum(['active', 'inactive']),
  background: StoredFileSchema.nullable(),
  templates: z.number(),
  created_by: person,
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type ThemeRow = z.infer<typeof ThemeRowSchema>;
export const ThemeDetailSchema = ThemeRowSchema.extend({
  updated_by: person,
  used_by: z.array(z.object({ id: z.number(), title: z.string(), type: z.number() })),
});
export type ThemeDetail = z.infer<typeof ThemeDetailSchema>;
export const STATUS_LABELS: Record<string, string> = { active: 'Active', inactive: 'Inactive' };

// ---- Templates ----

const placeholderText = (field: string, max: number) =>
  z
    .string({ error: TM.required(field) })
    .trim()
    .min(1, TM.required(field))
    .max(max, TM.tooLong(field, max))
    .superRefine((v, ctx) => {
      const unknown = unknownPlaceholders(v);
      if (unknown.length) ctx.addIssue({ code: 'custom', message: TM.unknownPlaceholders(unknown, ALLOWED_TEXT) });
    });
const plain = (field: string, max: number) => z.string().trim().max(max, TM.tooLong(field, max)).default('');

export const TemplateInputSchema = z.strictObject({
  title,
  type: z.coerce.number({ error: TM.typeInvalid }).refine((v) => (TEMPLATE_TYPES as readonly number[]).includes(v), TM.typeInvalid),
  theme_id: z.number({ error: TM.themeRequired }).int().positive(TM.themeRequired).max(2_147_483_647),
  city: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || (CITIES as readonly string[]).includes(v), TM.cityInvalid),
  heading: placeholderText('Heading', HEADING_MAX),
  body: placeholderText('Body', BODY_MAX),
  signatory_name: plain('Signatory Name', NAME_MAX),
  signatory_position: plain('Signatory Position', NAME_MAX),
  signature: fileRefInput(TM.signatureInvalid).nullable().default(null),
  number_prefix: plain('Certificate Number Prefix', PREFIX_MAX).refine((v) => /^[A-Za-z0-9/-]*$/.test(v), TM.prefixInvalid),
  validity_months: z
    .number({ error: TM.validityInvalid })
    .int(TM.validityInvalid)
    .min(1, TM.validityInvalid)
    .max(120, TM.validityInvalid)
    .nullable()
    .default(null),
});
export type TemplateValues = z.output<typeof TemplateInputSchema>;
export const TemplateUpdateSchema = z.intersection(TemplateInputSchema, updatedAt);

const typeQuery = z
  .string()
  .trim()
  .optional()
  .refine((v) => !v || v in TYPE_LABELS, TM.typeInvalid)
  .transform((v) => (v ? Number(v) : undefined));
/** The list contract plus the type (1, 2, 3, 24) and the theme; the pickers ask with a type and a large page size. */
export const TemplateListQuerySchema = ListQuerySchema.extend({
  type: typeQuery,
  theme_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TemplateListQuery = z.infer<typeof TemplateListQuerySchema>;
export const TEMPLATE_SORT_COLUMNS = ['title', 'created_by', 'created_at', 'updated_at'] as const;

export const TemplateRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  type: z.number(),
  theme: z.object({ id: z.number(), title: z.string() }),
  city: z.string(),
  created_by: person,
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type TemplateRow = z.infer<typeof TemplateRowSchema>;
export const TemplateDetailSchema = TemplateRowSchema.extend({
  heading: z.string(),
  body: z.string(),
  signatory_name: z.string(),
  signatory_position: z.string(),
  signature: StoredFileSchema.nullable(),
  number_prefix: z.string(),
  validity_months: z.number().nullable(),
  updated_by: person,
});
export type TemplateDetail = z.infer<typeof TemplateDetailSchema>;

export const SavedSchema = z.object({ id: z.number(), changed: z.boolean(), updated_at: z.string() });
export const CitySchema = z.object({ id: z.number(), name: z.string() });
export const CityQuerySchema = ListQuerySchema.extend({ page_size: ListQuerySchema.shape.page_size });
export const OptionSchema = z.object({ label: z.string(), value: z.string() });

/** What a preview draws: the theme's look and the template's texts (sample values filled in). */
export interface CertificateLook {
  background: { full_path: string } | null;
  orientation: Orientation;
  text_color: string;
  font: CertificateFont;
}

/** GET /api/certificates/issued: a learner's (user_id) or a content's (source_type and source_id) certificates. */
export const IssuedQuerySchema = z.object({
  user_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  source_type: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{0,39}$/)
    .optional(),
  source_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const IssuedRowSchema = z.object({
  id: z.number(),
  number: z.string(),
  user_id: z.number(),
  learner_name: z.string(),
  content_title: z.string(),
  completed_at: z.string(),
  issued_at: z.string(),
  expires_at: z.string().nullable(),
  status: z.enum(['valid', 'revoked', 'expired']),
  revoke_reason: z.string().nullable(),
  verify_path: z.string(),
});

/** POST /api/certificates/issued/{id}/revoke: the reason is required (it is audited). */
export const RevokeInputSchema = z.object({
  reason: z.string({ error: IM.reasonRequired }).trim().min(1, IM.reasonRequired).max(500, 'The reason must be at most 500 characters'),
});

/** The contents whose certificate award the certificate area keeps (decision 0151): a classroom, a program. */
export type AwardedKind = 'classroom' | 'program';

/** PUT /api/certificates/awards/{classroom|program}/{id}: the template completing it awards, or null for none. */
export const AwardInputSchema = z.strictObject({
  template_id: z.number({ error: 'Choose a certificate template, or none' }).int().positive().max(2_147_483_647).nullable(),
});
export type AwardInput = z.infer<typeof AwardInputSchema>;

export const AwardSchema = z.object({ template: z.object({ id: z.number(), title: z.string() }).nullable() });
