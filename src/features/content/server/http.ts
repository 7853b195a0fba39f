import type { APIRoute } from 'astro';
import { handle, ok } from '@/server/http/envelope';
import { parseQuery } from '@/server/http/parse';
import { VideoListQuerySchema } from '../schemas';
import { findVideos } from './find-videos';

export const listVideos: APIRoute = handle(async ({ locals, url }) => {
  const query = parseQuery(url, VideoListQuerySchema);
  return ok(await findVideos({ db: locals.db, organizationId: locals.org.id, query }));
});
