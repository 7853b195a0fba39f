import type { ApiRouteDef } from '@/server/access/guard';
import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { AssociatesQuerySchema, GradeSchema, QuizInputSchema, QuizListItemSchema, QuizListQuerySchema, ResultsQuerySchema, SubmitSchema } from './schemas';

const built = { list: true, create: true, edit: true, detail: true, report: true, review: true };
const quiz = area({ name: 'content-quiz', base: '/content-quiz', key: 'content-quiz-v4', noun: 'Quiz', group: 'Content', built });
const legacy = area({ name: 'quiz', base: '/quiz', key: 'content-quiz', noun: 'Quiz (Legacy)', group: 'Content', built });

export const quizRoutes: RouteDef[] = [
  quiz.list('/content-quiz', 'Quiz List'),
  quiz.create(),
  quiz.edit(),
  quiz.detail(),
  quiz.sub('report', '/content-quiz/detail/:id/report', 'Quiz Result'),
  { ...quiz.sub('review', '/content-quiz/detail/:id/review/:attemptId', 'Review Attempt'), breadcrumb: [] },
  legacy.list(),
  legacy.create('/quiz/create/:id?'),
  legacy.edit('/quiz/edit/:quizId'),
  legacy.detail(),
];

/** The quiz area's API endpoints with their access rules (src/features/api-registry.ts reads this). */
// Both route families (/content-quiz with content-quiz-v4, /quiz with content-quiz) lead to the same screens and calls.
const K = { access: 'key', key: ['content-quiz-v4', 'content-quiz'] } as const;
const Q = '/api/cms/v4/quizzes';
export const quizApiRoutes: ApiRouteDef[] = [
  { method: 'GET', path: Q, ...K, doc: { summary: 'Quizzes and surveys (list contract; questionType, startDate, endDate)', query: QuizListQuerySchema, response: QuizListItemSchema } },
  { method: 'POST', path: Q, ...K, doc: { summary: 'Create a quiz with its questions and preferences', body: QuizInputSchema } },
  { method: 'GET', path: `${Q}/constants`, ...K, doc: { summary: 'Question types, LIM types, objectives, preference options and defaults, limits' } },
  { method: 'POST', path: `${Q}/questions/import/:type`, ...K, doc: { summary: 'Parse a question sheet (multipart file: xlsx, csv, xls) into questions of one type; nothing is saved' } },
  { method: 'POST', path: '/api/learner/quiz-placements/:placementId(\\d+)/attempts', access: 'signed-in', doc: { summary: 'Learner: start or resume an attempt for a quiz placement (participants only)' } },
  { method: 'POST', path: '/api/learner/quiz-attempts/:attemptId(\\d+)/submit', access: 'signed-in', doc: { summary: 'Learner: submit answers; scored on the server', body: SubmitSchema } },
  { method: 'GET', path: `${Q}/:id(\\d+)`, ...K, doc: { summary: 'One quiz with questions and preferences' } },
  { method: 'PATCH', path: `${Q}/:id(\\d+)`, ...K, doc: { summary: 'Replace a quiz (updated_at from the edit; stale answers 409)', body: QuizInputSchema } },
  { method: 'DELETE', path: `${Q}/:id(\\d+)`, ...K, doc: { summary: 'Delete a quiz without attempts (can_delete)' } },
  { method: 'GET', path: `${Q}/:id(\\d+)/associates`, ...K, doc: { summary: 'Placements of the quiz with their encrypted report links', query: AssociatesQuerySchema } },
  { method: 'GET', path: `${Q}/:id(\\d+)/results`, ...K, doc: { summary: 'Participants with their maintained result and attempts', query: ResultsQuerySchema } },
  { method: 'GET', path: `${Q}/:id(\\d+)/results/dashboard`, ...K, doc: { summary: 'Report summary', query: ResultsQuerySchema } },
  { method: 'GET', path: `${Q}/:id(\\d+)/results/download`, ...K, doc: { summary: 'Report as a streamed .xlsx (timezone, default Asia/Jakarta)', query: ResultsQuerySchema } },
  { method: 'GET', path: `${Q}/:id(\\d+)/results/:resultId(\\d+)/user-answer`, ...K, doc: { summary: 'One attempt for review (its questions as served)' } },
  { method: 'POST', path: `${Q}/:id(\\d+)/results/:resultId(\\d+)/grade`, ...K, doc: { summary: 'Grade (or confirm) an answer to an essay or to a question marked for review, 0 to its score', body: GradeSchema } },
  { method: 'GET', path: '/api/template/import/template-quiz-question', ...K, doc: { summary: 'The question import template: { file, size }, or the file with ?download=1' } },
];
