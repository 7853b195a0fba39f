import { asc, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { divisions } from '@/db/schema';
import { announcementDivisions, announcements, locations } from '@/db/schema/announcement';

const HOUR = 3_600_000;

/**
 * The announcement area's demo content: three announcements (one pinned for everyone, one for the first division,
 * a draft) and the academy's two training places. The first of each (id 1 on a fresh database) is what the access
 * walk opens.
 */
export async function seedAnnouncements(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people } = ctx;
  const by = { organizationId: org.id, createdBy: people.admin.id, updatedBy: people.admin.id };
  const at = (hours: number) => new Date(Date.now() + hours * HOUR);
  const [firstDivision] = await tx.select({ id: divisions.id }).from(divisions).where(eq(divisions.organizationId, org.id)).orderBy(asc(divisions.id)).limit(1);
  const rows = await tx
    .insert(announcements)
    .values([
      {
        ...by,
        title: 'The learning portal is down for maintenance on Saturday night',
        body: '<p>The portal is unavailable on <strong>Saturday from 22:00 to 02:00 WIB</strong>. Progress saved before then is kept.</p>',
        audience: 'all',
        startsAt: at(-48),
        endsAt: at(24 * 6),
        pinned: true,
        status: 'publish',
      },
      {
        ...by,
        title: 'New compliance courses for your division',
        body: '<p>Two short courses on data privacy were added to your catalogue. Please finish them this quarter.</p>',
        audience: firstDivision ? 'division' : 'all',
        startsAt: at(-24),
        endsAt: null,
        status: 'publish',
      },
      {
        ...by,
        title: 'Learning Week 2027: save the date',
        body: '<p>Five days of talks and workshops. The agenda follows.</p>',
        audience: 'all',
        startsAt: at(24 * 10),
        endsAt: at(24 * 17),
        status: 'draft',
      },
    ])
    .returning({ id: announcements.id });
  if (firstDivision) await tx.insert(announcementDivisions).values({ announcementId: rows[1].id, divisionId: firstDivision.id });
  await tx.insert(locations).values([
    {
      ...by,
      name: 'Head Office Training Centre',
      address: 'Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190',
      latitude: -6.2246,
      longitude: 106.8096,
      radiusMeters: 150,
    },
    { ...by, name: 'Surabaya Learning Hub', address: 'Jl. Basuki Rahmat No. 8, Surabaya 60271', latitude: -7.2653, longitude: 112.7424, radiusMeters: 100 },
  ]);
}
