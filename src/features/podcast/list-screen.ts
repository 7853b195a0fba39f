import { mediaListScreen } from '@/lib/media-library';
import { podcastApi } from './api';
import { podcastKind } from './kind';

/** /podcast 'Podcast List': the media library's list declaration (docs/decisions/0082). */
export const podcastListScreen = mediaListScreen(podcastKind, podcastApi);
