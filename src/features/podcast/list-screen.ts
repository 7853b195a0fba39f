import { auditColumns, listEndpoints, optionsOf, rowActions, type ListScreen } from '@/lib/list-kit';
import { MEDIA_PAGE_SIZE, STATUS_LABELS } from '@/lib/media-library';
import { podcastApi } from './api';
import { podcastMessages as M } from './messages';

/** /podcast 'Podcast List' as a resource-kit declaration: search, status, category and created-date filters (docs/decisions/0082). */
export const podcastListScreen: ListScreen = {
  label: M.listTitle,
  pageSize: MEDIA_PAGE_SIZE,
  sortStyle: 'order_type',
  search: { placeholder: M.searchList, label: 'Search podcasts' },
  filters: [
    { kind: 'date-range', start: 'start_date', end: 'end_date', label: 'Created' },
    { kind: 'select', key: 'status', label: 'Status', placeholder: 'Status', options: optionsOf(STATUS_LABELS) },
    { kind: 'select', key: 'category_id', label: 'Category', placeholder: 'Category', optionsFrom: { path: podcastApi.categories.path } },
  ],
  columns: [
    { id: 'title', label: 'Title', sortKey: 'title', cell: { kind: 'link', field: 'title', href: '/podcast/detail/:id' }, wrap: true },
    { id: 'category', label: 'Category', cell: { kind: 'text', field: 'category.name' } },
    { id: 'duration', label: 'Duration', sortKey: 'duration', cell: { kind: 'text', field: 'duration_text' } },
    { id: 'status', label: 'Status', sortKey: 'status_enum', cell: { kind: 'badge', field: 'status_enum', labels: STATUS_LABELS } },
    ...auditColumns(),
  ],
  actions: rowActions('/podcast'),
  create: { label: 'Create Podcast', href: '/podcast/create' },
  endpoints: listEndpoints(podcastApi),
  messages: {
    listFailed: M.listFailed,
    deleteTitle: M.deleteTitle,
    deleteText: '"{title}" will be deleted.',
    deleted: M.deleted,
    deleteFailed: M.deleteFailed,
    deleteFailedTitle: M.deleteFailedTitle,
    deleteFailedFromServer: true,
  },
};
