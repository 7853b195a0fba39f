import { z } from 'zod';
import { httpsLink, idRef, optionalText, requiredText } from '@/lib/field-schemas';
import { ListQuerySchema, pageSizeSchema } from '@/lib/list';
import { ContentSettingsSchema, ContentSettingsViewSchema, DEFAULT_CONTENT_SETTINGS } from '@/lib/content-settings';
import { wibInstant } from '@/lib/wib';
import { liveEventMessages as M } from './messages';

/** Spec 002 §9: live event lists, registrant lists and content pickers 10 a page. */
export const LIVE_EVENT_PAGE_SIZE = 10;
export const REGISTRANT_PAGE_SIZE = 10;
export const PICKER_PAGE_SIZE = 10;
export const TITLE_MAX = 200;
const DESCRIPTION_MAX = 50_000;
export const LINK_MAX = 1000;
export const CAPACITY_MAX = 100_000;
export const SPEAKERS_MAX = 20;
export const SPEAKER_NAME_MAX = 120;
const EVENT_MAX_MS = 24 * 3_600_000;
/** Spec 002 §3: six default thumbnails. */
export const DEFAULT_THUMBNAILS = [1, 2, 3, 4, 5, 6] as const;
export const thumbnailUrl = (n: number) => `/course-thumbnails/default-${n}.svg`;

/** Spec 002 §3 status options of courses, programs and journeys: draft and publish (decision 0145). */
export const LIVE_EVENT_STATUSES = ['draft', 'publish'] as const;
export type LiveEventStatus = (typeof LIVE_EVENT_STATUSES)[number];
export const STATUS_LABELS: Record<LiveEventStatus, string> = { draft: 'Draft', publish: 'Publish' };
/** Spec 002 §3 level options: fundamental, intermediate, advanced. */
export const LIVE_EVENT_LEVELS = ['fundamental', 'intermediate', 'advanced'] as const;
export const LEVEL_LABELS: Record<(typeof LIVE_EVENT_LEVELS)[number], string> = {
  fundamental: 'Fundamental',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};
export const LIVE_EVENT_SORT_COLUMNS = ['title', 'start_at', 'status', 'created_at', 'updated_at'] as const;
const REGISTRANT_STATUSES = ['registered', 'waiting'] as const;
export const REGISTRANT_LABELS: Record<(typeof REGISTRANT_STATUSES)[number], string> = { registered: 'Registered', waiting: 'Waiting List' };

const link = () => httpsLink(M, 'Link', LINK_MAX, M.linkInvalid);
const wibDateTime = (field: string) =>
  z
    .string({ error: M.required(field) })
    .trim()
    .min(1, M.required(field))
    .refine((v) => wibInstant(v) !== null, M.dateInvalid);
const optionalWib = z
  .string()
  .trim()
  .default('')
  .refine((v) => v === '' || wibInstant(v) !== null, M.dateInvalid);

/** A speaker: a person of the organisation (user_id, their name is theirs) or an external guest (a name typed in). */
const SpeakerInputSchema = z
  .strictObject({
    user_id: idRef.nullable().default(null),
    name: z.string().trim().max(SPEAKER_NAME_MAX, M.tooLong('Name', SPEAKER_NAME_MAX)).default(''),
    headline: z.string().trim().max(SPEAKER_NAME_MAX, M.tooLong('Headline', SPEAKER_NAME_MAX)).default(''),
  })
  .refine((s) => s.user_id !== null || s.name !== '', { message: M.speakerNameRequired, path: ['name'] });

/**
 * Create and edit. Start, end and the registration window are typed in WIB ('2026-12-01T09:00' or an ISO instant);
 * the event lasts at most a day; registration closes after it opens and before the event ends; the meeting link is an
 * https address, needed to publish; the recording only once the event is over. The thumbnail is one of the six
 * defaults or an uploaded image, never both.
 */
