import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { quizAttempts, quizResults, type Quiz } from '@/db/schema/quiz';
import { sql } from 'drizzle-orm';

/**
 * Recomputes the learner's maintained result for a placement from their finished attempts: the score of the
 * last or the highest attempt (score_selection_type); the newest attempt's waiting_review wins the status.
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
}
