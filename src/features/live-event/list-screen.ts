import { areaListScreen, column, filter } from '@/lib/list-kit';
import { liveEventApi } from './api';
import { liveEventMessages as M } from './messages';
import { LIVE_EVENT_PAGE_SIZE, STATUS_LABELS } from './schemas';

/** /live-event 'Live Event List' as a resource-kit declaration: last updated first, search over the title (3 characters, 500 ms). */
export const liveEventListScreen = areaListScreen({
  base: '/live-event',
  api: liveEventApi,
  texts: M,
  pageSize: LIVE_EVENT_PAGE_SIZE,
  createLabel: 'Create Live Event',
  search: { placeholder: 'Search by title', label: 'Search live events' },
  filters: [filter.status(STATUS_LABELS), filter.dateRange('Schedule', { placeholder: 'Schedule (WIB)', clearable: true })],
  columns: [
    column.title(),
    column.category({ wrap: true }),
    { id: 'start_at', label: 'Schedule (WIB)', sortKey: 'start_at', cell: { kind: 'datetime', field: 'start_at' } },
    { id: 'registered', label: 'Registered', cell: { kind: 'text', field: 'registered' } },
    column.status(STATUS_LABELS),
    column.updatedAt(),
  ],
});
