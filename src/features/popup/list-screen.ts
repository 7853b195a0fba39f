import { areaListScreen, periodColumns, selectFilter, titleColumn, updatedAtColumn } from '@/lib/list-kit';
import { popupApi } from './api';
import { popupMessages as M } from './messages';
import { AUDIENCE_LABELS, POPUP_PAGE_SIZE, STATE_LABELS } from './schemas';

/** /popup 'Popup List' as a resource-kit declaration: the state (active, scheduled, ended, inactive) from the WIB day. */
export const popupListScreen = areaListScreen({
  base: '/popup',
  api: popupApi,
  texts: M,
  pageSize: POPUP_PAGE_SIZE,
  createLabel: 'Create Popup',
  search: { placeholder: 'Search by title', label: 'Search popups' },
  filters: [selectFilter('state', 'State', STATE_LABELS), selectFilter('audience', 'Audience', AUDIENCE_LABELS)],
  columns: [
    titleColumn(),
    { id: 'audience', label: 'Audience', cell: { kind: 'label', field: 'audience', labels: AUDIENCE_LABELS } },
    ...periodColumns(),
    { id: 'state', label: 'State', cell: { kind: 'label', field: 'state', labels: STATE_LABELS } },
    updatedAtColumn(),
  ],
});
