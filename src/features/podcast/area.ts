import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { durationJob } from '@/server/media/library-writes';
import { PODCAST_DURATION_JOB, podcastConfig } from './server/config';
import { podcastEndpoints } from './server/http';
import { seedPodcasts } from './seed';
import { eq, sql } from 'drizzle-orm';
import { podcasts } from '@/db/schema/podcast';
import { podcastKind } from './kind';

const podcast = area({
  name: 'podcast',
  base: '/podcast',
  key: 'content-podcast',
  noun: 'Podcast',
  group: 'Content',
  built: { list: true, create: true, edit: true, detail: true },
});

/**
 * /podcast (spec 000 §2, key content-podcast): audio content on the media library (docs/decisions/0082), and the
 * picker GET /podcasts. Its module `podcast` migrates after the categories: the podcasts table, and the videos'
 * category foreign key that the core migration cannot add.
 */
export default defineArea({
  name: 'podcast',
  routes: podcast.crud(),
  menu: [{ group: 'Content', label: 'Podcast', path: '/podcast', position: 80 }],
  api: podcastEndpoints,
  migrations: ['podcast'],
  seed: seedPodcasts,
  jobs: { [PODCAST_DURATION_JOB]: durationJob(podcastConfig) },
  // A podcast's file: its editors, and the learners of a published course holding the published podcast.
  files: [
    {
      area: 'podcast',
      folders: [podcastKind.folder],
      keys: ['content-podcast'],
      placed: {
        table: podcasts,
        id: podcasts.id,
        organizationId: podcasts.organizationId,
        published: eq(podcasts.status, 'publish'),
        contentType: sql`${podcastKind.kind}`,
        fileColumns: [podcasts.fileId],
      },
    },
  ],
  contents: [
    {
      type: podcastKind.kind,
      label: podcastKind.noun,
      items: {
        table: podcasts,
        id: podcasts.id,
        organizationId: podcasts.organizationId,
        title: podcasts.title,
        status: podcasts.status,
        updatedAt: podcasts.updatedAt,
        pickerSubtitle: podcasts.status,
      },
      category: { table: podcasts, organizationId: podcasts.organizationId, column: podcasts.categoryId, label: ['podcast', 'podcasts'] },
      placeable: { course: 2 },
      inChannels: 2,
    },
  ],
});
