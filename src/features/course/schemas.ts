import { z } from 'zod';
import { optionalText, requiredText } from '@/lib/field-schemas';
import { ListQuerySchema } from '@/lib/list';
import { courseMessages as M } from './messages';
import { INSTRUCTIONAL_MODEL_IDS } from './instructional-models';
import { ContentSettingsSchema, ContentSettingsViewSchema, DEFAULT_CONTENT_SETTINGS } from '@/lib/content-settings';

export const COURSE_PAGE_SIZE = 10;
/** Spec 002 §9: content pickers 10 a page, badges 7, invite lists 10. */
export const PICKER_PAGE_SIZE = 10;
export const BADGE_PAGE_SIZE = 7;
export const TITLE_MAX = 200;
const DESCRIPTION_MAX = 20_000;
export const SECTION_TITLE_MAX = 200;
const MAX_SECTIONS = 100;
const MAX_CONTENTS = 1000;
export const DEFAULT_THUMBNAILS = [1, 2, 3, 4, 5, 6] as const;
export const COURSE_SORT_COLUMNS = ['title', 'status', 'level', 'created_by', 'created_at', 'updated_at'] as const;

export const LEVELS = ['fundamental', 'developing', 'intermediate', 'advanced', 'mastery'] as const;
/** review: waiting for the review role's publish (Setting › Content, docs/decisions/0132). */
export const STATUSES = ['draft', 'published', 'trial', 'review'] as const;
export const LEVEL_LABELS: Record<(typeof LEVELS)[number], string> = {
  fundamental: 'Fundamental',
  developing: 'Developing',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  mastery: 'Mastery',
};
export const STATUS_LABELS: Record<(typeof STATUSES)[number], string> = {
  draft: 'Draft',
  published: 'Published',
  trial: 'Trial',
  review: 'In Review',
};

const id = z.coerce.number().int().positive();
const updatedAt = z.iso.datetime({ offset: true }).optional();

/** Step 1, General. The thumbnail is one of the six defaults or an uploaded image (files.id), never both. */
export const CourseGeneralSchema = z
  .strictObject({
    title: requiredText(M, 'Title', TITLE_MAX),
    description: optionalText(M, 'Description', DESCRIPTION_MAX),
    category_id: z
      .number({ error: M.required('Category') })
      .int()
      .positive(M.required('Category')),
    level: z.enum(LEVELS, { error: M.required('Level') }),
    thumbnail_default: z.number().int().min(1, M.thumbnailRequired).max(DEFAULT_THUMBNAILS.length, M.thumbnailRequired).nullable().default(null),
    thumbnail_file_id: z.number().int().positive().nullable().default(null),
    status: z.enum(STATUSES, { error: M.required('Status') }).default('draft'),
    confidentiality: z.enum(['public', 'private']).default('public'),
    provider_id: z.number().int().positive().nullable().default(null),
    instructional_model: z.enum(INSTRUCTIONAL_MODEL_IDS).nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if ((v.thumbnail_default === null) === (v.thumbnail_file_id === null))
      ctx.addIssue({ code: 'custom', path: ['thumbnail_default'], message: M.thumbnailRequired });
  });
export type CourseGeneralInput = z.input<typeof CourseGeneralSchema>;
export type CourseGeneral = z.output<typeof CourseGeneralSchema>;
export const CourseGeneralUpdateSchema = z.intersection(CourseGeneralSchema, z.object({ updated_at: updatedAt }));

/** A content's conditions: the shared set the classroom's sessions use too (docs/decisions/0098). */
export { type ContentSettings } from '@/lib/content-settings';

/** A content type's id (spec 002 §3); which ones a course takes, and what they allow, the server checks (server/content-rules.ts). */
export const ContentTypeIdSchema = z.string({ error: M.contentTypeUnknown }).trim().min(1, M.contentTypeUnknown).max(40, M.contentTypeUnknown);

const CourseContentItemSchema = z.strictObject({
  /** A stored content keeps its id (its placement stays); a new one has none. */
  id: z.number().int().positive().optional(),
  content_type: ContentTypeIdSchema,
  ref_id: z.number().int().positive(),
  title: z.string().trim().min(1, M.required('Content title')).max(TITLE_MAX, M.tooLong('Content title', TITLE_MAX)),
  settings: ContentSettingsSchema.default(DEFAULT_CONTENT_SETTINGS),
});

const CourseSectionSchema = z.strictObject({
  id: z.number().int().positive().optional(),
  title: requiredText(M, 'Section title', SECTION_TITLE_MAX),
  contents: z.array(CourseContentItemSchema).max(MAX_CONTENTS),
});

/**
 * Step 2, Content: the whole ordered structure, saved at once (one transaction). Restricted mode and the conditions
 * each type takes are the server's refinement of these (server/content-rules.ts): the types are the areas'.
 */
