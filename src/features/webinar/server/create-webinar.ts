import type { Db } from '@/db/client';
import { webinars } from '@/db/schema/webinar';
import { writeAudit } from '@/server/audit';
import type { WebinarValues } from '../schemas';
import { columnsOf, webinarSnapshot } from './columns';
import { checkCategory, checkSpeakers, saveSpeakers } from './load-webinar';

/** A new webinar, always a draft, with its speakers; checked and audited in one transaction. */
export async function createWebinar(options: { db: Db; organizationId: number; userId: number; input: WebinarValues }) {
  const { db, organizationId, userId, input } = options;
  return db.transaction(async (tx) => {
    await checkCategory(tx, organizationId, input.category_id);
    await checkSpeakers(tx, organizationId, input.speaker_ids);
    const [row] = await tx
      .insert(webinars)
      .values({ organizationId, ...columnsOf(input), status: 'draft', statusBy: userId, createdBy: userId, updatedBy: userId })
      .returning();
    await saveSpeakers(tx, row.id, input.speaker_ids);
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'webinar', entityId: row.id, after: webinarSnapshot(row, input.speaker_ids) });
    return { id: row.id };
  });
}
