import { areaListScreen, auditColumns, column, filter } from '@/lib/list-kit';
import { journeyApi } from './api';
import { journeyMessages as M } from './messages';
import { AUDIENCE_LABELS, JOURNEY_PAGE_SIZE, STATUS_LABELS } from './schemas';

/** /journey 'Journey List' as a resource-kit declaration (decision 0148): search, audience, status, created between. */
export const journeyListScreen = areaListScreen({
  base: '/journey',
  api: journeyApi,
  texts: M,
  pageSize: JOURNEY_PAGE_SIZE,
  createLabel: 'Create Journey',
  search: { placeholder: 'Search by title', label: 'Search journeys' },
  filters: [
    filter.select('audience_type', 'Audience', AUDIENCE_LABELS),
    filter.status(STATUS_LABELS),
    filter.dateRange('Date range', { placeholder: 'Select Date Range', clearable: true }),
  ],
  columns: [
    column.title({ href: '/journey/detail/:id' }),
    { id: 'audience_type', label: 'Audience', cell: { kind: 'label', field: 'audience_type', labels: AUDIENCE_LABELS } },
    { id: 'steps', label: 'Steps', cell: { kind: 'text', field: 'steps' } },
    column.status(STATUS_LABELS),
    ...auditColumns(),
  ],
});
