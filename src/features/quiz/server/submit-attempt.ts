import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { quizAnswers, quizAttempts, type Quiz, type QuizAttempt } from '@/db/schema/quiz';
import type { GivenAnswer } from './scoring';
import { AppError } from '@/server/http/app-error';
import { emitNotificationEvent } from '@/server/notification-events';
import { quizMessages } from '../messages';
import type { SubmitInput } from '../schemas';
import { loadQuiz } from './load-quiz';
import { refreshResult } from './refresh-result';
import { attemptScore, attemptStatus, scoreAnswer } from './scoring';

/** Answers given after the deadline plus this grace are not counted (the attempt is scored as it stood). */
const SUBMIT_GRACE_MS = 30_000;

/** Scores an attempt on the server against its snapshot and updates the learner's maintained result. */
export async function submitAttempt(options: { db: Db; organizationId: number; userId: number; attemptId: number; input: SubmitInput; now?: Date }) {
  const { db, organizationId, userId, attemptId, input } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.organizationId, organizationId), eq(quizAttempts.userId, userId)))
      .for('update');
    if (!attempt) throw new AppError('NOT_FOUND');
    if (attempt.status !== 'in_progress') throw new AppError('CONFLICT', quizMessages.attemptClosed);
    const quiz = await loadQuiz(tx, organizationId, attempt.quizId);
    const late = isExpired(attempt, now);
    const done = await closeAttempt(tx, quiz, attempt, late ? [] : input.answers, now);
    return { id: done.id, retake: done.retake, status: done.status, score: done.score, late };
  });
}

/** An attempt whose deadline plus the grace has passed: answers no longer count. */
export const isExpired = (attempt: Pick<QuizAttempt, 'deadlineAt'>, now: Date) =>
  attempt.deadlineAt !== null && now.getTime() > attempt.deadlineAt.getTime() + SUBMIT_GRACE_MS;

/** Scores an in-progress attempt with the given answers, closes it at `submittedAt` and refreshes the learner's result. */
export async function closeAttempt(tx: DbOrTx, quiz: Quiz, attempt: QuizAttempt, given: readonly GivenAnswer[], submittedAt: Date): Promise<QuizAttempt> {
  const scored = attempt.snapshot.map((q) =>
    scoreAnswer(
      q,
      given.find((a) => a.question_id === q.id),
    ),
  );
  if (scored.length) {
    await tx.insert(quizAnswers).values(
      scored.map((s) => ({
        attemptId: attempt.id,
        questionId: s.questionId,
        codes: s.codes,
        text: s.text,
        scaleValue: s.scaleValue,
        score: s.score,
        needsReview: s.needsReview,
      })),
    );
  }
  const score = attemptScore(attempt.snapshot, scored);
  const status = attemptStatus(score, quiz.passGrade, quiz.type === 'lim');
  const [done] = await tx.update(quizAttempts).set({ status, score, submittedAt }).where(eq(quizAttempts.id, attempt.id)).returning();
  await refreshResult(tx, quiz, attempt.placementId, attempt.userId);
  // Answers wait for a grader: the notification area tells whoever the organisation chose (decision 0131).
  if (done.status === 'waiting_review')
    await emitNotificationEvent(tx, {
      kind: 'quiz_review',
      organizationId: quiz.organizationId,
      userIds: [attempt.userId],
      key: `quiz-attempt:${attempt.id}`,
      values: { quiz_title: quiz.title },
      creatorId: quiz.createdBy,
    });
  return done;
}
