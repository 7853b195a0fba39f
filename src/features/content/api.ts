import { endpoint, endpoints } from '@/lib/endpoint';
import { listResultSchema } from '@/lib/list-schema';
import { VideoListQuerySchema, VideoRowSchema } from './schemas';

export const contentApi = endpoints({
  videos: endpoint({
    method: 'GET',
    path: '/api/videos',
    access: 'key',
    key: 'content-video',
    summary: "The organisation's videos (list contract)",
    query: VideoListQuerySchema,
    response: listResultSchema(VideoRowSchema),
  }),
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
