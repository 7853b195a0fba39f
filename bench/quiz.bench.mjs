// Quiz result report at scale: 10,000 participants x 5 attempts in one placement, on PGlite.
// A server seeds the demo into its own data directory and stops; this script then bulk-loads the attempts and the
// maintained per-participant results with SQL into that directory, starts a second server on it and measures the
// dashboard and a results page (p50/p95, concurrency 1 so the numbers are per request), and the .xlsx export twice:
// - as the console does it: past QUIZ_EXPORT_INLINE_MAX rows (5,000) the download answers 202 with a background job;
//   the job is timed to completion, and its progress (rows written after each keyset chunk of 1,000) is polled, so
//   the time per chunk at the start and at the end shows whether the export stays linear (issue 12: 12 → 46 ms);
// - streamed in the request, on a server started with QUIZ_EXPORT_INLINE_MAX above the row count: time, size and
//   the server's peak RSS sampled from /proc while it streams.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, latency, signIn } from './lib.mjs';

const PARTICIPANTS = Number(process.env.QUIZ_BENCH_PARTICIPANTS ?? 10_000);
const ATTEMPTS = 5;

export async function serve(dataDir, extraEnv = {}) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...extraEnv };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['scripts/serve.mjs'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, pid: child.pid, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) };
}

const rssMb = (pid) => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
};

export async function bulkLoad(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  try {
    const one = async (sql, params) => (await db.query(sql, params)).rows[0];
    const org = await one(`select id from organizations where org_code = 'DEMO'`);
    const quiz = await one(`select id, version from quizzes where organization_id = $1 and title = 'Leadership Essentials Pre-assessment'`, [org.id]);
    const mod = await one(`select id from learning_modules where organization_id = $1 and module_type = 'classroom' limit 1`, [org.id]);
    const hash = (await one(`select password_hash from users where organization_id = $1 limit 1`, [org.id])).password_hash;
    const batch = await one(`insert into batches (module_id, title) values ($1, 'Bench Batch 10k') returning id`, [mod.id]);
    const placement = await one(
      `insert into placements (organization_id, module_id, batch_id, content_type, content_id, title) values ($1, $2, $3, 'quiz', $4, 'Bench Placement') returning id`,
      [org.id, mod.id, batch.id, quiz.id],
    );
    const snapshot = (
      await one(
        `select coalesce(jsonb_agg(jsonb_build_object('id', id, 'question_type', question_type, 'objective', objective, 'question', question, 'url_image', url_image, 'score', score, 'options', options, 'graded', question_type <> 'linear_scale')), '[]'::jsonb) as s from quiz_questions where quiz_id = $1`,
        [quiz.id],
      )
    ).s;
    await db.exec('begin');
    await db.query(
      `insert into users (organization_id, full_name, email, nik, position, password_hash, rule)
       select $1, 'Bench Learner ' || g, 'bench' || g || '@bench.example', '9' || lpad(g::text, 8, '0'), (array['Staff','Supervisor','Analyst','Officer'])[1 + g % 4], $2, 'editor'
       from generate_series(1, $3) g`,
      [org.id, hash, PARTICIPANTS],
    );
    await db.query(`insert into batch_participants (batch_id, user_id, invitation) select $1, id, 'confirmed' from users where email like '%@bench.example'`, [
      batch.id,
    ]);
    await db.query(
      `insert into quiz_attempts (organization_id, quiz_id, placement_id, user_id, retake, quiz_version, objective, snapshot, status, score, started_at, submitted_at)
       select $1, $2, $3, u.id, r, $4, 'general', $5::jsonb,
              case when r = 5 and u.id % 7 = 0 then 'waiting_review' when (u.id + r) % 3 = 0 then 'passed' else 'not_passed' end,
              case when r = 5 and u.id % 7 = 0 then null else ((u.id * 37 + r * 11) % 101)::float end,
              now() - ((6 - r) || ' days')::interval, now() - ((6 - r) || ' days')::interval + interval '15 minutes'
       from users u cross join generate_series(1, ${ATTEMPTS}) r where u.email like '%@bench.example'`,
      [org.id, quiz.id, placement.id, quiz.version, JSON.stringify(snapshot)],
    );
    await db.query(
      `insert into quiz_results (placement_id, user_id, quiz_id, sort_name, attempts, score, status, last_attempt_at)
       select a.placement_id, a.user_id, a.quiz_id, lower(u.full_name), ${ATTEMPTS}, coalesce(a.score, 0), a.status, a.submitted_at
       from quiz_attempts a join users u on u.id = a.user_id where a.placement_id = $1 and a.retake = ${ATTEMPTS}`,
      [placement.id],
    );
    await db.exec('commit');
    await db.exec('analyze');
    return { quizId: quiz.id, placementId: placement.id };
  } finally {
    await db.close();
  }
}

/**
 * The export as the console runs it past the inline limit: the download answers 202 with a job, whose progress
 * ('N of M rows', after each keyset chunk) is polled until it is done. Answers the total time and the time per chunk
 * at the start and at the end (their ratio near 1 means the export is linear).
 */
