import { z } from 'zod';
import { ListQuerySchema } from '@/lib/list';
import {
  CHECKPOINT_RESULT_LABELS,
  CHECKPOINT_STATUS_LABELS,
  ISSUE_CATEGORY_LABELS,
  ISSUE_STATUS_LABELS,
  COURSE_STATUS_LABELS,
  LEARNER_STATUS_LABELS,
  reportingMessages as M,
} from './messages';

export const id = z.coerce.number().int().min(1).max(2_147_483_647);
const day = z.iso.date();

/**
 * The filters every report takes (issue 32), kept in the URL: the enrolment date range (Asia/Jakarta days), and the
 * learners' division and company. Each narrows whom the figures count.
 */
export const PeopleFilters = {
  start_date: day.optional(),
  end_date: day.optional(),
  division_id: id.optional(),
  company_id: id.optional(),
};

/** The people filters as a use case reads them. */
export interface PeopleFilter {
  start_date?: string;
  end_date?: string;
  division_id?: number;
  company_id?: number;
}

/** A date range's end before its start is a 400 in the field's words. */
export const ordered = <T extends { start_date?: string; end_date?: string }>(v: T, ctx: z.RefinementCtx) => {
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

export const enumOf = (labels: Record<string, string>) => z.enum(Object.keys(labels) as [string, ...string[]]);

/** GET /api/reporting/checkpoint-report: the checkpoints (keyword over the title, checkpoint status) with their figures. */
export const CheckpointReportQuerySchema = ListQuerySchema.extend({
  ...PeopleFilters,
  status: enumOf(CHECKPOINT_STATUS_LABELS).optional(),
}).superRefine(ordered);
export type CheckpointReportQuery = z.infer<typeof CheckpointReportQuerySchema>;

/** GET /api/reporting/checkpoint-report/:id/learners: one checkpoint's invitations (keyword over name and e-mail, batch, result). */
export const CheckpointLearnersQuerySchema = ListQuerySchema.extend({
  ...PeopleFilters,
  batch_id: id.optional(),
  status: enumOf(CHECKPOINT_RESULT_LABELS).optional(),
}).superRefine(ordered);
export type CheckpointLearnersQuery = z.infer<typeof CheckpointLearnersQuerySchema>;

/** A checkpoint's headline figures: invitations, those with a score, those who met every competency, the met rate. */
const CheckpointFiguresSchema = z.object({
  participants: z.number(),
  assessed: z.number(),
  met: z.number(),
  met_rate: z.number(),
});

export const CheckpointReportRowSchema = CheckpointFiguresSchema.extend({
  id: z.number(),
  title: z.string(),
  status: z.string(),
  competencies: z.number(),
  created_at: z.string(),
});
export type CheckpointReportRow = z.infer<typeof CheckpointReportRowSchema>;

export const CheckpointLearnerRowSchema = z.object({
  batch_id: z.number(),
  batch: z.string(),
  user_id: z.number(),
  full_name: z.string(),
  email: z.string(),
  division: z.string().nullable(),
  company: z.string().nullable(),
  invited_at: z.string(),
  scored: z.number(),
  met: z.number(),
  competencies: z.number(),
  average_level: z.number().nullable(),
  status: z.string(),
  last_scored_at: z.string().nullable(),
});
export type CheckpointLearnerRow = z.infer<typeof CheckpointLearnerRowSchema>;

/** One competency's line of the detail: who has a final score on it, who meets its required level, the met rate. */
const CompetencyFiguresSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  required_level: z.number(),
  assessed: z.number(),
  met: z.number(),
  met_rate: z.number(),
});

export const CheckpointReportDetailSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.string(),
  final_score: z.string(),
  figures: CheckpointFiguresSchema,
  competencies: z.array(CompetencyFiguresSchema),
  score_distribution: z.array(ChartPointSchema),
});
export type CheckpointReportDetail = z.infer<typeof CheckpointReportDetailSchema>;

const issueStatus = enumOf(ISSUE_STATUS_LABELS);
const issueCategory = enumOf(ISSUE_CATEGORY_LABELS);

/** POST /api/learner/issues: a learner reports a problem with a content (its declared type and id). */
export const IssueCreateSchema = z.object({
  content_type: z.string().trim().min(1).max(40),
  content_id: id,
  category: issueCategory,
  description: z.string().trim().min(1, M.issueDescriptionRequired).max(2000),
});
export type IssueCreate = z.infer<typeof IssueCreateSchema>;

/** GET /api/reporting/issue-report: the reported issues (keyword over the content's title and the description). */
export const IssueReportQuerySchema = ListQuerySchema.extend({
  ...PeopleFilters,
  category: issueCategory.optional(),
  status: issueStatus.optional(),
}).superRefine(ordered);
export type IssueReportQuery = z.infer<typeof IssueReportQuerySchema>;

/** GET /api/learner/issues: the caller's own reports, newest first. */
export const LearnerIssuesQuerySchema = ListQuerySchema.extend({ status: issueStatus.optional() });
export type LearnerIssuesQuery = z.infer<typeof LearnerIssuesQuerySchema>;

export const IssueRowSchema = z.object({
  id: z.number(),
  content_type: z.string(),
  content_type_label: z.string(),
  content_id: z.number(),
  content_title: z.string(),
  category: z.string(),
  description: z.string(),
  status: z.string(),
  reporter: z.string().nullable(),
  reporter_email: z.string().nullable(),
  division: z.string().nullable(),
  company: z.string().nullable(),
  assignee: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type IssueRow = z.infer<typeof IssueRowSchema>;

/** One entry of an issue's history: reported, a status change, an assignment, a note. */
const IssueEventSchema = z.object({
  id: z.number(),
  actor: z.string().nullable(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  assignee: z.string().nullable(),
  note: z.string(),
  created_at: z.string(),
});

export const IssueDetailSchema = IssueRowSchema.extend({
  assignee_id: z.number().nullable(),
  history: z.array(IssueEventSchema),
});
export type IssueDetail = z.infer<typeof IssueDetailSchema>;

/** The issue report's head: how many issues by status and by category, for the filters. */
export const IssueSummarySchema = z.object({
  total: z.number(),
  by_status: z.array(ChartPointSchema),
  by_category: z.array(ChartPointSchema),
});
export type IssueSummary = z.infer<typeof IssueSummarySchema>;

/**
 * PATCH /api/reporting/issue-report/:id: move the status, (re)assign, add a note; at least one of them. Assignee null
 * takes the assignment off.
 */
export const IssueUpdateSchema = z
  .object({
    status: issueStatus.optional(),
    assignee_id: id.nullable().optional(),
    note: z.string().trim().max(2000).optional(),
  })
  .refine((v) => v.status !== undefined || v.assignee_id !== undefined || !!v.note, { message: M.issueNothingChanged });
export type IssueUpdate = z.infer<typeof IssueUpdateSchema>;
