import { and, eq } from 'drizzle-orm';
import type { RouteDef } from '@/lib/routes';
import { quizAttempts, quizzes } from '@/db/schema/quiz';
import type { ContentDeclaration } from '../area-kit';
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

const quizItems = { table: quizzes, id: quizzes.id, organizationId: quizzes.organizationId, title: quizzes.title };

/** A LIM survey type (spec 001): the quizzes of type lim of that question type, placed as the quiz it is (docs/decisions/0092, 0098). */
const limSurvey = (n: 1 | 2 | 3, positions: { course: number; classroom: number }): ContentDeclaration => ({
  type: `lim${n}`,
  label: `LIM ${n}`,
  items: { ...quizItems, where: and(eq(quizzes.type, 'lim'), eq(quizzes.questionType, `lim${n}`)) },
  placeable: positions,
  // LIM 2 is an assessment; LIM 1 and 3 are surveys, which show no pass grade (spec 001).
  passGrade: n === 2,
  placement: 'quiz',
});

export default defineArea({
  name: 'quiz',
  routes: quizRoutes,
  menu: [
    { group: 'Content', label: 'Quiz (Legacy)', path: '/quiz', position: 210 },
    { group: 'Content', label: 'Quiz & Survey', path: '/content-quiz', position: 220 },
  ],
  api: quizEndpoints,
  migrations: ['quiz'],
  files: [
    // Question and option images, shown wherever the quiz is.
    { area: 'organization', folders: ['quiz/images'], keys: [], everyone: true },
    // The background export of a quiz report (its creator is the uploader).
    { area: 'quiz-report', folders: ['exports'], keys: ['content-quiz', 'content-quiz-v4'] },
  ],
  seed: seedQuizzes,
  jobs: { [QUIZ_EXPORT_JOB]: quizExportJob },
  contents: [
    {
      type: 'quiz',
      label: 'Quiz',
      // A LIM survey is picked as its own type, never as a plain quiz.
      items: { ...quizItems, where: eq(quizzes.type, 'quiz'), pickerSubtitle: quizzes.questionType },
      placeable: { course: 5, classroom: 1 },
      passGrade: true,
      placement: 'quiz',
      // Every attempt on a quiz placement, a LIM survey's too.
      activity: {
        noun: 'quiz attempts',
        table: quizAttempts,
        id: quizAttempts.id,
        organizationId: quizAttempts.organizationId,
        userId: quizAttempts.userId,
        itemId: quizAttempts.quizId,
        placementId: quizAttempts.placementId,
        status: quizAttempts.status,
        score: quizAttempts.score,
        attempt: quizAttempts.retake,
        startedAt: quizAttempts.startedAt,
        finishedAt: quizAttempts.submittedAt,
      },
    },
    limSurvey(1, { course: 7, classroom: 4 }),
    limSurvey(2, { course: 8, classroom: 5 }),
    limSurvey(3, { course: 9, classroom: 6 }),
  ],
});
