// The user export at scale (issue 34 item 5: "the user export of 100,000 rows … under 5 s of CPU"): EXPORT_BENCH_ROWS
// people (100,000 by default; each with a division, a company and a manager, every other one with a role) on a scratch
// console, PGlite and a private PostgreSQL cluster (EXPORT_BENCH_DB=pglite,postgres; EXPORT_BENCH_PGPORT), then one
// GET /api/cms/users/export read to its end. Figures: the server process's CPU (from /proc: on PGlite it includes the
// database's work, on PostgreSQL it is the console's alone), the wall time, the file's size, the slowest answer of
// /api/health asked every 50 ms meanwhile, and the server's peak RSS. CPU past the target fails the run's summary.
// BENCH=user-export npm run bench
import { readFileSync } from 'node:fs';
import { onLoadedDatabase, signIn } from './lib.mjs';

const ROWS = Number(process.env.EXPORT_BENCH_ROWS ?? 100_000);
const DBS = (process.env.EXPORT_BENCH_DB ?? 'pglite,postgres').split(',');
const PG_PORT = Number(process.env.EXPORT_BENCH_PGPORT ?? 54335);
const CPU_TARGET_S = 5;
const HEALTH_TARGET_MS = 100;
const TICKS = 100; // USER_HZ: /proc/<pid>/stat counts CPU in hundredths of a second on Linux.

/** The process's user + system CPU so far, in seconds. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** The people, in two statements: n people spread over the demo's divisions and companies, then roles. */
async function loadPeople(query, n) {
  const one = async (sql, params) => (await query(sql, params)).rows[0];
  const org = await one(`select id from organizations where org_code = 'DEMO'`);
  const admin = await one(`select id, password_hash from users where organization_id = $1 order by id limit 1`, [org.id]);
  await query('begin');
  await query(
    `with d as (select array_agg(id order by id) ids from divisions where organization_id = $1),
          c as (select array_agg(id order by id) ids from companies where organization_id = $1)
     insert into users (organization_id, full_name, email, nik, position, phone, password_hash, rule, division_id, company_id, manager_id, created_at, updated_at)
     select $1, 'Export Person ' || g, 'export' || g || '@people.bench', '6' || lpad(g::text, 8, '0'), 'Officer ' || g % 10, '+62 811 ' || g, $3, 'editor',
            d.ids[1 + g % cardinality(d.ids)], c.ids[1 + g % cardinality(c.ids)], $2, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
     from generate_series(1, $4) g, d, c`,
    [org.id, admin.id, admin.password_hash, n],
  );
  await query(
    `insert into user_roles (user_id, role_id)
     select u.id, (select min(id) from roles where organization_id = $1) from users u where u.organization_id = $1 and u.email like 'export%@people.bench' and u.id % 2 = 0`,
    [org.id],
  );
  await query('commit');
  await query('analyze');
}

/** One export read to its end while /api/health is asked every 50 ms. */
async function measure(server, demo) {
  const token = await signIn(server.base, demo.accounts[0].email, demo.password, demo.orgCode);
  let done = false;
  let slowest = 0;
  let peak = rssMb(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 100);
  const pinger = (async () => {
    while (!done) {
      const t = performance.now();
      await fetch(`${server.base}/api/health`);
      slowest = Math.max(slowest, performance.now() - t);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const cpu0 = cpuSeconds(server.pid);
  const t0 = performance.now();
  const res = await fetch(`${server.base}/api/cms/users/export`, { headers: { authorization: `Bearer ${token}` } });
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  const wallS = (performance.now() - t0) / 1000;
  const cpuS = cpuSeconds(server.pid) - cpu0;
  done = true;
  await pinger;
  clearInterval(sampler);
  return { status: res.status, mb: bytes / 1e6, wallS, cpuS, healthMaxMs: slowest, peakRssMb: peak };
}

async function onDatabase(kind, demo) {
  const run = await onLoadedDatabase(kind, {
    name: 'export_bench',
    pgPort: PG_PORT,
    load: (query) => loadPeople(query, ROWS),
    run: (server) => measure(server, demo),
  });
  return run && run.result;
}

export default async ({ demo, results }) => {
  results.userExport = { rows: ROWS, targets: { cpuS: CPU_TARGET_S, healthMaxMs: HEALTH_TARGET_MS } };
  results.failures ??= [];
  for (const kind of DBS) {
    const r = await onDatabase(kind, demo);
    if (!r) {
      console.log(`  postgres: skipped (no PostgreSQL binaries)`);
      continue;
    }
    results.userExport[kind] = r;
    const cpuOk = r.status === 200 && r.cpuS <= CPU_TARGET_S;
    console.log(
      `  ${kind.padEnd(8)} ${ROWS} people: ${r.mb.toFixed(1)} MB in ${r.wallS.toFixed(1)} s, server CPU ${r.cpuS.toFixed(2)} s (target ≤ ${CPU_TARGET_S} s: ${cpuOk ? 'ok' : 'OVER'}), ` +
        `slowest health answer ${r.healthMaxMs.toFixed(0)} ms (target < ${HEALTH_TARGET_MS} ms: ${r.healthMaxMs < HEALTH_TARGET_MS ? 'ok' : 'OVER'}), peak RSS ${r.peakRssMb.toFixed(0)} MB, status ${r.status}`,
    );
    if (!cpuOk) results.failures.push(`user export: ${kind} ${ROWS} people took ${r.cpuS.toFixed(2)} s of CPU > ${CPU_TARGET_S} s (status ${r.status})`);
  }
};
