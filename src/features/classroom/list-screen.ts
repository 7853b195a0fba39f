import { optionsOf, type ListScreen } from '@/lib/list-kit';
import { classroomApi } from './api';
import { classroomMessages as M } from './messages';
import { CLASSROOM_PAGE_SIZE, STATUS_LABELS } from './schemas';

/** /classroom 'Classroom List' (spec 002 §2, §7, §9: 10 a page; filters status, start and end date). */
export const classroomListScreen: ListScreen = {
  label: M.listTitle,
  pageSize: CLASSROOM_PAGE_SIZE,
  sortStyle: 'order_type',
  search: { placeholder: 'Search by title', label: 'Search classrooms' },
  filters: [
    { kind: 'date-range', start: 'start_date', end: 'end_date', label: 'Batch dates', placeholder: 'Select Date Range', clearable: true },
    { kind: 'select', key: 'status', label: 'Status', placeholder: 'Status', options: optionsOf(STATUS_LABELS) },
  ],
  columns: [
    { id: 'title', label: 'Title', sortKey: 'title', cell: { kind: 'link', field: 'title', href: '/classroom/detail/:id' }, wrap: true },
    { id: 'category', label: 'Category', cell: { kind: 'text', field: 'category.name' } },
    { id: 'status', label: 'Status', sortKey: 'status', cell: { kind: 'badge', field: 'status', labels: STATUS_LABELS } },
    { id: 'batches', label: 'Batches', cell: { kind: 'text', field: 'batches' } },
    { id: 'participants', label: 'Participants', cell: { kind: 'text', field: 'participants' } },
    { id: 'start_date', label: 'Start Date', sortKey: 'start_date', cell: { kind: 'date', field: 'start_date' } },
    { id: 'end_date', label: 'End Date', cell: { kind: 'date', field: 'end_date' } },
    { id: 'updated_at', label: 'Last Update', sortKey: 'updated_at', cell: { kind: 'date', field: 'updated_at' } },
  ],
  actions: [{ kind: 'edit', href: '/classroom/edit/:id' }, { kind: 'detail', href: '/classroom/detail/:id' }, { kind: 'delete' }],
  create: { label: 'Create Classroom', href: '/classroom/create' },
  endpoints: { list: classroomApi.list.path, remove: classroomApi.remove.path },
  messages: {
    listFailed: M.listFailed,
    deleteTitle: M.deleteTitle,
    deleteText: '"{title}" will be deleted with its batches.',
    deleted: M.deleted,
    deleteFailed: M.deleteFailed,
    deleteFailedTitle: M.deleteFailedTitle,
    deleteFailedFromServer: true,
  },
};
