import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { allQueries } from '@/db/all-queries';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { escapeLike } from '@/server/sql';
import type { WebinarLearnerRow, WebinarLearnersQuery } from '../webinar-schemas';
import { loadWebinarForReport, webinarRegistrantsSql } from './webinar-people';
import { everyRow, iso, orderSql, rowsOf } from './report-kit';

const SORTS = ['full_name', 'email', 'registered_at', 'attended_at'] as const;

function learnerWhere(q: WebinarLearnersQuery): SQL {
  const parts: SQL[] = [sql`true`];
  const like = q.keyword ? `%${escapeLike(q.keyword)}%` : null;
  if (like) parts.push(sql`(l.full_name ilike ${like} or l.email ilike ${like})`);
  if (q.status) parts.push(sql`l.status = ${q.status}`);
  return sql.join(parts, sql` and `);
}

type Raw = Omit<WebinarLearnerRow, 'registered_at' | 'attended_at'> & { registered_at: Date | string; attended_at: Date | string | null };

/** One page of a webinar's registrants (`limit` rows from `offset`) with the total, sorted and filtered as asked. */
async function learnerPage(db: DbOrTx, organizationId: number, id: number, q: WebinarLearnersQuery, limit: number, offset: number) {
  const from = webinarRegistrantsSql(organizationId, { webinarId: id }, q);
  const where = learnerWhere(q);
  const sort = readSort(q, SORTS, { column: 'full_name', direction: 'asc' });
  const order = orderSql(sql.raw(`l.${sort.column}`), sort.direction, sql`l.full_name asc`, sql`l.user_id asc`);
  const [page, counted] = await allQueries(
    db,
    () => db.execute(sql`select l.* from ${from} where ${where} order by ${order} limit ${limit} offset ${offset}`),
    () => db.execute(sql`select count(*)::int as total from ${from} where ${where}`),
  );
  const results = rowsOf<Raw>(page).map((r): WebinarLearnerRow => ({
    user_id: Number(r.user_id),
    full_name: r.full_name,
    email: r.email,
    division: r.division,
    company: r.company,
    registered_at: iso(r.registered_at)!,
    status: r.status,
    attended_at: iso(r.attended_at),
  }));
  return { results, total: Number(rowsOf<{ total: number }>(counted)[0].total) };
}

/**
 * GET /api/reporting/webinar-report/:id/learners: the registrants of the live event made from a webinar, 10 a page,
 * with their attendance (attended, absent, waiting) and check-in time; none when no live event was made from it.
 */
export async function findWebinarLearners(options: {
  db: DbOrTx;
  organizationId: number;
  id: number;
  query: WebinarLearnersQuery;
}): Promise<ListResult<WebinarLearnerRow>> {
  const { db, organizationId, id, query } = options;
  await loadWebinarForReport(db, organizationId, id);
  const { results, total } = await learnerPage(db, organizationId, id, query, query.page_size, (query.page - 1) * query.page_size);
  return paginate(results, total, query.page, query.page_size);
}

/** Every registrant of the filtered detail in its order, a chunk at a time (the download). */
export const allWebinarLearnerRows = (db: DbOrTx, organizationId: number, id: number, query: WebinarLearnersQuery) =>
  everyRow(async (limit, offset) => (await learnerPage(db, organizationId, id, query, limit, offset)).results);
