// The wallet at scale (issue 33 "Performance", docs/decisions/0127): a ledger of WALLET_BENCH_ROWS movements
// (1,000,000 by default) in the demo organisation, on a scratch console on PGlite and on a private PostgreSQL cluster
// (WALLET_BENCH_DB=pglite,postgres; WALLET_BENCH_PGPORT). Figures: p50/p95 of the balance (one primary-key read, never
// a sum), the ledger's first page, a deep page by date and a deep page by amount, one client at a time (the server's
// own latency) and ten at once; then concurrent top-ups through the API, after which the balance must equal the
// ledger's sum. A single-client p95 past 30 ms, or a balance that is not the ledger's sum, fails the run's summary.
// BENCH=wallet npm run bench
import { latency, onLoadedDatabase, signIn } from './lib.mjs';

const ROWS = Number(process.env.WALLET_BENCH_ROWS ?? 1_000_000);
const DBS = (process.env.WALLET_BENCH_DB ?? 'pglite,postgres').split(',');
const PG_PORT = Number(process.env.WALLET_BENCH_PGPORT ?? 54336);
const P95_TARGET_MS = 30;
const TOP_UPS = 100;

/**
 * The movements in one statement (top-ups and holds, in the order of their ids, each with its balances after it), then
 * the balance row set to what they add up to, as the ledger's writes keep it.
 */
async function loadLedger(query, n) {
  const one = async (sql, params) => (await query(sql, params)).rows[0];
  const org = await one(`select id from organizations where org_code = 'DEMO'`);
  const admin = await one(`select id from users where organization_id = $1 order by id limit 1`, [org.id]);
  const start = await one(`select available::bigint as a, held::bigint as h from wallet_balances where organization_id = $1`, [org.id]);
  await query('begin');
  // Every fourth movement is a hold of 1,000; the others top up 1,000 to 37,000: available only grows.
  await query(
    `insert into wallet_movements (organization_id, kind, debit_account, credit_account, amount, available_after, held_after, reference, note, created_by, created_at)
     select $1, case when g % 4 = 0 then 'hold' else 'top_up' end, case when g % 4 = 0 then 'held' else 'available' end,
            case when g % 4 = 0 then 'available' else 'funding' end, case when g % 4 = 0 then 1000 else 1000 * (1 + g % 37) end,
            0, 0, 'BENCH-' || lpad((g % 5000)::text, 5, '0'), 'Bench movement ' || g % 100, $2, now() - (($3 - g) || ' seconds')::interval
     from generate_series(1, $3) g`,
    [org.id, admin.id, n],
  );
  await query(
    `update wallet_balances b set available = $2::bigint + s.topped - s.held, held = $3::bigint + s.held, last_movement_id = s.last
     from (select coalesce(sum(amount) filter (where kind = 'top_up'), 0) topped, coalesce(sum(amount) filter (where kind = 'hold'), 0) held, max(id) last
           from wallet_movements where organization_id = $1 and reference like 'BENCH-%') s where b.organization_id = $1`,
    [org.id, start.a, start.h],
  );
  await query('commit');
  await query('analyze');
}

