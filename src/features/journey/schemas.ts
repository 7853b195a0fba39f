import { z } from 'zod';
import { optionalText, requiredText } from '@/lib/field-schemas';
import { ListQuerySchema, pageSizeSchema } from '@/lib/list';
import { journeyMessages as M } from './messages';

/** Spec 002 §9: lists 10 a page; content pickers 10; invite lists 10. */
export const JOURNEY_PAGE_SIZE = 10;
export const PICKER_PAGE_SIZE = 10;
export const LEARNER_PAGE_SIZE = 10;
export const TITLE_MAX = 200;
const DESCRIPTION_MAX = 20_000;
const STEPS_MAX = 50;
/** Spec 002 §3 and §9: six default thumbnails for courses, programs and journeys (public/course-thumbnails). */
export const DEFAULT_THUMBNAILS = [1, 2, 3, 4, 5, 6] as const;
export const defaultThumbnailUrl = (n: number) => `/course-thumbnails/default-${n}.svg`;

/** Spec 002 §3: status options draft and publish, the journey adds review. */
export const JOURNEY_STATUSES = ['draft', 'review', 'publish'] as const;
export type JourneyStatus = (typeof JOURNEY_STATUSES)[number];
export const STATUS_LABELS: Record<JourneyStatus, string> = { draft: 'Draft', review: 'Review', publish: 'Publish' };

/** Spec 002 §3: audience types Event, Company, Divisi, Invitation. */
export const AUDIENCE_TYPES = ['event', 'company', 'divisi', 'invitation'] as const;
export type AudienceType = (typeof AUDIENCE_TYPES)[number];
export const AUDIENCE_LABELS: Record<AudienceType, string> = { event: 'Event', company: 'Company', divisi: 'Divisi', invitation: 'Invitation' };
/** What each audience type names (the invited learners come on top, whatever the type). */
const AUDIENCE_NOUNS: Record<Exclude<AudienceType, 'invitation'>, string> = { event: 'live event', company: 'company', divisi: 'division' };

/** A step is one of these (spec 002 §3's content-type catalogue: Course 5, Program 6, Checkpoint 16; and the live events). */
export const STEP_KINDS = ['course', 'program', 'live_event', 'checkpoint'] as const;
export type StepKind = (typeof STEP_KINDS)[number];
export const STEP_LABELS: Record<StepKind, string> = { course: 'Course', program: 'Program', live_event: 'Live Event', checkpoint: 'Checkpoint' };

/** When a step opens (docs/decisions/0148): from the start, once the step before is completed, or from a WIB day. */
export const UNLOCK_RULES = ['none', 'previous', 'date'] as const;
export type UnlockRule = (typeof UNLOCK_RULES)[number];
export const UNLOCK_LABELS: Record<UnlockRule, string> = {
  none: 'Open from the start',
  previous: 'After the previous step is completed',
  date: 'From a date',
};

export const JOURNEY_SORT_COLUMNS = ['title', 'status', 'created_by', 'created_at', 'updated_at'] as const;

const id = z.number().int().positive().max(2_147_483_647);
const day = z.iso.date({ error: 'Enter a date as YYYY-MM-DD' });

export const StepInputSchema = z.strictObject({
  kind: z.enum(STEP_KINDS, { error: M.typeUnknown }),
  content_id: id,
  unlock: z.enum(UNLOCK_RULES).default('none'),
  unlock_date: day.nullable().default(null),
});
export type StepInput = z.output<typeof StepInputSchema>;

