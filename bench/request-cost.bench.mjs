// What one API request and one list page cost the server in CPU (decisions 0096, 0099, 0109; issue 34): the server
// process's user + system time from /proc/<pid>/stat over REQUEST_COST_TOTAL requests (default 2000, after 100 to warm
// up) at 10 concurrent keep-alive clients, per request; reads and writes alike. On PGlite (the bench's database) the
// database runs inside the server process, so its CPU is counted too; REQUEST_COST_DATABASE_URL=postgres://…/<name>
// runs the cases on a console of their own on that PostgreSQL database instead (recreated empty and seeded; its CPU, in
// PostgreSQL's own processes, is then not counted: what is left is the console's). Linux only (elsewhere the case
// measures nothing).
// REQUEST_COST_TOTAL=2000  REQUEST_COST_CONCURRENCY=10  REQUEST_COST_DATABASE_URL=
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { signIn, startConsole } from './lib.mjs';

const TOTAL = Number(process.env.REQUEST_COST_TOTAL ?? 2000);
const CONCURRENCY = Number(process.env.REQUEST_COST_CONCURRENCY ?? 10);
const WARM_UP = 100;
/** The list pages whose render cost is measured, against the budgets below (issue 34 item 4). */
const LIST_PAGES = ['/categories', '/user', '/classroom', '/course', '/video'];
/** CPU budgets per request, in ms: a list page, and a list's API answer (issue 34). */
const BUDGET = { page: 8, listApi: 3 };
/** Clock ticks per second of /proc's CPU times (CLK_TCK, 100 on Linux). */
const TICKS = 100;

/** The process's CPU time so far, in ms (utime + stime). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}

/** One request over the keep-alive agent; resolves to the status. */
function send(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const h = { 'accept-encoding': 'br, gzip', ...headers };
    if (body !== undefined) h['content-length'] = Buffer.byteLength(body);
    const req = http.request(url, { method, headers: h, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** `total` requests made by `make(i)` at CONCURRENCY clients; answers other than `status` are counted. */
async function run(make, total, status) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let next = 0;
  let failures = 0;
  const times = [];
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const { url, ...options } = make(i);
      const t0 = performance.now();
      if ((await send(agent, url, options).catch(() => 0)) !== status) failures += 1;
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  agent.destroy();
  times.sort((a, b) => a - b);
  return { failures, p50: times[Math.floor(times.length / 2)] };
}

/** An empty database at `url` (dropped first if it exists), through the server's `postgres` database. */
async function recreate(url) {
  const { default: pg } = await import('pg');
  const name = new URL(url).pathname.slice(1);
  if (!/^\w+$/.test(name)) throw new Error(`REQUEST_COST_DATABASE_URL: '${name}' is not a plain database name`);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

export default async ({ base, pid, token, demo, results }) => {
  results.requestCost = { total: TOTAL, concurrency: CONCURRENCY, database: process.env.REQUEST_COST_DATABASE_URL ? 'postgres' : 'pglite', cases: {} };
  try {
    cpuMs(pid);
  } catch {
    console.log('  request cost: skipped (no /proc for the server process)');
    return;
  }
  const url = process.env.REQUEST_COST_DATABASE_URL;
  if (!url) return measure({ base, pid, token, results });
  await recreate(url);
  const own = await startConsole({ DATABASE_URL: url });
  try {
    const ownToken = await signIn(own.base, demo.accounts[0].email, demo.password, demo.orgCode);
    await measure({ base: own.base, pid: own.pid, token: ownToken, results });
  } finally {
    await own.stop();
  }
};

async function measure({ base, pid, token, results }) {
  const auth = { authorization: `Bearer ${token}` };
  const cookie = `console_session=${token}`;
  const json = { ...auth, 'content-type': 'application/json' };
  const createCategory = async (name, parent = null) => {
    const res = await fetch(`${base}/api/categories`, { method: 'POST', headers: json, body: JSON.stringify({ name, parent_id: parent }) });
    return (await res.json()).data.id;
  };
  const id = await createCategory(`Request cost ${Date.now()}`);
  // Edited in turn, so that no two edits of one row are in flight at once (that would measure lock waits and 409s).
  const edited = [];
  for (let i = 0; i < 50; i++) edited.push(await createCategory(`Edited ${i}`, id));
  const stamp = Date.now();
  let made = 0;
  const cases = [
    ['GET /api/health (no session)', 200, () => ({ url: `${base}/api/health` })],
    ['GET /api/cms/auth/me', 200, () => ({ url: `${base}/api/cms/auth/me`, headers: auth })],
    ['GET /api/categories (list)', 200, () => ({ url: `${base}/api/categories?page=1&page_size=10`, headers: auth })],
    ['GET /api/categories/{id}', 200, () => ({ url: `${base}/api/categories/${id}`, headers: auth })],
    // List pages as a signed-in administrator's browser asks for them (server render, compressed), issue 34 item 4;
    // before the writes below add hundreds of categories, which the category list's parent filter lists in full.
    ...LIST_PAGES.map((page) => [`GET ${page} (list page)`, 200, () => ({ url: `${base}${page}`, headers: { cookie } })]),
    ['POST /api/categories (400, invalid)', 400, () => ({ url: `${base}/api/categories`, method: 'POST', headers: json, body: '{"name":""}' })],
    [
      'POST /api/categories (201)',
      201,
      () => ({ url: `${base}/api/categories`, method: 'POST', headers: json, body: JSON.stringify({ name: `Cost ${stamp} ${made++}`, parent_id: id }) }),
    ],
    [
      'PATCH /api/categories/{id} (200)',
      200,
      (i) => ({
        url: `${base}/api/categories/${edited[i % edited.length]}`,
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ name: `Edited ${i % edited.length}${Math.floor(i / edited.length) % 2 ? ' again' : ''}` }),
      }),
    ],
  ];
  console.log(`\nServer CPU per API request on ${results.requestCost.database} (${CONCURRENCY} clients, ${TOTAL} requests per case):`);
  for (const [name, status, make] of cases) {
    await run(make, WARM_UP, status);
    const before = cpuMs(pid);
    const t0 = performance.now();
    const r = await run(make, TOTAL, status);
    const wall = performance.now() - t0;
    const perRequest = (cpuMs(pid) - before) / TOTAL;
    results.requestCost.cases[name] = { cpuMsPerRequest: perRequest, p50: r.p50, requestsPerSecond: (TOTAL * 1000) / wall, failures: r.failures };
    const budget = name.endsWith('(list page)') ? BUDGET.page : name.endsWith('(list)') ? BUDGET.listApi : null;
    const over = budget !== null && perRequest > budget ? `   OVER the ${budget} ms budget` : '';
    results.requestCost.cases[name].budget = budget;
    console.log(
      `  ${name.padEnd(38)} ${perRequest.toFixed(3).padStart(6)} ms CPU   p50 ${r.p50.toFixed(1).padStart(5)} ms   ${Math.round((TOTAL * 1000) / wall)
        .toString()
        .padStart(5)} req/s   failed ${r.failures}${over}`,
    );
  }
}
