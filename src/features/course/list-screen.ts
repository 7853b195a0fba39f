import { areaListScreen, auditColumns, column, filter } from '@/lib/list-kit';
import { pickerRoutes } from '@/lib/platform-paths';
import { courseApi } from './api';
import { courseMessages as M } from './messages';
import { COURSE_PAGE_SIZE, LEVEL_LABELS, STATUS_LABELS } from './schemas';

/**
 * /course 'Course List' (docs/decisions/0086: one list design, the kit's table): search over the title, filters
 * status, level, category and a creation date range; newest change first; Edit opens a draft at its first unsaved
 * step; Duplicate copies a course as a draft; Delete only where can_delete.
 */
export const courseListScreen = areaListScreen({
  base: '/course',
  api: courseApi,
  texts: M,
  pageSize: COURSE_PAGE_SIZE,
  createLabel: 'Create Course',
  search: { placeholder: 'Search by title', label: 'Search courses' },
  filters: [
    filter.status(STATUS_LABELS),
    filter.select('level', 'Level', LEVEL_LABELS),
    // The organisation's category tree, fetched by the island (not written into every page).
    filter.category({ path: pickerRoutes.categoryOptions.path, tree: true }),
    filter.dateRange('Created between', { placeholder: 'Created date', clearable: true }),
  ],
  columns: [
    column.title({ href: '/course/detail/:id' }),
    column.category({ field: 'category', wrap: true }),
    { id: 'level', label: 'Level', sortKey: 'level', cell: { kind: 'label', field: 'level', labels: LEVEL_LABELS } },
    // The wizard's progress shows under the status (server/list-page.ts).
    column.status(STATUS_LABELS),
    column.text('contents', 'Contents'),
    ...auditColumns(),
    {
      id: 'duplicate',
      label: 'Copy',
      cell: {
        kind: 'call',
        label: 'Duplicate',
        field: 'title',
        endpoint: courseApi.duplicate.path,
        then: '/course/edit/:id',
        done: M.duplicated,
        failed: M.duplicateFailed,
      },
    },
  ],
});
