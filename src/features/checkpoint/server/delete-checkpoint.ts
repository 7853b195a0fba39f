import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { checkpoints } from '@/db/schema/checkpoint';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { checkpointMessages as M } from '../messages';
import { checkpointSnapshot, hasScores, loadCheckpoint } from './load-checkpoint';

/** Deletes a checkpoint without scores (its parts go with it); one with scores is kept for its report (409). */
export async function deleteCheckpoint(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const before = await loadCheckpoint(tx, organizationId, id);
    if (await hasScores(tx, id)) throw new AppError('CONFLICT', M.scoredNoDelete);
    await tx.delete(checkpoints).where(and(eq(checkpoints.id, id), eq(checkpoints.organizationId, organizationId)));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'checkpoint', entityId: id, before: checkpointSnapshot(before, before.parts!) });
  });
}