/** The wallet's balance as the API answers it. */
async function balanceOf(base, token) {
  return (await (await fetch(`${base}/api/wallet`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
}

async function measure(server, demo) {
  const token = await signIn(server.base, demo.accounts[0].email, demo.password, demo.orgCode);
  const headers = { authorization: `Bearer ${token}` };
  const deep = Math.floor(ROWS / 10 / 2);
  const cases = [
    ['GET /api/wallet (balance)', `/api/wallet`],
    ['ledger page 1', `/api/wallet/movements?page=1&page_size=10`],
    [`ledger page ${deep} (date)`, `/api/wallet/movements?page=${deep}&page_size=10&order_by=created_at&order_type=desc`],
    [`ledger page ${deep} (amount)`, `/api/wallet/movements?page=${deep}&page_size=10&order_by=amount&order_type=asc`],
  ];
  const out = [];
  for (const [name, path] of cases) {
    await latency(`${server.base}${path}`, { headers, total: 20, concurrency: 1 }); // warm: the anchors are walked once
    const single = await latency(`${server.base}${path}`, { headers, total: 200, concurrency: 1 });
    const ten = await latency(`${server.base}${path}`, { headers, total: 300, concurrency: 10 });
    out.push({ name, single, ten });
  }
  // Concurrent top-ups through the API: each one locks the balance row; the balance stays the ledger's sum.
  const before = await balanceOf(server.base, token);
  const answers = await Promise.all(
    Array.from({ length: TOP_UPS }, (_, i) =>
      fetch(`${server.base}/api/wallet/top-ups`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 1000 + i, reference: `BENCH-TOPUP-${i}` }),
      }).then((r) => r.status),
    ),
  );
  const after = await balanceOf(server.base, token);
  const expected = before.available + Array.from({ length: TOP_UPS }, (_, i) => 1000 + i).reduce((a, b) => a + b, 0);
  return { cases: out, topUps: { created: answers.filter((s) => s === 201).length, balance: after.available, expected, held: after.held } };
}

/** The ledger's own sums for the demo organisation (what enters available or held minus what leaves it). */
const SUM_SQL = `select coalesce(sum(case when debit_account = 'available' then amount when credit_account = 'available' then -amount else 0 end), 0)::text as available,
                        coalesce(sum(case when debit_account = 'held' then amount when credit_account = 'held' then -amount else 0 end), 0)::text as held
                 from wallet_movements where organization_id = (select id from organizations where org_code = 'DEMO')`;

async function onDatabase(kind, demo) {
  const run = await onLoadedDatabase(kind, {
    name: 'wallet_bench',
    pgPort: PG_PORT,
    load: (query) => loadLedger(query, ROWS),
    run: (server) => measure(server, demo),
    inspect: async (query) => {
      const row = (await query(SUM_SQL)).rows[0];
      return { available: Number(row.available), held: Number(row.held) };
    },
  });
  if (!run) return null;
  run.result.topUps.ledger = run.inspected;
  return run.result;
}

export default async ({ demo, results }) => {
  results.wallet = { rows: ROWS, targets: { p95Ms: P95_TARGET_MS } };
  results.failures ??= [];
  for (const kind of DBS) {
    const r = await onDatabase(kind, demo);
    if (!r) {
      console.log(`  postgres: skipped (no PostgreSQL binaries)`);
      continue;
    }
    results.wallet[kind] = r;
    for (const c of r.cases) {
      const ok = c.single.p95 <= P95_TARGET_MS && c.single.failures === 0;
      console.log(
        `  ${kind.padEnd(8)} ${c.name.padEnd(30)} 1 client p50 ${c.single.p50.toFixed(1).padStart(6)} ms p95 ${c.single.p95.toFixed(1).padStart(6)} ms (≤ ${P95_TARGET_MS}: ${ok ? 'ok' : 'OVER'})   ` +
          `10 clients p50 ${c.ten.p50.toFixed(1).padStart(6)} ms p95 ${c.ten.p95.toFixed(1).padStart(6)} ms   non-200: ${c.single.failures + c.ten.failures}`,
      );
      if (!ok) results.failures.push(`wallet: ${kind} ${c.name} p95 ${c.single.p95.toFixed(1)} ms > ${P95_TARGET_MS} ms (non-200: ${c.single.failures})`);
    }
    const t = r.topUps;
    const balanced = t.created === TOP_UPS && t.balance === t.expected && t.ledger.available === t.balance && t.ledger.held === t.held;
    console.log(
      `  ${kind.padEnd(8)} ${TOP_UPS} concurrent top-ups: ${t.created} created; balance ${t.balance}, ledger's sum ${t.ledger.available} (${balanced ? 'equal' : 'DIFFERENT'})`,
    );
    if (!balanced)
      results.failures.push(`wallet: ${kind} after ${TOP_UPS} concurrent top-ups the balance ${t.balance} is not the ledger's sum ${t.ledger.available}`);
  }
};
