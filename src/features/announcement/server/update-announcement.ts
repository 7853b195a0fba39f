import type { z } from 'zod';
import type { Db } from '@/db/client';
import { announcements } from '@/db/schema/announcement';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import type { AnnouncementUpdateSchema } from '../schemas';
import {
  announcementSnapshot,
  audienceOf,
  checkAnnouncement,
  columnsOf,
  loadAnnouncement,
  saveAudience,
  valuesSnapshot,
  type AnnouncementWithAudience,
} from './load-announcement';

/** PATCH: nothing changed (audience included) answers `changed: false` and writes nothing; a stale updated_at is a 409. */
export async function updateAnnouncement(options: {
  db: Db;
  organizationId: number;
  userId: number;
  id: number;
  input: z.output<typeof AnnouncementUpdateSchema>;
}) {
  const { organizationId, userId, id, input } = options;
  const { updated_at: startedFrom, ...values } = input;
  const audience = audienceOf(values);
  // The row written by the update carries no audience of its own: the audit's "after" takes the new one.
  const versioned: Versioned<typeof announcements> = {
    table: announcements,
    entity: 'announcement',
    load: loadAnnouncement,
    snapshot: (row) => announcementSnapshot(row, (row as AnnouncementWithAudience).audienceIds ?? audience),
  };
  const result = await optimisticUpdate(versioned, {
    ...options,
    startedFrom,
    next: valuesSnapshot(values),
    changes: async (tx) => {
      await checkAnnouncement(tx, organizationId, values);
      await saveAudience(tx, id, audience);
      return { ...columnsOf(values), updatedBy: userId };
    },
  });
  return { id, changed: result.changed, updated_at: result.updated_at };
}
