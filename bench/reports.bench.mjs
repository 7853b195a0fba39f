// The checkpoint and issue reports at scale (issue 32 "Performance", docs/decisions/0142, 0143): a scratch console on
// PGlite with 10,000 learners (REPORTS_BENCH_LEARNERS), 100 checkpoints (one of them inviting every learner on five
// competencies, each learner scored on each: 50,000 score entries) and 100,000 reported issues
// (REPORTS_BENCH_ISSUES). Figures: p95 of each report's list and detail calls at 2 clients (target ≤ 100 ms), and the
// issue report's xlsx of every issue (target ≤ 10 s and ≤ 150 MB more server memory than before it, read from /proc).
// A miss is written to the run's failures. The webinar report is not built (decision 0142); the course report has its
// own figures in lists.bench.mjs' cases where it has them.
// BENCH=reports npm run bench
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { latency, signIn, startConsole } from './lib.mjs';

const LEARNERS = Number(process.env.REPORTS_BENCH_LEARNERS ?? 10_000);
const ISSUES = Number(process.env.REPORTS_BENCH_ISSUES ?? 100_000);
const P95_MS = 100;
const XLSX_S = 10;
const XLSX_MB = 150;

/** Loads the learners, the checkpoints with their scores and the issues straight into the stopped console's database. */
async function grow(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  try {
    const org = (await db.query(`select id from organizations where org_code = 'DEMO'`)).rows[0].id;
    const admin = (await db.query(`select id from users where organization_id = $1 and email = 'admin@nusantara.example'`, [org])).rows[0].id;
    const webinar = (await db.query(`select id, title from webinars where organization_id = $1 order by id limit 1`, [org])).rows[0];
    await db.exec('begin');
    await db.query(
      `insert into users (organization_id, full_name, email, nik, position, password_hash, rule)
       select $1, 'Bench Learner ' || g, 'rbench' || g || '@bench.example', '08' || lpad(g::text, 6, '0'), 'Analyst', 'x', 'editor' from generate_series(1, ${LEARNERS}) g`,
      [org],
    );
    await db.query(
      `insert into checkpoints (organization_id, title, status, final_score) select $1, 'Bench Checkpoint ' || g, 'publish', case when g % 2 = 0 then 'max_score' else 'last_score' end
       from generate_series(1, 100) g`,
      [org],
    );
    const big = (await db.query(`select id from checkpoints where organization_id = $1 and title = 'Bench Checkpoint 1'`, [org])).rows[0].id;
    await db.query(
      `insert into checkpoint_competencies (checkpoint_id, position, code, name, required_level)
       select c.id, g, 'BC-' || g, 'Bench competency ' || g, 1 + g % 5 from checkpoints c cross join generate_series(1, 5) g where c.title like 'Bench Checkpoint %'`,
    );
    await db.query(
      `insert into checkpoint_batches (checkpoint_id, position, title, start_date, end_date)
       select id, 1, 'Bench Batch', current_date, current_date + 30 from checkpoints where title like 'Bench Checkpoint %'`,
    );
    // The big checkpoint invites every learner and scores each on each competency; the others invite 100 learners each.
    await db.query(
      `insert into checkpoint_invitees (batch_id, user_id)
       select b.id, u.id from checkpoint_batches b join checkpoints c on c.id = b.checkpoint_id
       join users u on u.email like 'rbench%@bench.example' and (c.id = $1 or (regexp_replace(u.email, '\\D', '', 'g'))::int % 100 = c.id % 100)
       where c.title like 'Bench Checkpoint %'`,
      [big],
    );
    await db.query(
      `insert into checkpoint_scores (batch_id, competency_id, user_id, level, assessor_id)
       select i.batch_id, k.id, i.user_id, (i.user_id + k.position) % 6, $2
       from checkpoint_invitees i join checkpoint_batches b on b.id = i.batch_id join checkpoint_competencies k on k.checkpoint_id = b.checkpoint_id
       where b.checkpoint_id = $1`,
      [big, admin],
    );
    await db.query(
      `insert into content_issues (organization_id, reporter_id, content_type, content_id, content_title, category, description, status, created_at, updated_at)
       select $1, u.id, 'webinar', $2, $3,
         (array['broken_media','wrong_answer','incorrect_content','missing_file','other'])[1 + g % 5],
         'Bench issue ' || g, (array['open','in_progress','resolved'])[1 + g % 3], now() - (g || ' minutes')::interval, now()
       from generate_series(1, ${ISSUES}) g join users u on u.email = 'rbench' || (1 + g % ${LEARNERS}) || '@bench.example'`,
      [org, webinar.id, webinar.title],
    );
    await db.exec('commit');
    await db.exec('analyze');
    const issue = (await db.query(`select max(id) as id from content_issues`)).rows[0].id;
    return { big, issue };
  } finally {
    await db.close();
  }
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** Downloads the whole issue report as xlsx, sampling the server's resident memory while it streams. */
async function download(base, headers, pid) {
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/reporting/issue-report/download`, { headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(timer);
  return { status: res.status, bytes: bytes.length, seconds, extraMb: peak - before };
}

export default async ({ demo, results }) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'console-bench-reports-'));
  try {
    const first = await startConsole({ DATA_DIR: dataDir, JOBS: '0' });
    await first.stop();
    const t = performance.now();
    const { big, issue } = await grow(dataDir);
    console.log(`  loaded ${LEARNERS} learners, 100 checkpoints, ${ISSUES} issues in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const server = await startConsole({ DATA_DIR: dataDir, JOBS: '0' });
    try {
      const token = await signIn(server.base, demo.accounts[0].email, demo.password, demo.orgCode);
      const headers = { authorization: `Bearer ${token}` };
      const cases = [
        ['checkpoint report list', '/api/reporting/checkpoint-report?keyword=Bench'],
        [`checkpoint report detail (${LEARNERS} invited)`, `/api/reporting/checkpoint-report/${big}`],
        [`checkpoint report learners (${LEARNERS} invited)`, `/api/reporting/checkpoint-report/${big}/learners`],
        [`checkpoint report learners, sorted by met`, `/api/reporting/checkpoint-report/${big}/learners?order_by=met&order_type=desc`],
        [`issue report list (${ISSUES} issues)`, '/api/reporting/issue-report'],
        ['issue report list, one category', '/api/reporting/issue-report?category=wrong_answer'],
        ['issue report detail', `/api/reporting/issue-report/${issue}`],
      ];
      for (const [name, url] of cases) {
        const r = await latency(`${server.base}${url}`, { headers, total: 60, concurrency: 2, timeoutMs: 60_000 });
        results.latency.push({ name: `reports: ${name}`, ...r });
        console.log(`  ${name}: p50 ${r.p50.toFixed(1)} ms p95 ${r.p95.toFixed(1)} ms, ${r.failures} failed (target p95 ≤ ${P95_MS} ms)`);
        if (r.failures || r.p95 > P95_MS) results.failures.push(`reports: ${name}: p95 ${r.p95.toFixed(1)} ms, ${r.failures} failed (target ≤ ${P95_MS} ms)`);
      }
      const x = await download(server.base, headers, server.pid);
      results.latency.push({ name: `reports: issue report xlsx (${ISSUES} rows)`, ...x });
      console.log(
        `  issue report xlsx of ${ISSUES} rows: ${x.status}, ${(x.bytes / 1e6).toFixed(1)} MB in ${x.seconds.toFixed(1)} s, +${x.extraMb.toFixed(0)} MB server memory (targets ≤ ${XLSX_S} s, ≤ ${XLSX_MB} MB)`,
      );
      if (x.status !== 200 || x.seconds > XLSX_S || x.extraMb > XLSX_MB)
        results.failures.push(
          `reports: issue report xlsx: ${x.status}, ${x.seconds.toFixed(1)} s, +${x.extraMb.toFixed(0)} MB (targets ≤ ${XLSX_S} s, ≤ ${XLSX_MB} MB)`,
        );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};
