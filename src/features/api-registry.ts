import { endpoint } from '@/lib/endpoint';
import { bind, createDispatcher, type BoundEndpoint } from '@/server/http/dispatch';
import { areas } from './areas';
import { openApiDocument } from './openapi';

/** The registry documents itself: the OpenAPI document of every endpoint below, this one included. */
const [openapi] = bind(
  { openapi: endpoint({ method: 'GET', path: '/api/openapi.json', access: 'public', summary: 'This document', raw: true }) },
  { openapi: () => new Response(JSON.stringify(openApiDocument(apiRoutes)), { headers: { 'content-type': 'application/json' } }) },
);

/** Every API endpoint with its access rule and handler, from the area manifests; a path missing here answers 404, so none can be left unguarded. */
export const apiRoutes: BoundEndpoint[] = [...areas.flatMap((a) => a.api ?? []), openapi];

export const { candidates: matchApi, dispatch } = createDispatcher(apiRoutes);
