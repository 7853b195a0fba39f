import { column, filter, type ListScreen } from '@/lib/list-kit';
import { feedApi } from './api';
import { feedMessages as M } from './messages';
import { FEED_PAGE_SIZE, STATE_LABELS, TYPE_LABELS } from './schemas';

/** /knowledge-feed as a resource-kit declaration: the moderation queue, reported posts first, then the newest. */
export const feedListScreen: ListScreen = {
  label: M.listTitle,
  pageSize: FEED_PAGE_SIZE,
  sortStyle: 'order_type',
  titleField: 'excerpt',
  search: { placeholder: 'Search by text, link or author', label: 'Search posts' },
  filters: [
    filter.select('state', 'State', STATE_LABELS),
    filter.select('type', 'Type', TYPE_LABELS),
    filter.select('reported', 'Reports', { true: 'Reported only', false: 'Not reported' }),
    filter.dateRange('Posted', { placeholder: 'Select Date Range' }),
  ],
  columns: [
    { id: 'excerpt', label: 'Post', cell: { kind: 'link', field: 'excerpt', href: '/knowledge-feed/detail/:type/:id' }, wrap: true },
    { id: 'type', label: 'Type', cell: { kind: 'label', field: 'type', labels: TYPE_LABELS } },
    column.text('author', 'Author', { field: 'author.full_name' }),
    column.text('open_reports', 'Open Reports', { sortKey: 'reported' }),
    column.text('likes_count', 'Likes', { sortable: true }),
    column.text('comments_count', 'Comments', { sortable: true }),
    { id: 'state', label: 'State', cell: { kind: 'badge', field: 'state', labels: STATE_LABELS } },
    { id: 'created_at', label: 'Posted', sortKey: 'created_at', cell: { kind: 'datetime', field: 'created_at' } },
  ],
  actions: [{ kind: 'detail', label: 'Moderate', href: '/knowledge-feed/detail/:type/:id' }],
  endpoints: { list: feedApi.list.path },
  messages: { listFailed: M.listFailed, empty: 'No posts' },
};
