import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { webinars } from '@/db/schema/webinar';
import { writeAudit } from '@/server/audit';
import { speakersOf, webinarSnapshot } from './columns';
import { loadWebinar } from './load-webinar';

/** Deletes a webinar and its speakers (cascade); audited with what it was. */
export async function deleteWebinar(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const before = await loadWebinar(tx, organizationId, id);
    await tx.delete(webinars).where(and(eq(webinars.id, id), eq(webinars.organizationId, organizationId)));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'webinar', entityId: id, before: webinarSnapshot(before, speakersOf(before)) });
  });
}
