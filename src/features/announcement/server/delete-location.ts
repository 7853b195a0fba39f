import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { locations } from '@/db/schema/announcement';
import { writeAudit } from '@/server/audit';
import { loadLocation } from './find-locations';

/**
 * Deletes a location; audited with what it was. Nothing refers to a location yet (classroom batches keep their own
 * place and coordinates, decision 0124): when something does, its reference is checked here and the delete refused.
 */
export async function deleteLocation(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const before = await loadLocation(tx, organizationId, id);
    await tx.delete(locations).where(and(eq(locations.id, id), eq(locations.organizationId, organizationId)));
    await writeAudit(tx, {
      organizationId,
      userId,
      action: 'delete',
      entity: 'location',
      entityId: id,
      before: { name: before.name, address: before.address, latitude: before.latitude, longitude: before.longitude, radius_meters: before.radiusMeters },
    });
  });
}
