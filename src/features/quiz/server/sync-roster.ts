import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batchParticipants, users } from '@/db/schema';
import { quizResults } from '@/db/schema/quiz';
import { allQueries } from '@/db/all-queries';

export interface RosterPlacement {
  id: number;
  batchId: number | null;
  quizId: number;
}

/**
 * Keeps quiz_results holding one row per participant of each placement's batch (not_done until they submit).
 * Participants are added by other areas, so the roster is reconciled when a report is read: two index-only counts
 * decide whether anything changed; only then are missing participants inserted and departed not_done rows removed.
 */
export async function syncRoster(db: DbOrTx, placements: RosterPlacement[]): Promise<void> {
  for (const p of placements) {
    const batchId = p.batchId;
    if (!batchId) continue;
    const [[{ members }], [{ rows }]] = await allQueries(
      db,
      () => db.select({ members: count() }).from(batchParticipants).where(eq(batchParticipants.batchId, batchId)),
      () => db.select({ rows: count() }).from(quizResults).where(eq(quizResults.placementId, p.id)),
    );
    if (Number(members) === Number(rows)) continue;
    await db.transaction(async (tx) => {
      await tx
        .insert(quizResults)
        .select(
          tx
            .select({
              placementId: sql<number>`${p.id}`.as('placement_id'),
              userId: batchParticipants.userId,
              quizId: sql<number>`${p.quizId}`.as('quiz_id'),
              sortName: sql<string>`lower(${users.fullName})`.as('sort_name'),
              attempts: sql<number>`0`.as('attempts'),
              score: sql<number>`0`.as('score'),
              status: sql<'not_done'>`'not_done'`.as('status'),
              lastAttemptAt: sql<Date | null>`null`.as('last_attempt_at'),
            })
            .from(batchParticipants)
            .innerJoin(users, eq(users.id, batchParticipants.userId))
            .where(eq(batchParticipants.batchId, p.batchId!)),
        )
        .onConflictDoNothing();
      const current = tx.select({ userId: batchParticipants.userId }).from(batchParticipants).where(eq(batchParticipants.batchId, p.batchId!));
      await tx.delete(quizResults).where(and(eq(quizResults.placementId, p.id), eq(quizResults.status, 'not_done'), notInArray(quizResults.userId, current)));
    });
  }
}

export const placementsIn = (ids: number[]) => (ids.length ? inArray(quizResults.placementId, ids) : eq(quizResults.placementId, -1));
