import { auditColumns, optionsOf, type ListScreen } from '@/lib/list-kit';
import { courseApi } from './api';
import { courseMessages as M } from './messages';
import { COURSE_PAGE_SIZE, LEVEL_LABELS, STATUS_LABELS } from './schemas';

/**
 * /course 'Course List' (docs/decisions/0086: one list design, the kit's table): search over the title, filters
 * status, level, category and a creation date range; newest change first; Edit opens a draft at its first unsaved
 * step; Duplicate copies a course as a draft; Delete only where can_delete.
 */
export const courseListScreen: ListScreen = {
  label: M.listTitle,
  pageSize: COURSE_PAGE_SIZE,
  sortStyle: 'order_type',
  search: { placeholder: 'Search by title', label: 'Search courses' },
  filters: [
    { kind: 'select', key: 'status', label: 'Status', placeholder: 'Status', options: optionsOf(STATUS_LABELS) },
    { kind: 'select', key: 'level', label: 'Level', placeholder: 'Level', options: optionsOf(LEVEL_LABELS) },
    { kind: 'select', key: 'category_id', label: 'Category', placeholder: 'Category', options: [] },
    { kind: 'date-range', start: 'start_date', end: 'end_date', label: 'Created between', placeholder: 'Created date', clearable: true },
  ],
  columns: [
    { id: 'title', label: 'Title', sortKey: 'title', cell: { kind: 'link', field: 'title', href: '/course/detail/:id' }, wrap: true },
    { id: 'category', label: 'Category', cell: { kind: 'text', field: 'category' }, wrap: true },
    { id: 'level', label: 'Level', sortKey: 'level', cell: { kind: 'label', field: 'level', labels: LEVEL_LABELS } },
    { id: 'status', label: 'Status', sortKey: 'status', cell: { kind: 'badge', field: 'status', labels: STATUS_LABELS } },
    { id: 'steps', label: 'Wizard', cell: { kind: 'custom', renderer: 'course-steps' } },
    { id: 'contents', label: 'Contents', cell: { kind: 'text', field: 'contents' } },
    ...auditColumns(),
    { id: 'duplicate', label: 'Copy', cell: { kind: 'custom', renderer: 'course-duplicate' } },
  ],
  actions: [{ kind: 'edit', href: '/course/edit/:id' }, { kind: 'detail', href: '/course/detail/:id' }, { kind: 'delete' }],
  create: { label: 'Create Course', href: '/course/create' },
  endpoints: { list: courseApi.list.path, remove: courseApi.remove.path },
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
