import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { companies, divisions } from '@/db/schema';
import { popups } from '@/db/schema/popup';
import type { ListResult } from '@/lib/list';
import { contentListTable, contentPage } from '@/server/list/content-list';
import { inPageOrder, listResult } from '@/server/list/query';
import { AppError } from '@/server/http/app-error';
import { popupMessages as M } from '../messages';
import { POPUP_SORT_COLUMNS, type AudienceOptions, type PopupDetail, type PopupListQuery, type PopupRow, type PopupState } from '../schemas';
import { selectPopups, STATE_SQL, toPopupDetail, toPopupRow } from './popup-rows';

const LIST = contentListTable<(typeof POPUP_SORT_COLUMNS)[number]>(popups, {
  sorts: { start_date: { column: popups.startDate, cast: 'text' } },
});

/** The organisation's popups, one page at a time (the list contract), last updated first unless asked otherwise. */
export async function findPopups(options: { db: DbOrTx; organizationId: number; query: PopupListQuery }): Promise<ListResult<PopupRow>> {
  const { db, organizationId, query } = options;
  const { ids, total } = await contentPage({
    db,
    list: LIST,
    table: popups,
    organizationId,
    query,
    sortColumns: POPUP_SORT_COLUMNS,
    filter: {
      equal: { audience: popups.audience },
      // The state moves with the day; without a counter table the total is counted on each request, never cached.
      custom: { state: (v) => STATE_SQL[v as PopupState] },
    },
  });
  const rows = await selectPopups(db, ids);
  return listResult(inPageOrder(ids, rows, (r) => r.popup.id).map(toPopupRow), total, query.page, query.page_size);
}

/** One popup with its image and audience (the detail page, the edit form and GET /popups/{id}). */
export async function getPopup(options: { db: DbOrTx; organizationId: number; id: number }): Promise<PopupDetail> {
  const [row] = await selectPopups(options.db, [options.id]);
  if (!row || row.popup.organizationId !== options.organizationId) throw new AppError('NOT_FOUND', M.notFound);
  return toPopupDetail(options.db, row);
}

/** The audience pickers' choices: the organisation's divisions and companies by name (an organisation has tens). */
export async function findAudienceOptions(options: { db: DbOrTx; organizationId: number }): Promise<AudienceOptions> {
  const { db, organizationId } = options;
  const [d, c] = await Promise.all([
    db
      .select({ value: divisions.id, label: divisions.name })
      .from(divisions)
      .where(eq(divisions.organizationId, organizationId))
      .orderBy(asc(divisions.name))
      .limit(1000),
    db
      .select({ value: companies.id, label: companies.name })
      .from(companies)
      .where(eq(companies.organizationId, organizationId))
      .orderBy(asc(companies.name))
      .limit(1000),
  ]);
  return { divisions: d, companies: c };
}
