import { z } from 'zod';
import { httpsLink, idRef, optionalText, requiredText } from '@/lib/field-schemas';
import { ListQuerySchema } from '@/lib/list';
import { wibInstant } from '@/lib/wib';
import { webinarMessages as M } from './messages';

export const WEBINAR_PAGE_SIZE = 10;
export const TITLE_MAX = 255;
const DESCRIPTION_MAX = 50_000;
export const LINK_MAX = 1000;
export const CAPACITY_MAX = 100_000;
const SPEAKERS_MAX = 20;
const SESSION_MAX_MS = 24 * 3_600_000;

export const WEBINAR_STATUSES = ['draft', 'review', 'publish'] as const;
export type WebinarStatus = (typeof WEBINAR_STATUSES)[number];
const WEBINAR_PLATFORMS = ['zoom', 'google_meet', 'microsoft_teams', 'other'] as const;
export const WEBINAR_LEVELS = ['fundamental', 'intermediate', 'advanced'] as const;
export const WEBINAR_SORT_COLUMNS = ['title', 'start_at', 'status', 'created_by', 'created_at', 'updated_at'] as const;

export const STATUS_LABELS: Record<WebinarStatus, string> = { draft: 'Draft', review: 'Review', publish: 'Publish' };
export const PLATFORM_LABELS: Record<(typeof WEBINAR_PLATFORMS)[number], string> = {
  zoom: 'Zoom',
  google_meet: 'Google Meet',
  microsoft_teams: 'Microsoft Teams',
  other: 'Other',
};
export const LEVEL_LABELS: Record<(typeof WEBINAR_LEVELS)[number], string> = {
  fundamental: 'Fundamental',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/**
 * The moves a webinar's status may make (spec 000 §4 names the statuses and leaves the rules open): a draft is sent
 * for review, a review is published or sent back, a published webinar is taken back to draft (docs/decisions/0084).
 */
export const STATUS_MOVES: Record<WebinarStatus, readonly WebinarStatus[]> = {
  draft: ['review'],
  review: ['publish', 'draft'],
  publish: ['draft'],
};

/** Empty, or an https address with a host (a javascript: or http: link never reaches a learner). */
const link = (max = LINK_MAX) => httpsLink(M, 'Link', max, M.linkInvalid);

const wibDateTime = (field: string) =>
  z
    .string({ error: M.required(field) })
    .trim()
    .min(1, M.required(field))
    .refine((v) => v === '' || wibInstant(v) !== null, M.dateInvalid);

/**
 * Create and edit. Start and end are typed in WIB ('2026-12-01T09:00', or any ISO instant with its offset); the
 * end follows the start within a day; the recording link only once the session is over (judged now, here and on
 * the server). The description is rich text the server sanitises.
 */
export const WebinarInputSchema = z
  .strictObject({
    title: requiredText(M, 'Title', TITLE_MAX),
    description: optionalText(M, 'Description', DESCRIPTION_MAX),
    category_id: idRef.nullable().refine((v) => v !== null, M.required('Category')),
    level: z.enum(WEBINAR_LEVELS).default('fundamental'),
    start_at: wibDateTime('Start'),
    end_at: wibDateTime('End'),
    platform: z.enum(WEBINAR_PLATFORMS, { error: M.required('Platform') }),
    meeting_url: link().default(''),
    capacity: z
      .number()
      .int(M.capacityInvalid(CAPACITY_MAX))
      .min(1, M.capacityInvalid(CAPACITY_MAX))
      .max(CAPACITY_MAX, M.capacityInvalid(CAPACITY_MAX))
      .nullable()
      .default(null),
    recording_url: link().default(''),
    speaker_ids: z
      .array(idRef)
      .max(SPEAKERS_MAX, M.speakersMax(SPEAKERS_MAX))
      .default([])
      .transform((ids) => [...new Set(ids)]),
  })
  .superRefine((v, ctx) => {
    const start = wibInstant(v.start_at);
    const end = wibInstant(v.end_at);
    if (start && end && end <= start) ctx.addIssue({ code: 'custom', path: ['end_at'], message: M.endBeforeStart });
    else if (start && end && end.getTime() - start.getTime() > SESSION_MAX_MS) ctx.addIssue({ code: 'custom', path: ['end_at'], message: M.tooLongSession });
    if (v.recording_url && end && end.getTime() > Date.now()) ctx.addIssue({ code: 'custom', path: ['recording_url'], message: M.recordingBeforeEnd });
  });
/** @public The webinar form's values. */
export type WebinarInput = z.input<typeof WebinarInputSchema>;
export type WebinarValues = z.output<typeof WebinarInputSchema>;

/** PATCH carries the updated_at it started from; a stale one is a 409 (DESIGN.md, concurrent edits). */
export const WebinarUpdateSchema = z.intersection(WebinarInputSchema, z.object({ updated_at: z.iso.datetime({ offset: true }).optional() }));

/** A status move: to which status, from the version the screen showed. */
export const WebinarStatusSchema = z.strictObject({
  status: z.enum(WEBINAR_STATUSES),
  updated_at: z.iso.datetime({ offset: true }).optional(),
});

/** The list contract plus status, category and the WIB days the session starts in. */
export const WebinarListQuerySchema = ListQuerySchema.extend({
  status: z.enum(WEBINAR_STATUSES).optional(),
  category_id: idRef.optional(),
  start_date: z.iso.date().optional(),
  end_date: z.iso.date().optional(),
});
export type WebinarListQuery = z.infer<typeof WebinarListQuerySchema>;

const person = z.object({ id: z.number().nullable(), full_name: z.string() });

export const WebinarRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  category: z.object({ id: z.number(), name: z.string() }).nullable(),
  level: z.enum(WEBINAR_LEVELS),
  start_at: z.string(),
  end_at: z.string(),
  platform: z.enum(WEBINAR_PLATFORMS),
  capacity: z.number().nullable(),
  status: z.enum(WEBINAR_STATUSES),
  speakers_count: z.number(),
  created_by: person,
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type WebinarRow = z.infer<typeof WebinarRowSchema>;

const SpeakerSchema = z.object({ id: z.number(), full_name: z.string(), email: z.string(), position: z.string().nullable() });

export const WebinarDetailSchema = WebinarRowSchema.extend({
  description: z.string(),
  meeting_url: z.string(),
  recording_url: z.string(),
  speakers: z.array(SpeakerSchema),
  status_by: person,
  status_at: z.string(),
  updated_by: person,
});
export type WebinarDetail = z.infer<typeof WebinarDetailSchema>;

export const WebinarSavedSchema = z.object({ id: z.number(), changed: z.boolean(), updated_at: z.string() });
export const WebinarStatusSavedSchema = z.object({ id: z.number(), status: z.enum(WEBINAR_STATUSES), updated_at: z.string() });

export interface WebinarHistoryEntry {
  action: string;
  user: string;
  created_at: string;
  detail: string;
}
