import type { DbOrTx } from '@/db/client';
import { writeAudit } from '@/server/audit';
import { HISTORY_EVENTS } from '../schemas';

/** The audit entity of a batch's people: one entry per change, naming who was invited, put on the waiting list, promoted or removed. */
export const HISTORY_ENTITY = 'program-batch-members';
type Changes = Partial<Record<(typeof HISTORY_EVENTS)[number], number[]>>;

/**
 * Records a change of a batch's people in the audit log, inside the change's transaction (docs/decisions/0150): the
 * people of each kind by id, so User History lists one row per person and event with who made it and when.
 */
export async function writeMemberHistory(tx: DbOrTx, entry: { organizationId: number; userId: number; batchId: number } & Changes) {
  const after: Changes = {};
  for (const event of HISTORY_EVENTS) if (entry[event]?.length) after[event] = entry[event];
  if (!Object.keys(after).length) return;
  await writeAudit(tx, {
    organizationId: entry.organizationId,
    userId: entry.userId,
    action: 'members',
    entity: HISTORY_ENTITY,
    entityId: entry.batchId,
    after,
  });
}
