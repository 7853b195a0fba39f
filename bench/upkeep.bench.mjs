// PGlite's upkeep on a 100,000-row table (issue 28 item 4, docs/decisions/0119): how long its longest statement holds
// the server's thread (every request that arrives meanwhile waits for the rest of it), beside a stream of requests and
// once the server is idle, and how long the stream's requests took while it ran.
// Two cases on the widest list table, users (16 indexes, four of them trigram): after a bulk load of 100,000 people by
// another process (the server starts on them), and after every one of them was then updated once (a day of heavy
// writes, as issue 28 measured 4.7 s after ten minutes of them).
// UPKEEP_BENCH_ROWS=100000  UPKEEP_BENCH_STREAM_S=20 (how long the stream runs; a request 50 ms after the last answer, about the soak's 20 a second)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, signIn } from './lib.mjs';

const ROWS = Number(process.env.UPKEEP_BENCH_ROWS ?? 100_000);
const STREAM_MS = Number(process.env.UPKEEP_BENCH_STREAM_S ?? 20) * 1000;
const GAP_MS = 50;
const BUDGET_MS = 250;

async function serve(dir, env = {}) {
  const port = await freePort();
  const full = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...env };
  delete full.DATABASE_URL;
  const child = spawn(process.execPath, ['scripts/serve.mjs'], { env: full, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, output: () => out, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) };
}

/** The PGlite of the data directory, opened by this process while no server runs (as a bulk load by another tool). */
async function withPglite(dir, fn) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(dir, { extensions: { pg_trgm } });
  try {
    await fn(db);
  } finally {
    await db.close();
  }
}

/** The upkeep's line for a pass: its longest hold beside requests and, when it left work for an idle server, that one's. */
const PASS = /\[db\] PGlite upkeep in (\d+) ms: .*longest hold (\d+) ms \(([^)]*)\)(?:, once idle (\d+) ms \(([^)]*)\))?/;

async function runCase(label, dir, results) {
  const server = await serve(dir);
  try {
    const demo = JSON.parse(readFileSync('src/db/seed/demo-accounts.json', 'utf8'));
    const token = await signIn(server.base, demo.accounts[0].email, demo.password, demo.orgCode);
    const url = `${server.base}/api/cms/users?page=1&page_size=10&order_by=full_name&order_type=asc`;
    const times = [];
    const t0 = performance.now();
    while (performance.now() - t0 < STREAM_MS) {
      const s = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      times.push(performance.now() - s);
      await new Promise((r) => setTimeout(r, GAP_MS));
    }
    // The stream has ended: what waited for an idle server runs now (5 s on). The pass logs one line when it ends.
    let m = null;
    for (let i = 0; i < 1200 && !(m = PASS.exec(server.output())); i++) await new Promise((r) => setTimeout(r, 250));
    times.sort((a, b) => a - b);
    const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
    const r = {
      label,
      rows: ROWS,
      requests: times.length,
      p50: q(0.5),
      p95: q(0.95),
      slowest: times.at(-1),
      pass: m ? { ms: Number(m[1]), busyHoldMs: Number(m[2]), busyHold: m[3], idleHoldMs: m[4] ? Number(m[4]) : null, idleHold: m[5] ?? null } : null,
    };
    results.upkeep.push(r);
    console.log(
      `  ${label.padEnd(40)} stream: ${r.requests} requests, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, slowest ${r.slowest.toFixed(0)} ms`,
    );
    if (!r.pass) console.log('  (no upkeep pass logged)');
    else
      console.log(
        `  ${''.padEnd(40)} longest hold beside requests ${r.pass.busyHoldMs} ms (${r.pass.busyHold}; budget ${BUDGET_MS} ms ${r.pass.busyHoldMs <= BUDGET_MS ? 'ok' : 'OVER'})` +
          (r.pass.idleHoldMs !== null ? `; once idle ${r.pass.idleHoldMs} ms (${r.pass.idleHold})` : '; nothing left for an idle server') +
          `; pass ${r.pass.ms} ms`,
      );
  } finally {
    await server.stop();
  }
}

export default async function upkeepBench({ results }) {
  results.upkeep = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'console-upkeep-bench-'));
  try {
    // The schema and the demo organisation, then the people, loaded by this process while no server runs.
    await (await serve(dir, { PGLITE_MAINTENANCE: '0' })).stop();
    await withPglite(dir, async (db) => {
      const org = (await db.query(`select id from organizations where org_code = 'DEMO'`)).rows[0];
      const hash = (await db.query(`select password_hash from users where organization_id = $1 order by id limit 1`, [org.id])).rows[0].password_hash;
      await db.query(
        `insert into users (organization_id, full_name, email, nik, position, password_hash, rule, created_at, updated_at)
         select $1, 'Bench Person ' || g, 'person' || g || '@people.bench', '7' || lpad(g::text, 8, '0'),
                (array['Leadership','Safety','Onboarding','Compliance','Sales'])[1 + g % 5] || ' Officer', $2, 'editor',
                now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
         from generate_series(1, $3) g`,
        [org.id, hash, ROWS],
      );
    });
    await runCase(`users: ${ROWS} rows bulk-loaded`, dir, results);
    await withPglite(dir, (db) => db.query(`update users set position = position || ' II', updated_at = now() where email like '%@people.bench'`));
    await runCase(`users: then every row updated`, dir, results);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
