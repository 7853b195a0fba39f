import { bind } from '@/server/http/dispatch';
import { contentApi } from '../api';
import { findVideos } from './find-videos';

export const contentEndpoints = bind(contentApi, {
  videos: ({ caller, query }) => findVideos({ db: caller.db, organizationId: caller.organizationId, query }),
  playgroundVideos: ({ caller, query }) => findVideos({ db: caller.db, organizationId: caller.organizationId, query }),
});
