import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { channels } from '@/db/schema/channel';
import { writeAudit } from '@/server/audit';
import { loadChannel } from './channel-rows';

/** Deletes a channel (its audience and items go with it; the content itself stays in its areas). */
export async function deleteChannel(options: { db: DbOrTx; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const before = await loadChannel(tx, organizationId, id);
    await tx.delete(channels).where(and(eq(channels.id, id), eq(channels.organizationId, organizationId)));
    await writeAudit(tx, {
      organizationId,
      userId,
      action: 'delete',
      entity: 'channel',
      entityId: id,
      before: { title: before.title, visibility: before.visibility },
    });
  });
}
