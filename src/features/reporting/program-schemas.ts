import { z } from 'zod';
import { ListQuerySchema } from '@/lib/list';
import { LEARNER_STATUS_LABELS, PROGRAM_LEVEL_LABELS, PROGRAM_STATUS_LABELS } from './messages';
import { ChartPointSchema, enumOf, id, ordered, PeopleFilters } from './schemas';

/** The program report's calls and rows (docs/decisions/0155), beside the other reports' in schemas.ts. */
/** GET /api/reporting/program-report: the programs (keyword over the title, category, level, program status) with their figures. */
export const ProgramReportQuerySchema = ListQuerySchema.extend({
  ...PeopleFilters,
  category_id: id.optional(),
  level: enumOf(PROGRAM_LEVEL_LABELS).optional(),
  status: enumOf(PROGRAM_STATUS_LABELS).optional(),
}).superRefine(ordered);
export type ProgramReportQuery = z.infer<typeof ProgramReportQuerySchema>;

/** GET /api/reporting/program-report/:id/learners: one program's invited learners (keyword over name and e-mail, batch, status). */
export const ProgramLearnersQuerySchema = ListQuerySchema.extend({
  ...PeopleFilters,
  batch_id: id.optional(),
  status: enumOf(LEARNER_STATUS_LABELS).optional(),
}).superRefine(ordered);
export type ProgramLearnersQuery = z.infer<typeof ProgramLearnersQuerySchema>;

/** A program's headline figures: its batches, the people invited (seated) and waiting, completions, rate and average score. */
const ProgramFiguresSchema = z.object({
  batches: z.number(),
  invited: z.number(),
  waiting: z.number(),
  completed: z.number(),
  completion_rate: z.number(),
  average_score: z.number().nullable(),
});
export type ProgramFigures = z.infer<typeof ProgramFiguresSchema>;

export const ProgramReportRowSchema = ProgramFiguresSchema.extend({
  id: z.number(),
  title: z.string(),
  category: z.string().nullable(),
  level: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type ProgramReportRow = z.infer<typeof ProgramReportRowSchema>;

export const ProgramLearnerRowSchema = z.object({
  batch_id: z.number(),
  batch: z.string(),
  user_id: z.number(),
  full_name: z.string(),
  email: z.string(),
  division: z.string().nullable(),
  company: z.string().nullable(),
  invited_at: z.string(),
  contents: z.number(),
  met: z.number(),
  progress: z.number(),
  average_score: z.number().nullable(),
  status: z.string(),
  completed_at: z.string().nullable(),
});
export type ProgramLearnerRow = z.infer<typeof ProgramLearnerRowSchema>;

/** One batch's line of a program's detail: its invited learners, completions and completion rate. */
const ProgramBatchFiguresSchema = z.object({
  id: z.number(),
  title: z.string(),
  company: z.string().nullable(),
  invited: z.number(),
  completed: z.number(),
  completion_rate: z.number(),
});

export const ProgramReportDetailSchema = z.object({
  id: z.number(),
  title: z.string(),
  category: z.string().nullable(),
  level: z.string(),
  status: z.string(),
  figures: ProgramFiguresSchema,
  batches: z.array(ProgramBatchFiguresSchema),
  completion_over_time: z.array(ChartPointSchema),
});
export type ProgramReportDetail = z.infer<typeof ProgramReportDetailSchema>;
