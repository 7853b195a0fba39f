import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { webinarListCounts, webinars } from '@/db/schema/webinar';
import type { ListResult } from '@/lib/list';
import { contentListTable, contentPage } from '@/server/list/content-list';
import { dateRange, inPageOrder, listResult } from '@/server/list/query';
import { WEBINAR_SORT_COLUMNS, type WebinarListQuery, type WebinarRow } from '../schemas';
import { selectWebinars, toWebinarRow } from './webinar-rows';

const LIST = contentListTable<(typeof WEBINAR_SORT_COLUMNS)[number]>(webinars, {
  counter: webinarListCounts,
  sorts: {
    start_at: { column: webinars.startAt, cast: 'timestamptz' },
    status: { column: webinars.status, cast: 'text' },
  },
});

/**
 * The organisation's webinars, one page at a time (src/server/list, the list contract), last updated first unless
 * asked otherwise. The date range bounds the day the session starts, in WIB days (what the list shows).
 */
export async function findWebinars(options: { db: DbOrTx; organizationId: number; query: WebinarListQuery }): Promise<ListResult<WebinarRow>> {
  const { db, organizationId, query } = options;
  const { ids, total } = await contentPage({
    db,
    list: LIST,
    table: webinars,
    organizationId,
    query,
    sortColumns: WEBINAR_SORT_COLUMNS,
    filter: {
      equal: { status: webinars.status },
      custom: {
        category_id: (v) => eq(webinars.categoryId, Number(v)),
        start_date: (v) => dateRange(webinars.startAt, v, null)[0],
        end_date: (v) => dateRange(webinars.startAt, null, v)[0],
      },
    },
  });
  const rows = await selectWebinars(db, ids);
  return listResult(inPageOrder(ids, rows, (r) => r.webinar.id).map(toWebinarRow), total, query.page, query.page_size);
}
