import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { companies, divisions, users } from '@/db/schema';
import { leaderboardCounts, pointBalances, pointPeriodTotals } from '@/db/schema/gamification';
import { paginate, type ListResult } from '@/lib/list';
import { executeNamed } from '@/server/sql';
import type { LeaderboardQuery, LeaderboardRow } from '../schemas';

/** Ranked rows between two remembered anchors: a deep page walks at most this many index entries past its anchor. */
export const RANK_ANCHOR_STEP = 500;
const CACHE_LIMIT = 500;

interface Anchor {
  earned: number;
  userId: number;
}
/** Anchors per (organisation, period, audience, version): the key of every RANK_ANCHOR_STEP-th ranked learner. */
const anchors = new Map<string, Anchor[]>();
function remember(key: string, value: Anchor[]) {
  anchors.delete(key);
  anchors.set(key, value);
  if (anchors.size > CACHE_LIMIT) anchors.delete(anchors.keys().next().value as string);
}

const rowsOf = async (db: DbOrTx, query: SQL) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** A LIMIT/OFFSET written into the statement (whole numbers only), so a named statement keeps one cheap plan. */
function literalInt(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n));
}

/**
 * The leaderboard of a period ('all', a month '2026-11' or a year '2026') and an audience (everyone, a division or a
 * company), from the totals the awards keep beside the ledger (decisions 0130, 0156). The rank is the place in the
 * order points desc, user id asc (equal points: the lower user id first); redemptions never lower a rank.
 *
 * - Each total carries the learner's division and company, with an index per audience: a filtered page is one index
 *   walk, no join to users.
 * - The total comes from `leaderboard_counts` (kept by statement triggers), read with its version in one probe; only
 *   a leaderboard filtered by a division and a company at once is counted, over the division's index.
 * - Deep pages: the key of every RANK_ANCHOR_STEP-th learner is remembered per (leaderboard, version), found in one
 *   walk of the index the first time; page N starts at its anchor by a keyset condition and walks at most
 *   RANK_ANCHOR_STEP entries. Any change of a ranked total or an audience gives the leaderboard a new version, on
 *   every instance: what was remembered for the old one is never used. So page N and its ranks are exactly what
 *   ORDER BY … OFFSET gives.
 */
export async function findLeaderboard(options: { db: DbOrTx; organizationId: number; query: LeaderboardQuery }): Promise<ListResult<LeaderboardRow>> {
  const { db, organizationId, query } = options;
  const all = query.period === 'all';
  const t = all ? pointBalances : pointPeriodTotals;
  const parts: SQL[] = [sql`${t.organizationId} = ${organizationId}`];
  if (!all) parts.push(sql`${pointPeriodTotals.period} = ${query.period}`);
  if (query.division_id) parts.push(sql`${t.divisionId} = ${query.division_id}`);
  if (query.company_id) parts.push(sql`${t.companyId} = ${query.company_id}`);
  parts.push(sql`${t.earned} > 0`);
  const where = sql.join(parts, sql` and `);
  const order = sql`${t.earned} desc nulls last, ${t.userId}`;
  const offset = (query.page - 1) * query.page_size;
  const both = Boolean(query.division_id && query.company_id);
  const audience = query.division_id ? `d${query.division_id}` : query.company_id ? `c${query.company_id}` : '';

  let total: number;
  let version: string | null = null;
  if (both) {
    const [row] = await rowsOf(db, sql`select count(*)::int as n from ${t} where ${where}`);
    total = Number(row.n);
  } else {
    const [row] = await executeNamed(
      db,
      sql`select ${leaderboardCounts.total} as total, ${leaderboardCounts.version} as version from ${leaderboardCounts}
          where ${leaderboardCounts.organizationId} = ${organizationId} and ${leaderboardCounts.period} = ${query.period} and ${leaderboardCounts.audience} = ${audience}`,
    );
    total = row ? Number(row.total) : 0;
    version = row ? String(row.version) : '0';
  }
  if (offset >= total) return paginate([], total, query.page, query.page_size);

  const after = (a: Anchor | undefined) => (a ? sql` and ${t.earned} <= ${a.earned} and (${t.earned} < ${a.earned} or ${t.userId} > ${a.userId})` : sql``);
  const pageOf = (a: Anchor | undefined, skip: number) =>
    executeNamed(
      db,
      sql`select ${t.userId} as user_id, ${t.earned} as points from ${t} where ${where}${after(a)} order by ${order} limit ${literalInt(query.page_size)} offset ${literalInt(skip)}`,
    );
  const step = version === null ? 0 : Math.floor(offset / RANK_ANCHOR_STEP);
  let ranked: Record<string, unknown>[];
  if (step === 0) ranked = await pageOf(undefined, offset);
  else {
    const key = `${organizationId}|${query.period}|${audience}|${version}`;
    const known = anchors.get(key) ?? [];
    if (known.length < step) {
      // One walk of the index from the furthest known anchor to this page's: every RANK_ANCHOR_STEP-th key on the way.
      const from = known.at(-1);
      const rows = await rowsOf(
        db,
        sql`select earned, user_id from (
              select ${t.earned} as earned, ${t.userId} as user_id, row_number() over (order by ${order}) as n
              from (select ${t.earned}, ${t.userId} from ${t} where ${where}${after(from)} order by ${order} limit ${literalInt((step - known.length) * RANK_ANCHOR_STEP)}) as ${t}
            ) as w where n % ${RANK_ANCHOR_STEP} = 0 order by n`,
      );
      for (const r of rows) known.push({ earned: Number(r.earned), userId: Number(r.user_id) });
      remember(key, known);
    }
    ranked = known.length < step ? [] : await pageOf(known[step - 1], offset - step * RANK_ANCHOR_STEP);
  }
  const ids = ranked.map((r) => Number(r.user_id));
  const people = ids.length
    ? await db
        .select({ id: users.id, fullName: users.fullName, division: divisions.name, company: companies.name })
        .from(users)
        .leftJoin(divisions, eq(divisions.id, users.divisionId))
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(and(inArray(users.id, ids)))
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  return paginate(
    ranked.flatMap((r, i) => {
      const p = byId.get(Number(r.user_id));
      return p ? [{ rank: offset + i + 1, user_id: p.id, full_name: p.fullName, division: p.division, company: p.company, points: Number(r.points) }] : [];
    }),
    total,
    query.page,
    query.page_size,
  );
}
