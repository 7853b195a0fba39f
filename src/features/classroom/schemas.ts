import { z } from 'zod';
import { ListQuerySchema, pageSizeSchema } from '@/lib/list';
import { ContentSettingsSchema, ContentSettingsViewSchema, DEFAULT_CONTENT_SETTINGS } from '@/lib/content-settings';
import { classroomMessages as M } from './messages';

/** Spec 002 §9: classroom lists 10, badges 7, invite and waiting lists 10. */
export const CLASSROOM_PAGE_SIZE = 10;
export const BADGE_PAGE_SIZE = 7;
export const PARTICIPANT_PAGE_SIZE = 10;
/** Spec 002 §9: content pickers 10. */
export const PICKER_PAGE_SIZE = 10;
export const TITLE_MAX = 200;
const DESCRIPTION_MAX = 100_000;
const TEXT_MAX = 2000;
/** The rundown's times are Western Indonesia Time (spec 002 §3 'rundown'; docs/decisions/0087). */
export const WIB_OFFSET = '+07:00';

/** review: waiting for the review role's publish (Setting › Content, docs/decisions/0132), as a course does. */
const CLASSROOM_STATUSES = ['draft', 'published', 'review'] as const;
export const STATUS_LABELS: Record<(typeof CLASSROOM_STATUSES)[number], string> = { draft: 'Draft', published: 'Published', review: 'In Review' };
export const PARTICIPANT_STATUSES = ['draft', 'invited', 'confirmed', 'attended', 'absent', 'waiting'] as const;
export type ParticipantStatusValue = (typeof PARTICIPANT_STATUSES)[number];
export const PARTICIPANT_LABELS: Record<ParticipantStatusValue, string> = {
  draft: 'Draft',
  invited: 'Invited',
  confirmed: 'Confirmed',
  attended: 'Attended',
  absent: 'Absent',
  waiting: 'Waiting List',
};
/** Where a participant may go next (spec 002 §3 participant status; the waiting list waits for a seat). */
export const NEXT_STATUSES: Record<ParticipantStatusValue, readonly ParticipantStatusValue[]> = {
  draft: ['invited'],
  waiting: ['invited'],
  invited: ['confirmed', 'absent'],
  confirmed: ['attended', 'absent'],
  attended: ['absent'],
  absent: ['attended'],
};
/**
 * A content type's id: which types a classroom may hold (those the areas declare placeable in a classroom, docs/
 * decisions/0087, 0098, 0107) and what conditions each takes, the server checks (server/content-rules.ts).
 */
const ContentTypeSchema = z.string().trim().min(1).max(40);
export const CLASSROOM_SORT_COLUMNS = ['title', 'status', 'start_date', 'created_at', 'updated_at'] as const;

const id = z.number().int().positive().max(2_147_483_647);
const title = (field: string) =>
  z
    .string({ error: M.required(field) })
    .trim()
    .min(1, M.required(field))
    .max(TITLE_MAX, M.tooLong(field, TITLE_MAX));
const text = (field: string, max = TEXT_MAX) => z.string().trim().max(max, M.tooLong(field, max)).default('');
const day = z.iso.date({ error: 'Enter a date as YYYY-MM-DD' });
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:mm');
const updatedAt = z.iso.datetime({ offset: true }).optional();

/** Step 1 General: title, description (rich text), category, thumbnail (a stored file's id), status. */
export const ClassroomGeneralSchema = z.strictObject({
  title: title('Title'),
  description: z.string().max(DESCRIPTION_MAX, M.tooLong('Description', DESCRIPTION_MAX)).default(''),
  category_id: id.nullable().default(null),
  thumbnail_file_id: id.nullable().default(null),
  status: z.enum(CLASSROOM_STATUSES).default('draft'),
});
export type ClassroomGeneral = z.output<typeof ClassroomGeneralSchema>;
export const ClassroomGeneralUpdateSchema = ClassroomGeneralSchema.extend({ updated_at: updatedAt });

const ContentRefSchema = z.strictObject({ type: ContentTypeSchema, id });

/** A session's content with its conditions (the shared set: required, minimum time, pass grade and due date where they apply). */
const SessionContentSchema = ContentRefSchema.extend({ settings: ContentSettingsSchema.default(DEFAULT_CONTENT_SETTINGS) });

