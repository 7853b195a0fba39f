// The soak (issue 28 item 5): how many requests a second the console serves per core of CPU with the p95 at or under
// 100 ms, and whether it holds that for a long run (latency, errors, memory), on PGlite and on PostgreSQL.
//
// The mix is an administrator's day, one request in twenty a write: list APIs (categories, users, courses, videos:
// 40 %), server-rendered list pages (user, course, category lists: 25 %), detail reads (15 %), the session check
// (10 %), category edits (5 %) and a category created then deleted (5 %, so the table does not grow over an hour).
// Requests are sent open-loop (at the rate's own times, whatever the server's answers), so a server that falls behind
// shows it in the latency instead of slowing the client.
//
// 1. Capacity: steps of SOAK_STEP_S seconds at rising rates until the p95 passes 100 ms or a request fails. The rate
//    per core is the highest step that held, divided by the CPU the console used at it (the server process, and on
//    PostgreSQL the database's backends serving it, read from /proc once a second).
// 2. Soak: SOAK_MINUTES minutes at SOAK_RPS (default: 70 % of the capacity found), a line a minute (served, p95,
//    failures, the server's RSS, the PGlite upkeep's passes and longest hold); the summary gives the RSS floor (each minute's lowest sample) at the start and the end
//    and its slope over the second half.
//
// Each database gets a console of its own (a fresh PGlite data directory; SOAK_DATABASE_URL=postgres://…/<name>,
// recreated empty and seeded, for PostgreSQL; without it only PGlite runs). Linux only (/proc).
// SOAK_STEP_S=20  SOAK_MINUTES=2 (60 for the hour)  SOAK_RPS=  SOAK_DATABASE_URL=  SOAK_ONLY=pglite|postgres
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { signIn, startConsole } from './lib.mjs';

const STEP_MS = Number(process.env.SOAK_STEP_S ?? 20) * 1000;
const MINUTES = Number(process.env.SOAK_MINUTES ?? 2);
const P95_BUDGET = 100;
const RATES = [5, 10, 15, 20, 25, 30, 40, 50, 60, 80, 100, 130, 160, 200, 250, 300];
const TICKS = 100;
/** Requests in flight at once, beyond which the client counts a request as failed instead of queueing it. */
const MAX_IN_FLIGHT = 300;

const cpuMs = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / TICKS;
  } catch {
    return null; // gone
  }
};
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** CPU used by a set of processes, followed once a second (backends come and go with the pool). */
function cpuMeter(pids) {
  const last = new Map();
  let total = 0;
  const sample = async () => {
    for (const pid of await pids()) {
      const now = cpuMs(pid);
      if (now === null) continue;
      total += now - (last.get(pid) ?? now);
      last.set(pid, now);
    }
  };
  return {
    sample,
    /** CPU ms so far (call sample() first). */
    read: async () => (await sample(), total),
  };
}

