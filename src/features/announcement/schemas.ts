import { z } from 'zod';
import { idRef, requiredText } from '@/lib/field-schemas';
import { ListQuerySchema } from '@/lib/list';
import { wibInstant } from '@/lib/wib';
import { announcementMessages as M } from './messages';

export const ANNOUNCEMENT_PAGE_SIZE = 10;
export const TITLE_MAX = 150;
const BODY_MAX = 50_000;
const AUDIENCE_MAX = 200;
export const ANNOUNCEMENT_AUDIENCES = ['all', 'division', 'company', 'role'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
/** Spec 000 §4: the settings' content status is draft or publish. */
export const ANNOUNCEMENT_STATUSES = ['draft', 'publish'] as const;
export const ANNOUNCEMENT_SORT_COLUMNS = ['title', 'starts_at', 'created_by', 'created_at', 'updated_at'] as const;

export const AUDIENCE_LABELS: Record<AnnouncementAudience, string> = { all: 'All learners', division: 'Divisions', company: 'Companies', role: 'Roles' };
export const STATUS_LABELS: Record<(typeof ANNOUNCEMENT_STATUSES)[number], string> = { draft: 'Draft', publish: 'Publish' };
export const PINNED_LABELS = { true: 'Pinned', false: 'Not pinned' } as const;

/** A WIB wall clock as the date field keeps it ('2026-12-01T09:00') or an ISO instant with its offset. */
const instant = (field: string, required: boolean) =>
  z
    .string({ error: M.required(field) })
    .trim()
    .refine((v) => !required || v !== '', M.required(field))
    .refine((v) => v === '' || wibInstant(v) !== null, M.dateInvalid);

const ids = z
  .array(idRef)
  .max(AUDIENCE_MAX)
  .default([])
  .transform((v) => [...new Set(v)]);

/**
 * Create and edit. It shows from its start to its end (none: until unpublished), to everyone or to the learners of
 * the divisions, companies or roles it names (at least one). Only a published one reaches learners. The body is rich
 * text the server sanitises.
 */
export const AnnouncementInputSchema = z
  .strictObject({
    title: requiredText(M, 'Title', TITLE_MAX),
    body: z.string().max(BODY_MAX, M.tooLong('Body', BODY_MAX)).default(''),
    audience: z.enum(ANNOUNCEMENT_AUDIENCES).default('all'),
    division_ids: ids,
    company_ids: ids,
    role_ids: ids,
    starts_at: instant('Start', true),
    ends_at: instant('End', false).default(''),
    pinned: z.boolean().default(false),
    status: z.enum(ANNOUNCEMENT_STATUSES).default('draft'),
  })
  .superRefine((v, ctx) => {
    const [start, end] = [wibInstant(v.starts_at), v.ends_at ? wibInstant(v.ends_at) : null];
    if (start && end && end <= start) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: M.endBeforeStart });
    const empty = (key: 'division_ids' | 'company_ids' | 'role_ids', what: string) => {
      if (!v[key].length) ctx.addIssue({ code: 'custom', path: [key], message: M.audienceEmpty(what) });
    };
    if (v.audience === 'division') empty('division_ids', 'division');
    if (v.audience === 'company') empty('company_ids', 'company');
    if (v.audience === 'role') empty('role_ids', 'role');
  });
export type AnnouncementValues = z.output<typeof AnnouncementInputSchema>;

export const AnnouncementUpdateSchema = z.intersection(AnnouncementInputSchema, z.object({ updated_at: z.iso.datetime({ offset: true }).optional() }));

/** The list contract plus the status, the audience and pinned. */
export const AnnouncementListQuerySchema = ListQuerySchema.extend({
  status: z.enum(ANNOUNCEMENT_STATUSES).optional(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES).optional(),
  pinned: z.enum(['true', 'false']).optional(),
});
export type AnnouncementListQuery = z.infer<typeof AnnouncementListQuerySchema>;

const person = z.object({ id: z.number().nullable(), full_name: z.string() });
const option = z.object({ id: z.number(), name: z.string() });

export const AnnouncementRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  pinned: z.boolean(),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  created_by: person,
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type AnnouncementRow = z.infer<typeof AnnouncementRowSchema>;

export const AnnouncementDetailSchema = AnnouncementRowSchema.extend({
  body: z.string(),
  divisions: z.array(option),
  companies: z.array(option),
  roles: z.array(option),
  updated_by: person,
});
export type AnnouncementDetail = z.infer<typeof AnnouncementDetailSchema>;

export const SavedSchema = z.object({ id: z.number(), changed: z.boolean(), updated_at: z.string() });

/** What a learner reads: the published announcements for them whose time has come and not passed, pinned first. */
export const LearnerAnnouncementSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  pinned: z.boolean(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
});
export type LearnerAnnouncement = z.infer<typeof LearnerAnnouncementSchema>;

/** The audience pickers' choices (the organisation's divisions, companies and roles, by name). */
export interface AudienceOptions {
  divisions: { value: number; label: string }[];
  companies: { value: number; label: string }[];
  roles: { value: number; label: string }[];
}
