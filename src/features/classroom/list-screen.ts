import { areaListScreen, column, filter } from '@/lib/list-kit';
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
  filters: [filter.dateRange('Batch dates', { placeholder: 'Select Date Range', clearable: true }), filter.status(STATUS_LABELS)],
  columns: [
    column.title({ href: '/classroom/detail/:id' }),
    column.category(),
    column.status(STATUS_LABELS),
    column.text('batches', 'Batches'),
    column.text('participants', 'Participants'),
    ...column.period(),
    column.updatedAt(),
  ],
});
