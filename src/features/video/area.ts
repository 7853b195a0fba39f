import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { durationJob } from '@/server/media/library-writes';
import { VIDEO_DURATION_JOB, videoConfig } from './server/config';
import { videoEndpoints } from './server/http';
import { seedVideos } from './seed';

const video = area({
  name: 'video',
  base: '/video',
  key: 'content-video',
  noun: 'Video',
  group: 'Content',
  built: { list: true, create: true, edit: true, detail: true },
});

/**
 * /video (spec 000 §2, key content-video): videos with their file, thumbnail, category, duration read by a job and the
 * draft → review → publish workflow, and the picker GET /videos (docs/decisions/0082). The core migration holds its
 * table; the podcast module adds its category foreign key.
 */
export default defineArea({
  name: 'video',
  routes: video.crud(),
  menu: [{ group: 'Content', label: 'Video', path: '/video', position: 70 }],
  api: videoEndpoints,
  seed: seedVideos,
  jobs: { [VIDEO_DURATION_JOB]: durationJob(videoConfig) },
});
