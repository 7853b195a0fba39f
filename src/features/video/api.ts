import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { listResultSchema } from '@/lib/list-schema';
import { MediaCreatedSchema, MediaDetailSchema, MediaSavedSchema, MediaStatusInputSchema } from '@/lib/media-library';
import { VideoInputSchema, VideoListQuerySchema, VideoRowSchema, VideoUpdateSchema } from './schemas';

const key = { access: 'key', key: 'content-video' } as const;
const P = '/api/videos';
const OptionSchema = z.object({ label: z.string(), value: z.string() });

/**
 * The video area's calls: the /video screens' CRUD and status workflow, and the picker GET /videos (spec 002 §7,
 * the list envelope, 10 a page, search), which is also the list screen's call; bound in server/http.ts.
 */
export const videoApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: P,
    ...key,
    summary: "The organisation's videos (list contract: keyword on the title, status, category_id, start_date/end_date; the picker too)",
    query: VideoListQuerySchema,
    response: listResultSchema(VideoRowSchema),
  }),
  categories: endpoint({
    method: 'GET',
    path: `${P}/categories`,
    ...key,
    summary: 'The categories a video may be put in, in tree order (label indented by depth)',
    response: z.array(OptionSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: P,
    ...key,
    summary: 'Create a video (in draft; its duration is read by a job)',
    body: VideoInputSchema,
    response: MediaCreatedSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: `${P}/:id`,
    ...key,
    summary: 'A video with its file, status history fields and duration job',
    response: MediaDetailSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: `${P}/:id`,
    ...key,
    summary: 'Edit a video (nothing changed answers changed: false; a stale updated_at is 409)',
    body: VideoUpdateSchema,
    response: MediaSavedSchema,
  }),
  status: endpoint({
    method: 'POST',
    path: `${P}/:id/status`,
    ...key,
    summary: 'Move a video along draft → review → publish (or back to draft); who and when are recorded',
    body: MediaStatusInputSchema,
    response: z.object({ id: z.number(), status: z.string(), updated_at: z.string() }),
  }),
  remove: endpoint({ method: 'DELETE', path: `${P}/:id`, ...key, summary: 'Delete a video that is not published (otherwise 409)', response: z.null() }),
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
