import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { batches, placements, schedules } from '@/db/schema';
import type { ResultTables } from './placements';

/** Which placements (`p`) and schedules (`s`) are the scope's, for its id `i.id`. */
const SCOPES = {
  module: { placed: sql`p.module_id = i.id`, scheduled: sql`s.batch_id in (select b.id from ${batches} b where b.module_id = i.id)` },
  batch: { placed: sql`p.batch_id = i.id`, scheduled: sql`s.batch_id = i.id` },
} satisfies Record<string, { placed: SQL; scheduled: SQL }>;

/**
 * The learning modules (courses, classrooms) or batches among `ids` that hold learner results, which deleting them
 * would delete: results that refer to their placements (quiz attempts, assignment submissions), or to their schedules
 * (check-ins, which count whichever placement brought their item), wherever the areas declare them (`held`, from
 * src/features/contents.ts `resultTables`). The one rule of a
 * course's and a classroom's delete and can_delete, and of a classroom batch's delete (docs/decisions/0086, 0087).
 *
 * LATERAL … LIMIT 1 at every level: per id one probe of its placements and schedules by their indexes, each looked
 * up in the attempts, submissions and check-ins by theirs, stopping at the first result (never a hashed plan over
 * every attempt), so a list page pays a few index probes per row.
 */
/** The LATERAL body that finds one learner result of the scope's id `i.id` (see above). */
const heldBy = (scope: keyof typeof SCOPES, held: ResultTables): SQL => {
  const where = SCOPES[scope];
  const col = (c: PgColumn) => sql.identifier(c.name);
  const placed = held.byPlacement.map((r) => sql`select 1 from ${r.table} r where r.${col(r.placementId)} = p.id limit 1`);
  const scheduled = held.bySchedule.map((r) => sql`select 1 from ${r.table} c where c.${col(r.scheduleId)} = s.id limit 1`);
  const probes = [
    ...(placed.length ? [sql`select 1 from ${placements} p cross join lateral (${first(placed)}) as held where ${where.placed} limit 1`] : []),
    ...(scheduled.length ? [sql`select 1 from ${schedules} s cross join lateral (${first(scheduled)}) as held where ${where.scheduled} limit 1`] : []),
  ];
  return probes.length ? first(probes) : sql`select 1 where false`;
};

/** One row from the first of the queries that has one (each already limited to one). */
const first = (queries: SQL[]): SQL =>
  queries.length === 1
    ? queries[0]
    : sql`${sql.join(
        queries.map((q) => sql`(${q})`),
        sql` union all `,
      )} limit 1`;

export async function idsWithResults(db: DbOrTx, scope: keyof typeof SCOPES, ids: number[], held: ResultTables): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const result = await db.execute(
    sql`select i.id from unnest(${sql.raw(`array[${ids.map((n) => Number(n) | 0).join(',')}]::int[]`)}) as i(id) cross join lateral (${heldBy(scope, held)}) as x`,
  );
  return new Set((result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
}

/** The same rule as a per-row flag of a list's row query (the outer row's module or batch id), with no round trip of its own. */
export const hasResults = (scope: keyof typeof SCOPES, id: PgColumn | SQL, held: ResultTables): SQL<boolean> =>
  sql<boolean>`((select 1 from (select ${id} as id) as i cross join lateral (${heldBy(scope, held)}) as x limit 1) is not null)`;
