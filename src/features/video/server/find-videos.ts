import type { DbOrTx } from '@/db/client';
import type { ListResult } from '@/lib/list';
import type { MediaListQuery, MediaRow } from '@/lib/media-library';
import { findMedia } from '@/server/media/library';
import { videoConfig } from './config';

/** The organisation's videos, one page at a time (the list screen, the picker and the playground). */
export const findVideos = (options: { db: DbOrTx; organizationId: number; query: MediaListQuery }): Promise<ListResult<MediaRow>> =>
  findMedia({ ...options, config: videoConfig });
