import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { allQueries } from '@/db/all-queries';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { escapeLike } from '@/server/sql';
import type { ProgramLearnerRow, ProgramLearnersQuery } from '../program-schemas';
import { loadProgramForReport, programLearnersSql } from './program-people';
import { everyRow, iso, oneDecimal, orderSql, rowsOf } from './report-kit';

const SORTS = ['full_name', 'email', 'batch', 'invited_at', 'progress', 'average_score', 'completed_at'] as const;

function learnerWhere(q: ProgramLearnersQuery): SQL {
  const parts: SQL[] = [sql`true`];
  const like = q.keyword ? `%${escapeLike(q.keyword)}%` : null;
  if (like) parts.push(sql`(l.full_name ilike ${like} or l.email ilike ${like})`);
  if (q.batch_id) parts.push(sql`l.batch_id = ${q.batch_id}`);
  if (q.status) parts.push(sql`l.status = ${q.status}`);
  return sql.join(parts, sql` and `);
}

type Raw = Omit<ProgramLearnerRow, 'invited_at' | 'completed_at'> & { invited_at: Date | string; completed_at: Date | string | null };

/** One page of a program's invited learners (`limit` rows from `offset`) with the total, sorted and filtered as asked. */
async function learnerPage(db: DbOrTx, organizationId: number, id: number, q: ProgramLearnersQuery, limit: number, offset: number) {
  const from = await programLearnersSql(organizationId, { programId: id }, q);
  const where = learnerWhere(q);
  const sort = readSort(q, SORTS, { column: 'full_name', direction: 'asc' });
  const order = orderSql(sql.raw(`l.${sort.column}`), sort.direction, sql`l.full_name asc`, sql`l.user_id asc`);
  const [page, counted] = await allQueries(
    db,
    () => db.execute(sql`select l.* from ${from} where ${where} order by ${order} limit ${limit} offset ${offset}`),
    () => db.execute(sql`select count(*)::int as total from ${from} where ${where}`),
  );
  const results = rowsOf<Raw>(page).map((r): ProgramLearnerRow => ({
    batch_id: Number(r.batch_id),
    batch: r.batch,
    user_id: Number(r.user_id),
    full_name: r.full_name,
    email: r.email,
    division: r.division,
    company: r.company,
    invited_at: iso(r.invited_at)!,
    contents: Number(r.contents),
    met: Number(r.met),
    progress: Number(r.progress),
    average_score: oneDecimal(r.average_score),
    status: r.status,
    completed_at: iso(r.completed_at),
  }));
  return { results, total: Number(rowsOf<{ total: number }>(counted)[0].total) };
}

/**
 * GET /api/reporting/program-report/:id/learners: a program's invited learners, 10 a page, with their batch, contents
 * met, progress, average score, status and completion; search over name and e-mail, filters by batch and status,
 * sortable by each column (decision 0155).
 */
export async function findProgramLearners(options: {
  db: DbOrTx;
  organizationId: number;
  id: number;
  query: ProgramLearnersQuery;
}): Promise<ListResult<ProgramLearnerRow>> {
  const { db, organizationId, id, query } = options;
  await loadProgramForReport(db, organizationId, id);
  const { results, total } = await learnerPage(db, organizationId, id, query, query.page_size, (query.page - 1) * query.page_size);
  return paginate(results, total, query.page, query.page_size);
}

/** Every invited learner of the filtered detail in its order, a chunk at a time (the download). */
export const allProgramLearnerRows = (db: DbOrTx, organizationId: number, id: number, query: ProgramLearnersQuery) =>
  everyRow(async (limit, offset) => (await learnerPage(db, organizationId, id, query, limit, offset)).results);
