import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { presences, type Presence } from '@/db/schema';
import { optimisticUpdate } from '@/server/optimistic-update';
import { sameInstant } from '@/server/sql';
import type { PresenceUpdate } from '../schemas';
import { loadPresence } from './load-presence';

const snapshot = (p: Presence) => ({ title: p.title, description: p.description, content_type: p.contentType });

/**
 * PATCH: nothing changed answers `changed: false` and writes nothing (spec 002 §5, also on the server);
 * an updated_at older than the stored one is a 409.
 */
export async function updatePresence(options: { db: Db; organizationId: number; userId: number; id: number; input: PresenceUpdate }) {
  const { db, organizationId, userId, id, input } = options;
  return db.transaction(async (tx) => {
    const before = await loadPresence(tx, organizationId, id);
    const result = await optimisticUpdate(tx, {
      before,
      startedFrom: input.updated_at,
      snapshot,
      next: { title: input.title, description: input.description, content_type: input.content_type },
      audit: { organizationId, userId, entity: 'presence', entityId: id },
      write: async () => {
        const [row] = await tx
          .update(presences)
          .set({ title: input.title, description: input.description, contentType: input.content_type, updatedAt: new Date() })
          .where(and(eq(presences.id, id), eq(presences.organizationId, organizationId), sameInstant(presences.updatedAt, before.updatedAt)))
          .returning();
        return row;
      },
    });
    return { changed: result.changed, id, updated_at: result.updated_at };
  });
}
