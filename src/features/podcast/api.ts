import { endpoints } from '@/lib/endpoint';
import { mediaApi } from '@/lib/media-api';
import { PodcastInputSchema, PodcastUpdateSchema } from './schemas';

/** The podcast area's calls: the media library's (lib/media-api.ts); bound in server/http.ts. */
export const podcastApi = endpoints(mediaApi('podcast', '/api/podcasts', 'content-podcast', { input: PodcastInputSchema, update: PodcastUpdateSchema }));
