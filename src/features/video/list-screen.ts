import { auditColumns, listEndpoints, optionsOf, rowActions, type ListScreen } from '@/lib/list-kit';
import { MEDIA_PAGE_SIZE, STATUS_LABELS } from '@/lib/media-library';
import { videoApi } from './api';
import { videoMessages as M } from './messages';

/** /video 'Video List' as a resource-kit declaration: search, status, category and created-date filters (docs/decisions/0082). */
export const videoListScreen: ListScreen = {
  label: M.listTitle,
  pageSize: MEDIA_PAGE_SIZE,
  sortStyle: 'order_type',
  search: { placeholder: M.searchList, label: 'Search videos' },
  filters: [
    { kind: 'date-range', start: 'start_date', end: 'end_date', label: 'Created' },
    { kind: 'select', key: 'status', label: 'Status', placeholder: 'Status', options: optionsOf(STATUS_LABELS) },
    { kind: 'select', key: 'category_id', label: 'Category', placeholder: 'Category', optionsFrom: { path: videoApi.categories.path } },
  ],
  columns: [
    { id: 'title', label: 'Title', sortKey: 'title', cell: { kind: 'link', field: 'title', href: '/video/detail/:id' }, wrap: true },
    { id: 'category', label: 'Category', cell: { kind: 'text', field: 'category.name' } },
    { id: 'duration', label: 'Duration', sortKey: 'duration', cell: { kind: 'text', field: 'duration_text' } },
    { id: 'status', label: 'Status', sortKey: 'status_enum', cell: { kind: 'badge', field: 'status_enum', labels: STATUS_LABELS } },
    ...auditColumns(),
  ],
  actions: rowActions('/video'),
  create: { label: 'Create Video', href: '/video/create' },
  endpoints: listEndpoints(videoApi),
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

/** /playground 'Video List' (spec 000 §2): read-only, no search, filters or row actions, a pagination footer. */
export const playgroundVideoScreen: ListScreen = {
  label: 'Video List',
  pageSize: 10,
  sortStyle: 'order_type',
  numbering: 'none',
  search: false,
  columns: [
    { id: 'title', label: 'Title', cell: { kind: 'text', field: 'title' } },
    { id: 'status', label: 'Status', cell: { kind: 'badge', field: 'status_enum' } },
    { id: 'updated_at', label: 'Last Update', cell: { kind: 'date', field: 'updated_at' } },
  ],
  endpoints: { list: videoApi.playgroundVideos.path },
  // A read-only page mounts no global error dialog: a failed load is said above the table.
  messages: { listFailed: 'Failed get videos', listFailedAs: 'inline' },
};
