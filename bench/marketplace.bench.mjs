// The marketplace under concurrency (issue 33 "Performance", decisions 0127, 0133): 100 administrators of the demo
// organisation, each with two offers in their cart, check out at the same moment against a wallet that covers only 70
// of the requests (each checkout holds its total under the wallet's row lock: the other 30 are its 409); then every
// request is decided twice at once (approve + approve, or approve + reject: the request's row lock lets exactly one
// through). Afterwards the balance (available and held) must equal the ledger's sums, nothing may stay held, and
// available must have fallen by exactly the approved totals. Figures: each phase's wall time and p50/p95 per call.
// MARKETPLACE_BENCH_DB=postgres (default; pglite,postgres for both), MARKETPLACE_BENCH_PGPORT.
// BENCH=marketplace npm run bench
import { onLoadedDatabase, signIn } from './lib.mjs';

const BUYERS = Number(process.env.MARKETPLACE_BENCH_BUYERS ?? 100);
const COVERED = Math.floor(BUYERS * 0.7);
const DBS = (process.env.MARKETPLACE_BENCH_DB ?? 'postgres').split(',');
const PG_PORT = Number(process.env.MARKETPLACE_BENCH_PGPORT ?? 54337);
const EMAIL = (i) => `bench-buyer-${i}@nusantara.example`;

/**
 * BUYERS copies of the demo administrator (same password and roles), 2 × BUYERS offers of a demo provider priced so
 * that the wallet's available balance covers exactly COVERED carts, and two of them in each buyer's cart.
 */
async function load(query) {
  const one = async (sql, params) => (await query(sql, params)).rows[0];
  const org = await one(`select id from organizations where org_code = 'DEMO'`);
  const admin = await one(`select id from users where organization_id = $1 order by id limit 1`, [org.id]);
  const provider = await one(`select id from providers where organization_id = $1 order by id desc limit 1`, [org.id]);
  const wallet = await one(`select available::bigint as a from wallet_balances where organization_id = $1`, [org.id]);
  const price = Math.floor(Number(wallet.a) / (2 * COVERED));
  // What is left after COVERED carts must not cover one more (2 × price): true once the price is at least COVERED.
  if (Number(wallet.a) - 2 * COVERED * price >= 2 * price) throw new Error('the demo wallet is too small for the bench');
  await query('begin');
  await query(
    `insert into users (organization_id, full_name, email, password_hash, rule, status)
     select organization_id, 'Bench Buyer ' || g, 'bench-buyer-' || g || '@nusantara.example', password_hash, 'admin', 'active'
     from users, generate_series(1, $2) g where id = $1`,
    [admin.id, BUYERS],
  );
  await query(
    `insert into user_roles (user_id, role_id) select u.id, r.role_id from users u, user_roles r
     where u.email like 'bench-buyer-%' and u.organization_id = $1 and r.user_id = $2`,
    [org.id, admin.id],
  );
  await query(
    `insert into marketplace_offers (organization_id, provider_id, title, module, description, duration_minutes, price, created_by)
     select $1, $2, 'Bench Offer ' || g, 'course', 'Bench', 60, $3, $4 from generate_series(1, $5) g`,
    [org.id, provider.id, price, admin.id, 2 * BUYERS],
  );
  // Buyer g's cart: Bench Offer 2g-1 and 2g.
  await query(
    `insert into marketplace_cart_items (organization_id, user_id, offer_id)
     select $1, u.id, o.id from users u join marketplace_offers o
       on o.title in ('Bench Offer ' || (2 * substring(u.email from 'bench-buyer-(\\d+)@')::int - 1), 'Bench Offer ' || (2 * substring(u.email from 'bench-buyer-(\\d+)@')::int))
     where u.organization_id = $1 and u.email like 'bench-buyer-%' and o.organization_id = $1`,
    [org.id],
  );
  await query('commit');
  await query('analyze');
}

const quantiles = (times) => {
  const t = [...times].sort((a, b) => a - b);
  const q = (p) => t[Math.min(t.length - 1, Math.floor(p * t.length))];
  return { p50: q(0.5), p95: q(0.95), max: t.at(-1) };
};

/** Calls at once, each timed: their statuses and bodies, the phase's wall time and the calls' p50/p95. */
async function allAtOnce(calls) {
  const started = performance.now();
  const out = await Promise.all(
    calls.map(async ([url, init]) => {
      const t = performance.now();
      const res = await fetch(url, init);
      const body = await res.json().catch(() => null);
      return { status: res.status, body, ms: performance.now() - t };
    }),
  );
  return { out, wallMs: performance.now() - started, ...quantiles(out.map((o) => o.ms)) };
}

