import type { ListScreen } from '@/lib/list-kit';
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
    { kind: 'date-range', start: 'start_date', end: 'end_date', label: 'Date range', placeholder: 'Select Date Range', clearable: true },
    { kind: 'select', key: 'content_type', label: 'Module Type', options: moduleTypeOptions(), className: 'dt-filter-wide' },
  ],
  columns: [
    { id: 'title', label: 'Title', sortKey: 'title', cell: { kind: 'text', field: 'title' }, wrap: true },
    { id: 'content_type', label: 'Module Type', sortKey: 'content_type', cell: { kind: 'label', field: 'content_type' } },
    { id: 'created_by', label: 'Created By', sortKey: 'created_by', cell: { kind: 'text', field: 'created_by.full_name' } },
    { id: 'created_at', label: 'Created', sortKey: 'created_at', cell: { kind: 'date', field: 'created_at' } },
    { id: 'updated_at', label: 'Last Update', sortKey: 'updated_at', cell: { kind: 'date', field: 'updated_at' } },
  ],
  actions: [
    { kind: 'edit', href: '/presence/edit/:id' },
    { kind: 'detail', href: '/presence/detail/:id' },
    { kind: 'delete' },
  ],
  create: { label: 'Create Presence', href: '/presence/create' },
  endpoints: { list: presenceApi.list.path, remove: presenceApi.remove.path },
  messages: {
    listFailed: M.listFailed,
    deleteTitle: 'Delete Presence?',
    deleteText: '"{title}" will be deleted.',
    deleted: M.deleted,
    deleteFailed: M.deleteFailed,
    deleteFailedTitle: M.deleteFailedTitle,
  },
};
