import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { durationJob } from '@/server/media/library-writes';
import { VIDEO_DURATION_JOB, videoConfig } from './server/config';
import { videoEndpoints } from './server/http';
import { seedVideos } from './seed';
import { eq, sql } from 'drizzle-orm';
import { videos } from '@/db/schema';
import { videoKind } from './kind';

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
 * table; a later module adds its category foreign key (the categories migrate after the core).
 */
export default defineArea({
  name: 'video',
  routes: video.crud(),
  menu: [{ group: 'Content', label: 'Video', path: '/video', position: 70 }],
  api: videoEndpoints,
  seed: seedVideos,
  jobs: { [VIDEO_DURATION_JOB]: durationJob(videoConfig) },
  // A video's file: its editors, and the learners of a published course holding the published video.
  files: [
    {
      area: 'video',
      folders: [videoKind.folder],
      keys: ['content-video'],
      placed: {
        table: videos,
        id: videos.id,
        organizationId: videos.organizationId,
        published: eq(videos.status, 'publish'),
        contentType: sql`${videoKind.kind}`,
        fileColumns: [videos.fileId],
      },
    },
  ],
  contents: [
    {
      type: videoKind.kind,
      label: videoKind.noun,
      items: {
        table: videos,
        id: videos.id,
        organizationId: videos.organizationId,
        title: videos.title,
        status: videos.status,
        updatedAt: videos.updatedAt,
        pickerSubtitle: videos.status,
      },
      category: { table: videos, organizationId: videos.organizationId, column: videos.categoryId, label: ['video', 'videos'] },
      placeable: { course: 6 },
      inChannels: 1,
    },
  ],
});
