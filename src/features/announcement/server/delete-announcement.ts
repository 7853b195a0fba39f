import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { announcements } from '@/db/schema/announcement';
import { writeAudit } from '@/server/audit';
import { announcementSnapshot, loadAnnouncement } from './load-announcement';

/** Deletes an announcement and its audience (cascade); audited with what it was. */
export async function deleteAnnouncement(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const before = await loadAnnouncement(tx, organizationId, id);
    await tx.delete(announcements).where(and(eq(announcements.id, id), eq(announcements.organizationId, organizationId)));
    const audience = before.audienceIds ?? { divisionIds: [], companyIds: [], roleIds: [] };
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'announcement', entityId: id, before: announcementSnapshot(before, audience) });
  });
}
