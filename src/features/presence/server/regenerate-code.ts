import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { presences } from '@/db/schema/presence';
import { writeAudit } from '@/server/audit';
import { newPresenceCode } from './create-presence';
import { loadPresence } from './load-presence';

/** Regenerate QR: a new code, so every token signed with the old one stops working (docs/decisions/0021). */
export async function regenerateCode(options: { db: Db; organizationId: number; userId: number; id: number; now?: Date }) {
  const { db, organizationId, userId, id, now = new Date() } = options;
  return db.transaction(async (tx) => {
    await loadPresence(tx, organizationId, id);
    const code = newPresenceCode();
    await tx
      .update(presences)
      .set({ code, codeRotatedAt: now })
      .where(and(eq(presences.id, id), eq(presences.organizationId, organizationId)));
    await writeAudit(tx, { organizationId, userId, action: 'regenerate-code', entity: 'presence', entityId: id });
    return { code };
  });
}
