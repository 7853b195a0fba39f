import { areaListScreen, column, filter } from '@/lib/list-kit';
import { announcementApi, locationApi } from './api';
import { announcementMessages, locationMessages } from './messages';
import { ANNOUNCEMENT_PAGE_SIZE, AUDIENCE_LABELS, PINNED_LABELS, STATUS_LABELS } from './schemas';
import { LOCATION_PAGE_SIZE } from './location-schemas';

/** /setting/announcement 'Announcement List' as a list-kit declaration. */
export const announcementListScreen = areaListScreen({
  base: '/setting/announcement',
  api: announcementApi,
  texts: announcementMessages,
  pageSize: ANNOUNCEMENT_PAGE_SIZE,
  createLabel: 'Create Announcement',
  search: { placeholder: 'Search by title', label: 'Search announcements' },
  filters: [filter.status(STATUS_LABELS), filter.select('audience', 'Audience', AUDIENCE_LABELS), filter.select('pinned', 'Pinned', PINNED_LABELS)],
  columns: [
    column.title(),
    { id: 'audience', label: 'Audience', cell: { kind: 'label', field: 'audience', labels: AUDIENCE_LABELS } },
    { id: 'starts_at', label: 'Start', sortKey: 'starts_at', cell: { kind: 'datetime', field: 'starts_at' } },
    { id: 'ends_at', label: 'End', cell: { kind: 'datetime', field: 'ends_at' } },
    { id: 'pinned', label: 'Pinned', cell: { kind: 'label', field: 'pinned', labels: PINNED_LABELS } },
    { id: 'status', label: 'Status', cell: { kind: 'badge', field: 'status', labels: STATUS_LABELS } },
    column.updatedAt(),
  ],
});

/** /setting/location 'Location List'. */
export const locationListScreen = areaListScreen({
  base: '/setting/location',
  api: locationApi,
  texts: locationMessages,
  pageSize: LOCATION_PAGE_SIZE,
  createLabel: 'Create Location',
  titleField: 'name',
  search: { placeholder: 'Search by name or address', label: 'Search locations' },
  columns: [
    column.title({ field: 'name', label: 'Name' }),
    column.text('address', 'Address', { wrap: true }),
    column.text('radius_meters', 'Radius (m)'),
    column.createdBy(),
    column.updatedAt(),
  ],
});
