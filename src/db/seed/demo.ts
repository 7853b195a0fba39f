import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { organizations, type User } from '../schema';
import { PERMISSION_KEYS, type PermissionKey } from '@/lib/permissions';
import { insertOrganization } from '@/features/organization/testing';
import { assignRole, insertRole, insertUser } from '@/features/account/testing';
import { insertVideo } from '@/features/video/testing';
import { demoVideoFiles } from '@/features/video/seed';
import demo from './demo-accounts.json' with { type: 'json' };
import { seedAreas } from './areas';

export { demo };

/** The demo roles' keys live in demo-accounts.json, which the tests read too; '*' is every key. */
const ROLE_KEYS: Record<string, readonly PermissionKey[]> = Object.fromEntries(
  Object.entries(demo.roles).map(([name, keys]) => [name, keys === '*' ? PERMISSION_KEYS : (keys as PermissionKey[])]),
);

const FIRST = ['Andi', 'Siti', 'Dewi', 'Agus', 'Putri', 'Eko', 'Fitri', 'Hendra', 'Indah', 'Joko', 'Kartika', 'Lestari', 'Made', 'Nur', 'Oka', 'Purnama'];
const LAST = ['Saputra', 'Rahayu', 'Hidayat', 'Kusuma', 'Nugroho', 'Halim', 'Gunawan', 'Setiawan', 'Permata', 'Wibowo'];
const POSITIONS = ['Sales Associate', 'Branch Officer', 'Customer Service', 'Team Leader', 'Analyst', 'Supervisor'];
const VIDEO_TOPICS = [
  'Onboarding: Our Company Values',
  'Customer Service Excellence',
  'Workplace Safety Basics',
  'Data Privacy Essentials',
  'Effective Feedback Conversations',
  'Time Management for Teams',
  'Anti-Bribery and Corruption',
  'Leading Hybrid Meetings',
  'Product Knowledge: Savings Accounts',
  'Handling Difficult Customers',
  'Introduction to Excel Pivot Tables',
  'Fire Evacuation Drill',
  'Code of Conduct 2026',
  'Presentation Skills',
  'Negotiation Fundamentals',
  'Cyber Security Awareness',
  'First Aid at Work',
  'Coaching for Managers',
  'Sales Pipeline Management',
  'Writing Clear Emails',
  'Diversity and Inclusion',
  'Agile Basics',
  'Risk Management 101',
  'Mental Health at Work',
  'Service Recovery Stories',
];

export async function isEmpty(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(organizations);
  return n === 0;
}

/** The demo organisation: the accounts of demo-accounts.json, learners, videos, and a second organisation to prove isolation. */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const org = await insertOrganization(tx, {
      orgCode: demo.orgCode,
      title: 'Nusantara Learning Academy',
      websiteTitle: 'Nusantara Learning',
      primaryColor: '#0f766e',
      secondaryColor: '#134e4a',
      textColor: '#102a27',
      urlFavicon: '/favicon.svg',
      urlLogo: '/logo.svg',
      urlSubdomain: 'learn.nusantara.example',
      urlDomain: 'console.nusantara.example',
      isDefault: true,
      loginStyle: { background_color: '#ecfdf5', heading: 'Welcome back', subheading: 'Build learning that sticks.' },
    });
    const roleIds: Record<string, number> = {};
    for (const [name, keys] of Object.entries(ROLE_KEYS)) {
      roleIds[name] = (await insertRole(tx, { organizationId: org.id, name, keys, builtIn: demo.roles[name as keyof typeof demo.roles] === '*' })).id;
    }
    const people: User[] = [];
    for (const [i, a] of demo.accounts.entries()) {
      const user = await insertUser(tx, {
        organizationId: org.id,
        email: a.email,
        fullName: a.fullName,
        position: a.position,
        nik: `10000${i + 1}`,
        phone: `+62 812 5550 10${i}`,
        rule: a.rule as 'admin' | 'editor',
        password: demo.password,
      });
      await assignRole(tx, user.id, roleIds[a.role]);
      people.push(user);
    }
    const learners: User[] = [];
    for (let i = 0; i < 40; i++) {
      const first = FIRST[i % FIRST.length];
      const last = LAST[(i * 7) % LAST.length];
      learners[i] = await insertUser(tx, {
        organizationId: org.id,
        fullName: `${first} ${last}`,
        email: `${first}.${last}${i}@nusantara.example`.toLowerCase(),
        nik: `20${String(i + 1).padStart(4, '0')}`,
        position: POSITIONS[i % POSITIONS.length],
        rule: 'editor',
        status: i % 13 === 12 ? 'inactive' : 'active',
        password: demo.password,
      });
    }
    const statuses = ['publish', 'publish', 'draft', 'review'] as const;
    const day = 86_400_000;
    // Every demo video has a real file that plays, and the duration read from it.
    const videoFiles = await demoVideoFiles(tx, org, people[0].id);
    for (const [i, title] of VIDEO_TOPICS.entries()) {
      const updated = new Date(Date.UTC(2026, 10, 20) - i * 2.5 * day);
      await insertVideo(tx, {
        organizationId: org.id,
        title,
        status: statuses[i % statuses.length],
        ...videoFiles[i % videoFiles.length],
        createdBy: people[i % 2].id,
        createdAt: new Date(updated.getTime() - 10 * day),
        updatedAt: updated,
      });
    }
    const [admin, editor, restricted] = people;
    await seedAreas(tx, { org, people: { admin, editor, restricted, learners } });

    const other = await insertOrganization(tx, {
      orgCode: demo.otherOrganization.orgCode,
      title: 'Acme Manufacturing',
      websiteTitle: 'Acme Academy',
      primaryColor: '#b45309',
      secondaryColor: '#78350f',
      textColor: '#1c1917',
      urlDomain: demo.otherOrganization.host,
      urlSubdomain: 'learn.acme.example',
    });
    const otherRole = await insertRole(tx, { organizationId: other.id, name: 'Super Admin', keys: PERMISSION_KEYS });
    const otherAdmin = await insertUser(tx, {
      organizationId: other.id,
      email: demo.otherOrganization.email,
      fullName: 'Acme Administrator',
      position: 'HR Manager',
      password: demo.password,
    });
    await assignRole(tx, otherAdmin.id, otherRole.id);
    const [otherFile] = await demoVideoFiles(tx, other, otherAdmin.id);
    await insertVideo(tx, { organizationId: other.id, title: 'Acme Forklift Safety', status: 'publish', ...otherFile });
  });
}
