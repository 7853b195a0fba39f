// The leaderboard at scale (issues 30 and 34, decision 0156): kept counts per period and audience, the audience on the
// totals, deep pages from remembered anchors. Every page, total and rank must equal plain ORDER BY … OFFSET over the
// totals joined to users (the old way), with ties, across anchors, for every audience, and stay so after writes.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, divisions, organizations, users } from '../../../src/db/schema';
import { insertUser } from '../../../src/features/account/testing';
import { emitLearningEvent } from '../../../src/features/learning-events';
import { createPointRule } from '../../../src/features/gamification/server/point-rules';
import { findLeaderboard, RANK_ANCHOR_STEP } from '../../../src/features/gamification/server/leaderboard';
import { currentMonth } from '../../../src/features/gamification/server/board-page';
import { LeaderboardQuerySchema, PointRuleInputSchema } from '../../../src/features/gamification/schemas';
import { planOf, statementsOf } from '../../setup/query-plans';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
const LEARNERS = 2_500;
const month = currentMonth();
const year = month.slice(0, 4);
let orgId: number;
let adminId: number;
let divs: number[];
let comps: number[];
let first: number;

type Scope = { period: string; division_id?: number; company_id?: number };

const rowsOf = async (q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The old way: count and ORDER BY … OFFSET over the totals joined to users. */
async function reference(scope: Scope, page: number, pageSize: number) {
  const table = scope.period === 'all' ? sql`point_balances p` : sql`point_period_totals p`;
  const where = sql.join(
    [
      sql`p.organization_id = ${orgId} and p.earned > 0`,
      scope.period === 'all' ? sql`true` : sql`p.period = ${scope.period}`,
      scope.division_id ? sql`u.division_id = ${scope.division_id}` : sql`true`,
      scope.company_id ? sql`u.company_id = ${scope.company_id}` : sql`true`,
    ],
    sql` and `,
  );
  const [{ n }] = await rowsOf(sql`select count(*)::int as n from ${table} join users u on u.id = p.user_id where ${where}`);
  const rows = await rowsOf(
    sql`select p.user_id, p.earned from ${table} join users u on u.id = p.user_id where ${where} order by p.earned desc, p.user_id limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  return { total: Number(n), rows: rows.map((r, i) => ({ rank: (page - 1) * pageSize + i + 1, user_id: Number(r.user_id), points: Number(r.earned) })) };
}

async function expectSame(scope: Scope, page: number, pageSize: number) {
  const got = await findLeaderboard({ db: t.db, organizationId: orgId, query: LeaderboardQuerySchema.parse({ ...scope, page, page_size: pageSize }) });
  const want = await reference(scope, page, pageSize);
  expect({ scope, page, total: got.pagination.total_data }).toEqual({ scope, page, total: want.total });
  expect(got.results.map((r) => ({ rank: r.rank, user_id: r.user_id, points: r.points }))).toEqual(want.rows);
  return want.total;
}

/** The first pages, the pages on both sides of every anchor and the last, for page sizes 10 and 7. */
async function expectEveryAnchor(scope: Scope) {
  for (const size of [10, 7]) {
    const { total } = await reference(scope, 1, size);
    const last = Math.max(1, Math.ceil(total / size));
    const pages = new Set([1, 2, last, last + 1]);
    for (let a = RANK_ANCHOR_STEP; a < total; a += RANK_ANCHOR_STEP) [a / size, a / size + 1, a / size + 2].forEach((p) => pages.add(Math.floor(p)));
    // Deepest first: the first visit walks the anchors from scratch, the later ones reuse them.
    for (const p of [...pages].sort((x, y) => y - x)) await expectSame(scope, p, size);
  }
}

const scopes = (): Scope[] => [
  { period: 'all' },
  { period: month },
  { period: year },
  { period: 'all', division_id: divs[0] },
  { period: year, company_id: comps[1] },
  { period: 'all', division_id: divs[1], company_id: comps[0] },
];

beforeAll(async () => {
  const [org] = await t.db
    .insert(organizations)
    .values({ orgCode: 'RANKS', title: 'Ranks', websiteTitle: 'Ranks', primaryColor: '#000000', secondaryColor: '#ffffff', textColor: '#000000' })
    .returning();
  orgId = org.id;
  adminId = (await insertUser(t.db, { organizationId: orgId, email: 'admin@ranks.example' })).id;
  divs = (
    await t.db
      .insert(divisions)
      .values([0, 1, 2].map((i) => ({ organizationId: orgId, code: `D${i}`, name: `Division ${i}` })))
      .returning()
  ).map((d) => d.id);
  comps = (
    await t.db
      .insert(companies)
      .values([0, 1].map((i) => ({ organizationId: orgId, code: `C${i}`, name: `Company ${i}` })))
      .returning()
  ).map((c) => c.id);
  // Learners spread over the divisions and companies (some in none), points with many ties (1..40), a few with none.
  const [{ id }] = await rowsOf(sql`
    with ins as (
      insert into users (organization_id, full_name, email, password_hash, division_id, company_id, status, rule)
      select ${orgId}, 'Ranked ' || g, 'ranked' || g || '@ranks.example', 'x',
             (array[${divs[0]}, ${divs[1]}, ${divs[2]}, null]::int[])[1 + g % 4], (array[${comps[0]}, ${comps[1]}, null]::int[])[1 + g % 3], 'active', 'editor'
      from generate_series(1, ${LEARNERS}) g returning id)
    select min(id)::int as id from ins`);
  first = Number(id);
  await t.db.execute(sql`insert into point_balances (organization_id, user_id, balance, earned)
    select ${orgId}, ${first} + g, 0, (g * 7) % 41 from generate_series(0, ${LEARNERS - 1}) g`);
  for (const [period, mod] of [
    [month, 13],
    [year, 29],
  ] as const)
    await t.db.execute(sql`insert into point_period_totals (organization_id, period, user_id, earned)
      select ${orgId}, ${period}, ${first} + g, 1 + (g * 11) % ${mod} from generate_series(0, ${LEARNERS - 1}) g where g % 5 <> 0`);
  await createPointRule({ db: t.db, organizationId: orgId, userId: adminId, input: PointRuleInputSchema.parse({ activity: 'quiz_passed', points: 17 }) });
});

describe('the leaderboard at scale', () => {
  it('gives every page, total and rank as ORDER BY … OFFSET does, for every period and audience, across anchors', async () => {
    for (const scope of scopes()) await expectEveryAnchor(scope);
  });

  it('keeps the counts and the deep pages right after awards, a move to another division and a removal', async () => {
    const deep = { period: 'all', page: 60 };
    await expectSame(deep, deep.page, 10);
    await expectSame({ period: 'all', division_id: divs[0] }, 20, 10);
    // A learner with no points enters every leaderboard of the period; another climbs past the deep page's anchor.
    const zero = (await rowsOf(sql`select user_id from point_balances where organization_id = ${orgId} and earned = 0 order by user_id limit 1`))[0];
    const climber = first + 900;
    let event = 0;
    const give = (userId: number) =>
      t.db.transaction((tx) =>
        emitLearningEvent(tx, {
          kind: 'quiz_passed',
          organizationId: orgId,
          userId,
          source: { type: 'scale-test', id: ++event },
          reason: 'Test',
          at: new Date(),
        }),
      );
    await give(Number(zero.user_id));
    await give(climber);
    await give(climber);
    for (const scope of scopes()) {
      await expectSame(scope, 1, 10);
      await expectSame(scope, 60, 10);
    }
    // A learner moves to another division: both divisions' leaderboards follow.
    await t.db.update(users).set({ divisionId: divs[2] }).where(eq(users.id, climber));
    for (const division_id of divs) {
      await expectSame({ period: 'all', division_id }, 1, 10);
      await expectSame({ period: year, division_id }, 25, 10);
    }
    // A learner removed: every leaderboard they were on counts one less.
    await t.db.delete(users).where(eq(users.id, first + 3));
    for (const scope of scopes()) await expectSame(scope, 55, 10);
  });

  it('reads no ranked row before a deep page once its anchors are known, and counts nothing per request', async () => {
    const cases: [Scope, number][] = [
      [{ period: 'all' }, 90],
      [{ period: year }, 150],
      [{ period: 'all', company_id: comps[0] }, 60],
      [{ period: 'all', division_id: divs[0] }, 55],
    ];
    for (const [scope, page] of cases) {
      const query = LeaderboardQuerySchema.parse({ ...scope, page, page_size: 10 });
      expect((await findLeaderboard({ db: t.db, organizationId: orgId, query })).results).toHaveLength(10); // the first visit finds the anchors
      const statements = await statementsOf(t.db, () => findLeaderboard({ db: t.db, organizationId: orgId, query }));
      expect(
        statements.some((s) => /count\(/i.test(s.text)),
        'a count per request',
      ).toBe(false);
      // What the statements read when the indexes are used (a table this small may be read whole by the planner's
      // choice: the bound is the algorithm's): at most one anchor's stretch and the page, and ten users.
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        for (const statement of statements) {
          const nodes = await planOf(tx, statement);
          const where = `${JSON.stringify(scope)} page ${page}: ${statement.text}`;
          for (const n of nodes.filter((x) => x['Relation Name'] === 'point_balances' || x['Relation Name'] === 'point_period_totals'))
            expect(n['Actual Rows'] * n['Actual Loops'], where).toBeLessThanOrEqual(RANK_ANCHOR_STEP + 10);
          for (const n of nodes.filter((x) => x['Relation Name'] === 'users')) expect(n['Actual Rows'] * n['Actual Loops'], where).toBeLessThanOrEqual(10);
        }
      });
    }
  });

  it('answers the page past the end empty, with the right total', async () => {
    const got = await findLeaderboard({ db: t.db, organizationId: orgId, query: LeaderboardQuerySchema.parse({ period: 'all', page: 5000, page_size: 10 }) });
    const want = await reference({ period: 'all' }, 1, 10);
    expect(got.results).toEqual([]);
    expect(got.pagination.total_data).toBe(want.total);
  });

  it('lets the organisation go with its totals and counts', async () => {
    await t.db.delete(organizations).where(eq(organizations.id, orgId));
    const [{ n }] = await rowsOf(sql`select count(*)::int as n from leaderboard_counts where organization_id = ${orgId}`);
    expect(n).toBe(0);
  });
});
