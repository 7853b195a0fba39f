import { z } from 'zod';
import { idRef, optionalText, requiredText } from '@/lib/field-schemas';
import { ListQuerySchema, pageSizeSchema } from '@/lib/list';
import { checkpointMessages as M } from './messages';
import { MAX_LEVEL } from './levels';

export const CHECKPOINT_PAGE_SIZE = 10;
/** Spec 000 §9: invite lists show 10 people a page. */
export const INVITED_PAGE_SIZE = 10;
export const TITLE_MAX = 150;
export const DESCRIPTION_MAX = 2000;
export const CODE_MAX = 30;
export const NAME_MAX = 150;
const CRITERION_MAX = 300;
export const BATCH_TITLE_MAX = 100;
const NOTE_MAX = 500;
const COMPETENCIES_MAX = 50;
const CRITERIA_MAX = 20;
const ASSESSORS_MAX = 50;
const BATCHES_MAX = 20;
const INVITEES_MAX = 1000;

/** Spec 000 §4 and spec 002 §3: the checkpoint's options, as the spec spells them. */
export const CHECKPOINT_STATUSES = ['draft', 'publish'] as const;
export const CHECKPOINT_PRIVACIES = ['PUBLIC', 'PROTECTED', 'PRIVATE'] as const;
export const FINAL_SCORES = ['last_score', 'max_score'] as const;
export type CheckpointStatus = (typeof CHECKPOINT_STATUSES)[number];
export type CheckpointPrivacy = (typeof CHECKPOINT_PRIVACIES)[number];
export type FinalScore = (typeof FINAL_SCORES)[number];
export const CHECKPOINT_SORT_COLUMNS = ['title', 'status', 'created_by', 'created_at', 'updated_at'] as const;

export const STATUS_LABELS: Record<CheckpointStatus, string> = { draft: 'Draft', publish: 'Publish' };
export const PRIVACY_LABELS: Record<CheckpointPrivacy, string> = { PUBLIC: 'PUBLIC', PROTECTED: 'PROTECTED', PRIVATE: 'PRIVATE' };
export const FINAL_SCORE_LABELS: Record<FinalScore, string> = { last_score: 'Last score', max_score: 'Highest score' };

const ids = (max: number) =>
  z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(max)
    .default([])
    .transform((v) => [...new Set(v)]);

const day = (field: string) =>
  z
    .string({ error: M.required(field) })
    .trim()
    .min(1, M.required(field))
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), M.dateInvalid);

const level = (min: number) => z.number({ error: M.levelInvalid }).int(M.levelInvalid).min(min, M.levelInvalid).max(MAX_LEVEL, M.levelInvalid);

/** The criteria as the form keeps them (one per line, blank lines allowed while typing): the blank ones are dropped. */
const criteria = z
  .array(z.string().trim().max(CRITERION_MAX, M.tooLong('Criterion', CRITERION_MAX)))
  .max(CRITERIA_MAX * 4)
  .default([])
  .transform((v) => v.filter((c) => c !== ''))
  .refine((v) => v.length > 0, M.criteriaEmpty)
  .refine((v) => v.length <= CRITERIA_MAX, `At most ${CRITERIA_MAX} criteria`);

const CompetencyInputSchema = z.strictObject({
  /** A competency kept from before (its scores stay with it); absent: a new one. */
  id: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  code: requiredText(M, 'Code', CODE_MAX),
  name: requiredText(M, 'Competency', NAME_MAX),
  required_level: level(1),
  criteria,
});

const BatchInputSchema = z
  .strictObject({
    id: z.number().int().positive().max(2_147_483_647).nullable().default(null),
    title: requiredText(M, 'Batch Title', BATCH_TITLE_MAX),
    start_date: day('Start Date'),
    end_date: day('End Date'),
    user_ids: ids(INVITEES_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.start_date && v.end_date && v.end_date < v.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.endBeforeStart });
  });

/**
 * Create and edit: the general data, the competencies with their criteria (codes unique), the assessors and the
 * batches with their invited people. Spec 002 §5 shows no checkpoint validation; these rules are ours (0123).
 */
