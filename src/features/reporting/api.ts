import { endpoint, endpoints } from '@/lib/endpoint';
import { listResultSchema } from '@/lib/list-schema';
import {
  CheckpointLearnerRowSchema,
  CheckpointLearnersQuerySchema,
  CheckpointReportDetailSchema,
  CheckpointReportQuerySchema,
  CheckpointReportRowSchema,
  CourseLearnerRowSchema,
  CourseLearnersQuerySchema,
  CourseReportDetailSchema,
  CourseReportQuerySchema,
  CourseReportRowSchema,
} from './schemas';

const course = { access: 'key', key: 'reporting-course' } as const;
const C = '/api/reporting/course-report';
const checkpoint = { access: 'key', key: 'reporting-checkpoint' } as const;
const K = '/api/reporting/checkpoint-report';

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
});
