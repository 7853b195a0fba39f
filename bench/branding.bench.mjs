// Branding (issue 31 "Performance"): the learner site's public reads (branding, landing, home and login pages) at 10
// concurrent clients, each on its 200 path and its 304 path (If-None-Match with the ETag just read), against the
// target p95 ≤ 10 ms (beside /api/health under the same load, for reference; the reads are answered from memory,
// docs/decisions/0137); and the gzipped JavaScript of the page editors against 170 KB. The demo organisation's three
// pages are published first (their seeded drafts, through the console's own calls), so the reads serve real data.
// BENCH=branding npm run bench
import { latency, pageJavaScript } from './lib.mjs';

const P95_TARGET_MS = 10;
const EDITOR_BUDGET_KB = 170;
const PAGES = ['landing-page', 'home-page', 'login-page'];

export default async ({ base, token, cookie, demo, results }) => {
  const auth = { authorization: `Bearer ${token}` };
  for (const page of PAGES) {
    const draft = (await (await fetch(`${base}/api/branding/${page}`, { headers: auth })).json()).data;
    const res = await fetch(`${base}/api/branding/${page}/publish`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ updated_at: draft.updated_at }),
    });
    if (!res.ok) throw new Error(`publishing the demo's ${page} answered ${res.status}: ${await res.text()}`);
  }
  results.branding = { targets: { p95Ms: P95_TARGET_MS, editorKb: EDITOR_BUDGET_KB }, reads: [], editors: [] };
  results.failures ??= [];
  // The floor under the same load (another helper's work shares the machine): the liveness answer, which reads nothing.
  await latency(`${base}/api/health`, { total: 50 });
  const health = await latency(`${base}/api/health`);
  results.branding.health = health;
  console.log(`  GET /api/health (reference)        p50 ${health.p50.toFixed(1).padStart(6)} ms   p95 ${health.p95.toFixed(1).padStart(6)} ms`);
  const publicBase = `${base}/api/public/organizations/${demo.orgCode}`;
  for (const what of ['branding', ...PAGES]) {
    const url = `${publicBase}/${what}`;
    const etag = (await fetch(url)).headers.get('etag');
    await latency(url, { total: 50 }); // warm
    const full = await latency(url);
    const notModified = await latency(url, { headers: { 'if-none-match': etag }, status: 304 });
    for (const [path, r] of [
      ['200', full],
      ['304', notModified],
    ]) {
      const ok = r.p95 <= P95_TARGET_MS && r.failures === 0;
      results.branding.reads.push({ name: `${what} ${path}`, ...r, withinTarget: ok });
      console.log(
        `  GET public ${`${what} (${path})`.padEnd(22)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms (≤ ${P95_TARGET_MS}: ${ok ? 'ok' : 'OVER'})   failures: ${r.failures}`,
      );
      if (!ok) results.failures.push(`branding: public ${what} (${path}) p95 ${r.p95.toFixed(1)} ms > ${P95_TARGET_MS} ms (failures ${r.failures})`);
    }
  }
  for (const path of [
    '/branding/landing-page',
    '/branding/landing-page/edit-team',
    '/branding/landing-page/edit-footer',
    '/branding/home-page/edit-slider',
    '/branding/home-page/edit-newest-content',
    '/branding/login-page',
    '/branding/primary-color',
    '/branding/organization',
  ]) {
    const r = await pageJavaScript(base, path, cookie);
    const ok = r.gzipKb <= EDITOR_BUDGET_KB;
    results.branding.editors.push({ path, ...r, withinBudget: ok });
    console.log(`  ${path.padEnd(42)} ${r.gzipKb.toFixed(1).padStart(7)} KB gz in ${r.files} file(s)   budget ${EDITOR_BUDGET_KB} KB ${ok ? 'ok' : 'OVER'}`);
    if (!ok) results.failures.push(`branding: ${path} loads ${r.gzipKb.toFixed(1)} KB gz of JavaScript > ${EDITOR_BUDGET_KB} KB`);
  }
};
