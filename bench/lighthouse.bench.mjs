// Lighthouse 13 against the built server with the project's Chromium: the login, a list, an editor, a detail, a
// report and the printable preview, mobile and desktop (LIGHTHOUSE_RUNS runs each, the median score reported).
// A benchmark, not a test: when `npx --yes lighthouse@13` or Chromium cannot be had it says so and skips.
// LIGHTHOUSE_RUNS=3 (default, as issue 12 measured)  CHROMIUM_PATH=/usr/bin/chromium  LIGHTHOUSE_PAGES=report,login
// (only the pages whose name contains one of these words; all by default)
// The report pages open with the encrypted `?detail=` link the detail screen's associates table gives (without it
// they show the 'no report' alert, which is not what is measured).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ONLY = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',').map((w) => w.trim()) : null;

/**
 * Runs a command without blocking this process (a blocking spawnSync of a minute left this process unaware that the
 * server had closed its idle keep-alive socket, and the next fetch failed with 'other side closed').
 */
function run(command, args, { env = process.env, timeout = 240_000 } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeout);
    child.on('error', (error) => (clearTimeout(timer), resolve({ status: null, stdout, stderr, error })));
    child.on('close', (status) => (clearTimeout(timer), resolve({ status, stdout, stderr })));
  });
}

async function lighthouse(url, cookie, preset, out) {
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
  const r = await run('npx', args, { env: { ...process.env, CHROME_PATH: CHROME } });
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
  const probe = await run('npx', ['--yes', 'lighthouse@13', '--version'], { timeout: 180_000 });
  if (probe.status !== 0) {
    console.log(`  skipped: lighthouse@13 is not available (${(probe.stderr || probe.error?.message || '').trim().split('\n').slice(-1)[0]})`);
    return;
  }
  const api = async (p) => (await (await fetch(`${base}${p}`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
  const first = async (p) => (await api(p))?.results?.[0]?.id;
  /** The report link of the first quiz or assignment that has a placement: its id and the sealed `detail` token. */
  const reportLink = async (list, detailPath) => {
    for (const row of (await api(`${list}?page=1&page_size=50`))?.results ?? []) {
      const placement = (await api(`${detailPath(row.id)}/associates?page=1&page_size=1`))?.results?.[0];
      if (placement?.detail) return { id: row.id, detail: encodeURIComponent(placement.detail) };
    }
    return null;
  };
  const presence = await first('/api/cms/presences?page=1&page_size=1');
  const quizReport = await reportLink('/api/cms/v4/quizzes', (id) => `/api/cms/v4/quizzes/${id}`);
  const assignmentReport = await reportLink('/api/cms/assignments', (id) => `/api/cms/assignments/${id}`);
  const all = [
    ['login', '/pages/login', null],
    ['list (quizzes)', '/content-quiz', cookie],
    ['editor (quiz create)', '/content-quiz/create', cookie],
    ['detail (presence)', `/presence/detail/${presence}`, cookie],
    ...(assignmentReport ? [['report (assignment)', `/assignment/detail/${assignmentReport.id}/report?detail=${assignmentReport.detail}`, cookie]] : []),
    ...(quizReport ? [['report (quiz)', `/content-quiz/detail/${quizReport.id}/report?detail=${quizReport.detail}`, cookie]] : []),
    ['preview (presence QR)', `/presence/preview/${presence}`, cookie],
  ];
  const pages = ONLY ? all.filter(([name]) => ONLY.some((w) => name.includes(w))) : all;
  if (!assignmentReport || !quizReport) console.log('  note: no placed quiz or assignment in the seed, so a report page is left out');
  // A report page that shows its alert instead of the report would measure the wrong screen: check first.
  for (const [name, p, c] of pages) {
    const res = await fetch(`${base}${p}`, { headers: c ? { cookie: c } : {}, redirect: 'manual' });
    const html = await res.text();
    if (res.status !== 200 || (name.startsWith('report') && /class="[^"]*\balert-(?:warning|error)\b/.test(html)))
      console.log(`  warning: ${name} ${p} answers ${res.status}${res.status === 200 ? ' with an alert, not the report' : ''}`);
  }
  console.log(`  Lighthouse 13 (${CHROME}, headless, no sandbox): median of ${RUNS} run(s) per page and preset`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'console-lighthouse-'));
  try {
    for (const [name, p, c] of pages) {
      for (const preset of ['mobile', 'desktop']) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(`${base}${p}`, c, preset, path.join(dir, `r${i}.json`)));
        const ok = runs.filter((r) => !r.error);
        if (!ok.length) {
          console.log(`  ${name.padEnd(24)} ${preset.padEnd(7)} failed: ${runs[0].error}`);
          continue;
        }
        // The median of each figure over the runs (Lighthouse varies from run to run, more so on a shared machine).
        const median = (key) => {
          const xs = ok.map((r) => r[key]).sort((x, y) => x - y);
          return xs.length % 2 ? xs[(xs.length - 1) / 2] : (xs[xs.length / 2 - 1] + xs[xs.length / 2]) / 2;
        };
        const m = Object.fromEntries(['performance', 'accessibility', 'lcpMs', 'tbtMs', 'cls', 'transferKb'].map((k) => [k, median(k)]));
        m.performanceRuns = ok.map((r) => r.performance);
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
