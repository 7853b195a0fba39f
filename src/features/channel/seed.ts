import { and, eq, ilike } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { videos } from '@/db/schema';
import { categories } from '@/db/schema/category';
import type { SeedContext } from '@/db/seed/context';
import { demoPicture } from '@/server/media/demo-picture';
import { storeFile } from '@/server/storage/store-file';
import type { Visibility } from './schemas';
import { createChannel } from './server/create-channel';

interface DemoChannel {
  title: string;
  description: string;
  visibility: Visibility;
  /** Words of the videos' titles it holds, in order. */
  videos: string[];
  cover: Parameters<typeof demoPicture>;
  /** A category that has subcategories (the demo's deletable leaf categories stay deletable), or none: a channel may span topics. */
  category?: string;
}

const CHANNELS: DemoChannel[] = [
  {
    title: 'New Joiner Essentials',
    description: '<p>Everything a new colleague needs in the <strong>first two weeks</strong>: our values, safety, and the tools we use every day.</p>',
    visibility: 'public',
    videos: ['Onboarding', 'Safety', 'Code of Conduct', 'Excel'],
    cover: [
      [15, 118, 110],
      [204, 251, 241],
      [250, 204, 21],
      [80, 120, 160],
    ],
  },
  {
    title: 'Leadership Corner',
    description: '<p>Short talks and practical tools for <em>first-line supervisors</em>: feedback, coaching and running good meetings.</p>',
    visibility: 'public',
    category: 'Leadership & Management',
    videos: ['Leadership', 'Feedback', 'Coaching', 'Meeting'],
    cover: [
      [67, 56, 202],
      [224, 231, 255],
      [234, 88, 12],
      [150, 110, 170, 130],
    ],
  },
  {
    title: 'Sales Playbook 2027 (in preparation)',
    description: '<p>Being prepared by the sales enablement team; hidden from learners until launch.</p>',
    visibility: 'hidden',
    category: 'Sales & Customer Service',
    videos: ['Sales', 'Negotiation', 'Customer'],
    cover: [
      [190, 18, 60],
      [255, 228, 230],
      [30, 64, 175],
      [60, 140, 200],
    ],
  },
];

/** The demo channels, made through the area's own create use case, covers stored through the storage module. */
export async function seedChannels(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people } = ctx;
  const userId = people.admin.id;
  const categoryId = async (name?: string) => {
    if (!name) return null;
    const [c] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.organizationId, org.id), eq(categories.name, name)))
      .limit(1);
    return c?.id ?? null;
  };
  for (const [i, demo] of CHANNELS.entries()) {
    const items: { type: string; id: number }[] = [];
    for (const word of demo.videos) {
      const [v] = await tx
        .select({ id: videos.id })
        .from(videos)
        .where(and(eq(videos.organizationId, org.id), ilike(videos.title, `%${word}%`)))
        .limit(1);
      if (v && !items.some((x) => x.id === v.id)) items.push({ type: 'video', id: v.id });
    }
    const cover = await storeFile({
      db: tx,
      organization: org,
      userId,
      folder: 'covers',
      name: `channel-cover-${i + 1}.png`,
      bytes: demoPicture(...demo.cover),
      policy: { kinds: ['png'], maxBytes: 2 * 1024 * 1024 },
    });
    await createChannel({
      db: tx,
      organizationId: org.id,
      userId,
      input: {
        title: demo.title,
        description: demo.description,
        cover,
        category_id: await categoryId(demo.category),
        visibility: demo.visibility,
        division_ids: [],
        company_ids: [],
        items,
      },
    });
  }
}
