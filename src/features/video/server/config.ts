import { videoListCounts, videos } from '@/db/schema';
import { MEDIA_KINDS } from '@/lib/media-library';
import type { MediaConfig } from '@/server/media/library';
import { videoMessages } from '../messages';

export const VIDEO_DURATION_JOB = 'video-duration';

/** The videos as the media library's use cases serve them (docs/decisions/0082). */
export const videoConfig: MediaConfig = {
  table: videos,
  counter: videoListCounts,
  info: MEDIA_KINDS.video,
  messages: videoMessages,
  entity: 'video',
  durationJob: VIDEO_DURATION_JOB,
};
