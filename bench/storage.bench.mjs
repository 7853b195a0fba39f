// Stored files served by range (decision 0081): a player seeking in a video sends one range request after another,
// each checked against the session and, since decision 0106, against who may read the file. For staff the check reads
// nothing beyond the file's row, which the request reads anyway; a learner allowed by no key costs one query (their
// enrolments). One client at a time, the cases taking turns request by request, so that the figures are a request's
// own time and a busy machine slows every case alike: the video read by a key holder against a picture of the
// organisation (whose check decides on its area alone) is what the key check costs. BENCH=storage npm run bench.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { get, signIn } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_STORAGE_ROUNDS ?? 500);

async function upload(base, token, folder, name, bytes, type) {
  const form = new FormData();
  form.append('folder', folder);
  form.append('file', new Blob([bytes], { type }), name);
  const res = await fetch(`${base}/api/storage/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const stored = (await res.json()).data;
  if (!stored?.full_path) throw new Error(`the ${folder} upload answered ${res.status}`);
  return `${base}${stored.full_path}`;
}

/** A picture of noise (about 100 KB, more than the range asks), so that each case sends the same 64 KiB. */
function noisePng() {
  const png = new PNG({ width: 160, height: 160 });
  randomBytes(png.data.length).copy(png.data);
  return PNG.sync.write(png);
}

const quantile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

export default async ({ base, token, demo, results }) => {
  const video = await upload(base, token, 'video', 'bench.mp4', readFileSync('src/db/seed/media/demo-video.mp4'), 'video/mp4');
  const picture = await upload(base, token, 'covers', 'bench.png', noisePng(), 'image/png');
  // The restricted account holds the video key and did not upload the file; the learner holds no key.
  const keyHolder = await signIn(base, demo.accounts[2].email, demo.password, demo.orgCode);
  const learner = await signIn(base, 'andi.saputra0@nusantara.example', demo.password, demo.orgCode);
  const cases = [
    ['picture of the organisation', picture, keyHolder, 206],
    ['video, its uploader', video, token, 206],
    ['video, a key holder', video, keyHolder, 206],
    ['video refused to a learner', video, learner, 403],
  ].map(([name, url, auth, status]) => ({ name, url, status, headers: { authorization: `Bearer ${auth}`, range: 'bytes=0-65535' }, times: [], failures: 0 }));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let round = -40; round < ROUNDS; round++) {
      for (const c of round % 2 ? cases : [...cases].reverse()) {
        const t0 = performance.now();
        const status = await get(c.url, { headers: c.headers, agent }).catch(() => 0);
        if (round < 0) continue; // warm-up
        c.times.push(performance.now() - t0);
        if (status !== c.status) c.failures += 1;
      }
    }
  } finally {
    agent.destroy();
  }
  results.storage = [];
  const floor = cases[0];
  for (const c of cases) {
    const r = { name: c.name, p50: quantile(c.times, 0.5), p95: quantile(c.times, 0.95), failures: c.failures, total: c.times.length };
    results.storage.push(r);
    const extra =
      c === floor
        ? ''
        : `   p95 ${r.p95 - quantile(floor.times, 0.95) >= 0 ? '+' : ''}${(r.p95 - quantile(floor.times, 0.95)).toFixed(1)} ms against the picture`;
    console.log(
      `  ${`range 64 KiB: ${c.name}`.padEnd(42)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   unexpected: ${c.failures}${extra}`,
    );
  }
};
