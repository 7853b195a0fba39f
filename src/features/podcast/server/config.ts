import { podcastListCounts, podcasts } from '@/db/schema/podcast';
import { podcastKind } from '../kind';
import type { MediaConfig, MediaTable } from '@/server/media/library';
import { podcastMessages } from '../messages';

export const PODCAST_DURATION_JOB = 'podcast-duration';

/** The podcasts as (the table has the videos' columns: src/db/schema/media.ts mediaColumns) the media library's use cases serve them (docs/decisions/0082). */
export const podcastConfig: MediaConfig = {
  table: podcasts as unknown as MediaTable,
  counter: podcastListCounts,
  info: podcastKind,
  messages: podcastMessages,
  entity: 'podcast',
  durationJob: PODCAST_DURATION_JOB,
};
