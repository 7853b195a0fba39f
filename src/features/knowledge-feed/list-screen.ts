import { optionsOf, type ListScreen } from '@/lib/list-kit';
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
    { kind: 'select', key: 'state', label: 'State', placeholder: 'State', options: optionsOf(STATE_LABELS) },
    { kind: 'select', key: 'type', label: 'Type', placeholder: 'Type', options: optionsOf(TYPE_LABELS) },
    { kind: 'select', key: 'reported', label: 'Reports', placeholder: 'Reports', options: optionsOf({ true: 'Reported only', false: 'Not reported' }) },
    { kind: 'date-range', start: 'start_date', end: 'end_date', label: 'Posted', placeholder: 'Select Date Range' },
  ],
  columns: [
    { id: 'excerpt', label: 'Post', cell: { kind: 'link', field: 'excerpt', href: '/knowledge-feed/detail/:type/:id' }, wrap: true },
    { id: 'type', label: 'Type', cell: { kind: 'label', field: 'type', labels: TYPE_LABELS } },
    { id: 'author', label: 'Author', cell: { kind: 'text', field: 'author.full_name' } },
    { id: 'open_reports', label: 'Open Reports', sortKey: 'reported', cell: { kind: 'text', field: 'open_reports' } },
    { id: 'likes_count', label: 'Likes', sortKey: 'likes_count', cell: { kind: 'text', field: 'likes_count' } },
    { id: 'comments_count', label: 'Comments', sortKey: 'comments_count', cell: { kind: 'text', field: 'comments_count' } },
    { id: 'state', label: 'State', cell: { kind: 'badge', field: 'state', labels: STATE_LABELS } },
    { id: 'created_at', label: 'Posted', sortKey: 'created_at', cell: { kind: 'datetime', field: 'created_at' } },
  ],
  actions: [{ kind: 'detail', label: 'Moderate', href: '/knowledge-feed/detail/:type/:id' }],
  endpoints: { list: feedApi.list.path },
  messages: { listFailed: M.listFailed, empty: 'No posts' },
};
