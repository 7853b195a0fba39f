import type { ListScreen } from '@/lib/list-kit';
import { contentApi } from './api';

/** /playground 'Video List' (spec 000 §2): read-only, no search, filters or row actions, a pagination footer. */
export const playgroundVideoScreen: ListScreen = {
  label: 'Video List',
  pageSize: 10,
  sortStyle: 'order_type',
  numbering: 'none',
  search: false,
  columns: [
    { id: 'title', label: 'Title', cell: { kind: 'text', field: 'title' } },
    { id: 'status', label: 'Status', cell: { kind: 'badge', field: 'status_enum' } },
    { id: 'updated_at', label: 'Last Update', cell: { kind: 'date', field: 'updated_at' } },
  ],
  endpoints: { list: contentApi.playgroundVideos.path },
  // A read-only page mounts no global error dialog: a failed load is said above the table.
  messages: { listFailed: 'Failed get videos', listFailedAs: 'inline' },
};
