import { z } from 'zod';
import { idRef, requiredText } from '@/lib/field-schemas';
import { StoredFileSchema, fileRefInput } from '@/lib/file-ref';
import { ListQuerySchema, pageSizeSchema } from '@/lib/list';
import { merchandiseMessages as MM, pointMessages as PM, targetMessages as TM } from './messages';

export const POINT_ACTIVITIES = ['course_completed', 'quiz_passed', 'schedule_attended', 'assignment_submitted', 'journey_completed'] as const;
export type PointActivity = (typeof POINT_ACTIVITIES)[number];

/** How every screen names an activity. */
export const ACTIVITY_LABELS: Record<PointActivity, string> = {
  course_completed: 'Finishing a course',
  quiz_passed: 'Passing a quiz',
  schedule_attended: 'Attending a schedule (presence check-in)',
  assignment_submitted: 'Submitting an assignment',
  journey_completed: 'Completing a journey',
};

/** What earns the points, said plainly where no event does yet (decision 0130). */
export const ACTIVITY_HINTS: Record<PointActivity, string> = {
  course_completed: 'Awarded once per course the learner completes (the moment every counted content is met; a course is completed once).',
  quiz_passed: 'Awarded once per quiz the learner passes (the first passing attempt; retakes earn nothing more).',
  schedule_attended: 'Awarded once per schedule the learner checks in to with the presence QR code.',
  assignment_submitted: 'Awarded once per assignment the learner (or their group) hands in; a resubmission earns nothing more.',
  journey_completed:
    'Awarded once per published journey the learner completes, when its last step is done: a course or program completed, a live event attended or a checkpoint met (decisions 0148, 0149).',
};

export const STATUS_LABELS = { active: 'Active', inactive: 'Inactive' } as const;
export const POINTS_MAX = 100_000;
export const CAP_MAX = 1_000_000;
export const PAGE_SIZE = 10;

const whole = (M: { required: (f: string) => string; wholeNumber: (f: string, a: number, b: number) => string }, field: string, min: number, max: number) =>
  z
    .number({ error: (i) => (i.input === null || i.input === undefined ? M.required(field) : M.wholeNumber(field, min, max)) })
    .int(M.wholeNumber(field, min, max))
    .min(min, M.wholeNumber(field, min, max))
    .max(max, M.wholeNumber(field, min, max));

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || (DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)),
    PM.dateInvalid,
  )
  .transform((v) => (v === '' ? null : v));
const optionalDay = day.nullable().default(null);

/** A point rule: its activity (one rule per activity), points, an optional daily cap and period (Jakarta dates), status. */
export const PointRuleInputSchema = z
  .strictObject({
    activity: z.enum(POINT_ACTIVITIES, { error: PM.required('Activity') }),
    points: whole(PM, 'Points', 1, POINTS_MAX),
    daily_cap: whole(PM, 'Daily cap', 1, CAP_MAX).nullable().default(null),
    starts_on: optionalDay,
    ends_on: optionalDay,
    status: z.enum(['active', 'inactive']).default('active'),
  })
  .superRefine((v, ctx) => {
    if (v.daily_cap !== null && v.daily_cap < v.points) ctx.addIssue({ code: 'custom', path: ['daily_cap'], message: PM.capBelowPoints });
    if (v.starts_on && v.ends_on && v.ends_on < v.starts_on) ctx.addIssue({ code: 'custom', path: ['ends_on'], message: PM.endBeforeStart });
  });
export type PointRuleValues = z.output<typeof PointRuleInputSchema>;
const versioned = z.object({ updated_at: z.iso.datetime({ offset: true }).optional() });
export const PointRuleUpdateSchema = z.intersection(PointRuleInputSchema, versioned);

const person = z.object({ id: z.number().nullable(), full_name: z.string() });

