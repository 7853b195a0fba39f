import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { popups } from '@/db/schema/popup';
import { writeAudit } from '@/server/audit';
import { loadPopup, popupSnapshot } from './load-popup';

/** Deletes a popup and its audience (cascade); audited with what it was. */
export async function deletePopup(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const before = await loadPopup(tx, organizationId, id);
    await tx.delete(popups).where(and(eq(popups.id, id), eq(popups.organizationId, organizationId)));
    const audience = { divisionIds: before.divisionIds ?? [], companyIds: before.companyIds ?? [] };
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'popup', entityId: id, before: popupSnapshot(before, audience) });
  });
}