export const LiveEventInputSchema = z
  .strictObject({
    title: requiredText(M, 'Title', TITLE_MAX),
    description: optionalText(M, 'Description', DESCRIPTION_MAX),
    category_id: idRef.nullable().refine((v) => v !== null, M.required('Category')),
    level: z.enum(LIVE_EVENT_LEVELS).default('fundamental'),
    thumbnail_default: z.number().int().min(1, M.thumbnailRequired).max(DEFAULT_THUMBNAILS.length, M.thumbnailRequired).nullable().default(null),
    thumbnail_file_id: idRef.nullable().default(null),
    status: z.enum(LIVE_EVENT_STATUSES).default('draft'),
    speakers: z.array(SpeakerInputSchema).max(SPEAKERS_MAX, M.speakersMax(SPEAKERS_MAX)).default([]),
    start_at: wibDateTime('Start'),
    end_at: wibDateTime('End'),
    meeting_url: link().default(''),
    capacity: z
      .number()
      .int(M.capacityInvalid(CAPACITY_MAX))
      .min(1, M.capacityInvalid(CAPACITY_MAX))
      .max(CAPACITY_MAX, M.capacityInvalid(CAPACITY_MAX))
      .nullable()
      .default(null),
    registration_open_at: optionalWib,
    registration_close_at: optionalWib,
    certificate_template_id: idRef.nullable().default(null),
    recording_url: link().default(''),
    /** Create only: the media library's webinar this event starts from (decision 0145). */
    webinar_id: idRef.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    const start = wibInstant(v.start_at);
    const end = wibInstant(v.end_at);
    if (start && end && end <= start) ctx.addIssue({ code: 'custom', path: ['end_at'], message: M.endBeforeStart });
    else if (start && end && end.getTime() - start.getTime() > EVENT_MAX_MS) ctx.addIssue({ code: 'custom', path: ['end_at'], message: M.tooLongEvent });
    if ((v.thumbnail_default === null) === (v.thumbnail_file_id === null))
      ctx.addIssue({ code: 'custom', path: ['thumbnail_default'], message: M.thumbnailRequired });
    if (v.status === 'publish' && !v.meeting_url) ctx.addIssue({ code: 'custom', path: ['meeting_url'], message: M.publishNeedsLink });
    const open = v.registration_open_at ? wibInstant(v.registration_open_at) : null;
    const close = v.registration_close_at ? wibInstant(v.registration_close_at) : null;
    if (open && close && close <= open) ctx.addIssue({ code: 'custom', path: ['registration_close_at'], message: M.registrationCloseBeforeOpen });
    else if (close && end && close > end) ctx.addIssue({ code: 'custom', path: ['registration_close_at'], message: M.registrationAfterEnd });
    if (v.recording_url && end && end.getTime() > Date.now()) ctx.addIssue({ code: 'custom', path: ['recording_url'], message: M.recordingBeforeEnd });
    const seen = new Set<number>();
    v.speakers.forEach((s, i) => {
      if (s.user_id === null) return;
      if (seen.has(s.user_id)) ctx.addIssue({ code: 'custom', path: ['speakers', i, 'user_id'], message: M.speakerTwice });
      seen.add(s.user_id);
    });
  });
export type LiveEventInput = z.input<typeof LiveEventInputSchema>;
export type LiveEventValues = z.output<typeof LiveEventInputSchema>;

/** PATCH carries the updated_at it started from; a stale one is a 409. */
export const LiveEventUpdateSchema = z.intersection(LiveEventInputSchema, z.object({ updated_at: z.iso.datetime({ offset: true }).optional() }));

/** The list contract plus status, category and the WIB days the event starts in. */
export const LiveEventListQuerySchema = ListQuerySchema.extend({
  page_size: pageSizeSchema(LIVE_EVENT_PAGE_SIZE),
  status: z.enum(LIVE_EVENT_STATUSES).optional(),
  category_id: idRef.optional(),
  start_date: z.iso.date().optional(),
  end_date: z.iso.date().optional(),
});
export type LiveEventListQuery = z.infer<typeof LiveEventListQuerySchema>;

/** Manage Content: the event's contents in order, each with its conditions (replaced as a whole; placements follow). */
export const LiveEventContentsSchema = z.strictObject({
  contents: z
    .array(
      z.strictObject({
        type: z.string().trim().min(1).max(40),
        id: idRef,
        settings: ContentSettingsSchema.default(DEFAULT_CONTENT_SETTINGS),
      }),
    )
    .max(100),
});
export type LiveEventContents = z.output<typeof LiveEventContentsSchema>;

