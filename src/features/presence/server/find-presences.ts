import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { placements, users } from '@/db/schema';
import { presenceAttendances, presenceListCounts, presences } from '@/db/schema/presence';
import { readSort, type ListResult } from '@/lib/list';
import { dateRange, idsWithAny, inPageOrder, keywordLike, listPage, listResult, type ListTable } from '@/server/list/query';
import { PRESENCE_SORT_COLUMNS, type PresenceListQuery, type PresenceRow } from '../schemas';

type PresenceSort = (typeof PRESENCE_SORT_COLUMNS)[number];
const LIST: ListTable<PresenceSort> = {
  name: 'presences',
  table: presences,
  id: presences.id,
  organizationId: presences.organizationId,
  counter: presenceListCounts,
  sorts: {
    title: { column: presences.title, cast: 'text' },
    content_type: { column: presences.contentType, cast: 'text' },
    created_by: { expr: sql`${users.fullName}`, from: sql`left join ${users} on ${users.id} = ${presences.createdBy}` },
    created_at: { column: presences.createdAt, cast: 'timestamptz' },
    updated_at: { column: presences.updatedAt, cast: 'timestamptz' },
  },
};

/** The organisation's presences, one page at a time (src/server/list), with can_delete per row. */
export async function findPresences(options: { db: DbOrTx; organizationId: number; query: PresenceListQuery }): Promise<ListResult<PresenceRow>> {
  const { db, organizationId, query } = options;
  const sort = readSort(query, PRESENCE_SORT_COLUMNS, { column: 'updated_at', direction: 'desc' });
  // The date range is read in the reports' timezone (a day in Jakarta).
  const filters: SQL[] = [...dateRange(presences.createdAt, query.start_date, query.end_date)];
  if (query.keyword) filters.push(keywordLike(presences.title, query.keyword));
  if (query.content_type) filters.push(eq(presences.contentType, query.content_type));
  const filterKey = { keyword: query.keyword, content_type: query.content_type, start_date: query.start_date, end_date: query.end_date };
  const { ids, total } = await listPage({ db, list: LIST, organizationId, filters, filterKey, sort, page: query.page, pageSize: query.page_size });
  const [rows, associated, attended] = ids.length
    ? await Promise.all([
        db
          .select({ p: presences, createdBy: users.fullName })
          .from(presences)
          .leftJoin(users, eq(users.id, presences.createdBy))
          .where(inArray(presences.id, ids)),
        idsWithAny(db, ids, placements, placements.contentId, sql`${placements.contentType} = 'presence' and ${placements.organizationId} = ${organizationId}`),
        idsWithAny(db, ids, presenceAttendances, presenceAttendances.presenceId),
      ])
    : [[], new Set<number>(), new Set<number>()];
  return listResult(
    inPageOrder(ids, rows, (r) => r.p.id).map(({ p, createdBy }) => ({
      id: p.id,
      title: p.title,
      content_type: p.contentType,
      is_associated: associated.has(p.id),
      created_by: { full_name: createdBy ?? '-' },
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
      can_delete: !associated.has(p.id) && !attended.has(p.id),
    })),
    total,
    query.page,
    query.page_size,
  );
}
