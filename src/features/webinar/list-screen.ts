import { optionsOf, type ListScreen } from '@/lib/list-kit';
import { webinarApi } from './api';
import { webinarMessages as M } from './messages';
import { PLATFORM_LABELS, STATUS_LABELS, WEBINAR_PAGE_SIZE } from './schemas';

/** /webinar 'Webinar List' as a resource-kit declaration: last updated first, search over the title (3 characters, 500 ms). */
export const webinarListScreen: ListScreen = {
  label: M.listTitle,
  pageSize: WEBINAR_PAGE_SIZE,
  sortStyle: 'order_type',
  search: { placeholder: 'Search by title', label: 'Search webinars' },
  filters: [
    { kind: 'select', key: 'status', label: 'Status', placeholder: 'Status', options: optionsOf(STATUS_LABELS) },
    { kind: 'date-range', start: 'start_date', end: 'end_date', label: 'Schedule', placeholder: 'Schedule (WIB)', clearable: true },
  ],
  columns: [
    { id: 'title', label: 'Title', sortKey: 'title', cell: { kind: 'text', field: 'title' }, wrap: true },
    { id: 'category', label: 'Category', cell: { kind: 'text', field: 'category.name' }, wrap: true },
    { id: 'start_at', label: 'Schedule (WIB)', sortKey: 'start_at', cell: { kind: 'datetime', field: 'start_at' } },
    { id: 'platform', label: 'Platform', cell: { kind: 'label', field: 'platform', labels: PLATFORM_LABELS } },
    { id: 'status', label: 'Status', sortKey: 'status', cell: { kind: 'badge', field: 'status', labels: STATUS_LABELS } },
    { id: 'updated_at', label: 'Last Update', sortKey: 'updated_at', cell: { kind: 'date', field: 'updated_at' } },
  ],
  actions: [{ kind: 'edit', href: '/webinar/edit/:id' }, { kind: 'detail', href: '/webinar/detail/:id' }, { kind: 'delete' }],
  create: { label: 'Create Webinar', href: '/webinar/create' },
  endpoints: { list: webinarApi.list.path, remove: webinarApi.remove.path },
  messages: {
    listFailed: M.listFailed,
    deleteTitle: M.deleteTitle,
    deleteText: '"{title}" will be deleted.',
    deleted: M.deleted,
    deleteFailed: M.deleteFailed,
    deleteFailedFromServer: true,
  },
};
