import { optionsOf, type ListScreen } from '@/lib/list-kit';
import { popupApi } from './api';
import { popupMessages as M } from './messages';
import { AUDIENCE_LABELS, POPUP_PAGE_SIZE, STATE_LABELS } from './schemas';

/** /popup 'Popup List' as a resource-kit declaration: the state (active, scheduled, ended, inactive) from the WIB day. */
export const popupListScreen: ListScreen = {
  label: M.listTitle,
  pageSize: POPUP_PAGE_SIZE,
  sortStyle: 'order_type',
  search: { placeholder: 'Search by title', label: 'Search popups' },
  filters: [
    { kind: 'select', key: 'state', label: 'State', placeholder: 'State', options: optionsOf(STATE_LABELS) },
    { kind: 'select', key: 'audience', label: 'Audience', placeholder: 'Audience', options: optionsOf(AUDIENCE_LABELS) },
  ],
  columns: [
    { id: 'title', label: 'Title', sortKey: 'title', cell: { kind: 'text', field: 'title' }, wrap: true },
    { id: 'audience', label: 'Audience', cell: { kind: 'label', field: 'audience', labels: AUDIENCE_LABELS } },
    { id: 'start_date', label: 'Start Date', sortKey: 'start_date', cell: { kind: 'date', field: 'start_date' } },
    { id: 'end_date', label: 'End Date', cell: { kind: 'date', field: 'end_date' } },
    { id: 'state', label: 'State', cell: { kind: 'label', field: 'state', labels: STATE_LABELS } },
    { id: 'updated_at', label: 'Last Update', sortKey: 'updated_at', cell: { kind: 'date', field: 'updated_at' } },
  ],
  actions: [{ kind: 'edit', href: '/popup/edit/:id' }, { kind: 'detail', href: '/popup/detail/:id' }, { kind: 'delete' }],
  create: { label: 'Create Popup', href: '/popup/create' },
  endpoints: { list: popupApi.list.path, remove: popupApi.remove.path },
  messages: {
    listFailed: M.listFailed,
    deleteTitle: M.deleteTitle,
    deleteText: '"{title}" will be deleted.',
    deleted: M.deleted,
    deleteFailed: M.deleteFailed,
    deleteFailedFromServer: true,
  },
};
