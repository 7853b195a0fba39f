import type { z } from 'zod';
import type { Db } from '@/db/client';
import { webinars } from '@/db/schema/webinar';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import type { WebinarUpdateSchema } from '../schemas';
import { columnsOf, speakersOf, valuesSnapshot, webinarSnapshot } from './columns';
import { checkCategory, checkSpeakers, loadWebinar, saveSpeakers, type WebinarWithSpeakers } from './load-webinar';

/**
 * PATCH: nothing changed (speakers included) answers `changed: false` and writes nothing; a stale updated_at is a
 * 409. The status is not edited here but through its own move (change-status.ts).
 */
export async function updateWebinar(options: { db: Db; organizationId: number; userId: number; id: number; input: z.output<typeof WebinarUpdateSchema> }) {
  const { organizationId, userId, id, input } = options;
  const { updated_at: startedFrom, ...values } = input;
  // The row written by the update has no speaker ids of its own: the audit's "after" takes the new ones.
  const versioned: Versioned<typeof webinars> = {
    table: webinars,
    entity: 'webinar',
    load: loadWebinar,
    snapshot: (row) => webinarSnapshot(row, (row as WebinarWithSpeakers).speakerIds ?? values.speaker_ids),
  };
  const result = await optimisticUpdate(versioned, {
    ...options,
    startedFrom,
    next: valuesSnapshot(values),
    changes: async (tx, before) => {
      if (values.category_id !== before.categoryId) await checkCategory(tx, organizationId, values.category_id);
      await checkSpeakers(tx, organizationId, values.speaker_ids);
      if (JSON.stringify(speakersOf(before)) !== JSON.stringify(values.speaker_ids)) await saveSpeakers(tx, id, values.speaker_ids);
      return { ...columnsOf(values), updatedBy: userId };
    },
  });
  return { id, changed: result.changed, updated_at: result.updated_at };
}
