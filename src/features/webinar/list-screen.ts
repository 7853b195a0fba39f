import { areaListScreen, column, filter } from '@/lib/list-kit';
import { webinarApi } from './api';
import { webinarMessages as M } from './messages';
import { PLATFORM_LABELS, STATUS_LABELS, WEBINAR_PAGE_SIZE } from './schemas';

/** /webinar 'Webinar List' as a resource-kit declaration: last updated first, search over the title (3 characters, 500 ms). */
export const webinarListScreen = areaListScreen({
  base: '/webinar',
  api: webinarApi,
  texts: M,
  pageSize: WEBINAR_PAGE_SIZE,
  createLabel: 'Create Webinar',
  search: { placeholder: 'Search by title', label: 'Search webinars' },
  filters: [filter.status(STATUS_LABELS), filter.dateRange('Schedule', { placeholder: 'Schedule (WIB)', clearable: true })],
  columns: [
    column.title(),
    column.category({ wrap: true }),
    { id: 'start_at', label: 'Schedule (WIB)', sortKey: 'start_at', cell: { kind: 'datetime', field: 'start_at' } },
    { id: 'platform', label: 'Platform', cell: { kind: 'label', field: 'platform', labels: PLATFORM_LABELS } },
    column.status(STATUS_LABELS),
    column.updatedAt(),
  ],
});
