import { column, type ListScreen } from '@/lib/list-kit';
import { mediaListScreen } from '@/lib/media-library';
import { videoApi } from './api';
import { videoKind } from './kind';

/** /video 'Video List': the media library's list declaration (docs/decisions/0082). */
export const videoListScreen = mediaListScreen(videoKind, videoApi);

/** /playground 'Video List' (spec 000 §2): read-only, no search, filters or row actions, a pagination footer. */
export const playgroundVideoScreen: ListScreen = {
  label: 'Video List',
  pageSize: 10,
  sortStyle: 'order_type',
  numbering: 'none',
  search: false,
  columns: [
    column.text('title', 'Title'),
    { id: 'status', label: 'Status', cell: { kind: 'badge', field: 'status_enum' } },
    column.date('updated_at', 'Last Update', false),
  ],
  endpoints: { list: videoApi.playgroundVideos.path },
  // A read-only page mounts no global error dialog: a failed load is said above the table.
  messages: { listFailed: 'Failed get videos', listFailedAs: 'inline' },
};
