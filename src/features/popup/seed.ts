import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { companies, divisions } from '@/db/schema';
import type { popups } from '@/db/schema/popup';
import { categories } from '@/db/schema/category';
import { demoCoverPng } from '@/server/demo-cover';
import { storeFile } from '@/server/storage/store-file';
import { insertPopup } from './testing';

const COVER_POLICY = { kinds: ['png' as const], maxBytes: 2 * 1024 * 1024 };
type Row = typeof popups.$inferInsert;

interface Seeded {
  title: string;
  body: string;
  /** Days from today (WIB) of the first and the last day it shows. */
  from: number;
  to: number;
  audience: Row['audience'];
  cta?: [label: string, url: string];
  colours?: [[number, number, number], [number, number, number]];
  active?: boolean;
  /** A category that has subcategories (so that the demo's deletable leaf categories stay deletable), or none. */
  category?: string;
}

/** Announcements an academy shows its learners: one running for everyone, one for a division, one coming, one over. */
const POPUPS: Seeded[] = [
  {
    title: 'New: Leadership Essentials 2027 Intake',
    body: '<p>Registration for the <strong>Leadership Essentials Bootcamp</strong> 2027 intake is open until the end of the month.</p>',
    from: -3,
    to: 14,
    audience: 'everyone',
    category: 'Leadership & Management',
    cta: ['Register now', 'https://learning.nusantara.example/programs/leadership-2027'],
    colours: [
      [15, 118, 110],
      [250, 204, 21],
    ],
  },
  {
    title: 'Complete your Cyber Security Awareness module',
    body: '<p>The yearly security module is mandatory for every employee. It takes about 25 minutes.</p>',
    from: -1,
    to: 30,
    audience: 'divisions',
    category: 'Technology & Digital',
    cta: ['Start the module', 'https://learning.nusantara.example/courses/cyber-security'],
    colours: [
      [30, 64, 175],
      [96, 165, 250],
    ],
  },
  {
    title: 'Learning Week 2027 is coming',
    body: '<p>Five days of talks, workshops and webinars. The agenda is published on the first day.</p>',
    from: 10,
    to: 17,
    audience: 'companies',
  },
  {
    title: 'Year-end survey: tell us what to learn next',
    body: '<p>Thank you for the 1,240 answers. The results are shared in the next newsletter.</p>',
    from: -30,
    to: -2,
    audience: 'everyone',
    cta: ['See the results', 'https://learning.nusantara.example/news/survey-results'],
  },
];

/** The popup area's demo content; the first popup (id 1 on a fresh database) is the one the access walk opens. */
export async function seedPopups(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people } = ctx;
  const by = people.admin.id;
  const day = (n: number) => new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
  const [firstDivision] = await tx.select({ id: divisions.id }).from(divisions).where(eq(divisions.organizationId, org.id)).orderBy(asc(divisions.id)).limit(1);
  const names = POPUPS.flatMap((p) => (p.category ? [p.category] : []));
  const cats = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.organizationId, org.id), inArray(categories.name, names)));
  const categoryId = (name?: string) => cats.find((c) => c.name === name)?.id ?? null;
  const [firstCompany] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.organizationId, org.id)).orderBy(asc(companies.id)).limit(1);
  for (const [i, p] of POPUPS.entries()) {
    const image = p.colours
      ? await storeFile({
          db: tx,
          organization: org,
          userId: by,
          folder: 'covers',
          name: `popup-${i + 1}.png`,
          bytes: demoCoverPng(...p.colours),
          policy: COVER_POLICY,
        })
      : null;
    const audience = p.audience === 'divisions' && firstDivision ? 'divisions' : p.audience === 'companies' && firstCompany ? 'companies' : 'everyone';
    await insertPopup(
      tx,
      {
        organizationId: org.id,
        title: p.title,
        body: p.body,
        imageFileId: image?.id ?? null,
        categoryId: categoryId(p.category),
        ctaLabel: p.cta?.[0] ?? '',
        ctaUrl: p.cta?.[1] ?? '',
        audience,
        startDate: day(p.from),
        endDate: day(p.to),
        isActive: p.active ?? true,
        createdBy: by,
        updatedBy: by,
        createdAt: new Date(Date.now() - (40 - i) * 86_400_000),
        updatedAt: new Date(Date.now() - (10 - i) * 86_400_000),
      },
      { divisionIds: audience === 'divisions' ? [firstDivision.id] : [], companyIds: audience === 'companies' ? [firstCompany.id] : [] },
    );
  }
}
