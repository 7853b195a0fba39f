import type { DbOrTx } from '@/db/client';
import { getMedia, getMediaHistory } from '@/server/media/library';
import { podcastConfig } from './config';

export const getPodcast = (options: { db: DbOrTx; organizationId: number; id: number }) => getMedia({ ...options, config: podcastConfig });
export const getPodcastHistory = (options: { db: DbOrTx; organizationId: number; id: number }) => getMediaHistory({ ...options, config: podcastConfig });
