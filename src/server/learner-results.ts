import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { batches, placements, schedules } from '@/db/schema';
import { assignmentResults } from '@/db/schema/assignment';
import { presenceAttendances } from '@/db/schema/presence';
import { quizAttempts } from '@/db/schema/quiz';

/** Which placements (`p`) and schedules (`s`) are the scope's, for its id `i.id`. */
const SCOPES = {
  module: { placed: sql`p.module_id = i.id`, scheduled: sql`s.batch_id in (select b.id from ${batches} b where b.module_id = i.id)` },
  batch: { placed: sql`p.batch_id = i.id`, scheduled: sql`s.batch_id = i.id` },
} satisfies Record<string, { placed: SQL; scheduled: SQL }>;

/**
 * The learning modules (courses, classrooms) or batches among `ids` that hold learner results, which deleting them
 * would delete: quiz attempts or assignment submissions on their placements, or check-ins at their schedules (a
 * presence's check-ins are at schedules, so they count whichever placement brought the presence). The one rule of a
 * course's and a classroom's delete and can_delete, and of a classroom batch's delete (docs/decisions/0086, 0087).
 *
 * LATERAL … LIMIT 1 at every level: per id one probe of its placements and schedules by their indexes, each looked
 * up in the attempts, submissions and check-ins by theirs, stopping at the first result (never a hashed plan over
 * every attempt), so a list page pays a few index probes per row.
 */
/** The LATERAL body that finds one learner result of the scope's id `i.id` (see above). */
const heldBy = (scope: keyof typeof SCOPES): SQL => {
  const where = SCOPES[scope];
  return sql`(select 1 from ${placements} p cross join lateral (
          (select 1 from ${quizAttempts} a where a.placement_id = p.id limit 1)
          union all (select 1 from ${assignmentResults} r where r.placement_id = p.id limit 1)
          limit 1) as held
        where ${where.placed} limit 1)
      union all
      (select 1 from ${schedules} s cross join lateral (select 1 from ${presenceAttendances} c where c.schedule_id = s.id limit 1) as held
        where ${where.scheduled} limit 1)
      limit 1`;
};

export async function idsWithResults(db: DbOrTx, scope: keyof typeof SCOPES, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const result = await db.execute(
    sql`select i.id from unnest(${sql.raw(`array[${ids.map((n) => Number(n) | 0).join(',')}]::int[]`)}) as i(id) cross join lateral (${heldBy(scope)}) as x`,
  );
  return new Set((result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
}

/** The same rule as a per-row flag of a list's row query (the outer row's module or batch id), with no round trip of its own. */
export const hasResults = (scope: keyof typeof SCOPES, id: PgColumn | SQL): SQL<boolean> =>
  sql<boolean>`((select 1 from (select ${id} as id) as i cross join lateral (${heldBy(scope)}) as x limit 1) is not null)`;
