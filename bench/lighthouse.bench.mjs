// Lighthouse 13 against the built server with the project's Chromium: the login, a list, an editor, a detail, a
// report and the printable preview, mobile and desktop (LIGHTHOUSE_RUNS runs each, the median score reported).
// A benchmark, not a test: when `npx --yes lighthouse@13` or Chromium cannot be had it says so and skips.
// LIGHTHOUSE_RUNS=1 (default)  CHROMIUM_PATH=/usr/bin/chromium
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function lighthouse(url, cookie, preset, out) {
  const args = [
    '--yes',
    'lighthouse@13',
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    '--only-categories=performance,accessibility',
    '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage',
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ cookie })}`);
  if (preset === 'desktop') args.push('--preset=desktop');
  const r = spawnSync('npx', args, { env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8', timeout: 240_000 });
  if (r.status !== 0 || !existsSync(out)) return { error: (r.stderr || r.error?.message || 'failed').trim().split('\n').slice(-1)[0] };
  const j = JSON.parse(readFileSync(out, 'utf8'));
  const a = j.audits;
  return {
    performance: Math.round(j.categories.performance.score * 100),
    accessibility: Math.round(j.categories.accessibility.score * 100),
    lcpMs: a['largest-contentful-paint']?.numericValue,
    tbtMs: a['total-blocking-time']?.numericValue,
    cls: a['cumulative-layout-shift']?.numericValue,
    transferKb: (a['total-byte-weight']?.numericValue ?? 0) / 1024,
  };
}

export default async ({ base, cookie, token, results }) => {
  results.lighthouse = [];
  if (!existsSync(CHROME)) {
    console.log(`  skipped: no Chromium at ${CHROME} (set CHROMIUM_PATH)`);
    return;
  }
  const probe = spawnSync('npx', ['--yes', 'lighthouse@13', '--version'], { encoding: 'utf8', timeout: 180_000 });
  if (probe.status !== 0) {
    console.log(`  skipped: lighthouse@13 is not available (${(probe.stderr || probe.error?.message || '').trim().split('\n').slice(-1)[0]})`);
    return;
  }
  const first = async (p) => (await (await fetch(`${base}${p}`, { headers: { authorization: `Bearer ${token}` } })).json()).data?.results?.[0]?.id;
  const quiz = await first('/api/cms/v4/quizzes?page=1&page_size=1');
  const presence = await first('/api/cms/presences?page=1&page_size=1');
  const assignment = await first('/api/cms/assignments?page=1&page_size=1');
  const pages = [
    ['login', '/pages/login', null],
    ['list (quizzes)', '/content-quiz', cookie],
    ['editor (quiz create)', '/content-quiz/create', cookie],
    ['detail (presence)', `/presence/detail/${presence}`, cookie],
    ['report (assignment)', `/assignment/detail/${assignment}/report`, cookie],
    ['report (quiz)', `/content-quiz/detail/${quiz}/report`, cookie],
    ['preview (presence QR)', `/presence/preview/${presence}`, cookie],
  ];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'console-lighthouse-'));
  try {
    for (const [name, p, c] of pages) {
      for (const preset of ['mobile', 'desktop']) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(lighthouse(`${base}${p}`, c, preset, path.join(dir, `r${i}.json`)));
        const ok = runs.filter((r) => !r.error).sort((x, y) => x.performance - y.performance);
        if (!ok.length) {
          console.log(`  ${name.padEnd(24)} ${preset.padEnd(7)} failed: ${runs[0].error}`);
          continue;
        }
        const m = ok[Math.floor(ok.length / 2)];
        results.lighthouse.push({ name, path: p, preset, ...m, runs: ok.length });
        console.log(
          `  ${name.padEnd(24)} ${preset.padEnd(7)} perf ${String(m.performance).padStart(3)}  a11y ${String(m.accessibility).padStart(3)}  LCP ${(m.lcpMs / 1000).toFixed(1)} s  TBT ${m.tbtMs.toFixed(0)} ms  CLS ${m.cls.toFixed(3)}  ${m.transferKb.toFixed(0)} KB`,
        );
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
