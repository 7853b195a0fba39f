// Resumable uploads at scale (issue 15: "upload throughput of a 500 MB file in chunks with the server's RSS growth
// (≤ 50 MB)"): a 500 MB video-like file, generated chunk by chunk (never whole, here either), sent with tus to the
// built server in 8 MiB PATCH requests, then moved into storage by stream. Then a video is made of it and its
// duration job reads the stored file by range (decision 0082): the server's RSS growth across the job has the same
// budget. BENCH=uploads npm run bench; BENCH_UPLOAD_MB=20 for a quick run, STORAGE_DRIVER=database for that driver.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

const MB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 500) * MB;
const CHUNK = 8 * MB;
const RSS_BUDGET_MB = 50;
const NOISE = randomBytes(MB);
const DEMO_MP4 = readFileSync('src/db/seed/media/demo-video.mp4');

/** Where a top-level box of an MP4 starts (ftyp, moov, free, mdat…). */
function boxAt(bytes, type) {
  for (let at = 0; at + 8 <= bytes.length; at += bytes.readUInt32BE(at)) if (bytes.toString('latin1', at + 4, at + 8) === type) return at;
  throw new Error(`the demo MP4 has no ${type} box`);
}
/**
 * The demo MP4 (its index, moov, first) with its media data box stretched to the end of a file of `size` bytes: a valid
 * MP4 whose duration (6 s) is read from moov, the rest being media data the duration reader has to skip.
 */
function mp4Head(size) {
  const head = Buffer.from(DEMO_MP4);
  const mdat = boxAt(head, 'mdat');
  if (size - mdat > 0xffffffff) throw new Error('the bench file must stay under 4 GiB (a 32-bit mdat size)');
  head.writeUInt32BE(Math.max(size - mdat, head.length - mdat), mdat);
  return head;
}

/** Bytes offset..offset+length of a file: the MP4 head, then noise that does not compress. */
function chunkAt(head, offset, length) {
  const out = Buffer.allocUnsafe(length);
  for (let i = 0; i < length;) {
    const at = offset + i;
    if (at < head.length) {
      const n = head.copy(out, i, at, Math.min(head.length, at + (length - i)));
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
const round1 = (n) => Math.round(n * 10) / 10;

/** Samples the server's RSS every 50 ms while `work` runs: its value before, its peak and the seconds taken. */
async function watchRss(pid, work) {
  const before = rssOf(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
  const t0 = performance.now();
  let result;
  try {
    result = await work();
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - t0) / 1000;
  peak = Math.max(peak, rssOf(pid));
  return { result, before, peak, growthMb: (peak - before) / MB, seconds };
}

async function upload(base, token, size, chunk = CHUNK) {
  const auth = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const created = await fetch(`${base}/api/uploads`, {
    method: 'POST',
    headers: { ...auth, 'upload-length': String(size), 'upload-metadata': `folder ${b64('video')},filename ${b64('bench.mp4')}` },
  });
  if (created.status !== 201) throw new Error(`create answered ${created.status}: ${await created.text()}`);
  const location = created.headers.get('location');
  const head = mp4Head(size);
  for (let offset = 0; offset < size; offset += chunk) {
    const body = chunkAt(head, offset, Math.min(chunk, size - offset));
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

/** Makes a video of the stored file and waits for its duration job (the server's runner polls every second). */
async function videoDuration(base, token, fileId) {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = await fetch(`${base}/api/videos`, { method: 'POST', headers: auth, body: JSON.stringify({ title: `Bench ${Date.now()}`, file_id: fileId }) });
  if (created.status !== 201) throw new Error(`create video answered ${created.status}: ${await created.text()}`);
  const { id } = (await created.json()).data;
  for (const started = Date.now(); Date.now() - started < 10 * 60_000;) {
    const { data } = await (await fetch(`${base}/api/videos/${id}`, { headers: auth })).json();
    if (data.duration_job?.state === 'done' || data.duration_job?.state === 'failed') return { id, ...data };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the duration job of video ${id} did not end in 10 minutes`);
}

export default async ({ base, pid, token, results }) => {
  // Warm up: the tus server, the file store, the first request paths and the duration job's parser load before the
  // baselines are taken.
  const warm = await upload(base, token, 2 * MB);
  await videoDuration(base, token, warm.id);
  await new Promise((r) => setTimeout(r, 1000));
  const up = await watchRss(pid, () => upload(base, token, SIZE));
  const stored = up.result;
  const figures = {
    name: `resumable upload (tus) of ${SIZE / MB} MB in 8 MiB chunks, stored by stream`,
    sizeMb: SIZE / MB,
    chunkMb: CHUNK / MB,
    seconds: round1(up.seconds),
    throughputMbPerSecond: round1(SIZE / MB / up.seconds),
    rssBeforeMb: Math.round(up.before / MB),
    rssPeakMb: Math.round(up.peak / MB),
    rssGrowthMb: round1(up.growthMb),
    rssBudgetMb: RSS_BUDGET_MB,
    stored: stored?.size === SIZE,
    withinBudget: up.growthMb <= RSS_BUDGET_MB && stored?.size === SIZE,
  };
  results.uploads = figures;
  console.log(
    `upload: ${figures.sizeMb} MB in ${figures.chunkMb} MiB chunks in ${figures.seconds} s = ${figures.throughputMbPerSecond} MB/s; ` +
      `server RSS ${figures.rssBeforeMb} → peak ${figures.rssPeakMb} MB (growth ${figures.rssGrowthMb} MB, budget ${RSS_BUDGET_MB} MB: ` +
      `${figures.withinBudget ? 'ok' : 'OVER'}); stored whole: ${figures.stored}`,
  );

  // The duration job on that file, in the server: its RSS growth from just before the video is made to the job's end.
  await new Promise((r) => setTimeout(r, 2000));
  const job = await watchRss(pid, () => videoDuration(base, token, stored.id));
  const read = job.result;
  const duration = {
    name: `duration job (music-metadata by range) on the ${SIZE / MB} MB video`,
    sizeMb: SIZE / MB,
    seconds: round1(job.seconds),
    jobState: read.duration_job.state,
    jobError: read.duration_job.error ?? null,
    durationSeconds: read.duration,
    rssBeforeMb: Math.round(job.before / MB),
    rssPeakMb: Math.round(job.peak / MB),
    rssGrowthMb: round1(job.growthMb),
    rssBudgetMb: RSS_BUDGET_MB,
    withinBudget: job.growthMb <= RSS_BUDGET_MB && read.duration_job.state === 'done' && read.duration === 6,
  };
  results.uploadDuration = duration;
  console.log(
    `duration job: ${duration.jobState}${duration.jobError ? ` (${duration.jobError})` : ''}, ${duration.durationSeconds} s read, ` +
      `${duration.seconds} s from creating the video to the job's end (the runner polls every second); server RSS ` +
      `${duration.rssBeforeMb} → peak ${duration.rssPeakMb} MB (growth ${duration.rssGrowthMb} MB, budget ${RSS_BUDGET_MB} MB: ` +
      `${duration.withinBudget ? 'ok' : 'OVER'})`,
  );
};
