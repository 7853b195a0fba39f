import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { quizAnswers, quizAttempts } from '@/db/schema';
import { AppError } from '@/server/http/app-error';
import { quizMessages } from '../messages';
import type { SubmitInput } from '../schemas';
import { loadQuiz } from './load-quiz';
import { refreshResult } from './refresh-result';
import { attemptScore, attemptStatus, scoreAnswer } from './scoring';

/** Answers given after the deadline plus this grace are not counted (the attempt is scored as it stood). */
export const SUBMIT_GRACE_MS = 30_000;

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
    const late = attempt.deadlineAt !== null && now.getTime() > attempt.deadlineAt.getTime() + SUBMIT_GRACE_MS;
    const given = late ? [] : input.answers;
    const scored = attempt.snapshot.map((q) => scoreAnswer(q, given.find((a) => a.question_id === q.id)));
    if (scored.length) {
      await tx.insert(quizAnswers).values(scored.map((s) => ({ attemptId, questionId: s.questionId, codes: s.codes, text: s.text, scaleValue: s.scaleValue, score: s.score, needsReview: s.needsReview })));
    }
    const score = attemptScore(attempt.snapshot, scored);
    const status = attemptStatus(score, quiz.passGrade, quiz.type === 'lim');
    const [done] = await tx.update(quizAttempts).set({ status, score, submittedAt: now }).where(eq(quizAttempts.id, attemptId)).returning();
    await refreshResult(tx, quiz, attempt.placementId, userId);
    return { id: done.id, retake: done.retake, status: done.status, score: done.score, late };
  });
}
