// Hostile spreadsheets (issue 14 §1): how long the refusal takes, whether other requests are answered meanwhile,
// and the server's memory (RSS) before, at its peak and after. Figures only (the tests assert the refusals).
// BENCH=imports npm run bench
import { readFileSync } from 'node:fs';
import { lyingZipXlsx, manyRowsXlsx } from '../tests/fixtures/hostile-sheets.mjs';

const rssMb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return NaN;
  }
};

async function upload(base, path, token, bytes, filename) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), filename);
  const t = performance.now();
  const res = await fetch(`${base}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, origin: base } });
  const body = await res.json();
  return {
    status: res.status,
    message: typeof body.message === 'string' ? body.message : JSON.stringify(body.message).slice(0, 80),
    ms: performance.now() - t,
  };
}

/** Runs `work` while pinging /api/health and sampling RSS: the slowest health answer and the peak RSS. */
async function watch(base, pid, work) {
  let done = false;
  let slowest = 0;
  let pings = 0;
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const pinger = (async () => {
    while (!done) {
      const t = performance.now();
      await fetch(`${base}/api/health`);
      slowest = Math.max(slowest, performance.now() - t);
      pings++;
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const out = await work();
  done = true;
  await pinger;
  clearInterval(sampler);
  return { out, slowest, pings, peak };
}

export default async ({ base, pid, token, results }) => {
  const list = await (
    await fetch(`${base}/api/cms/assignments?keyword=Leadership%20Reflection%20Essay`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const id = list.data.results[0].id;
  const gradeImport = `/api/cms/assignments/${id}/results/grade-import`;
  const files = { 'lying zip (1.1 MB, declares 2 MB, inflates to 1.15 GB)': await lyingZipXlsx(), 'a million rows (7.4 MB)': await manyRowsXlsx(1_000_000) };
  // Warm up: one ordinary import, so that what is measured is the hostile file, not the first load of a module.
  await upload(base, gradeImport, token, Buffer.from('ID,Score\n1,80\n'), 'warm.csv');
  await new Promise((r) => setTimeout(r, 1000));
  const before = rssMb(pid);
  const rows = [];
  for (const [name, bytes] of Object.entries(files)) {
    const { out, slowest, pings, peak } = await watch(base, pid, () => upload(base, gradeImport, token, bytes, 'grades.xlsx'));
    rows.push({ name, ...out, slowestHealthMs: slowest, healthPings: pings, peakRssMb: peak });
  }
  // Three at once by one user: one is read, the others are answered 429 at once.
  const three = await watch(base, pid, () =>
    Promise.all([1, 2, 3].map(() => upload(base, gradeImport, token, files['lying zip (1.1 MB, declares 2 MB, inflates to 1.15 GB)'], 'grades.xlsx'))),
  );
  rows.push({
    name: 'three lying zips at once, one user',
    status: three.out.map((o) => o.status).join('/'),
    message: three.out
      .map((o) => o.message)
      .join(' | ')
      .slice(0, 90),
    ms: Math.max(...three.out.map((o) => o.ms)),
    slowestHealthMs: three.slowest,
    healthPings: three.pings,
    peakRssMb: three.peak,
  });
  await new Promise((r) => setTimeout(r, 2000));
  const after = rssMb(pid);
  console.log(`  server RSS before ${before.toFixed(0)} MB, after ${after.toFixed(0)} MB (2 s after the last refusal)`);
  for (const r of rows) {
    console.log(
      `  ${r.name.padEnd(58)} ${String(r.status).padEnd(11)} refused in ${r.ms.toFixed(0).padStart(5)} ms   slowest /api/health meanwhile ${r.slowestHealthMs.toFixed(0).padStart(4)} ms (${r.healthPings} pings)   peak RSS ${r.peakRssMb.toFixed(0)} MB`,
    );
    console.log(`  ${''.padEnd(58)} ${r.message}`);
  }
  results.imports = { rssBeforeMb: before, rssAfterMb: after, cases: rows };
};
