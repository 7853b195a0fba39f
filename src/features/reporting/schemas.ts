import { z } from 'zod';
import { ListQuerySchema } from '@/lib/list';
import { COURSE_STATUS_LABELS, LEARNER_STATUS_LABELS, reportingMessages as M } from './messages';

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const day = z.iso.date();

/**
 * The filters every report takes (issue 32), kept in the URL: the enrolment date range (Asia/Jakarta days), and the
 * learners' division and company. Each narrows whom the figures count.
 */
const PeopleFilters = {
  start_date: day.optional(),
  end_date: day.optional(),
  division_id: id.optional(),
  company_id: id.optional(),
};

const ordered = <T extends { start_date?: string; end_date?: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.start_date && v.end_date && v.end_date < v.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.endBeforeStart });
};

/** GET /api/reporting/course-report: the courses (keyword over the title, category, course status) with their figures. */
export const CourseReportQuerySchema = ListQuerySchema.extend({
  ...PeopleFilters,
  category_id: id.optional(),
  status: z.enum(Object.keys(COURSE_STATUS_LABELS) as [string, ...string[]]).optional(),
}).superRefine(ordered);
export type CourseReportQuery = z.infer<typeof CourseReportQuerySchema>;

/** GET /api/reporting/course-report/:id/learners: one course's learners (keyword over name and e-mail, learner status). */
export const CourseLearnersQuerySchema = ListQuerySchema.extend({
  ...PeopleFilters,
  status: z.enum(Object.keys(LEARNER_STATUS_LABELS) as [string, ...string[]]).optional(),
}).superRefine(ordered);
export type CourseLearnersQuery = z.infer<typeof CourseLearnersQuerySchema>;

/** A course's headline figures: rates in percent with one decimal, the average score out of 100 (null: nothing scored). */
const CourseFiguresSchema = z.object({
  participants: z.number(),
  completed: z.number(),
  completion_rate: z.number(),
  average_score: z.number().nullable(),
});

export const CourseReportRowSchema = CourseFiguresSchema.extend({
  id: z.number(),
  title: z.string(),
  category: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
});
export type CourseReportRow = z.infer<typeof CourseReportRowSchema>;

export const CourseLearnerRowSchema = z.object({
  user_id: z.number(),
  full_name: z.string(),
  email: z.string(),
  division: z.string().nullable(),
  company: z.string().nullable(),
  enrolled_at: z.string(),
  status: z.string(),
  progress: z.number(),
  average_score: z.number().nullable(),
  completed_at: z.string().nullable(),
});
export type CourseLearnerRow = z.infer<typeof CourseLearnerRowSchema>;

/** One bar or point of a chart: its label and value. */
export const ChartPointSchema = z.object({ label: z.string(), value: z.number() });
export type ChartPoint = z.infer<typeof ChartPointSchema>;

/** A course report's detail head: the course, its figures for the filters, completions by week and the score spread. */
export const CourseReportDetailSchema = z.object({
  id: z.number(),
  title: z.string(),
  category: z.string().nullable(),
  status: z.string(),
  figures: CourseFiguresSchema,
  completion_over_time: z.array(ChartPointSchema),
  score_distribution: z.array(ChartPointSchema),
});
export type CourseReportDetail = z.infer<typeof CourseReportDetailSchema>;
