import type { Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { DEMO_MEDIA } from '@/server/media/demo-media';
import { seedMediaItems, type SeedMediaItem } from '@/server/media/seed-media';
import { podcastConfig } from './server/config';

/** Podcasts of a corporate academy, each with a real small file (src/db/seed/media) that plays. */
const PODCASTS: SeedMediaItem[] = [
  {
    title: 'Leadership Lunch Talk #12: Leading Remote Teams',
    description: '<p>Three branch managers on running a team spread over Jakarta, Surabaya and Medan.</p>',
    category: 'Team Leadership',
    file: DEMO_MEDIA.audioMp3,
    status: 'publish',
    thumbnail: '/media/thumbnails/waves.svg',
    age: 35,
  },
  {
    title: 'Customer Stories: Service Recovery',
    description: '<p>A customer whose card was blocked abroad, and how our call centre turned it around.</p>',
    category: 'Customer Service Excellence',
    file: DEMO_MEDIA.audioM4a,
    status: 'review',
    thumbnail: '/media/thumbnails/spotlight.svg',
    age: 20,
  },
  {
    title: 'Five-Minute Compliance: Gifts and Hospitality',
    description: '<p>When a gift from a supplier must be declared, and to whom. <em>Mandatory for all staff.</em></p>',
    category: 'Anti-Corruption & Ethics',
    file: DEMO_MEDIA.audioWav,
    status: 'draft',
    thumbnail: null,
    age: 8,
  },
  {
    title: 'Data Literacy Weekly: Reading a Dashboard',
    description: '<p>What a trend line hides, and three questions to ask before you act on a chart.</p>',
    category: 'Data Literacy',
    file: DEMO_MEDIA.audioMp3,
    status: 'publish',
    thumbnail: '/media/thumbnails/classroom.svg',
    age: 3,
  },
];

/** The podcast area's demo content. */
export const seedPodcasts = (tx: Tx, ctx: SeedContext) => seedMediaItems(tx, ctx, podcastConfig, ['mp3', 'm4a', 'wav'], PODCASTS);