/** GET /cms/live-event-settings: the content pickers (type, keyword), 10 a page. */
export const LiveEventPickQuerySchema = ListQuerySchema.extend({
  page_size: pageSizeSchema(PICKER_PAGE_SIZE, 100),
  type: z.string().trim().min(1).max(40),
});

/** GET …/registrants: a status (default every one), 10 a page. */
export const RegistrantQuerySchema = ListQuerySchema.extend({
  page_size: pageSizeSchema(REGISTRANT_PAGE_SIZE, 100),
  status: z.enum([...REGISTRANT_STATUSES, 'attended']).optional(),
});
export type RegistrantQuery = z.infer<typeof RegistrantQuerySchema>;

/** Register people (in order: seats first, then the waiting list), or take them out. */
export const RegistrantChangeSchema = z.strictObject({
  user_ids: z
    .array(idRef)
    .min(1, M.registrantsNone)
    .max(1000)
    .transform((ids) => [...new Set(ids)]),
});

const named = z.object({ id: z.number(), name: z.string() });

export const LiveEventRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(LIVE_EVENT_STATUSES),
  level: z.enum(LIVE_EVENT_LEVELS),
  category: named.nullable(),
  start_at: z.string(),
  end_at: z.string(),
  capacity: z.number().nullable(),
  registered: z.number(),
  waiting: z.number(),
  created_by: z.object({ full_name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type LiveEventRow = z.infer<typeof LiveEventRowSchema>;

const SpeakerSchema = z.object({ user_id: z.number().nullable(), name: z.string(), headline: z.string() });

export const ContentItemSchema = z.object({
  type: z.string(),
  id: z.number(),
  title: z.string(),
  placement_id: z.number(),
  settings: ContentSettingsViewSchema,
});
export type ContentItem = z.infer<typeof ContentItemSchema>;

export const LiveEventDetailSchema = LiveEventRowSchema.extend({
  module_id: z.number(),
  description: z.string(),
  thumbnail_default: z.number().nullable(),
  thumbnail_file_id: z.number().nullable(),
  thumbnail_url: z.string().nullable(),
  speakers: z.array(SpeakerSchema),
  meeting_url: z.string(),
  registration_open_at: z.string().nullable(),
  registration_close_at: z.string().nullable(),
  certificate_template: named.nullable(),
  recording_url: z.string(),
  webinar: named.nullable(),
  attended: z.number(),
  contents: z.array(ContentItemSchema),
});
export type LiveEventDetail = z.infer<typeof LiveEventDetailSchema>;

export const LiveEventSavedSchema = z.object({ id: z.number(), changed: z.boolean(), updated_at: z.string() });

export const RegistrantRowSchema = z.object({
  user_id: z.number(),
  full_name: z.string(),
  email: z.string().nullable(),
  nik: z.string().nullable(),
  status: z.enum(REGISTRANT_STATUSES),
  registered_at: z.string(),
  attended_at: z.string().nullable(),
});
export type RegistrantRow = z.infer<typeof RegistrantRowSchema>;

/** POST /api/learner/live-events/:id/register: the caller's place (a seat, or their number on the waiting list). */
export const SelfRegistrationSchema = z.object({
  status: z.enum(REGISTRANT_STATUSES),
  /** 1-based place on the waiting list; null with a seat. */
  waiting_position: z.number().nullable(),
  /** false when the caller was already registered or waiting (nothing written). */
  created: z.boolean(),
});
export type SelfRegistration = z.infer<typeof SelfRegistrationSchema>;

export const RegistrantResultSchema = z.object({ registered: z.number(), waiting: z.number(), removed: z.number(), promoted: z.number() });
export type RegistrantResult = z.infer<typeof RegistrantResultSchema>;

export const PickItemSchema = z.object({ id: z.number(), title: z.string(), type: z.string() });
export type PickItem = z.infer<typeof PickItemSchema>;
