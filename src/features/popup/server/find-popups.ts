import type { DbOrTx } from '@/db/client';
import { popupListCounts, popups } from '@/db/schema/popup';
import type { ListResult } from '@/lib/list';
import { contentListTable, contentPage } from '@/server/list/content-list';
import { inPageOrder, listResult } from '@/server/list/query';
import { unitChoices } from '@/server/list/unit-choices';
import { AppError } from '@/server/http/app-error';
import { popupMessages as M } from '../messages';
import { POPUP_SORT_COLUMNS, type AudienceOptions, type PopupDetail, type PopupListQuery, type PopupRow, type PopupState } from '../schemas';
import { selectPopups, STATE_SQL, toPopupDetail, toPopupRow, wibDay } from './popup-rows';

const LIST = contentListTable<(typeof POPUP_SORT_COLUMNS)[number]>(popups, {
  counter: popupListCounts,
  sorts: { start_date: { column: popups.startDate, cast: 'date' } },
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
      equal: { audience: popups.audience, category_id: popups.categoryId },
      custom: { state: (v) => STATE_SQL[v as PopupState] },
      // The state moves with the day (in WIB): a count remembered for a state is remembered for that day only.
      alsoKey: { day: query.state ? wibDay(new Date()) : undefined },
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
export const findAudienceOptions = (options: { db: DbOrTx; organizationId: number }): Promise<AudienceOptions> =>
  unitChoices(options.db, options.organizationId, 1000);
