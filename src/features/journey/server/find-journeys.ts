import type { DbOrTx } from '@/db/client';
import { journeys } from '@/db/schema/journey';
import { paginate, type ListResult } from '@/lib/list';
import { contentListTable, contentPage } from '@/server/list/content-list';
import { inPageOrder } from '@/server/list/query';
import { JOURNEY_SORT_COLUMNS, type JourneyListQuery, type JourneyRow } from '../schemas';
import { journeyRows } from './journey-rows';

const LIST = contentListTable<(typeof JOURNEY_SORT_COLUMNS)[number]>(journeys, {
  sorts: { status: { column: journeys.status, cast: 'text' } },
});

/** The organisation's journeys, one page at a time (the list contract): updated_at desc by default. */
export async function findJourneys(options: { db: DbOrTx; organizationId: number; query: JourneyListQuery }): Promise<ListResult<JourneyRow>> {
  const { db, organizationId, query } = options;
  const { ids, total } = await contentPage({
    db,
    list: LIST,
    table: journeys,
    organizationId,
    query,
    sortColumns: JOURNEY_SORT_COLUMNS,
    filter: { dates: ['start_date', 'end_date'], equal: { status: journeys.status, audience_type: journeys.audienceType } },
  });
  const rows = inPageOrder(ids, await journeyRows(db, organizationId, ids), (r) => r.id);
  const results = rows.map(({ description: _d, thumbnail_default: _t, updated_by: _u, ...row }) => row);
  return paginate(results, total, query.page, query.page_size);
}
