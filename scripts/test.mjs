// npm test: build, then unit + component + integration tests (Vitest), then end-to-end tests (Playwright in
// Debian's Chromium) when a Chromium is found. Ends with one line 'tests: N passed, N failed, N skipped'.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { buildIfStale } from './build-if-stale.mjs';

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;
// Parallel work trees keep their results apart (TEST_TMP=.tmp-x), as playwright.config.ts does.
const tmp = process.env.TEST_TMP ?? '.tmp';
const vitestJson = `${tmp}/vitest-results.json`;
const playwrightJson = `${tmp}/playwright-results.json`;
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });
mkdirSync(tmp, { recursive: true });

console.log(`\n[test] database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}`);
buildIfStale({ force: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const vitestStatus = run('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
} else if (vitestStatus !== 0) totals.failed += 1;

const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
let e2eStatus = 0;
let e2eSkipped = false;
if (!chromium) {
  e2eSkipped = true;
  console.warn('\n' + '!'.repeat(78));
  console.warn('!! END-TO-END TESTS SKIPPED: no Chromium found (CHROMIUM_PATH, /usr/bin/chromium).');
  console.warn("!! Install Debian's Chromium with: sudo apt-get install -y chromium fonts-liberation");
  console.warn('!! (never let Playwright download a browser), then run npm test again.');
  console.warn('!'.repeat(78) + '\n');
} else {
  env.CHROMIUM_PATH = chromium;
  e2eStatus = run('playwright', ['test']);
  if (existsSync(playwrightJson)) {
    const s = JSON.parse(readFileSync(playwrightJson, 'utf8')).stats;
    totals.passed += s.expected + (s.flaky ?? 0);
    totals.failed += s.unexpected;
    totals.skipped += s.skipped;
  } else if (e2eStatus !== 0) totals.failed += 1;
}

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (e2eSkipped && process.env.REQUIRE_E2E === '1') {
  console.error('[test] REQUIRE_E2E=1 but the end-to-end tests were skipped');
  process.exit(1);
}
process.exit(vitestStatus !== 0 || e2eStatus !== 0 || totals.failed > 0 ? 1 : 0);