async function measure(server, demo) {
  const P = `${server.base}/api/marketplace-organization`;
  const approver = await signIn(server.base, demo.accounts[0].email, demo.password, demo.orgCode);
  const tokens = [];
  for (let i = 1; i <= BUYERS; i += 10)
    tokens.push(
      ...(await Promise.all(Array.from({ length: Math.min(10, BUYERS - i + 1) }, (_, k) => signIn(server.base, EMAIL(i + k), demo.password, demo.orgCode)))),
    );
  const wallet = async () => (await (await fetch(`${server.base}/api/wallet`, { headers: { authorization: `Bearer ${approver}` } })).json()).data;
  const before = await wallet();

  const checkouts = await allAtOnce(tokens.map((t) => [`${P}/checkout`, { method: 'POST', headers: { authorization: `Bearer ${t}` } }]));
  const created = checkouts.out.filter((o) => o.status === 201).map((o) => o.body.data);
  const mid = await wallet();

  // Each request decided twice at the same moment: even ones approve + approve, odd ones approve + reject.
  const auth = { authorization: `Bearer ${approver}`, 'content-type': 'application/json' };
  const decide = (id, approve) => [
    `${P}/approval/${id}/${approve ? 'approve' : 'reject'}`,
    { method: 'POST', headers: auth, body: approve ? undefined : JSON.stringify({ reason: 'Bench: not this quarter.' }) },
  ];
  const decisions = await allAtOnce(created.flatMap((r, i) => [decide(r.id, true), decide(r.id, i % 2 === 0)]));
  const after = await wallet();
  const wonApprovals = created.filter((_, i) => {
    const [a, b] = [decisions.out[2 * i], decisions.out[2 * i + 1]];
    return a.status === 200 || (b.status === 200 && i % 2 === 0);
  });
  return {
    before,
    mid,
    after,
    checkouts: {
      ...checkouts,
      out: undefined,
      created: created.length,
      refused: checkouts.out.filter((o) => o.status === 409).length,
      other: checkouts.out.filter((o) => o.status !== 201 && o.status !== 409).length,
    },
    decisions: {
      ...decisions,
      out: undefined,
      ok: decisions.out.filter((o) => o.status === 200).length,
      conflict: decisions.out.filter((o) => o.status === 409).length,
      other: decisions.out.filter((o) => o.status !== 200 && o.status !== 409).length,
      approvedTotal: wonApprovals.reduce((s, r) => s + r.total, 0),
    },
  };
}

/** The ledger's own sums for the demo organisation, and what the requests say of themselves. */
async function inspect(query) {
  const row = (
    await query(`select
      coalesce(sum(case when debit_account = 'available' then amount when credit_account = 'available' then -amount else 0 end), 0)::text as available,
      coalesce(sum(case when debit_account = 'held' then amount when credit_account = 'held' then -amount else 0 end), 0)::text as held
      from wallet_movements where organization_id = (select id from organizations where org_code = 'DEMO')`)
  ).rows[0];
  const reqs = (
    await query(`select a.status, count(*)::int as n, coalesce(sum(a.total), 0)::text as total from marketplace_approvals a
      join users u on u.id = a.requested_by where u.email like 'bench-buyer-%' group by a.status`)
  ).rows;
  return {
    available: Number(row.available),
    held: Number(row.held),
    requests: Object.fromEntries(reqs.map((r) => [r.status, { n: r.n, total: Number(r.total) }])),
  };
}

export default async ({ demo, results }) => {
  results.marketplace = { buyers: BUYERS, covered: COVERED };
  results.failures ??= [];
  for (const kind of DBS) {
    const run = await onLoadedDatabase(kind, { name: 'marketplace_bench', pgPort: PG_PORT, load, run: (server) => measure(server, demo), inspect });
    if (!run) {
      console.log(`  ${kind}: skipped (no PostgreSQL binaries)`);
      continue;
    }
    const r = { ...run.result, ledger: run.inspected };
    results.marketplace[kind] = r;
    const c = r.checkouts;
    const d = r.decisions;
    const approved = r.ledger.requests.approved ?? { n: 0, total: 0 };
    const rejected = r.ledger.requests.rejected ?? { n: 0, total: 0 };
    console.log(
      `  ${kind.padEnd(8)} ${BUYERS} checkouts at once: ${c.created} held, ${c.refused} refused (409), ${c.other} other; ` +
        `wall ${c.wallMs.toFixed(0)} ms, p50 ${c.p50.toFixed(0)} ms, p95 ${c.p95.toFixed(0)} ms`,
    );
    console.log(
      `  ${kind.padEnd(8)} ${2 * c.created} decisions at once: ${d.ok} decided, ${d.conflict} already decided (409), ${d.other} other; ` +
        `wall ${d.wallMs.toFixed(0)} ms, p50 ${d.p50.toFixed(0)} ms, p95 ${d.p95.toFixed(0)} ms; ${approved.n} approved, ${rejected.n} rejected`,
    );
    const checks = [
      [c.created === COVERED && c.refused === BUYERS - COVERED && c.other === 0, `${COVERED} of ${BUYERS} checkouts held (the wallet covers ${COVERED})`],
      [d.ok === c.created && d.conflict === c.created && d.other === 0, 'each request decided exactly once'],
      [r.after.available === r.ledger.available && r.after.held === r.ledger.held, "balance (available, held) = the ledger's sums"],
      [r.after.held === r.before.held, 'nothing left held'],
      [r.after.available === r.before.available - approved.total && approved.total === d.approvedTotal, 'available fell by the approved totals'],
      [r.mid.available + r.mid.held === r.before.available + r.before.held, 'checkout only moved money from available to held'],
    ];
    console.log(
      `  ${kind.padEnd(8)} balance available ${r.after.available}, held ${r.after.held}; ledger's sums ${r.ledger.available}, ${r.ledger.held}; ` +
        checks.map(([ok, what]) => `${what}: ${ok ? 'ok' : 'NO'}`).join('; '),
    );
    for (const [ok, what] of checks) if (!ok) results.failures.push(`marketplace: ${kind} ${what}: not so`);
  }
};
