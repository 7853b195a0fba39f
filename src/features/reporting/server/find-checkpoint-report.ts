import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { allQueries } from '@/db/all-queries';
import { checkpointCompetencies, checkpoints } from '@/db/schema/checkpoint';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { escapeLike } from '@/server/sql';
import type { CheckpointReportQuery, CheckpointReportRow, PeopleFilter } from '../schemas';
import { invitationsSql, type CheckpointScope } from './checkpoint-people';
import { everyRow, percent, rowsOf } from './report-kit';

const SORTS = ['title', 'status', 'created_at'] as const;
const SORT_COLUMNS = { title: checkpoints.title, status: checkpoints.status, created_at: checkpoints.createdAt };

function checkpointWhere(organizationId: number, q: CheckpointReportQuery): SQL | undefined {
  return and(
    eq(checkpoints.organizationId, organizationId),
    q.keyword ? ilike(checkpoints.title, `%${escapeLike(q.keyword)}%`) : undefined,
    q.status ? eq(checkpoints.status, q.status as 'draft') : undefined,
  );
}

type Figures = { participants: number; assessed: number; met: number; met_rate: number };

/** Participants, assessed and met of each scoped checkpoint, in one statement (a checkpoint with nobody counted is absent). */
export async function checkpointFigures(db: DbOrTx, organizationId: number, scope: CheckpointScope, f: PeopleFilter): Promise<Map<number, Figures>> {
  const rows = rowsOf<{ checkpoint_id: number; participants: number; assessed: number; met: number }>(
    await db.execute(sql`select l.checkpoint_id, count(*)::int as participants, count(*) filter (where l.scored > 0)::int as assessed,
      count(*) filter (where l.status = 'met')::int as met
      from ${invitationsSql(organizationId, scope, f)} group by l.checkpoint_id`),
  );
  return new Map(
    rows.map((r) => [
      Number(r.checkpoint_id),
      { participants: Number(r.participants), assessed: Number(r.assessed), met: Number(r.met), met_rate: percent(Number(r.met), Number(r.participants)) },
    ]),
  );
}

export const NO_FIGURES: Figures = { participants: 0, assessed: 0, met: 0, met_rate: 0 };

/** One page of the report: the checkpoints as sorted and filtered, with their figures read in one statement. */
async function reportPage(db: DbOrTx, organizationId: number, q: CheckpointReportQuery, limit: number, offset: number) {
  const where = checkpointWhere(organizationId, q);
  const sort = readSort(q, SORTS, { column: 'created_at', direction: 'desc' });
  const order = sort.direction === 'asc' ? asc : desc;
  // Spelled out: in a one-table select Drizzle leaves `checkpoints.id` unqualified, which the subquery would read as its own id.
  const competencies = sql<number>`(select count(*) from ${checkpointCompetencies} as c where c.checkpoint_id = ${checkpoints}.id)`;
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select({
          id: checkpoints.id,
          title: checkpoints.title,
          status: checkpoints.status,
          createdAt: checkpoints.createdAt,
          competencies: competencies.mapWith(Number),
        })
        .from(checkpoints)
        .where(where)
        .orderBy(order(SORT_COLUMNS[sort.column]), order(checkpoints.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(checkpoints).where(where),
  );
  const figures = await checkpointFigures(db, organizationId, { checkpointIds: rows.map((r) => r.id) }, q);
  const results: CheckpointReportRow[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    competencies: r.competencies,
    created_at: r.createdAt.toISOString(),
    ...(figures.get(r.id) ?? NO_FIGURES),
  }));
  return { results, total };
}

/**
 * GET /api/reporting/checkpoint-report: the organisation's checkpoints, 10 a page, each with its invitations
 * (participants), those scored (assessed), those who met every competency, and the met rate (decision 0142).
 */
export async function findCheckpointReport(options: {
  db: DbOrTx;
  organizationId: number;
  query: CheckpointReportQuery;
}): Promise<ListResult<CheckpointReportRow>> {
  const { db, organizationId, query } = options;
  const { results, total } = await reportPage(db, organizationId, query, query.page_size, (query.page - 1) * query.page_size);
  return paginate(results, total, query.page, query.page_size);
}

/** Every checkpoint of the filtered report in the list's order, a chunk at a time (the download). */
export const allCheckpointReportRows = (db: DbOrTx, organizationId: number, query: CheckpointReportQuery) =>
  everyRow(async (limit, offset) => (await reportPage(db, organizationId, query, limit, offset)).results, 200);
