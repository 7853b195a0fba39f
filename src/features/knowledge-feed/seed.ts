import type { Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import type { LearnerPostInput, LearnerReportInput } from './schemas';
import { demoPicture } from '@/server/media/demo-picture';
import { moderatePost } from './server/moderate-post';
import { addEngagement, reportPost, sharePost } from './server/share-post';

interface DemoPost {
  post: LearnerPostInput;
  hoursAgo: number;
  likes: number;
  comments: number;
  picture?: Parameters<typeof demoPicture>;
  reports?: LearnerReportInput[];
  moderation?: { action: 'hide' | 'delete'; reason: string };
}

const POSTS: DemoPost[] = [
  {
    post: {
      type: 'text',
      body: 'Just finished the Leadership Essentials Bootcamp. The module on giving feedback (SBI: situation, behaviour, impact) changed how I run my 1:1s. Highly recommended for new supervisors!',
    },
    hoursAgo: 3,
    likes: 24,
    comments: 6,
  },
  {
    post: { type: 'image', body: 'Our team whiteboard after the design-thinking workshop in Surabaya. Three prototypes in one afternoon' },
    hoursAgo: 7,
    likes: 41,
    comments: 9,
    picture: [
      [14, 116, 144],
      [204, 251, 241],
      [13, 148, 136],
      [90, 140, 60, 170],
    ],
  },
  {
    post: {
      type: 'link',
      body: 'A short read on spaced repetition; it explains why the weekly quizzes help so much.',
      link_url: 'https://learning-science.example/spaced-repetition',
      link_title: 'Spaced repetition: why forgetting helps you learn',
    },
    hoursAgo: 20,
    likes: 15,
    comments: 2,
  },
  {
    post: { type: 'text', body: 'Anyone want cheap followers and likes? DM me, 10.000 followers for Rp 50.000 only!!! Limited offer, klik link di bio.' },
    hoursAgo: 26,
    likes: 0,
    comments: 1,
    reports: [
      { reason: 'spam', note: 'Selling followers, not learning content.' },
      { reason: 'spam', note: '' },
      { reason: 'inappropriate', note: 'Advertising on the company feed.' },
    ],
  },
  {
    post: {
      type: 'text',
      body: 'Reminder for the K3 safety refresher: the fire drill on the 3rd floor is this Thursday at 10:00. Bring your badge for the attendance QR.',
    },
    hoursAgo: 30,
    likes: 12,
    comments: 3,
  },
  {
    post: { type: 'image', body: 'Sales pipeline before and after we applied the consultative selling course. Q3 numbers!' },
    hoursAgo: 44,
    likes: 33,
    comments: 11,
    picture: [
      [30, 64, 175],
      [219, 234, 254],
      [234, 88, 12],
      [60, 95, 130, 180, 200],
    ],
    reports: [{ reason: 'misinformation', note: 'These are not the official Q3 figures; finance has not published them yet.' }],
  },
  {
    post: {
      type: 'link',
      body: 'Free webinar on the new personal data protection law (UU PDP), recommended by our legal team.',
      link_url: 'https://privacy-forum.example/uu-pdp-webinar',
      link_title: 'UU PDP in practice: what changes for HR data',
    },
    hoursAgo: 60,
    likes: 19,
    comments: 4,
  },
  {
    post: {
      type: 'text',
      body: 'Honestly the trainer in yesterday’s session was useless and everyone in the Bandung branch knows he only got the job because of his uncle.',
    },
    hoursAgo: 70,
    likes: 2,
    comments: 5,
    reports: [
      { reason: 'harassment', note: 'Personal attack on a colleague.' },
      { reason: 'inappropriate', note: '' },
    ],
  },
  {
    post: { type: 'text', body: 'Tip: the Business English course has a pronunciation lab in lesson 4. It is hidden behind the “Practice” tab, easy to miss.' },
    hoursAgo: 96,
    likes: 27,
    comments: 7,
  },
  {
    post: { type: 'image', body: 'Graduation day for batch 12 of the Management Trainee programme' },
    hoursAgo: 120,
    likes: 88,
    comments: 23,
    picture: [
      [126, 34, 206],
      [243, 232, 255],
      [22, 163, 74],
      [120, 150, 180, 150, 120, 90],
    ],
  },
  {
    post: { type: 'text', body: 'Link to a pirated copy of the paid negotiation course, download it before they take it down.' },
    hoursAgo: 150,
    likes: 3,
    comments: 0,
    reports: [{ reason: 'other', note: 'Pirated material.' }],
    moderation: { action: 'delete', reason: 'Shares pirated course material (copyright infringement).' },
  },
  {
    post: { type: 'text', body: 'Does anyone have the answers to the compliance quiz? Asking for a friend' },
    hoursAgo: 170,
    likes: 5,
    comments: 8,
    reports: [{ reason: 'inappropriate', note: 'Asking for quiz answers.' }],
    moderation: { action: 'hide', reason: 'Asks for the answers of an assessed quiz; hidden until the author edits it.' },
  },
  {
    post: {
      type: 'link',
      body: 'The data literacy course mentioned this free dataset collection for practice.',
      link_url: 'https://open-data.example/indonesia',
      link_title: 'Open data portal: practice datasets',
    },
    hoursAgo: 200,
    likes: 9,
    comments: 1,
  },
];

/** The demo feed, written through the learners' own write path (sharePost, reportPost) and moderated by the admin. */
export async function seedKnowledgeFeed(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people } = ctx;
  const learners = people.learners.filter((l) => l.status === 'active');
  if (!learners.length) return;
  const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  for (const [i, demo] of POSTS.entries()) {
    const author = learners[i % learners.length];
    const image = demo.picture ? { name: `feed-photo-${i + 1}.png`, bytes: demoPicture(...demo.picture) } : undefined;
    const { id, updated_at } = await sharePost({ db: tx, organization: org, authorId: author.id, input: demo.post, image, now: ago(demo.hoursAgo) });
    await addEngagement({ db: tx, organizationId: org.id, postId: id, likes: demo.likes, comments: demo.comments });
    for (const [j, report] of (demo.reports ?? []).entries()) {
      const reporter = learners[(i + j + 1) % learners.length];
      await reportPost({ db: tx, organizationId: org.id, postId: id, reporterId: reporter.id, input: report, now: ago(demo.hoursAgo - 1 - j) });
    }
    if (demo.moderation) {
      const input = { ...demo.moderation, updated_at };
      await moderatePost({ db: tx, organizationId: org.id, userId: people.admin.id, id, input, now: ago(demo.hoursAgo - 3) });
    }
  }
}
