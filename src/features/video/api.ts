import { endpoint, endpoints } from '@/lib/endpoint';
import { listResultSchema } from '@/lib/list-schema';
import { mediaApi } from '@/lib/media-api';
import { VideoInputSchema, VideoListQuerySchema, VideoRowSchema, VideoUpdateSchema } from './schemas';

/** The video area's calls: the media library's (lib/media-api.ts) and the playground's list; bound in server/http.ts. */
export const videoApi = endpoints({
  ...mediaApi('video', '/api/videos', 'content-video', { input: VideoInputSchema, update: VideoUpdateSchema }),
  // The playground is open to every signed-in user (rule editor, no key), so its table's call is too.
  playgroundVideos: endpoint({
    method: 'GET',
    path: '/api/playground/videos',
    access: 'signed-in',
    summary: 'The playground Video List (any signed-in user)',
    query: VideoListQuerySchema,
    response: listResultSchema(VideoRowSchema),
  }),
});
