// The program detail at scale (issue 29 "Performance": "the program detail with 50 batches × 200 invited users p95 ≤
// 150 ms"): on a scratch console (PGlite by default; PROGRAM_BENCH_DB=pglite,postgres, PROGRAM_BENCH_PGPORT), 50
// companies of 200 active people each are loaded by SQL; then, through the API as an admin would, one program, a batch
// per company and an invitation by company into each (the real use case: 10,000 seats and their history). Figures:
// p50/p95 of GET /program/detail/{id} (the server-rendered page with its 50 batches and their counts), one client at a
// time and ten at once, and, for information, an Edit Batch page on its Invited Users and User History tabs.
// A single-client p95 of the detail past 150 ms fails the run's summary.
// BENCH=program-detail npm run bench
import { latency, onLoadedDatabase, signIn } from './lib.mjs';

const BATCHES = Number(process.env.PROGRAM_BENCH_BATCHES ?? 50);
const PER_BATCH = Number(process.env.PROGRAM_BENCH_PEOPLE ?? 200);
const DBS = (process.env.PROGRAM_BENCH_DB ?? 'pglite').split(',');
const PG_PORT = Number(process.env.PROGRAM_BENCH_PGPORT ?? 54337);
const P95_TARGET_MS = 150;

/** 50 companies of the demo organisation, each with 200 active people. */
async function load(query) {
  const org = (await query(`select id from organizations where org_code = 'DEMO'`)).rows[0].id;
  await query('begin');
  await query(
    `insert into companies (organization_id, code, name) select $1, 'BENCHPC' || g, 'Bench Program Company ' || lpad(g::text, 2, '0') from generate_series(1, $2) g`,
    [org, BATCHES],
  );
  await query(
    `insert into users (organization_id, full_name, email, password_hash, company_id, status, rule)
     select $1, 'Bench Invitee ' || c.name || ' ' || g, 'bench.invitee.' || c.id || '.' || g || '@bench.example', 'x', c.id, 'active', 'editor'
     from companies c cross join generate_series(1, $2) g where c.organization_id = $1 and c.code like 'BENCHPC%'`,
    [org, PER_BATCH],
  );
  await query('commit');
  await query('analyze');
}

async function send(base, token, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text).data;
}

async function measure(server, demo) {
  const token = await signIn(server.base, demo.accounts[0].email, demo.password, demo.orgCode);
  const api = (method, path, body) => send(server.base, token, method, path, body);
  const category = (await api('GET', '/api/categories/options'))[0].value;
  const program = (await api('POST', '/api/programs', { title: 'Bench Program', category_id: category, level: 'advanced', thumbnail_default: 2 })).id;
  const companies = (await api('GET', '/api/companies?keyword=Bench%20Program%20Company&page_size=100')).results.map((c) => c.id);
  const started = performance.now();
  let seated = 0;
  let firstBatch = null;
  for (const [i, company] of companies.slice(0, BATCHES).entries()) {
    const batch = await api('POST', `/api/programs/${program}/batch`, {
      title: `Bench Cohort ${String(i + 1).padStart(2, '0')}`,
      company_id: company,
      start_date: '2031-01-06',
      end_date: '2031-06-30',
      capacity: PER_BATCH,
    });
    firstBatch ??= { id: batch.id, company };
    seated += (await api('POST', `/api/programs/${program}/batch/${batch.id}/invite-users`, { company_ids: [company] })).invited;
  }
  const setupS = (performance.now() - started) / 1000;
  const headers = { cookie: `console_session=${token}` };
  const editBatch = `/program/detail/${program}/edit-batch/${firstBatch.id}/org/${firstBatch.company}`;
  const cases = [
    ['GET /program/detail/{id}', `/program/detail/${program}`, true],
    ['Edit Batch, Invited Users', `${editBatch}?tab=invited`, false],
    ['Edit Batch, User History', `${editBatch}?tab=history`, false],
  ];
  const out = [];
  for (const [name, path, target] of cases) {
    await latency(`${server.base}${path}`, { headers, total: 20, concurrency: 1 });
    const single = await latency(`${server.base}${path}`, { headers, total: 200, concurrency: 1 });
    const ten = await latency(`${server.base}${path}`, { headers, total: 200, concurrency: 10 });
    out.push({ name, target, single, ten });
  }
  return { batches: companies.length, seated, setupS, cases: out };
}

export default async ({ demo, results }) => {
  results.programDetail = { batches: BATCHES, perBatch: PER_BATCH, targets: { p95Ms: P95_TARGET_MS } };
  results.failures ??= [];
  for (const kind of DBS) {
    const run = await onLoadedDatabase(kind, { name: 'program_bench', pgPort: PG_PORT, load, run: (server) => measure(server, demo) });
    if (!run) {
      console.log(`  ${kind}: skipped (no PostgreSQL binaries)`);
      continue;
    }
    const r = run.result;
    results.programDetail[kind] = r;
    console.log(`  ${kind.padEnd(8)} ${r.batches} batches, ${r.seated} people invited through the API in ${r.setupS.toFixed(1)} s`);
    for (const c of r.cases) {
      const ok = !c.target || (c.single.p95 <= P95_TARGET_MS && c.single.failures === 0);
      console.log(
        `  ${kind.padEnd(8)} ${c.name.padEnd(28)} 1 client p50 ${c.single.p50.toFixed(1).padStart(6)} ms p95 ${c.single.p95.toFixed(1).padStart(6)} ms` +
          `${c.target ? ` (≤ ${P95_TARGET_MS}: ${ok ? 'ok' : 'OVER'})` : ''}   10 clients p50 ${c.ten.p50.toFixed(1).padStart(6)} ms p95 ${c.ten.p95.toFixed(1).padStart(6)} ms   non-200: ${c.single.failures + c.ten.failures}`,
      );
      if (!ok)
        results.failures.push(`program-detail: ${kind} ${c.name} p95 ${c.single.p95.toFixed(1)} ms > ${P95_TARGET_MS} ms (non-200: ${c.single.failures})`);
    }
    if (r.seated !== r.batches * PER_BATCH) results.failures.push(`program-detail: ${kind} ${r.seated} seated, expected ${r.batches * PER_BATCH}`);
  }
};
