import type { DbOrTx } from '@/db/client';
import type { ListResult } from '@/lib/list';
import type { MediaListQuery, MediaRow } from '@/lib/media-library';
import { findMedia } from '@/server/media/library';
import { podcastConfig } from './config';

/** The organisation's podcasts, one page at a time (the list screen and the picker). */
export const findPodcasts = (options: { db: DbOrTx; organizationId: number; query: MediaListQuery }): Promise<ListResult<MediaRow>> =>
  findMedia({ ...options, config: podcastConfig });
