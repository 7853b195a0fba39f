import { count, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { batches, batchParticipants, learningModules } from '@/db/schema';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { classroomMessages as M } from '../messages';
import { loadClassroom } from './load-classroom';
import { batchHoldsResults } from './save-batch';

/** DELETE: only while no batch has participants (can_delete) and nothing holds learner results; its batches, sessions and placements go with it. */
export async function deleteClassroom(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const { module } = await loadClassroom(tx, organizationId, id);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(batchParticipants)
      .innerJoin(batches, eq(batches.id, batchParticipants.batchId))
      .where(eq(batches.moduleId, id));
    if (n > 0) throw new AppError('CONFLICT', M.inUse, { title: M.deleteFailedTitle });
    if (await batchHoldsResults(tx, { moduleId: id })) throw new AppError('CONFLICT', M.classroomHasResults, { title: M.deleteFailedTitle });
    await tx.delete(learningModules).where(eq(learningModules.id, id));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'classroom', entityId: id, before: { title: module.title } });
  });
}
