import type { z } from 'zod';
import type { Db } from '@/db/client';
import { checkpoints } from '@/db/schema/checkpoint';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import type { CheckpointUpdateSchema } from '../schemas';
import { checkPeople, checkpointSnapshot, columnsOf, loadCheckpoint, loadParts, partsOf, saveParts, type CheckpointWithParts } from './load-checkpoint';

/**
 * PATCH: nothing changed (parts included) answers `changed: false` and writes nothing; a stale updated_at is a 409,
 * and so is removing a competency, a batch or an invited person that already has scores.
 */
export async function updateCheckpoint(options: {
  db: Db;
  organizationId: number;
  userId: number;
  id: number;
  input: z.output<typeof CheckpointUpdateSchema>;
}) {
  const { organizationId, userId, id, input } = options;
  const { updated_at: startedFrom, ...values } = input;
  let saved: CheckpointWithParts['parts'];
  const versioned: Versioned<typeof checkpoints> = {
    table: checkpoints,
    entity: 'checkpoint',
    load: loadCheckpoint,
    // The row written by the update carries no parts of its own: the audit's "after" takes the ones just saved.
    snapshot: (row) => checkpointSnapshot(row, (row as CheckpointWithParts).parts ?? saved ?? partsOf(values)),
  };
  const result = await optimisticUpdate(versioned, {
    ...options,
    startedFrom,
    next: checkpointSnapshot({ ...columnsOf(values) } as never, partsOf(values)),
    changes: async (tx, before) => {
      await checkPeople(tx, organizationId, values);
      await saveParts(tx, id, values, (before as CheckpointWithParts).parts ?? null);
      saved = await loadParts(tx, id);
      return { ...columnsOf(values), updatedBy: userId };
    },
  });
  return { id, changed: result.changed, updated_at: result.updated_at };
}
