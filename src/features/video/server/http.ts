import { bind } from '@/server/http/dispatch';
import { mediaHandlers } from '@/server/media/library-http';
import { videoApi } from '../api';
import { videoConfig as config } from './config';
import { findVideos } from './find-videos';

/** The video endpoints (api.ts) bound to the media library's use cases, and the playground's list of the same videos. */
export const videoEndpoints = bind(videoApi, {
  ...mediaHandlers(config),
  playgroundVideos: ({ caller, query }) => findVideos({ db: caller.db, organizationId: caller.organizationId, query }),
});
