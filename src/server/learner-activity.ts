import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { allQueries } from '@/db/all-queries';
import { schedules } from '@/db/schema';

/** One thing a learner did on a placed content (an attempt, a submission, a check-in), of the kind its placement type names. */
export interface Activity {
  kind: string;
  id: number;
  userId: number;
  /** The item it was done on (the content's own id). */
  itemId: number;
  itemTitle: string;
  /** The placement it was done on (a check-in has none: it refers to a schedule). */
  placementId: number | null;
  status: string;
  score: number | null;
  /** The attempt's number where the kind keeps one (quiz attempts); null otherwise. */
  attempt: number | null;
  startedAt: Date;
  /** When it was handed in (an attempt still in progress has none). */
  finishedAt: Date | null;
}

/**
 * Where one kind of learner activity is stored and how its columns read alike (an area declares it for its placement
 * type in its manifest's `contents`, docs/decisions/0107): the rows, the item each belongs to, and what it refers to,
 * which is what removing a placement or a schedule would lose.
 */
export interface ActivityTable {
  table: PgTable;
  id: PgColumn;
  organizationId: PgColumn;
  userId: PgColumn;
  /** The item it was done on. */
  itemId: PgColumn;
  item: { table: PgTable; id: PgColumn; title: PgColumn };
  /** The placement it was made on (it goes with the placement). */
  placementId?: PgColumn;
  /**
   * Or the schedule it was made at (a check-in): it goes with the schedule, and a placement of its item holds it for
   * the batches the placement reaches.
   */
  scheduleId?: PgColumn;
  status: PgColumn;
  score?: PgColumn;
  /** The attempt's number, where the kind keeps one. */
  attempt?: PgColumn;
  /** When it began; newest first orders by it. */
  startedAt: PgColumn;
  /** When it was handed in (an attempt still in progress has none). */
  finishedAt: PgColumn;
}

/** Whose activity, and on what: people, placements (quizzes, assignments) or items (presences, by their id). */
export interface ActivityScope {
  organizationId: number;
  userIds?: number[];
  placementIds?: number[];
  itemIds?: number[];
}

/**
 * The learners' activity of one kind, newest first: the one query behind a person's History tab (all they did) and a
 * course's User History tab (what its participants did on its placements). `page` limits it to one page.
 */
export async function findActivity(
  db: DbOrTx,
  kind: string,
  t: ActivityTable,
  scope: ActivityScope,
  page?: { limit: number; offset: number },
): Promise<{ rows: Activity[]; total: number }> {
  const filters: (SQL | undefined)[] = [eq(t.organizationId, scope.organizationId)];
  if (scope.userIds) filters.push(inArray(t.userId, scope.userIds.length ? scope.userIds : [0]));
  if (scope.placementIds) filters.push(t.placementId ? inArray(t.placementId, scope.placementIds.length ? scope.placementIds : [0]) : sql`false`);
  if (scope.itemIds) filters.push(inArray(t.itemId, scope.itemIds.length ? scope.itemIds : [0]));
  const where = and(...filters);
  const select = db
    .select({
      id: t.id,
      userId: t.userId,
      itemId: t.itemId,
      itemTitle: t.item.title,
      placementId: t.placementId ?? sql<null>`null`,
      status: t.status,
      score: t.score ?? sql<null>`null`,
      attempt: t.attempt ?? sql<null>`null`,
      startedAt: t.startedAt,
      finishedAt: t.finishedAt,
    })
    .from(t.table)
    .innerJoin(t.item.table, eq(t.item.id, t.itemId))
    .where(where)
    .orderBy(desc(t.startedAt), desc(t.id));
  const [rows, total] = await allQueries(
    db,
    () => (page ? select.limit(page.limit).offset(page.offset) : select),
    () => (page ? db.select({ total: count() }).from(t.table).where(where) : null),
  );
  const activity = (rows as Omit<Activity, 'kind'>[]).map((r) => ({ ...r, kind, attempt: r.attempt === null ? null : Number(r.attempt) }));
  return { rows: activity, total: total ? total[0].total : activity.length };
}

/** A placed content as a participant's progress counts it: what its activity refers to, and its pass grade. */
export interface CountedContent {
  /** Its placement, for a kind kept by placement (attempts, submissions). */
  placementId: number | null;
  /** Its item, for a kind kept by schedule (check-ins). */
  itemId: number;
  passGrade: number | null;
}

/** The rows of one kind that refer to `contents` for one learner: by placement, or by item at a schedule of `batchId`. */
function rowsOn(t: ActivityTable, contents: CountedContent[], userId: SQL | PgColumn, batchId: number, extra: SQL = sql`true`): SQL {
  if (t.placementId) {
    const values = sql.join(
      contents.map((c) => sql`(${c.placementId}::integer, ${c.passGrade}::double precision)`),
      sql`, `,
    );
    const score = t.score ?? sql`null`;
    return sql`select ${t.placementId} as counted from ${t.table} join (values ${values}) as v(placement_id, pass_grade) on v.placement_id = ${t.placementId}
      where ${t.userId} = ${userId} and ${extra} and (v.pass_grade is null or ${score} >= v.pass_grade)`;
  }
  if (!t.scheduleId) return sql`select null as counted where false`;
  const ids = [...new Set(contents.map((c) => c.itemId))];
  return sql`select ${t.itemId} as counted from ${t.table} join ${schedules} on ${schedules.id} = ${t.scheduleId}
    where ${schedules.batchId} = ${batchId} and ${t.userId} = ${userId} and ${inArray(t.itemId, ids)} and ${extra}`;
}

/**
 * How many of `contents` (all of kind `t`) a learner has met, as a correlated subquery on `userId`: a finished row
 * (an attempt handed in, a submission, a check-in at a schedule of the course's batch `batchId`) that scores at least
 * the content's pass grade where it has one (docs/decisions/0117). Nothing is stored: progress and status are read
 * from the rows the reports read.
 */
export function metCount(t: ActivityTable, contents: CountedContent[], userId: SQL | PgColumn, batchId: number): SQL<number> {
  if (!contents.length) return sql<number>`0`;
  // A kind kept by schedule has no pass grade (a check-in scores nothing).
  const graded = t.placementId ? contents : contents.map((c) => ({ ...c, passGrade: null }));
  return sql<number>`(select count(distinct counted) from (${rowsOn(t, graded, userId, batchId, sql`${t.finishedAt} is not null`)}) as met)`;
}

/** Whether a learner did anything on `contents` (all of kind `t`): an attempt begun, a submission, a check-in. */
export function anyActivityOn(t: ActivityTable, contents: CountedContent[], userId: SQL | PgColumn, batchId: number): SQL<boolean> {
  if (!contents.length) return sql<boolean>`false`;
  const ungraded = contents.map((c) => ({ ...c, passGrade: null }));
  return sql<boolean>`exists (${rowsOn(t, ungraded, userId, batchId)})`;
}
