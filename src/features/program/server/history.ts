import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { paginate, type ListResult } from '@/lib/list';
import { HISTORY_EVENTS, type HistoryRow } from '../schemas';
import { lockBatchRead } from './batches';
import { HISTORY_ENTITY as ENTITY } from './history-log';

type Raw = { at: Date | string; event: HistoryRow['event']; uid: number; full_name: string | null; email: string | null; by: string | null };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A batch's User History: every person's events, newest first, 10 a page; keyword over the person's name or e-mail. */
export async function findBatchHistory(options: {
  db: DbOrTx;
  organizationId: number;
  programId: number;
  batchId: number;
  query: { page: number; page_size: number; keyword?: string };
}): Promise<ListResult<HistoryRow>> {
  const { db, organizationId, programId, batchId, query } = options;
  await lockBatchRead(db, organizationId, programId, batchId);
  const events = sql.join(
    HISTORY_EVENTS.map(
      (e) => sql`select ${e}::text as event, t.v::int as uid from jsonb_array_elements_text(coalesce(a.after -> ${e}::text, '[]'::jsonb)) as t(v)`,
    ),
    sql` union all `,
  );
  const k = query.keyword ? `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const from = sql`from audit_log a
    cross join lateral (${events}) e
    left join users u on u.id = e.uid
    left join users actor on actor.id = a.user_id
    where a.organization_id = ${organizationId} and a.entity = ${ENTITY} and a.entity_id = ${String(batchId)}
    ${k ? sql`and (u.full_name ilike ${k} or u.email ilike ${k})` : sql``}`;
  const [{ total }] = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total ${from}`));
  const rows = rowsOf<Raw>(
    await db.execute(
      sql`select a.created_at as at, e.event, e.uid, u.full_name, u.email, actor.full_name as by ${from}
        order by a.created_at desc, a.id desc, e.event, u.full_name
        limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
    ),
  );
  const results = rows.map((r) => ({
    at: new Date(r.at).toISOString(),
    event: r.event,
    user_id: Number(r.uid),
    full_name: r.full_name,
    email: r.email,
    by: r.by,
  }));
  return paginate(results, Number(total), query.page, query.page_size);
}
