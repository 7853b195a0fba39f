// The leaderboard at scale (issue 30 "Performance", docs/decisions/0130): LEADERBOARD_BENCH_LEARNERS learners (100,000
// by default) with LEADERBOARD_BENCH_ENTRIES point-ledger entries (1,000,000) in the demo organisation, spread over the
// twelve months of 2026, with the totals the awards keep beside the ledger (point_balances, point_period_totals) set to
// what the entries add up to; on a scratch console on PGlite and on a private PostgreSQL cluster
// (LEADERBOARD_BENCH_DB=pglite,postgres; LEADERBOARD_BENCH_PGPORT). Figures: p50/p95 of a page of the leaderboard
// through the API (all time, a month, a year, a division, a company; the first page and a deep one), one client at a
// time (the server's own latency, the target: p95 ≤ 50 ms) and ten at once. A single-client p95 past the target, or a
// page whose first row is not the learner with the most points, fails the run's summary.
// BENCH=leaderboard npm run bench
import { latency, onLoadedDatabase, signIn } from './lib.mjs';

const LEARNERS = Number(process.env.LEADERBOARD_BENCH_LEARNERS ?? 100_000);
const ENTRIES = Number(process.env.LEADERBOARD_BENCH_ENTRIES ?? 1_000_000);
const DBS = (process.env.LEADERBOARD_BENCH_DB ?? 'pglite,postgres').split(',');
const PG_PORT = Number(process.env.LEADERBOARD_BENCH_PGPORT ?? 54337);
const P95_TARGET_MS = 50;

/**
 * The learners (each in one of the organisation's divisions and companies), the ledger (entry g goes to learner
 * g % LEARNERS, 1 to 50 points, in month 1 + g % 12 of 2026), then the totals as the awards keep them.
 */
async function load(query) {
  const one = async (sql, params) => (await query(sql, params)).rows[0];
  const org = (await one(`select id from organizations where org_code = 'DEMO'`)).id;
  const divisions = (await query(`select id from divisions where organization_id = $1 order by id`, [org])).rows.map((r) => r.id);
  const companies = (await query(`select id from companies where organization_id = $1 order by id`, [org])).rows.map((r) => r.id);
  if (!divisions.length || !companies.length) throw new Error('the demo organisation has no division or company to spread the learners over');
  await query('begin');
  const first = Number(
    (
      await one(
        `with ins as (
           insert into users (organization_id, full_name, email, password_hash, division_id, company_id, status, rule)
           select $1, 'Bench Learner ' || g, 'bench.learner' || g || '@bench.example', 'x',
                  ($2::int[])[1 + g % array_length($2::int[], 1)], ($3::int[])[1 + g % array_length($3::int[], 1)], 'active', 'editor'
           from generate_series(1, $4) g returning id)
         select min(id) as first from ins`,
        [org, divisions, companies, LEARNERS],
      )
    ).first,
  );
  await query(
    `insert into point_entries (organization_id, user_id, points, activity, source_type, source_id, reason, created_at)
     select $1, $2::int + g % $3, 1 + (g::bigint * 7919) % 50, 'quiz_passed', 'bench', g, 'Bench award ' || g,
            make_timestamptz(2026, 1 + g % 12, 1 + g % 28, 9, 0, 0, 'UTC')
     from generate_series(1, $4) g`,
    [org, first, LEARNERS, ENTRIES],
  );
  await query(
    `insert into point_balances (organization_id, user_id, balance, earned)
     select $1, user_id, sum(points), sum(points) from point_entries where organization_id = $1 and source_type = 'bench' group by user_id
     on conflict (organization_id, user_id) do update set balance = point_balances.balance + excluded.balance, earned = point_balances.earned + excluded.earned`,
    [org],
  );
  for (const period of [`to_char(created_at at time zone 'UTC', 'YYYY-MM')`, `to_char(created_at at time zone 'UTC', 'YYYY')`])
    await query(
      `insert into point_period_totals (organization_id, period, user_id, earned)
       select $1, ${period}, user_id, sum(points) from point_entries where organization_id = $1 and source_type = 'bench' group by 2, user_id
       on conflict (organization_id, period, user_id) do update set earned = point_period_totals.earned + excluded.earned`,
      [org],
    );
  await query('commit');
  await query('analyze');
  return { divisions, companies };
}

