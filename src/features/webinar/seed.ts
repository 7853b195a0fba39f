import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { categories } from '@/db/schema/category';
import type { webinars } from '@/db/schema/webinar';
import { insertWebinar } from './testing';

type Row = typeof webinars.$inferInsert;
type Seeded = {
  title: string;
  category: string;
  description: string;
  /** Days from today (negative: past) and the WIB hour it starts, and its length in minutes. */
  day: number;
  hour: number;
  minutes: number;
  level: Row['level'];
  platform: Row['platform'];
  link: string;
  capacity: number | null;
  status: Row['status'];
  recording?: string;
  speakers: number[];
};

/**
 * A corporate academy's webinar calendar: some held (with recordings), some coming, one still a draft. They sit in
 * categories that have subcategories (never deletable anyway), so the demo's deletable leaf categories stay so.
 */
const WEBINARS: Seeded[] = [
  {
    title: 'Coaching Conversations for First-Line Supervisors',
    category: 'Team Leadership',
    description:
      '<p>How to run a 20-minute coaching conversation with the GROW model.</p><ul><li>Asking open questions</li><li>Agreeing on the next step</li></ul>',
    day: 7,
    hour: 10,
    minutes: 90,
    level: 'fundamental',
    platform: 'zoom',
    link: 'https://zoom.us/j/81234567890',
    capacity: 300,
    status: 'publish',
    speakers: [0, 1],
  },
  {
    title: 'Phishing in 2026: What Our Security Team Sees Every Week',
    category: 'Technology & Digital',
    description: '<p>Real (anonymised) phishing e-mails sent to our staff, and the three checks that catch them.</p>',
    day: -14,
    hour: 13,
    minutes: 60,
    level: 'fundamental',
    platform: 'microsoft_teams',
    link: 'https://teams.microsoft.com/l/meetup-join/19%3ameeting_demo',
    capacity: 1000,
    status: 'publish',
    recording: 'https://learning.nusantara.example/recordings/phishing-2026',
    speakers: [2],
  },
  {
    title: 'Reading a Dashboard: Data Literacy for Managers',
    category: 'Technology & Digital',
    description: '<p>From the monthly sales dashboard to a decision: trends, outliers and questions to ask the analyst.</p>',
    day: 21,
    hour: 14,
    minutes: 75,
    level: 'intermediate',
    platform: 'google_meet',
    link: 'https://meet.google.com/abc-defg-hij',
    capacity: 150,
    status: 'review',
    speakers: [3, 0],
  },
  {
    title: 'Workplace Safety Refresher: Fire Drills at Head Office',
    category: 'Compliance & Safety',
    description: '<p>Evacuation routes of Menara Nusantara, the role of floor wardens and what changed this year.</p>',
    day: -40,
    hour: 9,
    minutes: 45,
    level: 'fundamental',
    platform: 'zoom',
    link: 'https://zoom.us/j/89876543210',
    capacity: null,
    status: 'publish',
    recording: 'https://learning.nusantara.example/recordings/fire-drill',
    speakers: [4],
  },
  {
    title: 'Negotiating with Key Accounts',
    category: 'Sales & Customer Service',
    description: '<p>Preparing a negotiation: walk-away point, trade-offs and the first offer.</p>',
    day: 35,
    hour: 15,
    minutes: 120,
    level: 'advanced',
    platform: 'other',
    link: '',
    capacity: 60,
    status: 'draft',
    speakers: [],
  },
];

/** The webinar area's demo content; the first webinar (id 1 on a fresh database) is the one the access walk opens. */
export async function seedWebinars(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people } = ctx;
  const experts = [people.admin, ...people.learners.filter((l) => l.status === 'active').slice(0, 4)];
  const cats = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.organizationId, org.id)));
  const categoryId = (name: string) => cats.find((c) => c.name === name)?.id ?? cats[0]?.id ?? null;
  // Start of today in WIB (UTC+7), so the sessions fall on whole WIB hours.
  const now = Date.now();
  const todayWib = Math.floor((now + 7 * 3_600_000) / 86_400_000) * 86_400_000 - 7 * 3_600_000;
  for (const [i, w] of WEBINARS.entries()) {
    const startAt = new Date(todayWib + w.day * 86_400_000 + w.hour * 3_600_000);
    const by = people.admin.id;
    const created = new Date(now - (60 - i * 5) * 86_400_000);
    await insertWebinar(
      tx,
      {
        organizationId: org.id,
        title: w.title,
        description: w.description,
        categoryId: categoryId(w.category),
        level: w.level,
        startAt,
        endAt: new Date(startAt.getTime() + w.minutes * 60_000),
        platform: w.platform,
        meetingUrl: w.link,
        capacity: w.capacity,
        recordingUrl: w.recording ?? '',
        status: w.status,
        statusBy: by,
        statusAt: new Date(now - (20 - i * 3) * 86_400_000),
        createdBy: by,
        updatedBy: by,
        createdAt: created,
        updatedAt: new Date(now - (20 - i * 3) * 86_400_000),
      },
      w.speakers.map((s) => experts[s]?.id).filter((id): id is number => id !== undefined),
    );
  }
}
