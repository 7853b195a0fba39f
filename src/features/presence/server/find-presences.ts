import type { DbOrTx } from '@/db/client';
import { presenceAttendances, presenceListCounts, presences } from '@/db/schema/presence';
import type { ListResult } from '@/lib/list';
import { contentListTable, contentPage, placedFlag, contentRows } from '@/server/list/content-list';
import { hasAny, inPageOrder, listResult } from '@/server/list/query';
import { PRESENCE_SORT_COLUMNS, type PresenceListQuery, type PresenceRow } from '../schemas';

const LIST = contentListTable<(typeof PRESENCE_SORT_COLUMNS)[number]>(presences, {
  counter: presenceListCounts,
  sorts: { content_type: { column: presences.contentType, cast: 'text' } },
});

const ROWS = contentRows(presences, {
  associated: placedFlag(presences, 'presence'),
  attended: hasAny(presenceAttendances, presenceAttendances.presenceId, presences.id),
});

/** The organisation's presences, one page at a time (src/server/list), with can_delete per row. */
export async function findPresences(options: { db: DbOrTx; organizationId: number; query: PresenceListQuery }): Promise<ListResult<PresenceRow>> {
  const { db, organizationId, query } = options;
  // The date range is read in the reports' timezone (a day in Jakarta).
  const filter = { dates: ['start_date', 'end_date'], equal: { content_type: presences.contentType } } as const;
  const { ids, total } = await contentPage({ db, list: LIST, table: presences, organizationId, query, sortColumns: PRESENCE_SORT_COLUMNS, filter });
  const rows = await ROWS(db, ids, organizationId);
  return listResult(
    inPageOrder(ids, rows, (r) => r.row.id).map(({ row: p, creator, extra }) => ({
      id: p.id,
      title: p.title,
      content_type: p.contentType,
      is_associated: extra.associated,
      created_by: { full_name: creator ?? '-' },
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
      can_delete: !extra.associated && !extra.attended,
    })),
    total,
    query.page,
    query.page_size,
  );
}
