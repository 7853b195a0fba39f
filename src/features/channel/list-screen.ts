import { areaListScreen, column, filter } from '@/lib/list-kit';
import { channelApi } from './api';
import { channelMessages as M } from './messages';
import { CHANNEL_PAGE_SIZE, VISIBILITY_LABELS } from './schemas';

/** /channel 'Channel List' as a resource-kit declaration: last changed first, search over the title. */
export const channelListScreen = areaListScreen({
  base: '/channel',
  api: channelApi,
  texts: M,
  pageSize: CHANNEL_PAGE_SIZE,
  createLabel: 'Create Channel',
  deleteText: '"{title}" will be deleted. Its content stays in the media library.',
  titleField: 'title',
  search: { placeholder: 'Search by title', label: 'Search channels' },
  filters: [filter.select('visibility', 'Visibility', VISIBILITY_LABELS)],
  columns: [
    column.title({ href: '/channel/detail/:id' }),
    column.category({ wrap: true }),
    { id: 'visibility', label: 'Visibility', sortKey: 'visibility', cell: { kind: 'label', field: 'visibility', labels: VISIBILITY_LABELS } },
    column.text('items', 'Items', { sortable: true }),
    column.createdBy('Created By', false),
    column.updatedAt(),
  ],
});
