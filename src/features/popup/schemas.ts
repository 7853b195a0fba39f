import { z } from 'zod';
import { httpsLink, idRef, requiredText } from '@/lib/field-schemas';
import { ListQuerySchema } from '@/lib/list';
import { fileRefInput, StoredFileSchema } from '@/lib/file-ref';
import { popupMessages as M } from './messages';

export const POPUP_PAGE_SIZE = 10;
export const TITLE_MAX = 150;
const BODY_MAX = 20_000;
export const CTA_LABEL_MAX = 40;
export const LINK_MAX = 1000;
const AUDIENCE_MAX = 200;
export const POPUP_AUDIENCES = ['everyone', 'divisions', 'companies'] as const;
export type PopupAudience = (typeof POPUP_AUDIENCES)[number];
/** Where a popup is in its life, from its dates (WIB days) and its active switch. */
export const POPUP_STATES = ['active', 'scheduled', 'ended', 'inactive'] as const;
export type PopupState = (typeof POPUP_STATES)[number];
export const POPUP_SORT_COLUMNS = ['title', 'start_date', 'created_by', 'created_at', 'updated_at'] as const;

export const AUDIENCE_LABELS: Record<PopupAudience, string> = { everyone: 'Everyone', divisions: 'Divisions', companies: 'Companies' };
export const STATE_LABELS: Record<PopupState, string> = { active: 'Active', scheduled: 'Scheduled', ended: 'Ended', inactive: 'Inactive' };

const day = (field: string) =>
  z
    .string({ error: M.required(field) })
    .trim()
    .min(1, M.required(field))
    .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), M.dateInvalid);

const link = httpsLink(M, 'Link', LINK_MAX, M.linkInvalid);
const ids = z
  .array(z.number().int().positive().max(2_147_483_647))
  .max(AUDIENCE_MAX)
  .default([])
  .transform((v) => [...new Set(v)]);

/**
 * Create and edit. Start and end are WIB days (both included); the call to action is a label and an https link
 * together; the audience 'divisions' or 'companies' names at least one. The body is rich text the server sanitises.
 */
export const PopupInputSchema = z
  .strictObject({
    title: requiredText(M, 'Title', TITLE_MAX),
    body: z.string().max(BODY_MAX, M.tooLong('Body', BODY_MAX)).default(''),
    image: fileRefInput(M.imageInvalid).nullable().default(null),
    /** Optional (docs/decisions/0120): a category of the organisation's /categories tree, or none. */
    category_id: idRef.nullable().default(null),
    cta_label: z.string().trim().max(CTA_LABEL_MAX, M.tooLong('Button Label', CTA_LABEL_MAX)).default(''),
    cta_url: link.default(''),
    audience: z.enum(POPUP_AUDIENCES).default('everyone'),
    division_ids: ids,
    company_ids: ids,
    start_date: day('Start Date'),
    end_date: day('End Date'),
    is_active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.start_date && v.end_date && v.end_date < v.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.endBeforeStart });
    if (Boolean(v.cta_label) !== Boolean(v.cta_url)) ctx.addIssue({ code: 'custom', path: [v.cta_label ? 'cta_url' : 'cta_label'], message: M.ctaIncomplete });
    if (v.audience === 'divisions' && !v.division_ids.length) ctx.addIssue({ code: 'custom', path: ['division_ids'], message: M.audienceEmpty('division') });
    if (v.audience === 'companies' && !v.company_ids.length) ctx.addIssue({ code: 'custom', path: ['company_ids'], message: M.audienceEmpty('company') });
  });
export type PopupValues = z.output<typeof PopupInputSchema>;

export const PopupUpdateSchema = z.intersection(PopupInputSchema, z.object({ updated_at: z.iso.datetime({ offset: true }).optional() }));

/** The list contract plus the state (active, scheduled, ended, inactive) and the audience. */
export const PopupListQuerySchema = ListQuerySchema.extend({
  state: z.enum(POPUP_STATES).optional(),
  audience: z.enum(POPUP_AUDIENCES).optional(),
  category_id: idRef.optional(),
});
export type PopupListQuery = z.infer<typeof PopupListQuerySchema>;

const person = z.object({ id: z.number().nullable(), full_name: z.string() });
const option = z.object({ id: z.number(), name: z.string() });

export const PopupRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  category: option.nullable(),
  audience: z.enum(POPUP_AUDIENCES),
  start_date: z.string(),
  end_date: z.string(),
  is_active: z.boolean(),
  state: z.enum(POPUP_STATES),
  created_by: person,
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type PopupRow = z.infer<typeof PopupRowSchema>;

export const PopupDetailSchema = PopupRowSchema.extend({
  body: z.string(),
  image: StoredFileSchema.nullable(),
  cta_label: z.string(),
  cta_url: z.string(),
  divisions: z.array(option),
  companies: z.array(option),
  updated_by: person,
});
export type PopupDetail = z.infer<typeof PopupDetailSchema>;

export const PopupSavedSchema = z.object({ id: z.number(), changed: z.boolean(), updated_at: z.string() });

/** The audience pickers' choices (the organisation's divisions and companies, by name). */
export interface AudienceOptions {
  divisions: { value: number; label: string }[];
  companies: { value: number; label: string }[];
}
