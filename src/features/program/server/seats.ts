import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batchParticipants } from '@/db/schema';
import { programBatchMembers } from '@/db/schema/program';

/** A seat: the member is invited and holds the batch_participants row the placed contents are taken through. */
async function seat(tx: DbOrTx, batchId: number, userIds: number[]) {
  if (!userIds.length) return;
  await tx
    .update(programBatchMembers)
    .set({ status: 'invited' })
    .where(and(eq(programBatchMembers.batchId, batchId), inArray(programBatchMembers.userId, userIds)));
  await tx
    .insert(batchParticipants)
    .values(userIds.map((userId) => ({ batchId, userId, invitation: 'invited' as const })))
    .onConflictDoNothing();
}

/**
 * Seats the first people waiting (by the time they were added) while the batch has free seats: after a removal, or a
 * raised capacity (docs/decisions/0147). Runs in the caller's transaction, with the batch row locked; answers who was
 * seated, for the batch's history (docs/decisions/0150).
 */
export async function promoteWaiting(tx: DbOrTx, batchId: number, capacity: number | null): Promise<number[]> {
  const [{ seated }] = await tx
    .select({ seated: sql<number>`count(*)::int` })
    .from(programBatchMembers)
    .where(and(eq(programBatchMembers.batchId, batchId), eq(programBatchMembers.status, 'invited')));
  const free = capacity === null ? Number.MAX_SAFE_INTEGER : capacity - seated;
  if (free <= 0) return [];
  const next = await tx
    .select({ userId: programBatchMembers.userId })
    .from(programBatchMembers)
    .where(and(eq(programBatchMembers.batchId, batchId), eq(programBatchMembers.status, 'waiting')))
    .orderBy(asc(programBatchMembers.addedAt), asc(programBatchMembers.userId))
    .limit(Math.min(free, 100_000));
  const ids = next.map((n) => n.userId);
  await seat(tx, batchId, ids);
  return ids;
}
