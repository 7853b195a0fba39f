// Hostile spreadsheets (issue 14 §1): how long the refusal takes, whether other requests are answered meanwhile,
// and the server's memory (RSS) before, at its peak and once settled. Figures only (the tests assert the refusals),
// each compared with issue 14's target: refused in under 2 s, other requests answered, RSS back within 100 MB.
// Cases: each file alone; three of one user at once (one read, two answered 429); and three different users at once
// (the demo admin's Grade All and the other organisation's admin's Grade All with a million rows, the quiz-only user's
// question import with the lying zip).
// BENCH=imports npm run bench
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { lyingZipXlsx, manyRowsXlsx } from '../tests/fixtures/hostile-sheets.mjs';

const REFUSAL_TARGET_MS = 2000;
const RSS_TARGET_MB = 100;

const rssMb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return NaN;
  }
};

/** One request through node:http (fetch cannot set the Host header that names the other organisation). */
function send(base, path, { method = 'GET', token, host, body, contentType } = {}) {
  const headers = { origin: host ? `http://${host}` : base };
  if (token) headers.authorization = `Bearer ${token}`;
  if (host) headers.host = host;
  if (body) Object.assign(headers, { 'content-type': contentType, 'content-length': String(body.length) });
  return new Promise((resolve, reject) => {
    const req = request(new URL(base + path), { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json = null;
        try {
          json = JSON.parse(text);
        } catch {
          /* not JSON */
        }
        resolve({ status: res.statusCode, json, text });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function upload(base, path, token, bytes, filename, host) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const t = performance.now();
  const res = await send(base, path, { method: 'POST', token, host, body, contentType: `multipart/form-data; boundary=${boundary}` });
  const message = res.json?.message;
  return { status: res.status, message: typeof message === 'string' ? message : JSON.stringify(message ?? res.text).slice(0, 80), ms: performance.now() - t };
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

/** RSS once it stops falling: sampled every 500 ms until two seconds move it less than 5 MB (at most 20 s). */
async function settledRss(pid) {
  const samples = [rssMb(pid)];
  const t0 = performance.now();
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    samples.push(rssMb(pid));
    const window = samples.slice(-5);
    if ((window.length === 5 && Math.max(...window) - Math.min(...window) < 5) || performance.now() - t0 > 20_000) break;
  }
  return { mb: samples.at(-1), afterMs: performance.now() - t0 };
}

const ok = (good) => (good ? 'ok' : 'OVER');

export default async ({ base, pid, token, demo, results }) => {
  const list = await (
    await fetch(`${base}/api/cms/assignments?keyword=Leadership%20Reflection%20Essay`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const id = list.data.results[0].id;
  const gradeImport = `/api/cms/assignments/${id}/results/grade-import`;
  const questionImport = '/api/cms/v4/quizzes/questions/import/essay';
  // The two other users of the three-users case: the quiz-only account, and the other organisation's admin (at its host).
  const signIn = async (email, orgCode, host) => {
    const res = await send(base, '/api/v3/cms/auth/login', {
      method: 'POST',
      host,
      body: Buffer.from(JSON.stringify({ username: email, password: demo.password, org_code: orgCode })),
      contentType: 'application/json',
    });
    if (!res.json?.success) throw new Error(`sign-in of ${email} failed: ${res.text.slice(0, 200)}`);
    return res.json.data.token;
  };
  const other = demo.otherOrganization;
  const restrictedToken = await signIn(demo.accounts[2].email, demo.orgCode);
  const acmeToken = await signIn(other.email, other.orgCode, other.host);
  const created = await send(base, '/api/cms/assignments', {
    method: 'POST',
    token: acmeToken,
    host: other.host,
    contentType: 'application/json',
    body: Buffer.from(
      JSON.stringify({
        title: 'Bench hostile imports',
        instruction: '<p>Bench</p>',
        allowed_upload_extensions: { documents: ['pdf'], videos: [], audios: [], others: [] },
      }),
    ),
  });
  if (!created.json?.data?.id) throw new Error(`could not create the other organisation's assignment: ${created.text.slice(0, 200)}`);
  const acmeGradeImport = `/api/cms/assignments/${created.json.data.id}/results/grade-import`;

  const LYING = 'lying zip (1.1 MB, declares 2 MB, inflates to 1.15 GB)';
  const MILLION = 'a million rows (7.4 MB)';
  const files = { [LYING]: await lyingZipXlsx(), [MILLION]: await manyRowsXlsx(1_000_000) };
  // Warm up: one ordinary import, so that what is measured is the hostile file, not the first load of a module.
  await upload(base, gradeImport, token, Buffer.from('ID,Score\n1,80\n'), 'warm.csv');
  await new Promise((r) => setTimeout(r, 1000));
  const before = rssMb(pid);
  const rows = [];
  const together = (name, three) => ({
    name,
    status: three.out.map((o) => o.status).join('/'),
    message: three.out
      .map((o) => o.message)
      .join(' | ')
      .slice(0, 120),
    ms: Math.max(...three.out.map((o) => o.ms)),
    slowestHealthMs: three.slowest,
    healthPings: three.pings,
    peakRssMb: three.peak,
  });
  for (const [name, bytes] of Object.entries(files)) {
    const { out, slowest, pings, peak } = await watch(base, pid, () => upload(base, gradeImport, token, bytes, 'grades.xlsx'));
    rows.push({ name, ...out, slowestHealthMs: slowest, healthPings: pings, peakRssMb: peak });
  }
  // Three at once by one user: one is read, the others are answered 429 at once.
  rows.push(
    together(
      'three lying zips at once, one user',
      await watch(base, pid, () => Promise.all([1, 2, 3].map(() => upload(base, gradeImport, token, files[LYING], 'grades.xlsx')))),
    ),
  );
  // Three different users at once: each is read (one import per user, three per process). The question import takes
  // at most 5 MB, so its user sends the lying zip (the million rows would be refused before reading, 413).
  rows.push(
    together(
      'three users at once (million, zip, million)',
      await watch(base, pid, () =>
        Promise.all([
          upload(base, gradeImport, token, files[MILLION], 'grades.xlsx'),
          upload(base, questionImport, restrictedToken, files[LYING], 'questions.xlsx'),
          upload(base, acmeGradeImport, acmeToken, files[MILLION], 'grades.xlsx', other.host),
        ]),
      ),
    ),
  );
  const settled = await settledRss(pid);
  const peak = Math.max(...rows.map((r) => r.peakRssMb));
  const rssOk = settled.mb - before <= RSS_TARGET_MB;
  console.log(
    `  server RSS before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, settled ${settled.mb.toFixed(0)} MB (${(settled.afterMs / 1000).toFixed(1)} s after the last refusal): ` +
      `${settled.mb - before >= 0 ? '+' : ''}${(settled.mb - before).toFixed(0)} MB, target within ${RSS_TARGET_MB} MB ${ok(rssOk)}`,
  );
  for (const r of rows) {
    r.withinRefusalTarget = r.ms <= REFUSAL_TARGET_MS;
    console.log(
      `  ${r.name.padEnd(58)} ${String(r.status).padEnd(11)} refused in ${r.ms.toFixed(0).padStart(5)} ms (target ${REFUSAL_TARGET_MS} ms ${ok(r.withinRefusalTarget)})   slowest /api/health meanwhile ${r.slowestHealthMs.toFixed(0).padStart(4)} ms (${r.healthPings} pings)   peak RSS ${r.peakRssMb.toFixed(0)} MB`,
    );
    console.log(`  ${''.padEnd(58)} ${r.message}`);
  }
  results.imports = {
    targets: { refusalMs: REFUSAL_TARGET_MS, rssWithinMb: RSS_TARGET_MB },
    rssBeforeMb: before,
    rssPeakMb: peak,
    rssSettledMb: settled.mb,
    rssSettledAfterMs: settled.afterMs,
    rssWithinTarget: rssOk,
    cases: rows,
  };
};
