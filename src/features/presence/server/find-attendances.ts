import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { ATTENDANCE_SORT_COLUMNS, type AttendanceQuery, type AttendanceRow } from '../schemas';
import { attendanceCte, invitationFilter, keywordFilter, orderBy, rowsOf, toAttendanceRow } from './attendance-rows';
import { loadPresence } from './load-presence';

/** GET /cms/presences/{id}/attendances: one page of attendance rows (list contract). */
export async function findAttendances(options: {
  db: DbOrTx;
  organizationId: number;
  id: number;
  query: AttendanceQuery;
  now?: Date;
}): Promise<ListResult<AttendanceRow>> {
  const { db, organizationId, id, query, now = new Date() } = options;
  await loadPresence(db, organizationId, id);
  const sort = readSort(query, ATTENDANCE_SORT_COLUMNS, { column: 'name', direction: 'asc' });
  const cte = attendanceCte({ organizationId, presenceId: id, batchId: query.batch_id, scheduleId: query.schedule_id, now });
  const where = sql`${invitationFilter(query.invitation)} and ${keywordFilter(query.keyword)}`;
  const rows = await rowsOf(
    db,
    sql`${cte} select *, count(*) over() as total from rows where ${where} order by ${orderBy(sort.column, sort.direction)}
        limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
  );
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && query.page > 1) total = Number((await rowsOf(db, sql`${cte} select count(*) as total from rows where ${where}`))[0].total);
  return paginate(rows.map(toAttendanceRow), total, query.page, query.page_size);
}

/** Every matching row in sort order, a chunk at a time (the export streams them). */
export async function* iterateAttendances(options: {
  db: DbOrTx;
  organizationId: number;
  id: number;
  query: AttendanceQuery;
  now?: Date;
}): AsyncGenerator<AttendanceRow> {
  const { db, organizationId, id, query, now = new Date() } = options;
  const sort = readSort(query, ATTENDANCE_SORT_COLUMNS, { column: 'name', direction: 'asc' });
  const cte = attendanceCte({ organizationId, presenceId: id, batchId: query.batch_id, scheduleId: query.schedule_id, now });
  const where = sql`${invitationFilter(query.invitation)} and ${keywordFilter(query.keyword)}`;
  const chunk = 1000;
  for (let offset = 0; ; offset += chunk) {
    const rows = await rowsOf(
      db,
      sql`${cte} select * from rows where ${where} order by ${orderBy(sort.column, sort.direction)} limit ${chunk} offset ${offset}`,
    );
    for (const r of rows) yield toAttendanceRow(r);
    if (rows.length < chunk) return;
  }
}