/** The learner with the most points of a period (ties: the lower id), as the ledger's totals say. */
async function topOf(query, period) {
  const table = period === 'all' ? `point_balances where` : `point_period_totals where period = '${period}' and`;
  return (
    await query(
      `select user_id from ${table} organization_id = (select id from organizations where org_code = 'DEMO') and earned > 0 order by earned desc, user_id limit 1`,
    )
  ).rows[0]?.user_id;
}

async function measure(server, demo, loaded) {
  const token = await signIn(server.base, demo.accounts[0].email, demo.password, demo.orgCode);
  const headers = { authorization: `Bearer ${token}` };
  const deep = Math.floor(LEARNERS / 10 / 2);
  const cases = [
    ['all time, page 1', 'period=all&page=1'],
    [`all time, page ${deep}`, `period=all&page=${deep}`],
    ['month 2026-06, page 1', 'period=2026-06&page=1'],
    [`year 2026, page ${deep}`, `period=2026&page=${deep}`],
    ['a division, page 1', `period=all&division_id=${loaded.divisions[0]}&page=1`],
    ['a company, page 1', `period=all&company_id=${loaded.companies[0]}&page=1`],
  ];
  const out = [];
  for (const [name, q] of cases) {
    const url = `${server.base}/api/setting/leaderboard?${q}&page_size=10`;
    await latency(url, { headers, total: 20, concurrency: 1 }); // warm
    const single = await latency(url, { headers, total: 200, concurrency: 1 });
    const ten = await latency(url, { headers, total: 300, concurrency: 10 });
    out.push({ name, single, ten });
  }
  const firstRows = {};
  for (const period of ['all', '2026-06']) {
    const body = await (await fetch(`${server.base}/api/setting/leaderboard?period=${period}&page=1&page_size=1`, { headers })).json();
    firstRows[period] = body.data.results?.[0]?.user_id ?? null;
  }
  return { cases: out, firstRows };
}

export default async ({ demo, results }) => {
  results.leaderboard = { learners: LEARNERS, entries: ENTRIES, targets: { p95Ms: P95_TARGET_MS } };
  results.failures ??= [];
  for (const kind of DBS) {
    let loaded;
    const run = await onLoadedDatabase(kind, {
      name: 'leaderboard_bench',
      pgPort: PG_PORT,
      load: async (query) => (loaded = await load(query)),
      run: (server) => measure(server, demo, loaded),
      inspect: async (query) => ({ all: await topOf(query, 'all'), '2026-06': await topOf(query, '2026-06') }),
    });
    if (!run) {
      console.log(`  postgres: skipped (no PostgreSQL binaries)`);
      continue;
    }
    const r = { ...run.result, expectedFirstRows: run.inspected };
    results.leaderboard[kind] = r;
    for (const c of r.cases) {
      const ok = c.single.p95 <= P95_TARGET_MS && c.single.failures === 0;
      console.log(
        `  ${kind.padEnd(8)} ${c.name.padEnd(26)} 1 client p50 ${c.single.p50.toFixed(1).padStart(6)} ms p95 ${c.single.p95.toFixed(1).padStart(6)} ms (≤ ${P95_TARGET_MS}: ${ok ? 'ok' : 'OVER'})   ` +
          `10 clients p50 ${c.ten.p50.toFixed(1).padStart(6)} ms p95 ${c.ten.p95.toFixed(1).padStart(6)} ms   non-200: ${c.single.failures + c.ten.failures}`,
      );
      if (!ok) results.failures.push(`leaderboard: ${kind} ${c.name} p95 ${c.single.p95.toFixed(1)} ms > ${P95_TARGET_MS} ms (non-200: ${c.single.failures})`);
    }
    for (const [period, expected] of Object.entries(r.expectedFirstRows)) {
      const got = r.firstRows[period];
      console.log(`  ${kind.padEnd(8)} first of ${period}: user ${got} (the totals' first: ${expected}${got === expected ? '' : ', DIFFERENT'})`);
      if (got !== expected) results.failures.push(`leaderboard: ${kind} the first of ${period} is user ${got}, the totals say ${expected}`);
    }
  }
};
