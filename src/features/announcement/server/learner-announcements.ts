import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { userRoles, users } from '@/db/schema';
import { announcementCompanies, announcementDivisions, announcementRoles, announcements } from '@/db/schema/announcement';
import type { LearnerAnnouncement } from '../schemas';

/** A learner reads at most this many: the pinned ones, then the latest started. */
const LEARNER_MAX = 50;

/**
 * The caller's current announcements (GET /api/learner/announcements): published, started and not ended, for
 * everyone or for the caller's division, company or one of their roles; pinned first, then the latest start.
 */
export async function findLearnerAnnouncements(options: { db: DbOrTx; organizationId: number; userId: number }): Promise<LearnerAnnouncement[]> {
  const { db, organizationId, userId } = options;
  const me = sql`(select ${users.divisionId} from ${users} where ${users.id} = ${userId})`;
  const myCompany = sql`(select ${users.companyId} from ${users} where ${users.id} = ${userId})`;
  const forMe = or(
    eq(announcements.audience, 'all'),
    and(
      eq(announcements.audience, 'division'),
      sql`exists (select 1 from ${announcementDivisions} d where d.announcement_id = ${announcements.id} and d.division_id = ${me})`,
    ),
    and(
      eq(announcements.audience, 'company'),
      sql`exists (select 1 from ${announcementCompanies} c where c.announcement_id = ${announcements.id} and c.company_id = ${myCompany})`,
    ),
    and(
      eq(announcements.audience, 'role'),
      sql`exists (select 1 from ${announcementRoles} r join ${userRoles} ur on ur.role_id = r.role_id where r.announcement_id = ${announcements.id} and ur.user_id = ${userId})`,
    ),
  );
  const now = new Date();
  const rows = await db
    .select({
      id: announcements.id,
      title: announcements.title,
      body: announcements.body,
      pinned: announcements.pinned,
      startsAt: announcements.startsAt,
      endsAt: announcements.endsAt,
    })
    .from(announcements)
    .where(
      and(
        eq(announcements.organizationId, organizationId),
        eq(announcements.status, 'publish'),
        lte(announcements.startsAt, now),
        or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
        forMe,
      ),
    )
    .orderBy(desc(announcements.pinned), desc(announcements.startsAt), desc(announcements.id))
    .limit(LEARNER_MAX);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    pinned: r.pinned,
    starts_at: r.startsAt.toISOString(),
    ends_at: r.endsAt?.toISOString() ?? null,
  }));
}
