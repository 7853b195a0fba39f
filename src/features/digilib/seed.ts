import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { DEMO_MEDIA, readDemoMedia } from '@/server/media/demo-media';
import { categories } from '@/db/schema/category';
import type { digilibItems } from '@/db/schema/digilib';
import { demoCoverPng } from '@/server/demo-cover';
import { storeFile } from '@/server/storage/store-file';
import { insertItem } from './testing';

type Row = Omit<typeof digilibItems.$inferInsert, 'organizationId'>;
type Rgb = [number, number, number];
const COVER_POLICY = { kinds: ['png' as const], maxBytes: 2 * 1024 * 1024 };
const EBOOK_POLICY = { kinds: ['pdf' as const, 'epub' as const], maxBytes: 200 * 1024 * 1024 };

/** A corporate library: an in-house e-book (a real PDF), books on the shelves of the head office, partner e-books. */
const ITEMS: Array<{ row: Row; category: string; colours: [Rgb, Rgb]; pdf?: true }> = [
  {
    row: {
      type: 1,
      title: 'Nusantara Code of Conduct 2026',
      description: 'The company code of conduct: gifts, conflicts of interest and speaking up.',
      author: 'Compliance Office',
      publisher: 'PT Nusantara Learning',
      isbn: '9786020312347',
    },
    category: 'Compliance & Safety',
    colours: [
      [127, 29, 29],
      [248, 113, 113],
    ],
    pdf: true,
  },
  {
    row: {
      type: 2,
      title: 'The Effective Executive',
      description: 'A classic on managing oneself; the copies are in the head office library.',
      author: 'Peter F. Drucker',
      publisher: 'Harper Business',
      isbn: '9780060833459',
      location: 'Menara Nusantara, 12th floor library, shelf B3',
      stock: 5,
      borrowed: 2,
    },
    category: 'Leadership & Management',
    colours: [
      [30, 41, 59],
      [148, 163, 184],
    ],
  },
  {
    row: {
      type: 2,
      title: 'Storytelling with Data',
      author: 'Cole Nussbaumer Knaflic',
      publisher: 'Wiley',
      isbn: '9781119002253',
      location: 'Surabaya office, learning corner',
      stock: 2,
      borrowed: 2,
    },
    category: 'Technology & Digital',
    colours: [
      [6, 95, 70],
      [52, 211, 153],
    ],
  },
  {
    row: {
      type: 3,
      title: 'Negotiation Essentials (partner e-book)',
      description: 'Read in the partner library with the company account.',
      author: 'Bina Digital Academy',
      publisher: 'Bina Digital Academy',
      partnerUrl: 'https://library.binadigital.example/books/negotiation-essentials',
    },
    category: 'Sales & Customer Service',
    colours: [
      [124, 45, 18],
      [251, 146, 60],
    ],
  },
];

/** The digital library's demo content; the first item (id 1 on a fresh database) is the one the access walk opens. */
export async function seedDigilib(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people } = ctx;
  const by = people.admin.id;
  const cats = await tx.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.organizationId, org.id));
  const store = (folder: string, name: string, bytes: Buffer, policy: typeof COVER_POLICY | typeof EBOOK_POLICY) =>
    storeFile({ db: tx, organization: org, userId: by, folder, name, bytes, policy });
  for (const [i, item] of ITEMS.entries()) {
    const cover = await store('covers', `cover-${i + 1}.png`, demoCoverPng(...item.colours, 180, 260), COVER_POLICY);
    const ebook = item.pdf ? await store('ebooks', 'code-of-conduct-2026.pdf', await readDemoMedia(DEMO_MEDIA.pdf), EBOOK_POLICY) : null;
    await insertItem(tx, {
      organizationId: org.id,
      ...item.row,
      categoryId: cats.find((c) => c.name === item.category)?.id ?? cats[0]?.id ?? null,
      coverFileId: cover.id,
      ebookFileId: ebook?.id ?? null,
      createdBy: by,
      updatedBy: by,
      createdAt: new Date(Date.now() - (50 - i) * 86_400_000),
      updatedAt: new Date(Date.now() - (12 - i) * 86_400_000),
    });
  }
}