const contentShape = {
  restricted: z.boolean().default(false),
  sections: z.array(CourseSectionSchema).min(1, M.sectionRequired).max(MAX_SECTIONS),
  updated_at: updatedAt,
};
export const CourseContentSchema = z.strictObject(contentShape);
export const CourseContentCreateSchema = z.strictObject({ ...contentShape, course_id: id });
export type CourseContentValues = z.output<typeof CourseContentSchema>;

const dateOnly = z.iso.date(M.dateInvalid);
const otherShape = {
  access_period: z.enum(['limited', 'unlimited']).default('unlimited'),
  access_start: dateOnly.nullable().default(null),
  access_end: dateOnly.nullable().default(null),
  learning_order: z.enum(['sequential', 'random']).default('sequential'),
  achievement: z.enum(['none', 'certificate', 'badge']).default('none'),
  badge_id: z.number().int().positive().nullable().default(null),
  certificate_template_id: z.number().int().positive().nullable().default(null),
  expert_ids: z.array(z.number().int().positive()).max(50).default([]),
  prerequisite_ids: z.array(z.number().int().positive()).max(50).default([]),
  updated_at: updatedAt,
};
type OtherShape = {
  access_period: string;
  access_start: string | null;
  access_end: string | null;
  achievement: string;
  badge_id: number | null;
  certificate_template_id: number | null;
};
const otherRule = (v: OtherShape, ctx: z.RefinementCtx) => {
  if (v.access_period === 'limited') {
    if (!v.access_start) ctx.addIssue({ code: 'custom', path: ['access_start'], message: M.required('Start date') });
    if (!v.access_end) ctx.addIssue({ code: 'custom', path: ['access_end'], message: M.required('End date') });
    if (v.access_start && v.access_end && v.access_end < v.access_start) ctx.addIssue({ code: 'custom', path: ['access_end'], message: M.endBeforeStart });
  }
  if (v.achievement === 'badge' && !v.badge_id) ctx.addIssue({ code: 'custom', path: ['badge_id'], message: M.required('Badge') });
  if (v.achievement === 'certificate' && !v.certificate_template_id)
    ctx.addIssue({ code: 'custom', path: ['certificate_template_id'], message: M.required('Certificate template') });
};
/** Step 3, Others. A certificate is one of the organisation's certificate templates of type 2 (course). */
export const CourseOtherSchema = z.strictObject(otherShape).superRefine(otherRule);
export const CourseOtherCreateSchema = z.strictObject({ ...otherShape, course_id: id }).superRefine(otherRule);
export type CourseOtherValues = z.output<typeof CourseOtherSchema>;

export const CourseListQuerySchema = ListQuerySchema.extend({
  status: z.enum(STATUSES).optional(),
  level: z.enum(LEVELS).optional(),
  category_id: z.coerce.number().int().positive().optional(),
  start_date: z.iso.date().optional(),
  end_date: z.iso.date().optional(),
});
export type CourseListQuery = z.infer<typeof CourseListQuerySchema>;

export const PickerQuerySchema = ListQuerySchema.extend({ page_size: z.coerce.number().int().min(1).max(50).default(PICKER_PAGE_SIZE) });
export type PickerQuery = z.infer<typeof PickerQuerySchema>;

const person = z.object({ full_name: z.string() }).nullable();

export const CourseRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(STATUSES),
  level: z.enum(LEVELS),
  category: z.string().nullable(),
  contents: z.number(),
  steps_done: z.number(),
  /** Where Edit opens: a draft at its first unsaved step. */
  resume_href: z.string(),
  created_by: person,
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type CourseRow = z.infer<typeof CourseRowSchema>;

const CourseContentViewSchema = z.object({
  id: z.number(),
  content_type: z.string(),
  ref_id: z.number(),
  title: z.string(),
  settings: ContentSettingsViewSchema,
  placement_id: z.number().nullable(),
});
const CourseSectionViewSchema = z.object({ id: z.number(), title: z.string(), contents: z.array(CourseContentViewSchema) });

export const CourseDetailSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category_id: z.number().nullable(),
  category: z.string().nullable(),
  level: z.enum(LEVELS),
  thumbnail_default: z.number().nullable(),
  thumbnail_file_id: z.number().nullable(),
  thumbnail_url: z.string().nullable(),
  status: z.enum(STATUSES),
  confidentiality: z.enum(['public', 'private']),
  provider_id: z.number().nullable(),
  provider: z.string().nullable(),
  instructional_model: z.enum(INSTRUCTIONAL_MODEL_IDS).nullable(),
  restricted: z.boolean(),
  sections: z.array(CourseSectionViewSchema),
  access_period: z.enum(['limited', 'unlimited']),
  access_start: z.string().nullable(),
  access_end: z.string().nullable(),
  learning_order: z.enum(['sequential', 'random']),
  achievement: z.enum(['none', 'certificate', 'badge']),
  badge_id: z.number().nullable(),
  certificate_template_id: z.number().nullable(),
  certificate_template: z.string().nullable(),
  experts: z.array(z.object({ id: z.number(), full_name: z.string() })),
  prerequisites: z.array(z.object({ id: z.number(), title: z.string() })),
  steps_done: z.number(),
  batch_id: z.number(),
  participants: z.number(),
  created_by: person,
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type CourseDetail = z.infer<typeof CourseDetailSchema>;

