import type { Db } from '@/db/client';
import { presences } from '@/db/schema/presence';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import type { PresenceUpdate } from '../schemas';
import { loadPresence } from './load-presence';

const versioned: Versioned<typeof presences> = {
  table: presences,
  entity: 'presence',
  load: loadPresence,
  snapshot: (p) => ({ title: p.title, description: p.description, content_type: p.contentType }),
};

/**
 * PATCH: nothing changed answers `changed: false` and writes nothing (spec 002 §5, also on the server);
 * an updated_at older than the stored one is a 409.
 */
export async function updatePresence(options: { db: Db; organizationId: number; userId: number; id: number; input: PresenceUpdate }) {
  const { id, input } = options;
  const next = { title: input.title, description: input.description, content_type: input.content_type };
  const result = await optimisticUpdate(versioned, {
    ...options,
    startedFrom: input.updated_at,
    next,
    changes: () => ({ title: input.title, description: input.description, contentType: input.content_type }),
  });
  return { changed: result.changed, id, updated_at: result.updated_at };
}
