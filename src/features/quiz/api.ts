import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import {
  AssociateRowSchema,
  AssociatesQuerySchema,
  GradeSchema,
  ImportedQuestionsSchema,
  LearnerAttemptSchema,
  QuizConstantsSchema,
  QuizDashboardSchema,
  QuizInputSchema,
  QuizListItemSchema,
  QuizListQuerySchema,
  QuizViewSchema,
  ResultRowViewSchema,
  ResultsQuerySchema,
  SubmitSchema,
  SubmittedAttemptSchema,
  UserAnswerSchema,
} from './schemas';

// Both route families (/content-quiz with content-quiz-v4, /quiz with content-quiz) lead to the same screens and calls.
const K = { access: 'key', key: ['content-quiz-v4', 'content-quiz'] } as const;
const Q = '/api/cms/v4/quizzes';
const QUIZ_BODY_BYTES = 8 * 1024 * 1024;

/** The quiz area's calls (spec 001 §7). */
export const quizApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: Q,
    ...K,
    summary: 'Quizzes and surveys (list contract; questionType, startDate, endDate)',
    query: QuizListQuerySchema,
    response: listResultSchema(QuizListItemSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: Q,
    ...K,
    summary: 'Create a quiz with its questions and preferences',
    body: QuizInputSchema,
    maxBodyBytes: QUIZ_BODY_BYTES,
    response: CreatedSchema,
  }),
  constants: endpoint({
    method: 'GET',
    path: `${Q}/constants`,
    ...K,
    summary: 'Question types, LIM types, objectives, preference options and defaults, limits',
    response: QuizConstantsSchema,
  }),
  importQuestions: endpoint({
    method: 'POST',
    path: `${Q}/questions/import/:type`,
    ...K,
    summary: 'Parse a question sheet (multipart file: xlsx, csv, xls) into questions of one type; nothing is saved',
    body: 'multipart',
    response: ImportedQuestionsSchema,
  }),
  learnerStart: endpoint({
    method: 'POST',
    path: '/api/learner/quiz-placements/:placementId(\\d+)/attempts',
    access: 'signed-in',
    summary: 'Learner: start or resume an attempt for a quiz placement (participants only); optional body { objective }',
    response: LearnerAttemptSchema,
  }),
  learnerSubmit: endpoint({
    method: 'POST',
    path: '/api/learner/quiz-attempts/:attemptId(\\d+)/submit',
    access: 'signed-in',
    summary: 'Learner: submit answers; scored on the server',
    body: SubmitSchema,
    response: SubmittedAttemptSchema,
  }),
  get: endpoint({ method: 'GET', path: `${Q}/:id(\\d+)`, ...K, summary: 'One quiz with questions and preferences', response: QuizViewSchema }),
  update: endpoint({
    method: 'PATCH',
    path: `${Q}/:id(\\d+)`,
    ...K,
    summary: 'Replace a quiz (updated_at from the edit; stale answers 409)',
    body: QuizInputSchema,
    maxBodyBytes: QUIZ_BODY_BYTES,
    response: z.object({ id: z.number(), updated_at: z.string() }).loose(),
  }),
  remove: endpoint({ method: 'DELETE', path: `${Q}/:id(\\d+)`, ...K, summary: 'Delete a quiz without attempts (can_delete)', response: z.null() }),
  associates: endpoint({
    method: 'GET',
    path: `${Q}/:id(\\d+)/associates`,
    ...K,
    summary: 'Placements of the quiz with their encrypted report links',
    query: AssociatesQuerySchema,
    response: listResultSchema(AssociateRowSchema),
  }),
  results: endpoint({
    method: 'GET',
    path: `${Q}/:id(\\d+)/results`,
    ...K,
    summary: 'Participants with their maintained result and attempts',
    query: ResultsQuerySchema,
    response: listResultSchema(ResultRowViewSchema),
  }),
  dashboard: endpoint({
    method: 'GET',
    path: `${Q}/:id(\\d+)/results/dashboard`,
    ...K,
    summary: 'Report summary',
    query: ResultsQuerySchema,
    response: QuizDashboardSchema,
  }),
  download: endpoint({
    method: 'GET',
    path: `${Q}/:id(\\d+)/results/download`,
    ...K,
    summary:
      'Report as a streamed .xlsx (timezone, default Asia/Jakarta); past the inline limit 202 with data.job_id of the background export (GET /api/jobs/{id})',
    query: ResultsQuerySchema,
    raw: true,
  }),
  userAnswer: endpoint({
    method: 'GET',
    path: `${Q}/:id(\\d+)/results/:resultId(\\d+)/user-answer`,
    ...K,
    summary: 'One attempt for review (its questions as served)',
    response: UserAnswerSchema,
  }),
  grade: endpoint({
    method: 'POST',
    path: `${Q}/:id(\\d+)/results/:resultId(\\d+)/grade`,
    ...K,
    summary: 'Grade (or confirm) an answer to an essay or to a question marked for review, 0 to its score',
    body: GradeSchema,
    response: z.object({ score: z.number().nullable(), status: z.string() }).loose(),
  }),
  template: endpoint({
    method: 'GET',
    path: '/api/template/import/template-quiz-question',
    ...K,
    summary: 'The question import template: { file, size }, or the file with ?download=1',
    query: z.object({ download: z.enum(['1']).optional() }),
    response: z.object({ file: z.string(), size: z.number() }),
  }),
});
