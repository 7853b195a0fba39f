import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { allQueries } from '@/db/all-queries';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { escapeLike } from '@/server/sql';
import type { CheckpointLearnerRow, CheckpointLearnersQuery } from '../schemas';
import { invitationsSql, loadCheckpointForReport } from './checkpoint-people';
import { everyRow, iso, oneDecimal, orderSql, rowsOf } from './report-kit';

const SORTS = ['full_name', 'email', 'batch', 'invited_at', 'met', 'average_level', 'last_scored_at'] as const;

function learnerWhere(q: CheckpointLearnersQuery): SQL {
  const parts: SQL[] = [sql`true`];
  const like = q.keyword ? `%${escapeLike(q.keyword)}%` : null;
  if (like) parts.push(sql`(l.full_name ilike ${like} or l.email ilike ${like})`);
  if (q.batch_id) parts.push(sql`l.batch_id = ${q.batch_id}`);
  if (q.status) parts.push(sql`l.status = ${q.status}`);
  return sql.join(parts, sql` and `);
}

type Raw = Omit<CheckpointLearnerRow, 'invited_at' | 'last_scored_at'> & { invited_at: Date | string; last_scored_at: Date | string | null };

/** One page of a checkpoint's invitations (`limit` rows from `offset`) with the total, sorted and filtered as asked. */
async function learnerPage(db: DbOrTx, organizationId: number, id: number, q: CheckpointLearnersQuery, limit: number, offset: number) {
  const from = invitationsSql(organizationId, { checkpointId: id }, q);
  const where = learnerWhere(q);
  const sort = readSort(q, SORTS, { column: 'full_name', direction: 'asc' });
  const order = orderSql(sql.raw(`l.${sort.column}`), sort.direction, sql`l.full_name asc`, sql`l.user_id asc`, sql`l.batch_id asc`);
  const [page, counted] = await allQueries(
    db,
    () => db.execute(sql`select l.* from ${from} where ${where} order by ${order} limit ${limit} offset ${offset}`),
    () => db.execute(sql`select count(*)::int as total from ${from} where ${where}`),
  );
  const results = rowsOf<Raw>(page).map((r): CheckpointLearnerRow => ({
    batch_id: Number(r.batch_id),
    batch: r.batch,
    user_id: Number(r.user_id),
    full_name: r.full_name,
    email: r.email,
    division: r.division,
    company: r.company,
    invited_at: iso(r.invited_at)!,
    scored: Number(r.scored),
    met: Number(r.met),
    competencies: Number(r.competencies),
    average_level: oneDecimal(r.average_level),
    status: r.status,
    last_scored_at: iso(r.last_scored_at),
  }));
  return { results, total: Number(rowsOf<{ total: number }>(counted)[0].total) };
}

/**
 * GET /api/reporting/checkpoint-report/:id/learners: a checkpoint's invited learners (one row per batch they are in),
 * 10 a page, with competencies met, average level, result and last scoring; search over name and e-mail, filters by
 * batch and result, sortable by each column.
 */
export async function findCheckpointLearners(options: {
  db: DbOrTx;
  organizationId: number;
  id: number;
  query: CheckpointLearnersQuery;
}): Promise<ListResult<CheckpointLearnerRow>> {
  const { db, organizationId, id, query } = options;
  await loadCheckpointForReport(db, organizationId, id);
  const { results, total } = await learnerPage(db, organizationId, id, query, query.page_size, (query.page - 1) * query.page_size);
  return paginate(results, total, query.page, query.page_size);
}

/** Every invitation of the filtered detail in its order, a chunk at a time (the download). */
export const allCheckpointLearnerRows = (db: DbOrTx, organizationId: number, id: number, query: CheckpointLearnersQuery) =>
  everyRow(async (limit, offset) => (await learnerPage(db, organizationId, id, query, limit, offset)).results);
