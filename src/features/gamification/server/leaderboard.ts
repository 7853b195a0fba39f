import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { companies, divisions, users } from '@/db/schema';
import { pointBalances, pointPeriodTotals } from '@/db/schema/gamification';
import { paginate, type ListResult } from '@/lib/list';
import type { LeaderboardQuery, LeaderboardRow } from '../schemas';

/**
 * The leaderboard of a period ('all', a month '2026-11' or a year '2026') and an audience (everyone, a division or a
 * company), from the totals the awards keep beside the ledger (decision 0130): one walk of an index ordered by points
 * from the organisation and period, so a page costs the same with 1,000,000 ledger entries as with ten. The rank is
 * the place in that order (equal points: the lower user id first). Redemptions spend points, they never lower a rank.
 */
export async function findLeaderboard(options: { db: DbOrTx; organizationId: number; query: LeaderboardQuery }): Promise<ListResult<LeaderboardRow>> {
  const { db, organizationId, query } = options;
  const all = query.period === 'all';
  const t = all
    ? { table: pointBalances, userId: pointBalances.userId, earned: pointBalances.earned, where: eq(pointBalances.organizationId, organizationId) }
    : {
        table: pointPeriodTotals,
        userId: pointPeriodTotals.userId,
        earned: pointPeriodTotals.earned,
        where: and(eq(pointPeriodTotals.organizationId, organizationId), eq(pointPeriodTotals.period, query.period))!,
      };
  const audience: SQL[] = [];
  if (query.division_id) audience.push(eq(users.divisionId, query.division_id));
  if (query.company_id) audience.push(eq(users.companyId, query.company_id));
  const where = and(t.where, sql`${t.earned} > 0`, ...audience);
  const offset = (query.page - 1) * query.page_size;
  const counting = db.select({ total: count() }).from(t.table).$dynamic();
  const [{ total }] = await (audience.length ? counting.innerJoin(users, eq(users.id, t.userId)) : counting).where(where);
  // The page's places first, from the ranking index alone (and the users' table only for an audience), then the names
  // of those few: a deep page walks the index past its offset without joining every row it skips (issue 30: page
  // 5,000 joined each of the 50,000 rows it skipped to its user, division and company to keep ten).
  const ranking = db.select({ userId: t.userId, points: t.earned }).from(t.table).$dynamic();
  const ranked = (audience.length ? ranking.innerJoin(users, eq(users.id, t.userId)) : ranking)
    .where(where)
    .orderBy(sql`${t.earned} desc`, t.userId)
    .limit(query.page_size)
    .offset(offset)
    .as('ranked');
  const page = await db
    .select({ userId: ranked.userId, points: ranked.points, fullName: users.fullName, division: divisions.name, company: companies.name })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.userId))
    .leftJoin(divisions, eq(divisions.id, users.divisionId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .orderBy(sql`${ranked.points} desc`, ranked.userId);
  return paginate(
    page.map((r, i) => ({ rank: offset + i + 1, user_id: r.userId, full_name: r.fullName, division: r.division, company: r.company, points: r.points })),
    total,
    query.page,
    query.page_size,
  );
}