/** Step 2 Content: the classroom's sessions in order, each with its ordered contents (replaces the whole step). */
export const ClassroomContentsSchema = z.strictObject({
  sessions: z
    .array(
      z.strictObject({
        id: id.optional(),
        title: title('Session title'),
        contents: z.array(SessionContentSchema).max(100).default([]),
      }),
    )
    .max(100),
});
export type ClassroomContents = z.output<typeof ClassroomContentsSchema>;

const SessionSchema = z
  .strictObject({ id: id.optional(), title: title('Session title'), start_time: time, end_time: time })
  .refine((s) => s.end_time > s.start_time, { message: M.endBeforeStart, path: ['end_time'] });

/** Step 3 Batch: one batch with the eight sections of spec 002 §3. */
export const BatchInputSchema = z
  .strictObject({
    general: z.strictObject({
      title: title('Batch title'),
      start_date: day,
      end_date: day,
      description: text('Description'),
      capacity: z.number().int().min(1).max(100_000).nullable().default(null),
    }),
    location: z.strictObject({
      /** One of the organisation's locations (Setting › Location): its place, coordinates and radius are copied over the typed ones. */
      location_id: id.nullable().default(null),
      location_name: text('Location', 300),
      address: text('Address', 1000),
      latitude: z.number().min(-90).max(90).nullable().default(null),
      longitude: z.number().min(-180).max(180).nullable().default(null),
      radius_meters: z.number().int().min(10).max(50_000).default(300),
    }),
    achievement: z.strictObject({ badge_id: id.nullable().default(null) }),
    /** Contents for this batch only (e.g. its own presence), optionally on one rundown day (0-based). */
    content: z
      .array(ContentRefSchema.extend({ day_index: z.number().int().min(0).nullable().default(null) }))
      .max(100)
      .default([]),
    experts: z.array(id).max(50).default([]),
    training_support: z.array(id).max(50).default([]),
    rundown: z
      .array(
        z.strictObject({
          id: id.optional(),
          title: title('Day title'),
          date: day,
          sessions: z.array(SessionSchema).min(1, 'Add at least one session').max(50),
        }),
      )
      .max(60)
      .default([]),
    highlighted_information: text('Highlighted information', 5000),
  })
  .superRefine((b, ctx) => {
    if (b.general.end_date < b.general.start_date) ctx.addIssue({ code: 'custom', message: M.endBeforeStart, path: ['general', 'end_date'] });
    const seen = new Set<string>();
    b.rundown.forEach((d, i) => {
      if (d.date < b.general.start_date || d.date > b.general.end_date) ctx.addIssue({ code: 'custom', message: M.outsideBatch, path: ['rundown', i, 'date'] });
      d.sessions.forEach((s, j) => {
        const key = `${s.title}\n${d.date}T${s.start_time}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: M.duplicateSession, path: ['rundown', i, 'sessions', j, 'title'] });
        seen.add(key);
      });
    });
    b.content.forEach((c, i) => {
      if (c.day_index !== null && c.day_index >= b.rundown.length)
        ctx.addIssue({ code: 'custom', message: 'Choose a day of the rundown', path: ['content', i, 'day_index'] });
    });
  });
export type BatchInput = z.output<typeof BatchInputSchema>;
export type BatchInputValues = z.input<typeof BatchInputSchema>;

/** GET /cms/classrooms: the list contract plus status and a date range the batches overlap. */
export const ClassroomListQuerySchema = ListQuerySchema.extend({
  page_size: pageSizeSchema(CLASSROOM_PAGE_SIZE),
  status: z.enum(CLASSROOM_STATUSES).optional(),
  start_date: day.optional(),
  end_date: day.optional(),
});
export type ClassroomListQuery = z.infer<typeof ClassroomListQuerySchema>;

/** GET /cms/classroom-settings: the content pickers (type, keyword), 10 a page. */
export const ClassroomSettingsQuerySchema = ListQuerySchema.extend({
  page_size: pageSizeSchema(PICKER_PAGE_SIZE, 100),
  type: ContentTypeSchema,
});

/** GET …/participants: status defaults to draft (spec 002 §7); 10 a page. */
export const ParticipantQuerySchema = ListQuerySchema.extend({
  page_size: pageSizeSchema(PARTICIPANT_PAGE_SIZE, 100),
  status: z.enum(PARTICIPANT_STATUSES).default('draft'),
});
export type ParticipantQuery = z.infer<typeof ParticipantQuerySchema>;

/** Invite by user, division or company: everyone matched joins the batch as draft. */
export const ParticipantAddSchema = z
  .strictObject({
    user_ids: z.array(id).max(1000).default([]),
    division_ids: z.array(id).max(100).default([]),
    company_ids: z.array(id).max(100).default([]),
  })
  .refine((v) => v.user_ids.length + v.division_ids.length + v.company_ids.length > 0, {
    message: 'Choose at least one user, division or company',
    path: ['user_ids'],
  });
export type ParticipantAdd = z.output<typeof ParticipantAddSchema>;

/** Move participants to a next status (invited past the capacity goes to the waiting list), or remove them. */
export const ParticipantUpdateSchema = z.strictObject({
  user_ids: z.array(id).min(1, 'Choose at least one participant').max(1000),
  status: z.enum([...PARTICIPANT_STATUSES, 'removed']),
});
export type ParticipantUpdate = z.output<typeof ParticipantUpdateSchema>;

const person = z.object({ id: z.number(), full_name: z.string() });

export const ClassroomRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(CLASSROOM_STATUSES),
  step: z.number(),
  category: z.object({ id: z.number(), name: z.string() }).nullable(),
  thumbnail: z.string().nullable(),
  batches: z.number(),
  participants: z.number(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  created_by: z.object({ full_name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type ClassroomRow = z.infer<typeof ClassroomRowSchema>;

export const ContentItemSchema = z.object({
  type: ContentTypeSchema,
  id: z.number(),
  title: z.string(),
  placement_id: z.number(),
  settings: ContentSettingsViewSchema,
});
export type ContentItem = z.infer<typeof ContentItemSchema>;

export const ClassroomDetailSchema = ClassroomRowSchema.extend({
  description: z.string(),
  category_id: z.number().nullable(),
  thumbnail_file_id: z.number().nullable(),
  sessions: z.array(z.object({ id: z.number(), title: z.string(), contents: z.array(ContentItemSchema) })),
});
export type ClassroomDetail = z.infer<typeof ClassroomDetailSchema>;

export const BatchSchema = z.object({
  id: z.number(),
  general: z.object({ title: z.string(), start_date: z.string(), end_date: z.string(), description: z.string(), capacity: z.number().nullable() }),
  location: z.object({
    location_id: z.number().nullable(),
    location_name: z.string(),
    address: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    radius_meters: z.number(),
  }),
  achievement: z.object({ badge_id: z.number().nullable(), badge: z.object({ id: z.number(), name: z.string().nullable(), file_url: z.string() }).nullable() }),
  content: z.array(ContentItemSchema.extend({ day_index: z.number().nullable() })),
  experts: z.array(person),
  training_support: z.array(person),
  rundown: z.array(
    z.object({
      /** null: sessions made before the wizard, grouped by their day (saving gives them a day row). */
      id: z.number().nullable(),
      title: z.string(),
      date: z.string(),
      sessions: z.array(z.object({ id: z.number(), title: z.string(), start_time: z.string(), end_time: z.string() })),
    }),
  ),
  highlighted_information: z.string(),
  participants: z.record(z.string(), z.number()),
});
export type Batch = z.infer<typeof BatchSchema>;

export const PickItemSchema = z.object({ id: z.number(), title: z.string(), type: z.string() });
export type PickItem = z.infer<typeof PickItemSchema>;

export const ParticipantRowSchema = z.object({
  user_id: z.number(),
  full_name: z.string(),
  email: z.string(),
  nik: z.string().nullable(),
  status: z.enum(PARTICIPANT_STATUSES),
  updated_at: z.string(),
});
export type ParticipantRow = z.infer<typeof ParticipantRowSchema>;

/** Step 1's answers: the status stored, which is review where publishing waits for the review role (decision 0132). */
export const SavedSchema = z.object({ id: z.number(), changed: z.boolean(), status: z.enum(CLASSROOM_STATUSES), updated_at: z.string() });
export const ClassroomCreatedSchema = z.object({ id: z.number().int(), status: z.enum(CLASSROOM_STATUSES) });
export const ParticipantResultSchema = z.object({ changed: z.number(), waiting: z.number() });
