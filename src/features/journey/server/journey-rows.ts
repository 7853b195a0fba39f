import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { journeys, journeySteps } from '@/db/schema/journey';
import { defaultThumbnailUrl, type JourneyRow } from '../schemas';

const updater = alias(users, 'journey_updater');

type Row = JourneyRow & { description: string; thumbnail_default: number; updated_by: { full_name: string } };

/** The journeys of the organisation with these ids, with what the list and the detail show. */
export async function journeyRows(db: DbOrTx, organizationId: number, ids: number[]): Promise<Row[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      j: journeys,
      creator: users.fullName,
      updater: updater.fullName,
      steps: sql<number>`(select count(*) from ${journeySteps} where ${journeySteps.journeyId} = ${journeys.id})`.mapWith(Number),
    })
    .from(journeys)
    .leftJoin(users, eq(users.id, journeys.createdBy))
    .leftJoin(updater, eq(updater.id, journeys.updatedBy))
    .where(and(eq(journeys.organizationId, organizationId), inArray(journeys.id, ids)))
    .orderBy(asc(journeys.id));
  return rows.map(({ j, creator, updater: editor, steps }) => ({
    id: j.id,
    title: j.title,
    description: j.description,
    status: j.status,
    audience_type: j.audienceType,
    steps,
    thumbnail_default: j.thumbnailDefault,
    thumbnail_url: defaultThumbnailUrl(j.thumbnailDefault),
    created_by: { full_name: creator ?? '-' },
    updated_by: { full_name: editor ?? creator ?? '-' },
    created_at: j.createdAt.toISOString(),
    updated_at: j.updatedAt.toISOString(),
    // A journey holds no one else's content: its steps point at contents, which stay. Deleting it removes only its own rows.
    can_delete: true,
  }));
}
