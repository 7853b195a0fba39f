// Stored files served by range (decision 0081): a player seeking in a video sends one range request after another, each
// checked against the session and, since decision 0106, against who may read the file (its area's key). The check
// reads nothing beyond the file's row, which the request reads anyway; these figures show what it costs. One client at a
// time, so that the figures are a request's own time rather than queueing behind the others on a busy machine.
// BENCH=storage npm run bench.
import { readFileSync } from 'node:fs';
import { latency, signIn } from './lib.mjs';

const VIDEO = readFileSync('src/db/seed/media/demo-video.mp4');

export default async ({ base, token, demo, results }) => {
  const form = new FormData();
  form.append('folder', 'video');
  form.append('file', new Blob([VIDEO], { type: 'video/mp4' }), 'bench.mp4');
  const res = await fetch(`${base}/api/storage/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const stored = (await res.json()).data;
  if (!stored?.full_path) throw new Error(`the video upload answered ${res.status}`);
  // The restricted account holds the video key and did not upload the file: the check is the key's, not the uploader's.
  const reader = await signIn(base, demo.accounts[2].email, demo.password, demo.orgCode);
  results.storage = [];
  for (const [name, headers] of [
    ['range 64 KiB, uploader', { authorization: `Bearer ${token}`, range: 'bytes=0-65535' }],
    ['range 64 KiB, key holder', { authorization: `Bearer ${reader}`, range: 'bytes=0-65535' }],
  ]) {
    await latency(`${base}${stored.full_path}`, { headers, total: 40, concurrency: 1, status: 206 }); // warm up
    const r = await latency(`${base}${stored.full_path}`, { headers, total: 500, concurrency: 1, status: 206 });
    results.storage.push({ name, ...r });
    console.log(`  ${`GET file, ${name}`.padEnd(34)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   non-206: ${r.failures}`);
  }
};
