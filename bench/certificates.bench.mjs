// Issued certificates at scale (issue 29 "Performance": one certificate PDF ≤ 200 ms; 1,000 certificates in one job
// ≤ 60 s with flat memory; decision 0139). A scratch PGlite console is loaded with CERT_BENCH_ROWS (1,000) issued
// certificates of one demo course template; then the first downloads of 20 of them are timed (each renders and keeps
// its PDF), and the template's reissue job renders all of them again while the server's RSS is sampled: the growth
// from the job's first quarter to its end must stay under 64 MB (memory flat: rows are read 50 at a time).
// BENCH=certificates npm run bench
import { readFileSync } from 'node:fs';
import { onLoadedDatabase, signIn } from './lib.mjs';

const ROWS = Number(process.env.CERT_BENCH_ROWS ?? 1000);
const PDF_TARGET_MS = 200;
const JOB_TARGET_S = 60;
const GROWTH_TARGET_MB = 64;
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function load(query, n) {
  const one = async (sql, params) => (await query(sql, params)).rows[0];
  const org = await one(`select id from organizations where org_code = 'DEMO'`);
  const template = await one(`select id from certificate_templates where organization_id = $1 and type = 2 order by id limit 1`, [org.id]);
  await query(
    `insert into issued_certificates (organization_id, template_id, user_id, source_type, source_id, number, learner_name, content_title, completed_at, issued_at, expires_at)
     select $1, $2, u.ids[1 + g % cardinality(u.ids)], 'bench', g, 'BENCH/2026-' || lpad(g::text, 6, '0'), 'Bench Learner ' || g, 'Bench Course', now(), now(), now() + interval '1 year'
     from generate_series(1, $3) g, (select array_agg(id order by id) ids from users where organization_id = $1) u`,
    [org.id, template.id, n],
  );
  return template.id;
}

async function measure(server, demo, templateId) {
  const token = await signIn(server.base, demo.accounts[0].email, demo.password, demo.orgCode);
  const headers = { authorization: `Bearer ${token}` };
  const list = await (await fetch(`${server.base}/api/certificates/issued?source_type=bench`, { headers })).json();
  const ids = list.data.slice(0, 20).map((c) => c.id);
  const times = [];
  for (const id of ids) {
    const t = performance.now();
    const res = await fetch(`${server.base}/api/certificates/issued/${id}/pdf`, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`pdf ${id}: ${res.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const t0 = performance.now();
  const started = await fetch(`${server.base}/api/certificates/template/${templateId}/reissue`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: '{}',
  });
  const jobId = (await started.json()).data.job_id;
  let job;
  let quarter = null;
  let peak = rssMb(server.pid);
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    job = (await (await fetch(`${server.base}/api/jobs/${jobId}`, { headers })).json()).data;
    const rss = rssMb(server.pid);
    peak = Math.max(peak, rss);
    if (quarter === null && job.progress >= 25) quarter = rss;
    if (job.state === 'done' || job.state === 'failed') break;
    if (performance.now() - t0 > 5 * 60_000) throw new Error('the reissue job did not finish in 5 minutes');
  }
  return {
    pdfMedianMs: times[Math.floor(times.length / 2)],
    pdfP95Ms: times[Math.floor(times.length * 0.95)],
    jobS: (performance.now() - t0) / 1000,
    jobState: job.state,
    rendered: job.result?.rendered ?? 0,
    rssAtQuarterMb: quarter ?? peak,
    peakRssMb: peak,
  };
}

export default async ({ demo, results }) => {
  results.certificates = { rows: ROWS, targets: { pdfMs: PDF_TARGET_MS, jobS: JOB_TARGET_S, growthMb: GROWTH_TARGET_MB } };
  results.failures ??= [];
  let templateId = 0;
  const run = await onLoadedDatabase('pglite', {
    name: 'certificates_bench',
    load: async (query) => {
      templateId = await load(query, ROWS);
    },
    run: (server) => measure(server, demo, templateId),
  });
  const r = run.result;
  results.certificates.pglite = r;
  const growth = r.peakRssMb - r.rssAtQuarterMb;
  const pdfOk = r.pdfP95Ms <= PDF_TARGET_MS;
  const jobOk = r.jobState === 'done' && r.rendered === ROWS && r.jobS <= JOB_TARGET_S && growth <= GROWTH_TARGET_MB;
  console.log(
    `  certificate PDF (first download, renders and keeps it): median ${r.pdfMedianMs.toFixed(0)} ms, p95 ${r.pdfP95Ms.toFixed(0)} ms (target ≤ ${PDF_TARGET_MS} ms: ${pdfOk ? 'ok' : 'OVER'})\n` +
      `  reissue job: ${r.rendered} of ${ROWS} certificates in ${r.jobS.toFixed(1)} s (target ≤ ${JOB_TARGET_S} s), RSS ${r.rssAtQuarterMb.toFixed(0)} MB at 25 % → peak ${r.peakRssMb.toFixed(0)} MB (growth target ≤ ${GROWTH_TARGET_MB} MB): ${jobOk ? 'ok' : 'OVER'}`,
  );
  if (!pdfOk) results.failures.push(`certificates: PDF p95 ${r.pdfP95Ms.toFixed(0)} ms > ${PDF_TARGET_MS} ms`);
  if (!jobOk) results.failures.push(`certificates: job ${r.jobState}, ${r.rendered}/${ROWS} in ${r.jobS.toFixed(1)} s, RSS growth ${growth.toFixed(0)} MB`);
};
