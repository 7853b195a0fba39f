import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { batches, batchParticipants, learningModules } from '@/db/schema';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { declaredContents } from '@/features/contents';
import { idsWithResults } from '@/server/learner-results';
import { idsWithAny } from '@/server/list/query';
import { classroomMessages as M } from '../messages';
import { loadClassroom } from './load-classroom';
import { allQueries } from '@/db/all-queries';

/**
 * Why each classroom among `ids` cannot be deleted: a batch has invited participants, or something holds learner
 * results (docs/decisions/0087). The one rule of the delete and the list's can_delete; a few index probes per id.
 */
export async function classroomsNotDeletable(db: DbOrTx, ids: number[]): Promise<Map<number, 'participants' | 'results'>> {
  const [withParticipants, withResults] = await allQueries(
    db,
    () => idsWithAny(db, ids, batches, batches.moduleId, sql`exists (select 1 from ${batchParticipants} where ${batchParticipants.batchId} = ${batches.id})`),
    async () => idsWithResults(db, 'module', ids, (await declaredContents()).resultTables()),
  );
  const reasons = new Map<number, 'participants' | 'results'>();
  for (const id of ids) {
    if (withParticipants.has(id)) reasons.set(id, 'participants');
    else if (withResults.has(id)) reasons.set(id, 'results');
  }
  return reasons;
}

/** DELETE: only while no batch has participants and nothing holds learner results (can_delete); its batches, sessions and placements go with it. */
export async function deleteClassroom(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const { module } = await loadClassroom(tx, organizationId, id);
    const refused = (await classroomsNotDeletable(tx, [id])).get(id);
    if (refused) throw new AppError('CONFLICT', refused === 'participants' ? M.inUse : M.classroomHasResults, { title: M.deleteFailedTitle });
    await tx.delete(learningModules).where(eq(learningModules.id, id));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'classroom', entityId: id, before: { title: module.title } });
  });
}