/** The journey as Create and Edit send it: general data, audience, invited learners and the ordered steps. */
export const JourneyInputSchema = z
  .strictObject({
    title: requiredText(M, 'Title', TITLE_MAX),
    description: optionalText(M, 'Description', DESCRIPTION_MAX),
    thumbnail_default: z
      .number({ error: M.thumbnailRequired })
      .int()
      .min(1, M.thumbnailRequired)
      .max(DEFAULT_THUMBNAILS.length, M.thumbnailRequired)
      .default(1),
    audience_type: z.enum(AUDIENCE_TYPES, { error: M.required('Audience') }).default('invitation'),
    audience_ids: z.array(id).max(100).default([]),
    user_ids: z.array(id).max(1000).default([]),
    status: z.enum(JOURNEY_STATUSES, { error: M.required('Status') }).default('draft'),
    steps: z.array(StepInputSchema).max(STEPS_MAX, M.tooManySteps(STEPS_MAX)).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.status !== 'draft' && v.steps.length === 0) ctx.addIssue({ code: 'custom', path: ['steps'], message: M.stepsRequired });
    if (v.audience_type === 'invitation' && v.audience_ids.length) ctx.addIssue({ code: 'custom', path: ['audience_ids'], message: M.audienceNotUsed });
    if (v.audience_type !== 'invitation' && !v.audience_ids.length)
      ctx.addIssue({ code: 'custom', path: ['audience_ids'], message: M.audienceRequired(AUDIENCE_NOUNS[v.audience_type]) });
    const seen = new Set<string>();
    v.steps.forEach((s, i) => {
      const key = `${s.kind}:${s.content_id}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['steps', i, 'content_id'], message: M.stepTwice });
      seen.add(key);
      if (i === 0 && s.unlock === 'previous') ctx.addIssue({ code: 'custom', path: ['steps', i, 'unlock'], message: M.firstStepAfterPrevious });
      if (s.unlock === 'date' && !s.unlock_date) ctx.addIssue({ code: 'custom', path: ['steps', i, 'unlock_date'], message: M.unlockDateRequired });
    });
  });
export type JourneyInput = z.input<typeof JourneyInputSchema>;
export type JourneyValues = z.output<typeof JourneyInputSchema>;
export const JourneyUpdateSchema = z.intersection(JourneyInputSchema, z.object({ updated_at: z.iso.datetime({ offset: true }).optional() }));

export const JourneyListQuerySchema = ListQuerySchema.extend({
  page_size: pageSizeSchema(JOURNEY_PAGE_SIZE),
  status: z.enum(JOURNEY_STATUSES).optional(),
  audience_type: z.enum(AUDIENCE_TYPES).optional(),
  start_date: day.optional(),
  end_date: day.optional(),
});
export type JourneyListQuery = z.infer<typeof JourneyListQuerySchema>;

export const JourneyRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(JOURNEY_STATUSES),
  audience_type: z.enum(AUDIENCE_TYPES),
  steps: z.number(),
  thumbnail_url: z.string(),
  created_by: z.object({ full_name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type JourneyRow = z.infer<typeof JourneyRowSchema>;

const StepSchema = z.object({
  kind: z.enum(STEP_KINDS),
  content_id: z.number(),
  /** The content's title, read in its own table; null when it no longer exists. */
  title: z.string().nullable(),
  unlock: z.enum(UNLOCK_RULES),
  unlock_date: z.string().nullable(),
});
const NamedSchema = z.object({ id: z.number(), name: z.string() });
const PersonSchema = z.object({ id: z.number(), full_name: z.string(), email: z.string() });

export const JourneyDetailSchema = JourneyRowSchema.extend({
  description: z.string(),
  thumbnail_default: z.number(),
  audience_ids: z.array(z.number()),
  /** The audience's members by name (companies, divisions or live events). */
  audience: z.array(NamedSchema),
  user_ids: z.array(z.number()),
  invited: z.array(PersonSchema),
  step_list: z.array(StepSchema),
  updated_by: z.object({ full_name: z.string() }),
});
export type JourneyDetail = z.infer<typeof JourneyDetailSchema>;

export const JourneySavedSchema = z.object({ id: z.number(), changed: z.boolean(), updated_at: z.string(), status: z.enum(JOURNEY_STATUSES) });

/** GET /cms/journey-settings?type&keyword: the step pickers, 10 a page. */
export const JourneyPickQuerySchema = ListQuerySchema.extend({
  type: z.enum(STEP_KINDS, { error: M.typeUnknown }),
  page_size: pageSizeSchema(PICKER_PAGE_SIZE, 50),
});
export const JourneyPickItemSchema = z.object({ type: z.enum(STEP_KINDS), id: z.number(), title: z.string(), subtitle: z.string().optional() });
export type JourneyPickItem = z.infer<typeof JourneyPickItemSchema>;

/**
 * A learner's state on one step (docs/decisions/0148, 0149): completed (with when), open (unlocked, not completed
 * yet) or locked; `unlocked` says whether its unlock rule has opened it (a completed step may have been done before).
 */
const STEP_STATES = ['completed', 'open', 'locked'] as const;
const StepProgressSchema = z.object({ state: z.enum(STEP_STATES), unlocked: z.boolean(), completed_at: z.string().nullable() });
export type StepProgress = z.infer<typeof StepProgressSchema>;

export const LearnerProgressSchema = z.object({
  user_id: z.number(),
  full_name: z.string(),
  email: z.string(),
  /** Invited by name, or one of the audience (the audience type's word). */
  source: z.enum(['invited', 'audience']),
  steps: z.array(StepProgressSchema),
  completed: z.number(),
  /** When every step was completed (journey_completions), else null. */
  completed_at: z.string().nullable(),
});
export type LearnerProgress = z.infer<typeof LearnerProgressSchema>;

export const LearnerQuerySchema = ListQuerySchema.extend({ page_size: pageSizeSchema(LEARNER_PAGE_SIZE, 100) });
export type LearnerQuery = z.infer<typeof LearnerQuerySchema>;
