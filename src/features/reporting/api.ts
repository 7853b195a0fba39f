import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { listResultSchema } from '@/lib/list-schema';
import {
  CheckpointLearnerRowSchema,
  CheckpointLearnersQuerySchema,
  CheckpointReportDetailSchema,
  CheckpointReportQuerySchema,
  CheckpointReportRowSchema,
  CourseLearnerRowSchema,
  IssueCreateSchema,
  IssueDetailSchema,
  IssueReportQuerySchema,
  IssueRowSchema,
  IssueUpdateSchema,
  LearnerIssuesQuerySchema,
  CourseLearnersQuerySchema,
  CourseReportDetailSchema,
  CourseReportQuerySchema,
  CourseReportRowSchema,
} from './schemas';
import {
  ProgramLearnerRowSchema,
  ProgramLearnersQuerySchema,
  ProgramReportDetailSchema,
  ProgramReportQuerySchema,
  ProgramReportRowSchema,
} from './program-schemas';
import {
  WebinarLearnerRowSchema,
  WebinarLearnersQuerySchema,
  WebinarReportDetailSchema,
  WebinarReportQuerySchema,
  WebinarReportRowSchema,
} from './webinar-schemas';

const course = { access: 'key', key: 'reporting-course' } as const;
const C = '/api/reporting/course-report';
const checkpoint = { access: 'key', key: 'reporting-checkpoint' } as const;
const K = '/api/reporting/checkpoint-report';
const webinar = { access: 'key', key: 'reporting-webinar' } as const;
const W = '/api/reporting/webinar-report';
const program = { access: 'key', key: 'reporting-program' } as const;
const P = '/api/reporting/program-report';
const issue = { access: 'key', key: 'reporting-issue' } as const;
const I = '/api/reporting/issue-report';

