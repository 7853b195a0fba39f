import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { companies, divisions } from '@/db/schema';
import type { ListResult } from '@/lib/list';
import { LeaderboardQuerySchema, periodLabel, type LeaderboardQuery, type LeaderboardRow } from '../schemas';
import { jakartaDay } from './award-points';
import { findLeaderboard } from './leaderboard';

interface Option {
  value: number;
  label: string;
}

/** The organisation's divisions and companies, for the audience pickers. */
export async function audienceOptions(db: Db, organizationId: number): Promise<{ divisions: Option[]; companies: Option[] }> {
  const [d, c] = await Promise.all([
    db.select({ value: divisions.id, label: divisions.name }).from(divisions).where(eq(divisions.organizationId, organizationId)).orderBy(asc(divisions.name)),
    db.select({ value: companies.id, label: companies.name }).from(companies).where(eq(companies.organizationId, organizationId)).orderBy(asc(companies.name)),
  ]);
  return { divisions: d, companies: c };
}

/** The current month in Jakarta ('2026-11'): the period a leaderboard and a new target start on. */
export const currentMonth = (now = new Date()) => jakartaDay(now).slice(0, 7);

export interface BoardView {
  query: LeaderboardQuery;
  periodLabel: string;
  board: ListResult<LeaderboardRow>;
}

/**
 * The leaderboard's state from the page's address (period, division_id, company_id, rank_page; anything invalid falls back
 * to this month, everyone, page 1) and its page of the ranking.
 */
export async function leaderboardFromUrl(db: Db, organizationId: number, url: URL, fixed?: Partial<LeaderboardQuery>): Promise<BoardView> {
  // The ranking's page is rank_page: the targets' list below it keeps its own page in the same address.
  const read = (name: string) => url.searchParams.get(name) || undefined;
  const raw: Record<string, string | undefined> = {
    period: read('period'),
    division_id: read('division_id'),
    company_id: read('company_id'),
    page: read('rank_page'),
  };
  const parsed = LeaderboardQuerySchema.safeParse({
    ...Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)),
    period: raw.period ?? currentMonth(),
    ...fixed,
  });
  const query = parsed.success ? parsed.data : LeaderboardQuerySchema.parse({ period: currentMonth(), ...fixed });
  const board = await findLeaderboard({ db, organizationId, query });
  return { query, periodLabel: query.period === 'all' ? 'All time' : periodLabel(query.period), board };
}

/** A target's leaderboard: its period and audience. */
export const targetBoardQuery = (t: { period: string; division_id: number | null; company_id: number | null }) => ({
  period: t.period,
  division_id: t.division_id ?? undefined,
  company_id: t.company_id ?? undefined,
});

/** This month and the eleven before it ('2026-11', '2026-10', …): the periods the Leaderboard tab offers besides years and all time. */
export function recentMonths(count = 12, now = new Date()): string[] {
  const [y, m] = currentMonth(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    return d.toISOString().slice(0, 7);
  });
}
