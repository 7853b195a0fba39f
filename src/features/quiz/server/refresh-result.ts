import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { quizAttempts, quizResults, type Quiz } from '@/db/schema/quiz';
import { sql } from 'drizzle-orm';
import { emitLearningEvent } from '@/features/learning-events';

/**
 * Recomputes the learner's maintained result for a placement from their finished attempts: the score of the
 * last or the highest attempt (score_selection_type); the newest attempt's waiting_review wins the status. A quiz
 * (not a LIM survey) whose result is passed emits 'quiz_passed' once per learner and placement (decision 0130: the
 * listeners count it once however often it is emitted, e.g. after a review or a retake).
 */
export async function refreshResult(db: DbOrTx, quiz: Quiz, placementId: number, userId: number): Promise<void> {
  const done = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.placementId, placementId), eq(quizAttempts.userId, userId), ne(quizAttempts.status, 'in_progress')))
    .orderBy(asc(quizAttempts.retake));
  if (!done.length) return;
  const last = done[done.length - 1];
  const scored = done.filter((a) => a.status !== 'waiting_review');
  let chosen = last;
  if (quiz.scoreSelectionType === 'highest' && scored.length) chosen = scored.reduce((best, a) => ((a.score ?? 0) > (best.score ?? 0) ? a : best));
  const status = last.status === 'waiting_review' ? 'waiting_review' : (chosen.status as 'passed' | 'not_passed' | 'waiting_review');
  const values = { quizId: quiz.id, attempts: done.length, score: chosen.score ?? 0, status, lastAttemptAt: last.submittedAt ?? last.startedAt };
  await db
    .insert(quizResults)
    .values({ placementId, userId, sortName: sql`(select lower(${users.fullName}) from ${users} where ${users.id} = ${userId})`, ...values })
    .onConflictDoUpdate({ target: [quizResults.placementId, quizResults.userId], set: values });
  if (status === 'passed' && quiz.type !== 'lim') {
    await emitLearningEvent(db, {
      kind: 'quiz_passed',
      organizationId: quiz.organizationId,
      userId,
      source: { type: 'quiz-placement', id: placementId },
      reason: `Passed the quiz ${quiz.title}`,
      at: new Date(),
    });
  }
}
