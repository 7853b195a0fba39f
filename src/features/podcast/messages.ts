import { mediaMessages } from '@/lib/media-library';

/** The podcast area's texts (docs/decisions/0082): the media library's wording for 'Podcast'. */
export const podcastMessages = mediaMessages('Podcast', 'podcasts');
