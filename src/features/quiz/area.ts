import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { seedQuizzes } from './seed';
import { defineArea } from '../area-kit';
import { quizEndpoints } from './server/http';
import { QUIZ_EXPORT_JOB, quizExportJob } from './server/export-job';

const built = { list: true, create: true, edit: true, detail: true, report: true, review: true };
const quiz = area({ name: 'content-quiz', base: '/content-quiz', key: 'content-quiz-v4', noun: 'Quiz', group: 'Content', built });
const legacy = area({ name: 'quiz', base: '/quiz', key: 'content-quiz', noun: 'Quiz (Legacy)', group: 'Content', built });

const quizRoutes: RouteDef[] = [
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

export default defineArea({
  name: 'quiz',
  routes: quizRoutes,
  menu: [
    { group: 'Content', label: 'Quiz (Legacy)', path: '/quiz', position: 210 },
    { group: 'Content', label: 'Quiz & Survey', path: '/content-quiz', position: 220 },
  ],
  api: quizEndpoints,
  migrations: ['quiz'],
  seed: seedQuizzes,
  jobs: { [QUIZ_EXPORT_JOB]: quizExportJob },
});