export const PointRuleRowSchema = z.object({
  id: z.number(),
  activity: z.enum(POINT_ACTIVITIES),
  title: z.string(),
  points: z.number(),
  daily_cap: z.number().nullable(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  awarded: z.number(),
  created_by: person,
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type PointRuleRow = z.infer<typeof PointRuleRowSchema>;
export const PointRuleDetailSchema = PointRuleRowSchema.extend({ created_at: z.string(), updated_by: person });
export type PointRuleDetail = z.infer<typeof PointRuleDetailSchema>;

export const SimpleListQuerySchema = ListQuerySchema.extend({ page_size: pageSizeSchema(PAGE_SIZE, 100) });
export type SimpleListQuery = z.infer<typeof SimpleListQuerySchema>;

/** A period: a month '2026-11' or a year '2026'. */
const PERIOD = /^\d{4}(-(0[1-9]|1[0-2]))?$/;
export const periodLabel = (p: string) =>
  p.length === 4 ? `Year ${p}` : new Date(`${p}-01T00:00:00Z`).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export const AUDIENCE_LABELS = { all: 'All learners', division: 'A division', company: 'A company' } as const;

/** A target: a name, a month or a year, everyone or one division or company, and a goal in points. */
export const TargetInputSchema = z
  .strictObject({
    name: requiredText(TM, 'Name', 120),
    period: z.string({ error: TM.periodInvalid }).trim().regex(PERIOD, TM.periodInvalid),
    audience: z.enum(['all', 'division', 'company']).default('all'),
    division_id: idRef.nullable().default(null),
    company_id: idRef.nullable().default(null),
    goal: whole(TM, 'Goal', 1, CAP_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.audience === 'division' && v.division_id === null) ctx.addIssue({ code: 'custom', path: ['division_id'], message: TM.audienceMissing('division') });
    if (v.audience === 'company' && v.company_id === null) ctx.addIssue({ code: 'custom', path: ['company_id'], message: TM.audienceMissing('company') });
  });
export type TargetValues = z.output<typeof TargetInputSchema>;
export const TargetUpdateSchema = z.intersection(TargetInputSchema, versioned);

export const TargetRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  period: z.string(),
  period_label: z.string(),
  audience: z.enum(['all', 'division', 'company']),
  audience_label: z.string(),
  division_id: z.number().nullable(),
  company_id: z.number().nullable(),
  goal: z.number(),
  created_by: person,
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type TargetRow = z.infer<typeof TargetRowSchema>;
export const TargetDetailSchema = TargetRowSchema.extend({ created_at: z.string(), updated_by: person });
export type TargetDetail = z.infer<typeof TargetDetailSchema>;

/** Merchandise: name, description, picture, price in points, stock, status. */
export const MerchandiseInputSchema = z.strictObject({
  name: requiredText(MM, 'Name', 120),
  description: z.string().trim().max(1000, MM.tooLong('Description', 1000)).default(''),
  image: fileRefInput(MM.imageInvalid).nullable().default(null),
  point_price: whole(MM, 'Point price', 1, CAP_MAX),
  stock: whole(MM, 'Stock', 0, CAP_MAX),
  status: z.enum(['active', 'inactive']).default('active'),
});
export type MerchandiseValues = z.output<typeof MerchandiseInputSchema>;
export const MerchandiseUpdateSchema = z.intersection(MerchandiseInputSchema, versioned);

export const MerchandiseRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  image_url: z.string().nullable(),
  point_price: z.number(),
  stock: z.number(),
  status: z.enum(['active', 'inactive']),
  redeemed: z.number(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type MerchandiseRow = z.infer<typeof MerchandiseRowSchema>;
export const MerchandiseDetailSchema = MerchandiseRowSchema.extend({
  description: z.string(),
  image: StoredFileSchema.nullable(),
  created_by: person,
  created_at: z.string(),
  updated_by: person,
});
export type MerchandiseDetail = z.infer<typeof MerchandiseDetailSchema>;

/** The leaderboard's query: a period ('all', a month or a year), an audience, a page. */
export const LeaderboardQuerySchema = z.object({
  period: z
    .string()
    .trim()
    .regex(/^(all|\d{4}(-(0[1-9]|1[0-2]))?)$/, TM.periodInvalid)
    .default('all'),
  division_id: idRef.optional(),
  company_id: idRef.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: pageSizeSchema(PAGE_SIZE, 100),
});
export type LeaderboardQuery = z.infer<typeof LeaderboardQuerySchema>;

export const LeaderboardRowSchema = z.object({
  rank: z.number(),
  user_id: z.number(),
  full_name: z.string(),
  division: z.string().nullable(),
  company: z.string().nullable(),
  points: z.number(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;

export const LearnerPointsSchema = z.object({ balance: z.number(), earned: z.number() });
export const RedeemResultSchema = z.object({ redemption_id: z.number(), balance: z.number(), stock: z.number() });
export const SavedSchema = z.object({ id: z.number(), changed: z.boolean(), updated_at: z.string() });
