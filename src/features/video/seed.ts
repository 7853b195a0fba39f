import type { Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { DEMO_MEDIA } from '@/server/media/demo-media';
import { seedMediaItems, storeDemoMedia, type SeedMediaItem } from '@/server/media/seed-media';
import { videoConfig } from './server/config';

/** Videos a corporate academy in Jakarta would keep, each with a real small file (src/db/seed/media) that plays. */
const VIDEOS: SeedMediaItem[] = [
  {
    title: 'Welcome to Nusantara Learning Academy',
    description: '<p>A short tour of the academy: how to find your courses, join classrooms and track your progress.</p>',
    category: 'Personal Development',
    file: DEMO_MEDIA.videoMp4,
    status: 'publish',
    thumbnail: '/media/thumbnails/classroom.svg',
    age: 40,
  },
  {
    title: 'Fire Evacuation Drill: Jakarta Head Office',
    description: '<p>The evacuation routes of the head office, the assembly point and <strong>who counts heads</strong>.</p>',
    category: 'Workplace Safety',
    file: DEMO_MEDIA.videoWebm,
    status: 'publish',
    thumbnail: '/media/thumbnails/spotlight.svg',
    age: 30,
  },
  {
    title: 'Phishing E-mails: Spot the Signs',
    description: '<p>Five real phishing e-mails our security team caught last quarter, and the signs that gave them away.</p>',
    category: 'Cyber Security Awareness',
    file: DEMO_MEDIA.videoMp4,
    status: 'review',
    thumbnail: null,
    age: 12,
  },
  {
    title: 'Giving Feedback in One-on-Ones',
    description: '<p>The situation–behaviour–impact model in a one-on-one, with a worked example.</p>',
    category: 'Team Leadership',
    file: DEMO_MEDIA.videoWebm,
    status: 'draft',
    thumbnail: '/media/thumbnails/waves.svg',
    age: 5,
  },
];

/** The video area's demo content (beside the demo seed's playground videos, src/db/seed/demo.ts). */
export const seedVideos = (tx: Tx, ctx: SeedContext) => seedMediaItems(tx, ctx, videoConfig, ['mp4', 'webm'], VIDEOS);

/**
 * The demo seed's playground videos play too: the two small demo files (MP4 and WebM) stored once for the
 * organisation, each with the duration read from it, for the seed to give its videos in turn. A video's stored file is
 * never deleted with the video (the storage module keeps it), so videos may share one.
 */
export async function demoVideoFiles(tx: Tx, organization: { id: number; orgCode: string }, userId: number) {
  const store = (file: SeedMediaItem['file']) => storeDemoMedia(tx, { organization, userId, config: videoConfig, kinds: ['mp4', 'webm'], file });
  return [await store(DEMO_MEDIA.videoMp4), await store(DEMO_MEDIA.videoWebm)];
}
