import { mediaListScreen } from '@/lib/media-library';
import { podcastApi } from './api';

/** /podcast 'Podcast List': the media library's list declaration (docs/decisions/0082). */
export const podcastListScreen = mediaListScreen('podcast', podcastApi);