/** The reporting area's calls (issue 32; docs/decisions/0135), bound in server/http.ts. */
export const reportingApi = endpoints({
  courseList: endpoint({
    method: 'GET',
    path: C,
    ...course,
    summary: 'Course report: courses with participants, completion rate and average score, read from the learners’ results',
    query: CourseReportQuerySchema,
    response: listResultSchema(CourseReportRowSchema),
  }),
  courseDownload: endpoint({
    method: 'GET',
    path: `${C}/download`,
    ...course,
    summary: 'Course report as filtered, as .xlsx (streamed; dates in Asia/Jakarta, ids as text)',
    query: CourseReportQuerySchema,
    raw: true,
  }),
  courseDetail: endpoint({
    method: 'GET',
    path: `${C}/:id`,
    ...course,
    summary: 'One course’s figures for the filters, completions by week and the score distribution',
    query: CourseLearnersQuerySchema,
    response: CourseReportDetailSchema,
  }),
  courseLearners: endpoint({
    method: 'GET',
    path: `${C}/:id/learners`,
    ...course,
    summary: 'One course’s learners with status, progress, average score and completion date (list contract)',
    query: CourseLearnersQuerySchema,
    response: listResultSchema(CourseLearnerRowSchema),
  }),
  courseLearnersDownload: endpoint({
    method: 'GET',
    path: `${C}/:id/learners/download`,
    ...course,
    summary: 'One course’s learners as filtered, as .xlsx (streamed; dates in Asia/Jakarta, ids as text)',
    query: CourseLearnersQuerySchema,
    raw: true,
  }),
  checkpointList: endpoint({
    method: 'GET',
    path: K,
    ...checkpoint,
    summary: 'Checkpoint report: checkpoints with participants, assessed, met and met rate, read from the assessors’ scores',
    query: CheckpointReportQuerySchema,
    response: listResultSchema(CheckpointReportRowSchema),
  }),
  checkpointDownload: endpoint({
    method: 'GET',
    path: `${K}/download`,
    ...checkpoint,
    summary: 'Checkpoint report as filtered, as .xlsx (streamed; dates in Asia/Jakarta, ids as text)',
    query: CheckpointReportQuerySchema,
    raw: true,
  }),
  checkpointDetail: endpoint({
    method: 'GET',
    path: `${K}/:id`,
    ...checkpoint,
    summary: 'One checkpoint’s figures for the filters, the met rate per competency and the distribution of final scores',
    query: CheckpointLearnersQuerySchema,
    response: CheckpointReportDetailSchema,
  }),
  checkpointLearners: endpoint({
    method: 'GET',
    path: `${K}/:id/learners`,
    ...checkpoint,
    summary: 'One checkpoint’s invited learners per batch with competencies met, average level and result (list contract)',
    query: CheckpointLearnersQuerySchema,
    response: listResultSchema(CheckpointLearnerRowSchema),
  }),
  checkpointLearnersDownload: endpoint({
    method: 'GET',
    path: `${K}/:id/learners/download`,
    ...checkpoint,
    summary: 'One checkpoint’s invited learners as filtered, as .xlsx (streamed; dates in Asia/Jakarta, ids as text)',
    query: CheckpointLearnersQuerySchema,
    raw: true,
  }),
  webinarList: endpoint({
    method: 'GET',
    path: W,
    ...webinar,
    summary: 'Webinar report: webinars with registered, waiting, attended and attendance rate, read from the live event made from each',
    query: WebinarReportQuerySchema,
    response: listResultSchema(WebinarReportRowSchema),
  }),
  webinarDownload: endpoint({
    method: 'GET',
    path: `${W}/download`,
    ...webinar,
    summary: 'Webinar report as filtered, as .xlsx (streamed; dates in Asia/Jakarta, ids as text)',
    query: WebinarReportQuerySchema,
    raw: true,
  }),
  webinarDetail: endpoint({
    method: 'GET',
    path: `${W}/:id`,
    ...webinar,
    summary: 'One webinar’s attendance for the filters (its live event’s registrants and check-ins) and the attendance rate per division',
    query: WebinarLearnersQuerySchema,
    response: WebinarReportDetailSchema,
  }),
  webinarLearners: endpoint({
    method: 'GET',
    path: `${W}/:id/learners`,
    ...webinar,
    summary: 'One webinar’s registrants with their attendance and check-in time (list contract)',
    query: WebinarLearnersQuerySchema,
    response: listResultSchema(WebinarLearnerRowSchema),
  }),
  webinarLearnersDownload: endpoint({
    method: 'GET',
    path: `${W}/:id/learners/download`,
    ...webinar,
    summary: 'One webinar’s registrants as filtered, as .xlsx (streamed; dates in Asia/Jakarta, ids as text)',
    query: WebinarLearnersQuerySchema,
    raw: true,
  }),
  programList: endpoint({
    method: 'GET',
    path: P,
    ...program,
    summary: 'Program report: programs with batches, invited, waiting, completed, completion rate and average score, read from the learners’ results',
    query: ProgramReportQuerySchema,
    response: listResultSchema(ProgramReportRowSchema),
  }),
  programDownload: endpoint({
    method: 'GET',
    path: `${P}/download`,
    ...program,
    summary: 'Program report as filtered, as .xlsx (streamed; dates in Asia/Jakarta, ids as text)',
    query: ProgramReportQuerySchema,
    raw: true,
  }),
  programDetail: endpoint({
    method: 'GET',
    path: `${P}/:id`,
    ...program,
    summary: 'One program’s figures for the filters, completion per batch and completions by week',
    query: ProgramLearnersQuerySchema,
    response: ProgramReportDetailSchema,
  }),
  programLearners: endpoint({
    method: 'GET',
    path: `${P}/:id/learners`,
    ...program,
    summary: 'One program’s invited learners with batch, progress, average score, status and completion date (list contract)',
    query: ProgramLearnersQuerySchema,
    response: listResultSchema(ProgramLearnerRowSchema),
  }),
  programLearnersDownload: endpoint({
    method: 'GET',
    path: `${P}/:id/learners/download`,
    ...program,
    summary: 'One program’s invited learners as filtered, as .xlsx (streamed; dates in Asia/Jakarta, ids as text)',
    query: ProgramLearnersQuerySchema,
    raw: true,
  }),
  issueList: endpoint({
    method: 'GET',
    path: I,
    ...issue,
    summary: 'Issue report: the problems learners reported with contents, open → in progress → resolved, with reporter and assignee',
    query: IssueReportQuerySchema,
    response: listResultSchema(IssueRowSchema),
  }),
  issueDownload: endpoint({
    method: 'GET',
    path: `${I}/download`,
    ...issue,
    summary: 'Issue report as filtered, as .xlsx (streamed; dates in Asia/Jakarta, ids as text)',
    query: IssueReportQuerySchema,
    raw: true,
  }),
  issueDetail: endpoint({
    method: 'GET',
    path: `${I}/:id`,
    ...issue,
    summary: 'One reported issue with its history (status changes, assignments, notes)',
    response: IssueDetailSchema,
  }),
  issueUpdate: endpoint({
    method: 'PATCH',
    path: `${I}/:id`,
    ...issue,
    summary: 'Move an issue’s status, assign it, add a note (history and audit; the reporter is told in-app of a status change)',
    body: IssueUpdateSchema,
    response: z.object({ id: z.number(), status: z.string() }),
  }),
  learnerIssueCreate: endpoint({
    method: 'POST',
    path: '/api/learner/issues',
    access: 'signed-in',
    summary: 'Learner: report a problem with a content (its declared type and id; at most 20 an hour)',
    body: IssueCreateSchema,
    response: z.object({ id: z.number(), status: z.string() }),
  }),
  learnerIssues: endpoint({
    method: 'GET',
    path: '/api/learner/issues',
    access: 'signed-in',
    summary: 'Learner: the caller’s own reported issues, newest first, with their status (list contract)',
    query: LearnerIssuesQuerySchema,
    response: listResultSchema(IssueRowSchema),
  }),
});

export type ReportingApi = typeof reportingApi;
