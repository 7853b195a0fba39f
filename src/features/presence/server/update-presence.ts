import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { presences } from '@/db/schema/presence';
import { AppError } from '@/server/http/app-error';
import { writeAudit } from '@/server/audit';
import type { PresenceUpdate } from '../schemas';
import { loadPresence } from './load-presence';
import { sameInstant } from '@/server/sql';

/**
 * PATCH: nothing changed answers `changed: false` and writes nothing (spec 002 §5, also on the server);
 * an updated_at older than the stored one is a 409.
 */
export async function updatePresence(options: { db: Db; organizationId: number; userId: number; id: number; input: PresenceUpdate }) {
  const { db, organizationId, userId, id, input } = options;
  return db.transaction(async (tx) => {
    const before = await loadPresence(tx, organizationId, id);
    if (input.updated_at && new Date(input.updated_at).getTime() !== before.updatedAt.getTime()) throw new AppError('CONFLICT');
    const unchanged = before.title === input.title && before.description === input.description && before.contentType === input.content_type;
    if (unchanged) return { changed: false, id, updated_at: before.updatedAt.toISOString() };
    const [row] = await tx
      .update(presences)
      .set({ title: input.title, description: input.description, contentType: input.content_type, updatedAt: new Date() })
      .where(and(eq(presences.id, id), eq(presences.organizationId, organizationId), sameInstant(presences.updatedAt, before.updatedAt)))
      .returning();
    if (!row) throw new AppError('CONFLICT');
    await writeAudit(tx, {
      organizationId,
      userId,
      action: 'update',
      entity: 'presence',
      entityId: id,
      before: { title: before.title, description: before.description, content_type: before.contentType },
      after: { title: row.title, description: row.description, content_type: row.contentType },
    });
    return { changed: true, id, updated_at: row.updatedAt.toISOString() };
  });
}
