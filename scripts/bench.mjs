// npm run bench: page weight (gzipped JavaScript each page type loads) and server latency under load.
// Figures only; budgets are compared and reported, never asserted by the tests.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { buildIfStale } from './build-if-stale.mjs';
import { latency, pageJavaScript, signIn, startConsole } from '../bench/lib.mjs';

buildIfStale();
const demo = JSON.parse(readFileSync('src/db/seed/demo-accounts.json', 'utf8'));
const server = await startConsole();
// failures: what a case reports as missed where its target fails the run (a list's ratio, the export's CPU): the summary.
const results = { pages: [], latency: [], failures: [] };
try {
  const token = await signIn(server.base, demo.accounts[0].email, demo.password, demo.orgCode);
  const cookie = `console_session=${token}`;
  const pages = [
    ['login', '/pages/login', null, 0],
    ['error 404', '/pages/error-404', null, 0],
    ['error 500', '/pages/error-500', null, 0],
    ['not authorized', '/pages/not-authorized', cookie, 0],
    ['dashboard', '/dashboard', cookie, 80],
    ['list page (playground)', '/playground', cookie, 90],
  ];
  console.log('\nJavaScript loaded per page type (gzip):');
  for (const [name, path, c, budget] of pages) {
    const r = await pageJavaScript(server.base, path, c);
    const ok = r.gzipKb <= budget || (budget === 0 && r.gzipKb === 0);
    results.pages.push({ name, path, ...r, budgetKb: budget, withinBudget: ok });
    console.log(
      `  ${name.padEnd(26)} ${path.padEnd(24)} ${r.gzipKb.toFixed(1).padStart(7)} KB in ${r.files} file(s)   budget ${budget} KB ${ok ? 'ok' : 'OVER'}`,
    );
  }
  await latency(`${server.base}/dashboard`, { headers: { cookie }, total: 40 }); // warm up
  console.log('\nServer latency, 10 concurrent clients, 300 requests each:');
  for (const [name, url, headers] of [
    ['GET /dashboard', `${server.base}/dashboard`, { cookie }],
    ['GET /api/videos (list)', `${server.base}/api/videos?page=2&page_size=10&order_by=title&order_type=asc`, { authorization: `Bearer ${token}` }],
  ]) {
    const r = await latency(url, { headers });
    results.latency.push({ name, ...r });
    console.log(`  ${name.padEnd(28)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   non-200: ${r.failures}`);
  }
  // Each area may add its own cases as bench/<area>.bench.mjs: export default async ({ base, token, results }) => {}.
  // BENCH=presence,quiz runs only those areas' cases (the page and latency figures above always run).
  const only = process.env.BENCH ? process.env.BENCH.split(',').map((s) => `${s.trim()}.bench.mjs`) : null;
  for (const file of readdirSync('bench')
    .filter((f) => f.endsWith('.bench.mjs') && (!only || only.includes(f)))
    .sort()) {
    console.log(`\n${file}:`);
    const mod = await import(`../bench/${file}`);
    await mod.default({ base: server.base, pid: server.pid, token, cookie, demo, results });
  }
} finally {
  await server.stop();
}
mkdirSync(process.env.TEST_TMP ?? '.tmp', { recursive: true });
writeFileSync(`${process.env.TEST_TMP ?? '.tmp'}/bench.json`, JSON.stringify(results, null, 2));
console.log(`\nwritten to ${process.env.TEST_TMP ?? '.tmp'}/bench.json`);
// The run's summary: a bench case's missed target fails the run (exit code 1), never a test.
if (results.failures.length) {
  console.log(`\nsummary: FAILED, ${results.failures.length} target(s) missed:`);
  for (const f of results.failures) console.log(`  ${f}`);
  process.exitCode = 1;
} else console.log('\nsummary: every target the cases check is met');
