import { createDispatcher, type BoundEndpoint } from '@/server/http/dispatch';
import { areas } from './areas';

/** Every API endpoint with its access rule and handler, from the area manifests; a path missing here answers 404, so none can be left unguarded. */
export const apiRoutes: BoundEndpoint[] = areas.flatMap((a) => a.api ?? []);

export const { match: matchEndpoint, candidates: matchApi, dispatch } = createDispatcher(apiRoutes);
