import type { ApiRouteDef } from '@/server/access/guard';
import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';

const quiz = area({ name: 'content-quiz', base: '/content-quiz', key: 'content-quiz-v4', noun: 'Quiz', group: 'Content' });
const legacy = area({ name: 'quiz', base: '/quiz', key: 'content-quiz', noun: 'Quiz (Legacy)', group: 'Content' });

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
export const quizApiRoutes: ApiRouteDef[] = [];