export const StepSavedSchema = z.object({
  id: z.number(),
  updated_at: z.string(),
  steps_done: z.number(),
  /** Step 1: the status saved, which is review where publishing waits for the review role (decision 0132). */
  status: z.enum(STATUSES).optional(),
});
export type StepSaved = z.infer<typeof StepSavedSchema>;

export const PickerItemSchema = z.object({ id: z.number(), title: z.string(), subtitle: z.string() });
export type PickerItem = z.infer<typeof PickerItemSchema>;

export const ContentTypeInfoSchema = z.object({
  id: z.string(),
  label: z.string(),
  available: z.boolean(),
  pass_grade: z.boolean(),
  due_date: z.boolean(),
});

export const InviteBodySchema = z.strictObject({
  by: z.enum(['user', 'division', 'company']),
  ids: z.array(z.number().int().positive()).min(1, M.required('Who to invite')).max(500),
});
export const InviteQuerySchema = ListQuerySchema.extend({ by: z.enum(['user', 'division', 'company']).default('user') });
export const InviteOptionSchema = z.object({ id: z.number(), label: z.string(), detail: z.string() });

/**
 * A course participant's status, read from what the learner did (docs/decisions/0117): invited until they answer or
 * begin, confirmed once they accept or do anything in the course, completed once every counted content is met;
 * declined is their answer while they have done nothing.
 */
export const PARTICIPANT_STATUSES = ['invited', 'confirmed', 'completed', 'declined'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];
export const PARTICIPANT_STATUS_LABELS: Record<ParticipantStatus, string> = {
  invited: 'Invited',
  confirmed: 'Confirmed',
  completed: 'Completed',
  declined: 'Declined',
};

export const ParticipantSchema = z.object({
  user_id: z.number(),
  full_name: z.string(),
  email: z.string(),
  /** The invitation's stored answer (invited, confirmed, declined). */
  invitation: z.string(),
  /** What the Participants tab shows: the answer and the learner's activity together. */
  status: z.enum(PARTICIPANT_STATUSES),
  invited_at: z.string(),
  /** The share of the counted contents met, 0–100. */
  progress: z.number(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

/** User History: what one participant did on one content (docs/decisions/0092). */
export const ContentHistorySchema = z.object({
  content_id: z.number(),
  title: z.string(),
  content_type: z.string(),
  type_label: z.string(),
  /** not_recorded: nothing stores activity on this type yet (media). */
  state: z.enum(['not_started', 'in_progress', 'finished', 'not_recorded']),
  /** The latest attempt's, submission's or check-in's own status (passed, waiting_for_review, present…). */
  result: z.string().nullable(),
  score: z.number().nullable(),
  attempts: z.number(),
  minutes: z.number().nullable(),
  last_at: z.string().nullable(),
});
export type ContentHistory = z.infer<typeof ContentHistorySchema>;

export const ParticipantHistorySchema = z.object({
  user_id: z.number(),
  full_name: z.string(),
  email: z.string(),
  progress: z.number(),
  started_at: z.string().nullable(),
  /** When the last of the recorded contents was finished; null while any is not. */
  finished_at: z.string().nullable(),
  minutes: z.number().nullable(),
  contents: z.array(ContentHistorySchema),
});
export type ParticipantHistory = z.infer<typeof ParticipantHistorySchema>;

/** The course's LIM surveys and their questions with answer counts (the Contents tab's links to Feedback Detail). */
export const LimContentSchema = z.object({
  content_id: z.number(),
  title: z.string(),
  type_label: z.string(),
  questions: z.array(z.object({ id: z.number(), question: z.string(), question_type: z.string(), objective: z.string(), answers: z.number() })),
});
export type LimContent = z.infer<typeof LimContentSchema>;

/** Feedback Detail: one LIM question, how many answered, and for a linear scale the spread and the average. */
export const FeedbackDetailSchema = z.object({
  course: z.object({ id: z.number(), title: z.string() }),
  content: z.object({ id: z.number(), title: z.string(), type_label: z.string() }),
  question: z.object({ id: z.number(), question: z.string(), question_type: z.string(), objective: z.string() }),
  total_answers: z.number(),
  distribution: z.array(z.object({ value: z.number(), label: z.string(), answers: z.number(), percent: z.number() })).nullable(),
  average: z.number().nullable(),
});
export type FeedbackDetail = z.infer<typeof FeedbackDetailSchema>;

export const FeedbackAnswerSchema = z.object({
  user_id: z.number(),
  full_name: z.string(),
  email: z.string(),
  /** The essay's text, or the scale value chosen. */
  answer: z.string(),
  submitted_at: z.string().nullable(),
});
export type FeedbackAnswer = z.infer<typeof FeedbackAnswerSchema>;