function send(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const h = { 'accept-encoding': 'br, gzip', ...headers };
    if (body !== undefined) h['content-length'] = Buffer.byteLength(body);
    const req = http.request(url, { method, headers: h, agent, timeout: 30_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text.length < 4096 ? (text += d) : null));
      res.on('end', () => resolve({ status: res.statusCode, text }));
      res.on('error', (err) => resolve({ status: err.code ?? 'ERROR', text: '' }));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    // No answer: the failure is counted under its error's code (ECONNRESET, TIMEOUT, …).
    req.on('error', (err) => resolve({ status: err.code ?? 'ERROR', text: '' }));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** The mix: a function that picks the i-th request and checks its answer. */
async function mixFor(base, token) {
  const auth = { authorization: `Bearer ${token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const cookie = { cookie: `console_session=${token}` };
  const first = async (path) => JSON.parse((await send(undefined, `${base}${path}`, { headers: auth })).text).data.results[0].id;
  const parent = JSON.parse(
    (await send(undefined, `${base}/api/categories`, { method: 'POST', headers: json, body: JSON.stringify({ name: `Soak ${Date.now()}`, parent_id: null }) }))
      .text,
  ).data.id;
  const edited = [];
  for (let i = 0; i < 20; i++)
    edited.push(
      JSON.parse(
        (
          await send(undefined, `${base}/api/categories`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ name: `Soak edited ${i}`, parent_id: parent }),
          })
        ).text,
      ).data.id,
    );
  const userId = await first('/api/cms/users?page=1&page_size=1');
  let made = 0;
  const reads = [
    // 40 % list APIs
    ...Array(10).fill(() => ({ url: `${base}/api/categories?page=1&page_size=10`, headers: auth })),
    ...Array(10).fill(() => ({ url: `${base}/api/cms/users?page=1&page_size=10&order_by=full_name&order_type=asc`, headers: auth })),
    ...Array(10).fill(() => ({ url: `${base}/api/cms/v2/courses?page=1&page_size=10`, headers: auth })),
    ...Array(10).fill(() => ({ url: `${base}/api/videos?page=1&page_size=10`, headers: auth })),
    // 25 % list pages
    ...Array(9).fill(() => ({ url: `${base}/user`, headers: cookie })),
    ...Array(8).fill(() => ({ url: `${base}/course`, headers: cookie })),
    ...Array(8).fill(() => ({ url: `${base}/categories`, headers: cookie })),
    // 15 % details
    ...Array(8).fill(() => ({ url: `${base}/api/categories/${parent}`, headers: auth })),
    ...Array(7).fill(() => ({ url: `${base}/api/cms/users/${userId}`, headers: auth })),
    // 10 % the session
    ...Array(10).fill(() => ({ url: `${base}/api/cms/auth/me`, headers: auth })),
  ];
  const created = [];
  // Edits take their rows in turn, and a row is edited again only after its last edit answered (409s are not load).
  const busy = new Set();
  return (i) => {
    const slot = i % 100;
    if (slot < 90) return reads[slot];
    if (slot < 95) {
      const id = edited.find((e) => !busy.has(e));
      if (id === undefined) return reads[slot % 90];
      busy.add(id);
      return () => ({
        url: `${base}/api/categories/${id}`,
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ name: `Soak edited ${id} ${i}` }),
        done: () => busy.delete(id),
      });
    }
    if (slot % 2 === 1 || created.length === 0)
      return () => ({
        url: `${base}/api/categories`,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ name: `Soak made ${Date.now()} ${made++}`, parent_id: parent }),
        done: (r) => r.status === 201 && created.push(JSON.parse(r.text).data.id),
      });
    const id = created.shift();
    return () => ({ url: `${base}/api/categories/${id}`, method: 'DELETE', headers: auth });
  };
}

/** Open-loop: `rps` requests a second for `ms`; answers the latencies and failures (and calls `each` per second). */
async function drive(agent, mix, rps, ms, each = () => {}) {
  const times = [];
  let failures = 0;
  let inFlight = 0;
  let sent = 0;
  const statuses = {};
  const start = performance.now();
  const pending = [];
  let nextTick = 1000;
  while (performance.now() - start < ms) {
    const due = Math.floor(((performance.now() - start) * rps) / 1000);
    while (sent < due) {
      const i = sent++;
      if (inFlight >= MAX_IN_FLIGHT) {
        failures += 1;
        continue;
      }
      const { url, done, ...options } = mix(i)();
      inFlight += 1;
      const t0 = performance.now();
      pending.push(
        send(agent, url, options).then((r) => {
          inFlight -= 1;
          times.push(performance.now() - t0);
          done?.(r);
          if (typeof r.status !== 'number' || r.status < 200 || r.status >= 300) {
            failures += 1;
            statuses[r.status] = (statuses[r.status] ?? 0) + 1;
          }
        }),
      );
    }
    if (performance.now() - start >= nextTick) {
      nextTick += 1000;
      await each();
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  await Promise.all(pending);
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  return { served: times.length, p50: q(0.5), p95: q(0.95), max: times.at(-1) ?? 0, failures, statuses };
}

async function recreate(url) {
  const { default: pg } = await import('pg');
  const name = new URL(url).pathname.slice(1);
  if (!/^\w+$/.test(name)) throw new Error(`SOAK_DATABASE_URL: '${name}' is not a plain database name`);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

/** The backends serving `url`'s database (PostgreSQL), read from pg_stat_activity through a connection of our own. */
async function backends(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const name = new URL(url).pathname.slice(1);
  return {
    pids: async () => (await client.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name])).rows.map((r) => r.pid),
    close: () => client.end(),
  };
}

async function soakOne(label, demo, env) {
  // The PGlite upkeep's lines (src/db/maintenance.ts): each minute's passes and their longest hold of the thread.
  const upkeep = [];
  let partial = '';
  const server = await startConsole(env, {
    onOutput: (text) => {
      const lines = (partial + text).split('\n');
      partial = lines.pop();
      for (const line of lines) {
        const m = /\[db\] PGlite upkeep in (\d+) ms: .*longest hold (\d+) ms \(([^)]*)\)/.exec(line);
        if (m) upkeep.push({ ms: Number(m[1]), hold: Number(m[2]), what: m[3] });
      }
    },
  });
  const db = env.DATABASE_URL ? await backends(env.DATABASE_URL) : null;
  const meter = cpuMeter(async () => [server.pid, ...(db ? await db.pids() : [])]);
  const out = { database: label, steps: [], soak: null };
  try {
    const token = await signIn(server.base, demo.accounts[0].email, demo.password, demo.orgCode);
    const mix = await mixFor(server.base, token);
    const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT });
    await drive(agent, mix, 10, 5000); // warm up
    console.log(`\n  ${label}: capacity, ${STEP_MS / 1000} s per rate (open-loop), p95 budget ${P95_BUDGET} ms`);
    let held = null;
    for (const rps of RATES) {
      const cpu0 = await meter.read();
      const t0 = performance.now();
      const r = await drive(agent, mix, rps, STEP_MS, meter.sample);
      const wall = performance.now() - t0;
      const cores = ((await meter.read()) - cpu0) / wall;
      const step = { rps, ...r, cores, cpuMsPerRequest: (cores * wall) / Math.max(1, r.served) };
      out.steps.push(step);
      const ok = r.p95 <= P95_BUDGET && r.failures === 0;
      console.log(
        `    ${String(rps).padStart(4)} rps: p50 ${r.p50.toFixed(0).padStart(5)} ms  p95 ${r.p95.toFixed(0).padStart(5)} ms  failures ${r.failures}${r.failures ? ' ' + JSON.stringify(r.statuses) : ''}  CPU ${cores.toFixed(2)} cores, ${step.cpuMsPerRequest.toFixed(1)} ms/request  ${ok ? 'held' : 'NOT held'}`,
      );
      if (!ok) break;
      held = step;
    }
    out.capacity = held ? { rps: held.rps, cores: held.cores, rpsPerCore: held.rps / Math.max(held.cores, 0.01), cpuMsPerRequest: held.cpuMsPerRequest } : null;
    if (held)
      console.log(
        `    capacity: ${held.rps} rps at p95 ≤ ${P95_BUDGET} ms using ${held.cores.toFixed(2)} cores: ${out.capacity.rpsPerCore.toFixed(1)} requests per second per core`,
      );
    else console.log(`    capacity: not even ${RATES[0]} rps held`);

    const rate = Number(process.env.SOAK_RPS ?? 0) || Math.max(RATES[0], Math.floor((held?.rps ?? RATES[0]) * 0.7));
    if (MINUTES > 0) {
      console.log(`  ${label}: soak, ${MINUTES} min at ${rate} rps`);
      const minutes = [];
      let samples = [];
      for (let m = 0; m < MINUTES; m++) {
        samples = [];
        const r = await drive(agent, mix, rate, 60_000, () => samples.push(rssMb(server.pid)));
        const passes = upkeep.splice(0);
        const longest = passes.reduce((a, b) => (b.hold > a.hold ? b : a), { hold: 0, what: '' });
        const line = {
          minute: m + 1,
          ...r,
          rssMin: Math.min(...samples),
          rssMax: Math.max(...samples),
          upkeepPasses: passes.length,
          upkeepLongestHold: longest.hold,
        };
        minutes.push(line);
        console.log(
          `    min ${String(m + 1).padStart(3)}: served ${r.served}  p50 ${r.p50.toFixed(0)} ms  p95 ${r.p95.toFixed(0)} ms  max ${r.max.toFixed(0)} ms  failures ${r.failures}${r.failures ? ' ' + JSON.stringify(r.statuses) : ''}  RSS ${line.rssMin.toFixed(0)}–${line.rssMax.toFixed(0)} MB${passes.length ? `  upkeep ${passes.length}× (longest hold ${longest.hold} ms, ${longest.what})` : ''}`,
        );
      }
      const floors = minutes.map((m) => m.rssMin);
      const half = minutes.slice(Math.floor(minutes.length / 2));
      // Least-squares slope of the floor over the second half, MB per minute.
      const n = half.length;
      const mx = half.reduce((s, m) => s + m.minute, 0) / n;
      const my = half.reduce((s, m) => s + m.rssMin, 0) / n;
      const den = half.reduce((s, m) => s + (m.minute - mx) ** 2, 0);
      const slope = den ? half.reduce((s, m) => s + (m.minute - mx) * (m.rssMin - my), 0) / den : 0;
      const all = minutes.reduce((s, m) => s + m.served, 0);
      const failed = minutes.reduce((s, m) => s + m.failures, 0);
      out.soak = {
        rps: rate,
        minutes: MINUTES,
        served: all,
        failures: failed,
        floorStart: floors[0],
        floorEnd: floors.at(-1),
        floorSlopeMbPerMin: slope,
        worstP95: Math.max(...minutes.map((m) => m.p95)),
        perMinute: minutes,
      };
      console.log(
        `    soak: ${all} requests, ${failed} failed, worst minute p95 ${out.soak.worstP95.toFixed(0)} ms; RSS floor ${floors[0].toFixed(0)} → ${floors.at(-1).toFixed(0)} MB, second-half slope ${slope.toFixed(2)} MB/min`,
      );
    }
    agent.destroy();
  } finally {
    await db?.close();
    await server.stop();
  }
  return out;
}

export default async ({ demo, results }) => {
  try {
    cpuMs(process.pid);
  } catch {
    console.log('  soak: skipped (no /proc)');
    return;
  }
  results.soak = [];
  const only = process.env.SOAK_ONLY;
  if (only !== 'postgres') results.soak.push(await soakOne('PGlite', demo, {}));
  const url = process.env.SOAK_DATABASE_URL;
  if (url && only !== 'pglite') {
    await recreate(url);
    results.soak.push(await soakOne('PostgreSQL', demo, { DATABASE_URL: url }));
  }
};
