import {
  areaListScreen,
  categoryColumn,
  dateRangeFilter,
  periodColumns,
  statusColumn,
  statusFilter,
  textColumn,
  titleColumn,
  updatedAtColumn,
} from '@/lib/list-kit';
import { classroomApi } from './api';
import { classroomMessages as M } from './messages';
import { CLASSROOM_PAGE_SIZE, STATUS_LABELS } from './schemas';

/** /classroom 'Classroom List' (spec 002 §2, §7, §9: 10 a page; filters status, start and end date). */
export const classroomListScreen = areaListScreen({
  base: '/classroom',
  api: classroomApi,
  texts: M,
  pageSize: CLASSROOM_PAGE_SIZE,
  createLabel: 'Create Classroom',
  deleteText: '"{title}" will be deleted with its batches.',
  search: { placeholder: 'Search by title', label: 'Search classrooms' },
  filters: [dateRangeFilter('Batch dates', { placeholder: 'Select Date Range', clearable: true }), statusFilter(STATUS_LABELS)],
  columns: [
    titleColumn({ href: '/classroom/detail/:id' }),
    categoryColumn(),
    statusColumn(STATUS_LABELS),
    textColumn('batches', 'Batches'),
    textColumn('participants', 'Participants'),
    ...periodColumns(),
    updatedAtColumn(),
  ],
});
