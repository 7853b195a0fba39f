import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { journeys } from '@/db/schema/journey';
import { writeAudit } from '@/server/audit';
import { lockJourney } from './get-journey';

/** Delete a journey: its steps, audience, invitations and completions go with it (the contents its steps name stay). */
export async function deleteJourney(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const row = await lockJourney(tx, organizationId, id);
    await tx.delete(journeys).where(eq(journeys.id, id));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'journey', entityId: id, before: { title: row.title } });
  });
}
