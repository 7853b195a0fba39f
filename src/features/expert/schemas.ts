import { z } from 'zod';
import { idRef, optionalText, requiredText } from '@/lib/field-schemas';
import { StoredFileSchema, fileRefInput } from '@/lib/file-ref';
import { ListQuerySchema } from '@/lib/list';
import { expertMessages as EM, journeyMessages as JM } from './messages';

export const EXPERT_PAGE_SIZE = 10;
export const KIND_LABELS = { user: 'Person of the organisation', external: 'External' } as const;
export const JOURNEY_STATUS_LABELS = { draft: 'Draft', publish: 'Publish' } as const;
export const STEP_KIND_LABELS = { course: 'Complete a course', checkpoint: 'Meet a checkpoint', sessions: 'Teach sessions' } as const;

const versioned = z.object({ updated_at: z.string().nullish() });
const person = z.object({ id: z.number().nullable(), full_name: z.string() });
const tag = z.string().trim().min(1).max(40, EM.tagTooLong);

/** An expert profile: a person of the organisation (`user_id`) or an external person (`name`), and what they know. */
export const ExpertInputSchema = z
  .strictObject({
    user_id: idRef.nullable().default(null),
    name: optionalText(EM, 'Name', 120, { trim: true }),
    title: optionalText(EM, 'Title', 120, { trim: true }),
    expertise: z.array(tag).max(20, EM.tooManyTags).default([]),
    bio: optionalText(EM, 'Bio', 2000, { trim: true }),
    picture: fileRefInput(EM.pictureInvalid).nullable().default(null),
    expert_level_id: idRef.nullable().default(null),
    email: z.union([z.literal(''), z.string().trim().max(254, EM.tooLong('E-mail', 254)).pipe(z.email(EM.emailInvalid))]).default(''),
    phone: optionalText(EM, 'Phone', 40, { trim: true }),
  })
  .superRefine((v, ctx) => {
    if (v.user_id === null && !v.name) ctx.addIssue({ code: 'custom', path: ['name'], message: EM.nameRequired });
  });
export type ExpertValues = z.output<typeof ExpertInputSchema>;
export const ExpertUpdateSchema = z.intersection(ExpertInputSchema, versioned);

export const ExpertListQuerySchema = ListQuerySchema.extend({
  kind: z.enum(['user', 'external']).optional(),
  expert_level_id: idRef.optional(),
});
export type ExpertListQuery = z.infer<typeof ExpertListQuerySchema>;

export const ExpertRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(['user', 'external']),
  title: z.string(),
  expertise: z.array(z.string()),
  expertise_text: z.string(),
  expert_level: z.object({ id: z.number(), title: z.string(), value: z.number() }).nullable(),
  level_title: z.string(),
  picture_url: z.string().nullable(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type ExpertRow = z.infer<typeof ExpertRowSchema>;

export const TeachingSchema = z.object({
  kind: z.enum(['webinar', 'live_event', 'classroom', 'course']),
  kind_label: z.string(),
  id: z.number(),
  title: z.string(),
  role: z.string(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  href: z.string(),
});
export type Teaching = z.infer<typeof TeachingSchema>;

export const RatingSchema = z.object({
  course_id: z.number(),
  course_title: z.string(),
  average: z.number(),
  scale_max: z.number(),
  answers: z.number(),
});
export type Rating = z.infer<typeof RatingSchema>;

export const ExpertDetailSchema = ExpertRowSchema.extend({
  user_id: z.number().nullable(),
  user: z.object({ id: z.number(), full_name: z.string(), email: z.string() }).nullable(),
  bio: z.string(),
  email: z.string(),
  phone: z.string(),
  picture: StoredFileSchema.nullable(),
  is_coach: z.boolean(),
  teaching: z.array(TeachingSchema),
  sessions_taught: z.number(),
  ratings: z.array(RatingSchema),
  journeys: z.array(z.object({ id: z.number(), title: z.string(), met: z.number(), steps: z.number(), level_title: z.string() })),
  created_by: person,
  created_at: z.string(),
  updated_by: person,
});
export type ExpertDetail = z.infer<typeof ExpertDetailSchema>;

export const SavedSchema = z.object({ id: z.number(), changed: z.boolean(), updated_at: z.string() });

/** A journey step: complete a course, meet a checkpoint, or teach a number of sessions. */
export const StepInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('course'), ref_id: idRef.nullable().refine((v) => v !== null, JM.courseUnknown) }),
    z.strictObject({ kind: z.literal('checkpoint'), ref_id: idRef.nullable().refine((v) => v !== null, JM.checkpointUnknown) }),
    z.strictObject({
      kind: z.literal('sessions'),
      sessions: z.number({ error: JM.sessionsInvalid }).int(JM.sessionsInvalid).min(1, JM.sessionsInvalid).max(1000, JM.sessionsInvalid),
    }),
  ],
  { error: JM.stepsEmpty },
);
export type StepValues = z.output<typeof StepInputSchema>;

export const JourneyInputSchema = z.strictObject({
  title: requiredText(JM, 'Title', 200),
  description: optionalText(JM, 'Description', 2000, { trim: true }),
  expert_level_id: idRef.nullable().default(null),
  status: z.enum(['draft', 'publish']).default('draft'),
  steps: z.array(StepInputSchema).min(1, JM.stepsEmpty).max(50),
  expert_ids: z.array(idRef).max(500).default([]),
});
export type JourneyValues = z.output<typeof JourneyInputSchema>;
export const JourneyUpdateSchema = z.intersection(JourneyInputSchema, versioned);

export const JourneyListQuerySchema = ListQuerySchema.extend({ status: z.enum(['draft', 'publish']).optional() });
export type JourneyListQuery = z.infer<typeof JourneyListQuerySchema>;

export const JourneyRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  level_title: z.string(),
  steps: z.number(),
  experts: z.number(),
  certified: z.number(),
  status: z.enum(['draft', 'publish']),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type JourneyRow = z.infer<typeof JourneyRowSchema>;

const StepProgressSchema = z.object({
  kind: z.enum(['course', 'checkpoint', 'sessions']),
  label: z.string(),
  met: z.boolean(),
  /** Sessions: how many taught so far. */
  done: z.number().nullable(),
});

export const MemberProgressSchema = z.object({
  expert_id: z.number(),
  name: z.string(),
  steps: z.array(StepProgressSchema),
  met: z.number(),
  percent: z.number(),
  certified: z.boolean(),
});
export type MemberProgress = z.infer<typeof MemberProgressSchema>;

export const JourneyDetailSchema = JourneyRowSchema.extend({
  description: z.string(),
  expert_level_id: z.number().nullable(),
  step_list: z.array(
    z.object({ kind: z.enum(['course', 'checkpoint', 'sessions']), ref_id: z.number().nullable(), sessions: z.number().nullable(), label: z.string() }),
  ),
  expert_ids: z.array(z.number()),
  progress: z.array(MemberProgressSchema),
});
export type JourneyDetail = z.infer<typeof JourneyDetailSchema>;

/** What the forms pick from: the organisation's expert levels, courses, checkpoints and experts. */
export const OptionSchema = z.object({ value: z.number(), label: z.string() });
export type Option = z.infer<typeof OptionSchema>;
