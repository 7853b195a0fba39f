import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { presenceAttendances, presences } from '@/db/schema/presence';
import { AppError } from '@/server/http/app-error';
import { writeAudit } from '@/server/audit';
import { presenceMessages as M } from '../messages';
import { associatedIds, loadPresence } from './load-presence';

/** Deletes a presence that is placed nowhere and has no attendance (the row's can_delete). */
export async function deletePresence(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const before = await loadPresence(tx, organizationId, id);
    const placed = (await associatedIds(tx, organizationId, [id])).has(id);
    const [attended] = await tx.select({ id: presenceAttendances.id }).from(presenceAttendances).where(eq(presenceAttendances.presenceId, id)).limit(1);
    if (placed || attended) throw new AppError('CONFLICT', M.notDeletable, { title: M.deleteFailedTitle });
    await tx.delete(presences).where(and(eq(presences.id, id), eq(presences.organizationId, organizationId)));
    const audited = { title: before.title, content_type: before.contentType };
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'presence', entityId: id, before: audited });
  });
}
