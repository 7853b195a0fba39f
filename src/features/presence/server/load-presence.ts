import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batches, learningModules, placements, schedules } from '@/db/schema';
import { presences, type Presence } from '@/db/schema/presence';
import { loadOwned } from '@/server/load-owned';

/** The caller's organisation's presence, or 404: another organisation's id is never data. */
export async function loadPresence(db: DbOrTx, organizationId: number, id: number): Promise<Presence> {
  return loadOwned(db, presences, organizationId, id, 'Presence not found');
}

/** A placement reaches a batch directly, or every batch of its module when it names none. */
const placementReachesBatch = or(eq(placements.batchId, batches.id), and(isNull(placements.batchId), eq(batches.moduleId, placements.moduleId)));

const presencePlacement = (organizationId: number, presenceId: number) =>
  and(eq(placements.organizationId, organizationId), eq(placements.contentType, 'presence'), eq(placements.contentId, presenceId));

/**
 * The schedules a presence's check-ins may be made at, among those of its batches: a batch's shared ones (a classroom
 * rundown's sessions) and the presence's own placements' schedules, never another placement's (docs/decisions/0115).
 */
export const schedulesOfPresence = (db: DbOrTx, organizationId: number, presenceId: number) =>
  or(
    isNull(schedules.placementId),
    inArray(schedules.placementId, db.select({ id: placements.id }).from(placements).where(presencePlacement(organizationId, presenceId))),
  )!;

export interface AssociatedBatch {
  id: number;
  title: string;
  locationName: string | null;
  latitude: number | null;
  longitude: number | null;
  radiusMeters: number;
  moduleTitle: string;
  moduleType: string;
}

/** The batches the presence is placed in, through the shared learning structure (docs/decisions/0020). */
export async function associatedBatches(db: DbOrTx, organizationId: number, presenceId: number): Promise<AssociatedBatch[]> {
  return db
    .selectDistinct({
      id: batches.id,
      title: batches.title,
      locationName: batches.locationName,
      latitude: batches.latitude,
      longitude: batches.longitude,
      radiusMeters: batches.radiusMeters,
      moduleTitle: learningModules.title,
      moduleType: learningModules.moduleType,
      startsAt: batches.startsAt,
    })
    .from(placements)
    .innerJoin(batches, placementReachesBatch)
    .innerJoin(learningModules, eq(learningModules.id, batches.moduleId))
    .where(presencePlacement(organizationId, presenceId))
    .orderBy(sql`${batches.startsAt} nulls last`, batches.id);
}

/** Whether each presence is placed anywhere (is_associated). */
export async function associatedIds(db: DbOrTx, organizationId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectDistinct({ id: placements.contentId })
    .from(placements)
    .where(and(eq(placements.organizationId, organizationId), eq(placements.contentType, 'presence'), inArray(placements.contentId, ids)));
  return new Set(rows.map((r) => r.id));
}