export const CheckpointInputSchema = z
  .strictObject({
    title: requiredText(M, 'Title', TITLE_MAX),
    description: optionalText(M, 'Description', DESCRIPTION_MAX, { trim: true }),
    status: z.enum(CHECKPOINT_STATUSES).default('draft'),
    privacy: z.enum(CHECKPOINT_PRIVACIES).default('PUBLIC'),
    final_score: z.enum(FINAL_SCORES).default('last_score'),
    competencies: z
      .array(CompetencyInputSchema)
      .max(COMPETENCIES_MAX)
      .default([])
      .refine((v) => v.length > 0, M.competenciesEmpty),
    assessor_ids: ids(ASSESSORS_MAX).refine((v) => v.length > 0, M.assessorsEmpty),
    batches: z.array(BatchInputSchema).max(BATCHES_MAX).default([]),
  })
  .superRefine((v, ctx) => {
    // Codes are unique within the checkpoint, compared without case.
    const seen = new Set<string>();
    v.competencies.forEach((c, i) => {
      const code = c.code.toUpperCase();
      if (code && seen.has(code)) ctx.addIssue({ code: 'custom', path: ['competencies', i, 'code'], message: M.codeTaken });
      seen.add(code);
    });
  });
export type CheckpointValues = z.output<typeof CheckpointInputSchema>;

export const CheckpointUpdateSchema = z.intersection(CheckpointInputSchema, z.object({ updated_at: z.iso.datetime({ offset: true }).optional() }));

export const CheckpointListQuerySchema = ListQuerySchema.extend({
  status: z.enum(CHECKPOINT_STATUSES).optional(),
  privacy: z.enum(CHECKPOINT_PRIVACIES).optional(),
});
export type CheckpointListQuery = z.infer<typeof CheckpointListQuerySchema>;

export const InvitedQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: pageSizeSchema(INVITED_PAGE_SIZE),
  keyword: z.string().trim().max(200).optional(),
});
export type InvitedQuery = z.infer<typeof InvitedQuerySchema>;

/** An assessor's entry for one learner: a level (0–5) per competency scored, and an optional note. */
export const ScoreInputSchema = z.strictObject({
  user_id: idRef,
  scores: z
    .array(z.strictObject({ competency_id: idRef, level: level(0) }))
    .min(1, M.scoresEmpty)
    .max(COMPETENCIES_MAX),
  note: z.string().trim().max(NOTE_MAX, M.tooLong('Note', NOTE_MAX)).default(''),
});
export type ScoreInput = z.output<typeof ScoreInputSchema>;

const person = z.object({ id: z.number().nullable(), full_name: z.string() });
const personPick = z.object({ id: z.number(), full_name: z.string(), email: z.string() });

export const CheckpointRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(CHECKPOINT_STATUSES),
  privacy: z.enum(CHECKPOINT_PRIVACIES),
  final_score: z.enum(FINAL_SCORES),
  total_competencies: z.number(),
  total_batches: z.number(),
  total_invited: z.number(),
  created_by: person,
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type CheckpointRow = z.infer<typeof CheckpointRowSchema>;

export const CompetencySchema = z.object({ id: z.number(), code: z.string(), name: z.string(), required_level: z.number() });
export const CriterionSchema = z.object({ id: z.number(), competency_id: z.number(), competency_code: z.string(), description: z.string() });
export const BatchSchema = z.object({ id: z.number(), title: z.string(), start_date: z.string(), end_date: z.string(), total_invited: z.number() });
export type CheckpointBatch = z.infer<typeof BatchSchema>;

export const CheckpointDetailSchema = CheckpointRowSchema.extend({
  description: z.string(),
  competencies: z.array(CompetencySchema.extend({ criteria: z.array(z.object({ id: z.number(), description: z.string() })), scored: z.boolean() })),
  assessors: z.array(personPick),
  batches: z.array(BatchSchema.extend({ invited: z.array(personPick), scored: z.boolean() })),
  updated_by: person,
});
export type CheckpointDetail = z.infer<typeof CheckpointDetailSchema>;

export const ProficiencyLevelSchema = z.object({ level: z.number(), title: z.string(), description: z.string() });

export const InvitedUserSchema = z.object({
  user_id: z.number(),
  nik: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  position: z.string().nullable(),
  scores: z.array(
    z.object({
      competency_id: z.number(),
      code: z.string(),
      required_level: z.number(),
      /** The final score by the checkpoint's rule; null: not scored yet. */
      level: z.number().nullable(),
      met: z.boolean().nullable(),
      entries: z.number(),
    }),
  ),
  /** Every competency scored and met; null while some is not scored. */
  met_all: z.boolean().nullable(),
  last_scored_at: z.string().nullable(),
});
export type InvitedUser = z.infer<typeof InvitedUserSchema>;

export const CheckpointSavedSchema = z.object({ id: z.number(), changed: z.boolean(), updated_at: z.string() });
export const ScoreSavedSchema = z.object({ user_id: z.number(), entries: z.number() });
