import type { Db } from '@/db/client';
import { checkpoints } from '@/db/schema/checkpoint';
import { writeAudit } from '@/server/audit';
import type { CheckpointValues } from '../schemas';
import { checkPeople, checkpointSnapshot, columnsOf, loadParts, saveParts } from './load-checkpoint';

/** A new checkpoint with its competencies, criteria, assessors and batches; checked and audited in one transaction. */
export async function createCheckpoint(options: { db: Db; organizationId: number; userId: number; input: CheckpointValues }) {
  const { db, organizationId, userId, input } = options;
  return db.transaction(async (tx) => {
    await checkPeople(tx, organizationId, input);
    const [row] = await tx
      .insert(checkpoints)
      .values({ organizationId, ...columnsOf(input), createdBy: userId, updatedBy: userId })
      .returning();
    await saveParts(tx, row.id, input, null);
    const after = checkpointSnapshot(row, await loadParts(tx, row.id));
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'checkpoint', entityId: row.id, after });
    return { id: row.id };
  });
}
