import { areaListScreen, column, filter } from '@/lib/list-kit';
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
  filters: [filter.select('state', 'State', STATE_LABELS), filter.select('audience', 'Audience', AUDIENCE_LABELS)],
  columns: [
    column.title(),
    column.category({ wrap: true }),
    { id: 'audience', label: 'Audience', cell: { kind: 'label', field: 'audience', labels: AUDIENCE_LABELS } },
    ...column.period(),
    { id: 'state', label: 'State', cell: { kind: 'label', field: 'state', labels: STATE_LABELS } },
    column.updatedAt(),
  ],
});
