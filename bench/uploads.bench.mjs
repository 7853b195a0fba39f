// Resumable uploads at scale (issue 15: "upload throughput of a 500 MB file in chunks with the server's RSS growth
// (≤ 50 MB)"): a 500 MB video-like file, generated chunk by chunk (never whole, here either), sent with tus to the
// built server in 8 MiB PATCH requests, then moved into storage by stream. BENCH=uploads npm run bench.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

const MB = 1024 * 1024;
const SIZE = 500 * MB;
const CHUNK = 8 * MB;
const RSS_BUDGET_MB = 50;
const NOISE = randomBytes(MB);
const MP4 = readFileSync('src/db/seed/media/demo-video.mp4');

/** Bytes offset..offset+length of the file: a real MP4's first bytes, then noise that does not compress. */
function chunkAt(offset, length) {
  const out = Buffer.allocUnsafe(length);
  for (let i = 0; i < length;) {
    const at = offset + i;
    if (at < MP4.length) {
      const n = MP4.copy(out, i, at, Math.min(MP4.length, at + (length - i)));
      i += n;
      continue;
    }
    const from = at % MB;
    const n = NOISE.copy(out, i, from, Math.min(MB, from + (length - i)));
    if (n >= 4) out.writeUInt32BE(at >>> 0, i); // no two megabytes alike
    i += n;
  }
  return out;
}

const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
const b64 = (s) => Buffer.from(s).toString('base64');

async function upload(base, token, size, chunk = CHUNK) {
  const auth = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const created = await fetch(`${base}/api/uploads`, {
    method: 'POST',
    headers: { ...auth, 'upload-length': String(size), 'upload-metadata': `folder ${b64('video')},filename ${b64('bench.mp4')}` },
  });
  if (created.status !== 201) throw new Error(`create answered ${created.status}: ${await created.text()}`);
  const location = created.headers.get('location');
  for (let offset = 0; offset < size; offset += chunk) {
    const body = chunkAt(offset, Math.min(chunk, size - offset));
    const res = await fetch(base + location, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
      body,
    });
    if (res.status !== 204) throw new Error(`PATCH at ${offset} answered ${res.status}: ${await res.text()}`);
  }
  const file = await fetch(`${base}${location}/file`, { headers: auth });
  return (await file.json()).data;
}

export default async ({ base, pid, token, results }) => {
  // Warm up: the tus server, the file store and the first request paths load before the baseline is taken.
  await upload(base, token, 2 * MB);
  await new Promise((r) => setTimeout(r, 1000));
  const before = rssOf(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
  const t0 = performance.now();
  let stored;
  try {
    stored = await upload(base, token, SIZE);
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - t0) / 1000;
  peak = Math.max(peak, rssOf(pid));
  const growthMb = (peak - before) / MB;
  const figures = {
    name: 'resumable upload (tus) of 500 MB in 8 MiB chunks, stored by stream',
    sizeMb: SIZE / MB,
    chunkMb: CHUNK / MB,
    seconds: Math.round(seconds * 10) / 10,
    throughputMbPerSecond: Math.round((SIZE / MB / seconds) * 10) / 10,
    rssBeforeMb: Math.round(before / MB),
    rssPeakMb: Math.round(peak / MB),
    rssGrowthMb: Math.round(growthMb * 10) / 10,
    rssBudgetMb: RSS_BUDGET_MB,
    stored: stored?.size === SIZE,
    withinBudget: growthMb <= RSS_BUDGET_MB && stored?.size === SIZE,
  };
  results.uploads = figures;
  console.log(
    `upload: ${figures.sizeMb} MB in ${figures.chunkMb} MiB chunks in ${figures.seconds} s = ${figures.throughputMbPerSecond} MB/s; ` +
      `server RSS ${figures.rssBeforeMb} → peak ${figures.rssPeakMb} MB (growth ${figures.rssGrowthMb} MB, budget ${RSS_BUDGET_MB} MB: ` +
      `${figures.withinBudget ? 'ok' : 'OVER'}); stored whole: ${figures.stored}`,
  );
};
