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
 * listeners count it once however often it is emitted, e.g. after a review or a retake). Any other finished result (a
 * quiz not passed, waiting for review, or a LIM survey) emits 'quiz_finished': a course content without a pass grade,
 * or with a lower one than the quiz's, is met by it (decisions 0117, 0153), so the course records its completion at once.
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
  const passed = status === 'passed' && quiz.type !== 'lim';
  await emitLearningEvent(db, {
    kind: passed ? 'quiz_passed' : 'quiz_finished',
    organizationId: quiz.organizationId,
    userId,
    source: { type: 'quiz-placement', id: placementId },
    reason: `${passed ? 'Passed' : 'Finished'} the ${quiz.type === 'lim' ? 'survey' : 'quiz'} ${quiz.title}`,
    at: new Date(),
  });
}
