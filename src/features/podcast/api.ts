import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { listResultSchema } from '@/lib/list-schema';
import { MediaCreatedSchema, MediaDetailSchema, MediaSavedSchema, MediaStatusInputSchema } from '@/lib/media-library';
import { PodcastInputSchema, PodcastListQuerySchema, PodcastRowSchema, PodcastUpdateSchema } from './schemas';

const key = { access: 'key', key: 'content-podcast' } as const;
const P = '/api/podcasts';
const OptionSchema = z.object({ label: z.string(), value: z.string() });

/**
 * The podcast area's calls: the /podcast screens' CRUD and status workflow, and the picker GET /podcasts (spec 002 §7,
 * the list envelope, 10 a page, search), which is also the list screen's call; bound in server/http.ts.
 */
export const podcastApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: P,
    ...key,
    summary: "The organisation's podcasts (list contract: keyword on the title, status, category_id, start_date/end_date; the picker too)",
    query: PodcastListQuerySchema,
    response: listResultSchema(PodcastRowSchema),
  }),
  categories: endpoint({
    method: 'GET',
    path: `${P}/categories`,
    ...key,
    summary: 'The categories a podcast may be put in, in tree order (label indented by depth)',
    response: z.array(OptionSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: P,
    ...key,
    summary: 'Create a podcast (in draft; its duration is read by a job)',
    body: PodcastInputSchema,
    response: MediaCreatedSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: `${P}/:id`,
    ...key,
    summary: 'A podcast with its file, status history fields and duration job',
    response: MediaDetailSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: `${P}/:id`,
    ...key,
    summary: 'Edit a podcast (nothing changed answers changed: false; a stale updated_at is 409)',
    body: PodcastUpdateSchema,
    response: MediaSavedSchema,
  }),
  status: endpoint({
    method: 'POST',
    path: `${P}/:id/status`,
    ...key,
    summary: 'Move a podcast along draft → review → publish (or back to draft); who and when are recorded',
    body: MediaStatusInputSchema,
    response: z.object({ id: z.number(), status: z.string(), updated_at: z.string() }),
  }),
  remove: endpoint({ method: 'DELETE', path: `${P}/:id`, ...key, summary: 'Delete a podcast that is not published (otherwise 409)', response: z.null() }),
});
