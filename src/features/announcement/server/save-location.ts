import type { z } from 'zod';
import type { Db } from '@/db/client';
import { locations, type Location } from '@/db/schema/announcement';
import { writeAudit } from '@/server/audit';
import { isUniqueViolation } from '@/server/db-errors';
import { AppError } from '@/server/http/app-error';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import { locationMessages as M } from '../messages';
import type { LocationUpdateSchema, LocationValues } from '../location-schemas';
import { loadLocation } from './find-locations';

const columnsOf = (v: LocationValues) => ({
  name: v.name,
  address: v.address,
  latitude: v.latitude,
  longitude: v.longitude,
  radiusMeters: v.radius_meters,
});

const snapshot = (l: Pick<Location, 'name' | 'address' | 'latitude' | 'longitude' | 'radiusMeters'>) => ({
  name: l.name,
  address: l.address,
  latitude: l.latitude,
  longitude: l.longitude,
  radius_meters: l.radiusMeters,
});

/** A name already used in the organisation (case aside) is the name field's error, whichever write found it. */
async function nameChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('VALIDATION', M.nameTaken, { details: [{ field: 'name', message: M.nameTaken }] });
    throw err;
  }
}

/** A new location, audited in the same transaction. */
export function createLocation(options: { db: Db; organizationId: number; userId: number; input: LocationValues }) {
  const { db, organizationId, userId, input } = options;
  return nameChecked(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(locations)
        .values({ organizationId, ...columnsOf(input), createdBy: userId, updatedBy: userId })
        .returning();
      await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'location', entityId: row.id, after: snapshot(row) });
      return { id: row.id };
    }),
  );
}

const versioned: Versioned<typeof locations> = { table: locations, entity: 'location', load: loadLocation, snapshot };

/** PATCH: nothing changed answers `changed: false` and writes nothing; a stale updated_at is a 409. */
export async function updateLocation(options: { db: Db; organizationId: number; userId: number; id: number; input: z.output<typeof LocationUpdateSchema> }) {
  const { updated_at: startedFrom, ...values } = options.input;
  const result = await nameChecked(() =>
    optimisticUpdate(versioned, {
      ...options,
      startedFrom,
      next: snapshot(columnsOf(values)),
      changes: () => ({ ...columnsOf(values), updatedBy: options.userId }),
    }),
  );
  return { id: options.id, changed: result.changed, updated_at: result.updated_at };
}
