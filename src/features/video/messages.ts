import { mediaMessages } from '@/lib/media-library';

/** The video area's texts (docs/decisions/0082): the media library's wording for 'Video'. */
export const videoMessages = mediaMessages('Video', 'videos');
