import { bind } from '@/server/http/dispatch';
import { mediaHandlers } from '@/server/media/library-http';
import { podcastApi } from '../api';
import { podcastConfig } from './config';

/** The podcast endpoints (api.ts) bound to the media library's use cases. */
export const podcastEndpoints = bind(podcastApi, mediaHandlers(podcastConfig));
