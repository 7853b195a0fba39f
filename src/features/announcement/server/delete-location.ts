import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { locations } from '@/db/schema/announcement';
import { AppError } from '@/server/http/app-error';
import { writeAudit } from '@/server/audit';
import { locationMessages as M } from '../messages';
import { loadLocation, locationUses } from './find-locations';

/**
 * Deletes a location; audited with what it was. A location that something uses (a classroom batch picked it) is
 * refused with a 409 naming what uses it; the batches' foreign key (ON DELETE RESTRICT) holds it in the database too.
 */
export async function deleteLocation(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const before = await loadLocation(tx, organizationId, id);
    // Taken first, so that a batch cannot pick it between the check and the delete (its save reads it with a share lock).
    await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, id)).for('update');
    const uses = (await locationUses(tx, [id])).get(id) ?? [];
    if (uses.length) throw new AppError('CONFLICT', M.inUse(uses.join(', ')), { title: M.deleteFailed });
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
