import { pickerRoutes } from '@/lib/platform-paths';
import { areaListScreen, auditColumns, column, filter } from '@/lib/list-kit';
import { programApi } from './api';
import { programMessages as M } from './messages';
import { LEVEL_LABELS, PROGRAM_PAGE_SIZE, STATUS_LABELS } from './schemas';

/** /program 'Program List' as a resource-kit declaration (decision 0146): search, category, level, status, created between. */
export const programListScreen = areaListScreen({
  base: '/program',
  api: programApi,
  texts: M,
  pageSize: PROGRAM_PAGE_SIZE,
  createLabel: 'Create Program',
  search: { placeholder: 'Search by title', label: 'Search programs' },
  filters: [
    filter.category({ path: pickerRoutes.categoryOptions.path, tree: true }, { wide: true }),
    filter.select('level', 'Level', LEVEL_LABELS),
    filter.status(STATUS_LABELS),
    filter.dateRange('Date range', { placeholder: 'Select Date Range', clearable: true }),
  ],
  columns: [
    column.title({ href: '/program/detail/:id' }),
    column.category({ wrap: true }),
    { id: 'level', label: 'Level', sortKey: 'level', cell: { kind: 'label', field: 'level', labels: LEVEL_LABELS } },
    column.status(STATUS_LABELS),
    ...auditColumns(),
  ],
});
