import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { placements } from '@/db/schema';

/** The placements of the Content step's sessions (no batch): what step 2 shows and what its save keeps or removes. */
export async function sessionPlacements(db: DbOrTx, moduleId: number, sessionIds: number[]) {
  if (!sessionIds.length) return [];
  return db
    .select()
    .from(placements)
    .where(and(eq(placements.moduleId, moduleId), isNull(placements.batchId), inArray(placements.sectionId, sessionIds)));
}
