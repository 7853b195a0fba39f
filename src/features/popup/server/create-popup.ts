import type { Db } from '@/db/client';
import { popups } from '@/db/schema/popup';
import { writeAudit } from '@/server/audit';
import type { PopupValues } from '../schemas';
import { audienceOf, checkPopup, columnsOf, popupSnapshot, saveAudience } from './load-popup';

/** A new popup with its audience; checked and audited in one transaction. */
export async function createPopup(options: { db: Db; organizationId: number; userId: number; input: PopupValues }) {
  const { db, organizationId, userId, input } = options;
  return db.transaction(async (tx) => {
    await checkPopup(tx, organizationId, input);
    const [row] = await tx
      .insert(popups)
      .values({ organizationId, ...columnsOf(input), createdBy: userId, updatedBy: userId })
      .returning();
    const audience = audienceOf(input);
    await saveAudience(tx, row.id, audience);
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'popup', entityId: row.id, after: popupSnapshot(row, audience) });
    return { id: row.id };
  });
}