async function exportJob(base, headers, url) {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.json().catch(() => ({}));
  const jobId = body?.data?.job_id;
  if (res.status !== 202 || !jobId) {
    console.log(`  export job: expected 202 with a job, got ${res.status} ${JSON.stringify(body).slice(0, 120)}`);
    return { name: 'export job', status: res.status };
  }
  const seen = []; // [rows written, ms since the request] the first time each count is seen
  let job;
  for (;;) {
    job = (await (await fetch(`${base}/api/jobs/${jobId}`, { headers })).json()).data;
    const written = Number(/^(\d+) of/.exec(job?.progress_text ?? '')?.[1]);
    if (Number.isFinite(written) && seen.at(-1)?.[0] !== written) seen.push([written, performance.now() - t0]);
    if (!job || job.state === 'done' || job.state === 'failed') break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const seconds = (performance.now() - t0) / 1000;
  // Time per chunk between consecutive observations, per 1,000 rows (a poll may see two chunks at once).
  const perChunk = seen.slice(1).map(([rows, ms], i) => ((ms - seen[i][1]) / (rows - seen[i][0])) * 1000);
  const k = Math.max(1, Math.min(3, Math.floor(perChunk.length / 3)));
  const avg = (xs) => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);
  const start = avg(perChunk.slice(0, k));
  const end = avg(perChunk.slice(-k));
  const linear =
    perChunk.length >= 2
      ? `per 1,000 rows: ${start.toFixed(0)} ms at the start, ${end.toFixed(0)} ms at the end (x${(end / start).toFixed(2)}, ${perChunk.length} chunks timed)`
      : 'too few chunks to time (fewer than 3,000 rows)';
  console.log(`  export job (202, ${seen.at(-1)?.[0] ?? '?'} rows)  ${job?.state} in ${seconds.toFixed(2)} s   ${linear}`);
  return { name: 'export job', status: res.status, state: job?.state, seconds, chunkMsStart: start, chunkMsEnd: end, endOverStart: end / start, chunks: seen };
}

export default async ({ results }) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'console-quiz-bench-'));
  results.quiz = [];
  try {
    const first = await serve(dataDir);
    await first.stop();
    const t0 = performance.now();
    const { quizId, placementId } = await bulkLoad(dataDir);
    console.log(`  loaded ${PARTICIPANTS} participants x ${ATTEMPTS} attempts in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    // The console's own inline limit (5,000), or below the row count when a small run is asked for, so that the
    // export goes through the job as it does at 10,000 participants.
    let server = await serve(dataDir, { QUIZ_EXPORT_INLINE_MAX: String(Math.min(Number(process.env.QUIZ_EXPORT_INLINE_MAX ?? 5000), PARTICIPANTS - 1)) });
    try {
      const demo = JSON.parse(readFileSync('src/db/seed/demo-accounts.json', 'utf8'));
      const token = await signIn(server.base, demo.accounts[0].email, demo.password, demo.orgCode);
      const headers = { authorization: `Bearer ${token}` };
      const q = `${server.base}/api/cms/v4/quizzes/${quizId}/results`;
      const cases = [
        ['GET results/dashboard', `${q}/dashboard?relation_id=${placementId}&module_type=classroom`],
        ['GET results page 1 (name)', `${q}?relation_id=${placementId}&page=1&page_size=10`],
        ['GET results page 500 (score)', `${q}?relation_id=${placementId}&page=500&page_size=10&sort_by=score&order_by=desc`],
        ['GET results status filter', `${q}?relation_id=${placementId}&status=waiting_review&page=3&page_size=10`],
        ['GET results search', `${q}?relation_id=${placementId}&keyword=Learner%20123&page=1&page_size=10`],
      ];
      for (const [, url] of cases) await latency(url, { headers, total: 10, concurrency: 1 }); // warm up
      for (const [name, url] of cases) {
        const r = await latency(url, { headers, total: 100, concurrency: 1 });
        const ok = r.p95 <= 100;
        results.quiz.push({ name, ...r, budgetMs: 100, withinBudget: ok });
        console.log(
          `  ${name.padEnd(30)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   non-200: ${r.failures}   budget 100 ms ${ok ? 'ok' : 'OVER'}`,
        );
      }
      results.quiz.push(await exportJob(server.base, headers, `${q}/download?relation_id=${placementId}`));
    } finally {
      await server.stop();
    }
    // The same export streamed in the request: a server whose inline limit is above the row count.
    server = await serve(dataDir, { QUIZ_EXPORT_INLINE_MAX: String(PARTICIPANTS + 1) });
    try {
      const demo = JSON.parse(readFileSync('src/db/seed/demo-accounts.json', 'utf8'));
      const token = await signIn(server.base, demo.accounts[0].email, demo.password, demo.orgCode);
      const headers = { authorization: `Bearer ${token}` };
      const q = `${server.base}/api/cms/v4/quizzes/${quizId}/results`;
      const before = rssMb(server.pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 25);
      const d0 = performance.now();
      const res = await fetch(`${q}/download?relation_id=${placementId}`, { headers });
      let bytes = 0;
      for await (const chunk of res.body) bytes += chunk.length;
      clearInterval(sampler);
      const seconds = (performance.now() - d0) / 1000;
      const streamed = res.status === 200 && (res.headers.get('content-type') ?? '').includes('spreadsheetml');
      results.quiz.push({ name: 'GET results/download (streamed)', status: res.status, streamed, bytes, seconds, rssBeforeMb: before, rssPeakMb: peak });
      console.log(
        `  GET results/download streamed  ${res.status}${streamed ? '' : ' (NOT a streamed file)'}  ${(bytes / 1024).toFixed(0)} KB in ${seconds.toFixed(2)} s   RSS ${before.toFixed(0)} MB -> peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB)`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};
