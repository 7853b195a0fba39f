import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { placements, users } from '@/db/schema';
import { quizAnswers, quizAttempts } from '@/db/schema/quiz';
import { AppError } from '@/server/http/app-error';
import { QUESTION_TYPES } from '../constants';
import { loadQuiz } from './load-quiz';
import type { UserAnswer } from '../schemas';
import { isReviewed } from './scoring';

/** One attempt for review: the questions as served (its quiz version), the learner's answers and their scores. */
export async function getUserAnswer(options: { db: DbOrTx; organizationId: number; quizId: number; attemptId: number }): Promise<UserAnswer> {
  const { db, organizationId, quizId, attemptId } = options;
  const quiz = await loadQuiz(db, organizationId, quizId);
  if (!Number.isSafeInteger(attemptId) || attemptId < 1) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({ attempt: quizAttempts, name: users.fullName, email: users.email, nik: users.nik, placementTitle: placements.title })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .innerJoin(placements, eq(placements.id, quizAttempts.placementId))
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND');
  const { attempt } = row;
  const answers = await db.select().from(quizAnswers).where(eq(quizAnswers.attemptId, attempt.id));
  const types = QUESTION_TYPES.filter((t) => attempt.snapshot.some((q) => q.question_type === t));
  return {
    detail: {
      id: attempt.id,
      name: row.name,
      email: row.email,
      nik: row.nik,
      quiz_id: quiz.id,
      quiz_title: quiz.title,
      placement_id: attempt.placementId,
      placement_title: row.placementTitle,
      retake: attempt.retake,
      status: attempt.status,
      score: attempt.score,
      start_at: attempt.startedAt.toISOString(),
      submitted_at: attempt.submittedAt?.toISOString() ?? null,
      quiz_version: attempt.quizVersion,
      current_version: quiz.version,
      quiz_question_types: types,
    },
    answers: attempt.snapshot.map((q) => {
      const a = answers.find((x) => x.questionId === q.id);
      return {
        id: q.id,
        question_type: q.question_type,
        graded: q.graded,
        max_score: q.score,
        question: { question: q.question, url_image: q.url_image, options: q.options },
        answer: { codes: a?.codes ?? [], text: a?.text ?? null, value: a?.scaleValue ?? null },
        /** Earned points; while needs_review, null for an essay and the provisional automatic score otherwise. */
        score: a?.score ?? null,
        /** This answer waits for a reviewer now. */
        needs_review: a?.needsReview ?? false,
        /** A reviewer may grade this answer: a graded essay or a graded question marked for review. */
        reviewable: q.graded && isReviewed(q),
      };
    }),
  };
}
