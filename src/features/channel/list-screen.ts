import { optionsOf, type ListScreen } from '@/lib/list-kit';
import { channelApi } from './api';
import { channelMessages as M } from './messages';
import { CHANNEL_PAGE_SIZE, VISIBILITY_LABELS } from './schemas';

/** /channel 'Channel List' as a resource-kit declaration: last changed first, search over the title. */
export const channelListScreen: ListScreen = {
  label: M.listTitle,
  pageSize: CHANNEL_PAGE_SIZE,
  sortStyle: 'order_type',
  titleField: 'title',
  search: { placeholder: 'Search by title', label: 'Search channels' },
  filters: [{ kind: 'select', key: 'visibility', label: 'Visibility', placeholder: 'Visibility', options: optionsOf(VISIBILITY_LABELS) }],
  columns: [
    { id: 'title', label: 'Title', sortKey: 'title', cell: { kind: 'link', field: 'title', href: '/channel/detail/:id' }, wrap: true },
    { id: 'visibility', label: 'Visibility', sortKey: 'visibility', cell: { kind: 'label', field: 'visibility', labels: VISIBILITY_LABELS } },
    { id: 'items', label: 'Items', sortKey: 'items', cell: { kind: 'text', field: 'items' } },
    { id: 'created_by', label: 'Created By', cell: { kind: 'text', field: 'created_by.full_name' } },
    { id: 'updated_at', label: 'Last Update', sortKey: 'updated_at', cell: { kind: 'date', field: 'updated_at' } },
  ],
  actions: [{ kind: 'edit', href: '/channel/edit/:id' }, { kind: 'detail', href: '/channel/detail/:id' }, { kind: 'delete' }],
  create: { label: 'Create Channel', href: '/channel/create' },
  endpoints: { list: channelApi.list.path, remove: channelApi.remove.path },
  messages: {
    listFailed: M.listFailed,
    deleteTitle: M.deleteTitle,
    deleteText: '"{title}" will be deleted. Its content stays in the media library.',
    deleted: M.deleted,
    deleteFailed: M.deleteFailed,
    deleteFailedTitle: M.deleteFailedTitle,
    deleteFailedFromServer: true,
  },
};
