import { videoListCounts, videos } from '@/db/schema';
import { videoKind } from '../kind';
import type { MediaConfig } from '@/server/media/library';
import { videoMessages } from '../messages';

export const VIDEO_DURATION_JOB = 'video-duration';

/** The videos as the media library's use cases serve them (docs/decisions/0082). */
export const videoConfig: MediaConfig = {
  table: videos,
  counter: videoListCounts,
  info: videoKind,
  messages: videoMessages,
  entity: 'video',
  durationJob: VIDEO_DURATION_JOB,
};
