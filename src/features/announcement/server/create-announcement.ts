import type { Db } from '@/db/client';
import { announcements } from '@/db/schema/announcement';
import { writeAudit } from '@/server/audit';
import type { AnnouncementValues } from '../schemas';
import { announcementSnapshot, audienceOf, checkAnnouncement, columnsOf, saveAudience } from './load-announcement';

/** A new announcement with its audience; checked and audited in one transaction. */
export async function createAnnouncement(options: { db: Db; organizationId: number; userId: number; input: AnnouncementValues }) {
  const { db, organizationId, userId, input } = options;
  return db.transaction(async (tx) => {
    await checkAnnouncement(tx, organizationId, input);
    const [row] = await tx
      .insert(announcements)
      .values({ organizationId, ...columnsOf(input), createdBy: userId, updatedBy: userId })
      .returning();
    const audience = audienceOf(input);
    await saveAudience(tx, row.id, audience);
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'announcement', entityId: row.id, after: announcementSnapshot(row, audience) });
    return { id: row.id };
  });
}
