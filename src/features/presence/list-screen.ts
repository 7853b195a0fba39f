import { auditColumns, column, DELETE_TEXT, filter, listEndpoints, rowActions, type ListScreen } from '@/lib/list-kit';
import { presenceApi } from './api';
import { presenceMessages as M } from './messages';
import { PRESENCE_PAGE_SIZE, moduleTypeOptions } from './schemas';

/** /presence 'Presence List' (spec 002 §2) as a resource-kit declaration (decision 0007). */
export const presenceListScreen: ListScreen = {
  label: M.listTitle,
  pageSize: PRESENCE_PAGE_SIZE,
  sortStyle: 'order_type',
  search: { placeholder: 'Search by title' },
  filters: [
    filter.dateRange('Date range', { placeholder: 'Select Date Range', clearable: true }),
    { kind: 'select', key: 'content_type', label: 'Module Type', options: moduleTypeOptions(), className: 'dt-filter-wide' },
  ],
  columns: [
    column.title(),
    { id: 'content_type', label: 'Module Type', sortKey: 'content_type', cell: { kind: 'label', field: 'content_type' } },
    ...auditColumns(),
  ],
  actions: rowActions('/presence'),
  create: { label: 'Create Presence', href: '/presence/create' },
  endpoints: listEndpoints(presenceApi),
  messages: {
    listFailed: M.listFailed,
    deleteTitle: 'Delete Presence?',
    deleteText: DELETE_TEXT,
    deleted: M.deleted,
    deleteFailed: M.deleteFailed,
    deleteFailedTitle: M.deleteFailedTitle,
  },
};
