// Lists at scale: the quiz, assignment, presence, user, video, course and classroom lists with 1,000 and with 100,000 rows each in one organisation,
// on PGlite and (when PostgreSQL's binaries are there) on a private PostgreSQL cluster on LISTS_BENCH_PGPORT.
// Rows are bulk-loaded with SQL generate_series (never row by row). As in issue 12's scenario, the activity tables are
// not empty: about 50,000 quiz attempts, 50,000 presence attendances and 50,000 assignment results (LISTS_BENCH_ACTIVITY),
// spread over 50 of the listed quizzes, presences and assignments and the same number of learners at every size, so
// can_delete and the placement flags are probed against real rows. Each case: 10 concurrent clients, p50/p95, and per
// case whether it meets issue 12's targets: p95(100k) / p95(1k) ≤ 2 on each database, p95 ≤ 30 ms at 100k on PostgreSQL;
// then one client alone (the p95 of a request by itself, as issues 16 and 17 state their 30 ms).
// LISTS_BENCH_SIZES=1000,100000  LISTS_BENCH_DB=pglite,postgres  LISTS_BENCH_TOTAL=1000 (requests per case, after 20
// to warm up: the p95 of 100 requests at 10 clients moved by a factor of two from one run to the next, since one stall
// of the machine delays the ten requests in flight)  LISTS_BENCH_ACTIVITY=50000
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, latency as measure, signIn } from './lib.mjs';

const SIZES = (process.env.LISTS_BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const DBS = (process.env.LISTS_BENCH_DB ?? 'pglite,postgres').split(',');
const TOTAL = Number(process.env.LISTS_BENCH_TOTAL ?? 1000);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const PG_PORT = Number(process.env.LISTS_BENCH_PGPORT ?? process.env.PGPORT ?? 54334);
const TIMEOUT_MS = 15_000;
const ACTIVITY = Number(process.env.LISTS_BENCH_ACTIVITY ?? 50_000);
// LISTS_BENCH_ONLY=user: only the cases whose name starts with one of these words (all when unset); only their
// tables are loaded (LISTS_BENCH_ONLY=video,course loads videos and courses, not the 100,000 quizzes and people).
const ONLY = (process.env.LISTS_BENCH_ONLY ?? '').split(',').filter(Boolean);
const wanted = (...areas) => !ONLY.length || areas.some((a) => ONLY.includes(a));
/** How many quizzes, presences and assignments carry the activity rows (each gets ACTIVITY / CARRIERS of them). */
const CARRIERS = 50;
const RATIO_TARGET = 2;
const PG_P95_TARGET_MS = 30;

async function serve(env) {
  const port = await freePort();
  const full = { ...process.env, PORT: String(port), HOST: '127.0.0.1', ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...env };
  if (!env.DATABASE_URL) delete full.DATABASE_URL;
  const child = spawn(process.execPath, ['scripts/serve.mjs'], { env: full, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) };
}

/** The bulk load, one statement per table, written for any client with query(sql, params) → { rows }. */
export async function bulkLoad(query, n) {
  const one = async (sql, params) => (await query(sql, params)).rows[0];
  const org = await one(`select id from organizations where org_code = 'DEMO'`);
  const admin = await one(`select id from users where organization_id = $1 order by id limit 1`, [org.id]);
  const words = `(array['Leadership','Safety','Onboarding','Compliance','Sales','Finance','Coaching','Product','Service','Quality'])`;
  await query('begin');
  if (wanted('quiz', 'assignment', 'presence')) await loadContent(query, org, admin, n, words);
  if (wanted('user')) await loadPeople(query, org, n, words);
  if (wanted('video')) {
    // Issue 15: videos of every status and length (the list sorts by title, status, duration and dates).
    await query(
      `insert into videos (organization_id, title, description, duration_seconds, status, created_by, created_at, updated_at)
       select $1, ${words}[1 + g % 10] || ' Video ' || g, '<p>Bench</p>', 30 + g % 3600, (array['draft','review','publish'])[1 + g % 3], $2,
              now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
       from generate_series(1, $3) g`,
      [org.id, admin.id, n],
    );
  }
  if (wanted('course')) {
    // Issue 17: courses, each with its learning module and enrolment batch as the wizard makes them.
    await query(
      `with m as (insert into learning_modules (organization_id, module_type, title)
                  select $1, 'course', 'Bench course ' || g from generate_series(1, $3) g returning id),
            b as (insert into batches (module_id, title) select id, 'Enrolment' from m returning id, module_id)
       insert into courses (organization_id, module_id, batch_id, title, level, status, created_by, created_at, updated_at)
       select $1, b.module_id, b.id, ${words}[1 + b.id % 10] || ' Course ' || b.id, (array['fundamental','developing','intermediate','advanced','mastery'])[1 + b.id % 5],
              (array['draft','published','trial'])[1 + b.id % 3], $2, now() - (b.id || ' minutes')::interval, now() - (b.id || ' minutes')::interval
       from b`,
      [org.id, admin.id, n],
    );
  }
  if (wanted('classroom')) {
    // Issue 34: classrooms, each with its learning module, its own row and one batch, as the wizard makes them.
    await query(
      `with m as (insert into learning_modules (organization_id, module_type, title, created_at)
                  select $1, 'classroom', ${words}[1 + g % 10] || ' Classroom ' || g, now() - (g || ' minutes')::interval from generate_series(1, $3) g
                  returning id, created_at),
            c as (insert into classrooms (module_id, organization_id, status, step, created_by, updated_by, created_at, updated_at)
                  select id, $1, (array['draft','published'])[1 + id % 2], 4, $2, $2, created_at, created_at + interval '1 second' from m)
       insert into batches (module_id, title, starts_at, ends_at)
       select id, 'Batch 1', created_at + interval '7 days', created_at + interval '8 days' from m`,
      [org.id, admin.id, n],
    );
  }
  await query('commit');
  await query('analyze');
}

/** The quizzes, assignments and presences, and issue 12's activity on them. */
async function loadContent(query, org, admin, n, words) {
  const one = async (sql, params) => (await query(sql, params)).rows[0];
  await query(
    `insert into quizzes (organization_id, title, description, type, question_type, created_by, created_at, updated_at)
     select $1, ${words}[1 + g % 10] || ' Quiz ' || g, '<p>Bench</p>', 'quiz', 'Combine', $2, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
     from generate_series(1, $3) g`,
    [org.id, admin.id, n],
  );
  await query(
    `insert into assignments (organization_id, title, instruction, allowed_upload_extensions, created_by, created_at, updated_at)
     select $1, ${words}[1 + g % 10] || ' Assignment ' || g, '<p>Bench</p>', '{"document":["pdf"]}'::jsonb, $2, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
     from generate_series(1, $3) g`,
    [org.id, admin.id, n],
  );
  await query(
    `insert into presences (organization_id, title, description, content_type, code, created_by, created_at, updated_at)
     select $1, ${words}[1 + g % 10] || ' Presence ' || g, 'Bench', 'classroom', md5(g::text), $2, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
     from generate_series(1, $3) g`,
    [org.id, admin.id, n],
  );
  // Activity (issue 12's scenario): learners, then attempts, attendances and results on the first CARRIERS bench rows
  // of each list, one placement per quiz and assignment (attempts and results belong to a placement).
  const learners = Math.max(1, Math.ceil(ACTIVITY / CARRIERS));
  const hash = (await one(`select password_hash from users where organization_id = $1 order by id limit 1`, [org.id])).password_hash;
  await query(
    `insert into users (organization_id, full_name, email, nik, position, password_hash, rule)
     select $1, 'List Bench Learner ' || g, 'listbench' || g || '@bench.example', '8' || lpad(g::text, 8, '0'), 'Staff', $2, 'editor'
     from generate_series(1, $3) g`,
    [org.id, hash, learners],
  );
  const mod = await one(`select id from learning_modules where organization_id = $1 order by id limit 1`, [org.id]);
  const schedule = await one(
    `select s.id from schedules s join batches b on b.id = s.batch_id join learning_modules m on m.id = b.module_id where m.organization_id = $1 order by s.id limit 1`,
    [org.id],
  );
  for (const [table, type, word] of [
    ['quizzes', 'quiz', 'Quiz'],
    ['assignments', 'assignment', 'Assignment'],
  ]) {
    await query(
      `insert into placements (organization_id, module_id, content_type, content_id, title)
       select $1, $2, '${type}', c.id, 'List bench placement'
       from (select id from ${table} where organization_id = $1 and title like '% ${word} %' order by id limit ${CARRIERS}) c`,
      [org.id, mod.id],
    );
  }
  const bench = `(select id from users where organization_id = $1 and email like 'listbench%@bench.example')`;
  const carriers = (type) => `placements p where p.organization_id = $1 and p.content_type = '${type}' and p.title = 'List bench placement'`;
  await query(
    `insert into quiz_attempts (organization_id, quiz_id, placement_id, user_id, retake, quiz_version, objective, snapshot, status, score, started_at, submitted_at)
     select $1, p.content_id, p.id, u.id, 1, 1, 'general', '[]'::jsonb, 'passed', 80, now(), now()
     from ${bench} u cross join ${carriers('quiz')}`,
    [org.id],
  );
  await query(
    `insert into assignment_results (organization_id, assignment_id, placement_id, user_id, score, status, finished_at, updated_at)
     select $1, p.content_id, p.id, u.id, 80, 'passed', now(), now()
     from ${bench} u cross join ${carriers('assignment')}`,
    [org.id],
  );
  if (schedule) {
    await query(
      `insert into presence_attendances (organization_id, presence_id, schedule_id, user_id, status, source, clock_in)
       select $1, c.id, $2, u.id, 'present', 'qr', now()
       from (select id from presences where organization_id = $1 and title like '% Presence %' order by id limit ${CARRIERS}) c cross join ${bench} u`,
      [org.id, schedule.id],
    );
  }
}

/** People (issue 16: the user list at 100,000 users): names, NIKs and positions of the shapes real ones have. */
async function loadPeople(query, org, n, words) {
  const personHash = (await query(`select password_hash from users where organization_id = $1 order by id limit 1`, [org.id])).rows[0].password_hash;
  await query(
    `insert into users (organization_id, full_name, email, nik, position, password_hash, rule, created_at, updated_at)
     select $1, 'Bench Person ' || g, 'person' || g || '@people.bench', '7' || lpad(g::text, 8, '0'), ${words}[1 + g % 10] || ' Officer', $2, 'editor',
            now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
     from generate_series(1, $3) g`,
    [org.id, personHash, n],
  );
}

/** The lib's keep-alive client (its own CPU kept small: it shares the machine with the server and the database). */
const latency = (url, headers, total = TOTAL, concurrency = 10) => measure(url, { headers, total, concurrency, timeoutMs: TIMEOUT_MS });

const cases = (n) => {
  const deep = Math.max(2, Math.floor(n / 10 / 2)); // the middle of the list: page 50 of 100 at 1k, page 5000 of 10,000 at 100k
  const lists = [
    ['quiz', '/api/cms/v4/quizzes', 'order_by=title&order_type=asc', 'Quiz 123'],
    ['assignment', '/api/cms/assignments', 'order_by=title&order_type=asc', 'Assignment 123'],
    ['presence', '/api/cms/presences', 'order_by=title&order_type=asc', 'Presence 123'],
  ];
  const users = '/api/cms/users';
  return [
    ...lists.flatMap(([area, p, title, keyword]) => [
      [`${area} page 1`, `${p}?page=1&page_size=10`],
      [`${area} deep page`, `${p}?page=${deep}&page_size=10`],
      [`${area} sorted by title`, `${p}?page=3&page_size=10&${title}`],
      [`${area} keyword`, `${p}?page=1&page_size=10&keyword=${encodeURIComponent(keyword)}`],
    ]),
    // Issue 16: the user list (newest first), sorted by name, a deep page, and searches by name and by NIK.
    ['user page 1', `${users}?page=1&page_size=10`],
    ['user deep page', `${users}?page=${deep}&page_size=10`],
    ['user sorted by name', `${users}?page=3&page_size=10&order_by=full_name&order_type=asc`],
    ['user keyword name', `${users}?page=1&page_size=10&keyword=${encodeURIComponent('Person 1234')}`],
    ['user keyword NIK', `${users}?page=1&page_size=10&keyword=700001234`],
    // Issue 15: the video list (last changed first), sorted by title and by duration, a deep page, a title search.
    ['video page 1', `/api/videos?page=1&page_size=10`],
    ['video deep page', `/api/videos?page=${deep}&page_size=10`],
    ['video sorted by title', `/api/videos?page=3&page_size=10&order_by=title&order_type=asc`],
    ['video sorted by duration', `/api/videos?page=3&page_size=10&order_by=duration&order_type=desc`],
    ['video keyword', `/api/videos?page=1&page_size=10&keyword=${encodeURIComponent('Video 123')}`],
    // Issue 17: the course list, sorted by title and by level, a deep page, a title search, a status filter.
    ['course page 1', `/api/cms/v2/courses?page=1&page_size=10`],
    ['course deep page', `/api/cms/v2/courses?page=${deep}&page_size=10`],
    ['course sorted by title', `/api/cms/v2/courses?page=3&page_size=10&order_by=title&order_type=asc`],
    ['course sorted by level', `/api/cms/v2/courses?page=3&page_size=10&order_by=level&order_type=desc`],
    ['course keyword', `/api/cms/v2/courses?page=1&page_size=10&keyword=${encodeURIComponent('Course 123')}`],
    ['course status filter', `/api/cms/v2/courses?page=1&page_size=10&status=trial`],
    // Issue 34: the classroom list (last changed first), a deep page, sorted by title, a title search, a status filter.
    ['classroom page 1', `/api/cms/classrooms?page=1&page_size=10`],
    ['classroom deep page', `/api/cms/classrooms?page=${deep}&page_size=10`],
    ['classroom sorted by title', `/api/cms/classrooms?page=3&page_size=10&order_by=title&order_type=asc`],
    ['classroom keyword', `/api/cms/classrooms?page=1&page_size=10&keyword=${encodeURIComponent('Classroom 123')}`],
    ['classroom status filter', `/api/cms/classrooms?page=1&page_size=10&status=draft`],
  ].filter(([name]) => !ONLY.length || ONLY.some((w) => name.startsWith(`${w} `)));
};

async function runOne(kind, n, server) {
  const demo = JSON.parse(readFileSync('src/db/seed/demo-accounts.json', 'utf8'));
  const token = await signIn(server.base, demo.accounts[0].email, demo.password, demo.orgCode);
  const headers = { authorization: `Bearer ${token}` };
  const out = {};
  for (const [name, p] of cases(n)) {
    await latency(`${server.base}${p}`, headers, 20); // warm up
    const r = await latency(`${server.base}${p}`, headers);
    // One client alone: the latency of a request (issues 16 and 17 state their 30 ms without a concurrency).
    const one = await latency(`${server.base}${p}`, headers, Math.max(30, Math.round(TOTAL / 2)), 1);
    out[name] = { ...r, single: { p50: one.p50, p95: one.p95 } };
    console.log(
      `  ${kind.padEnd(8)} ${String(n).padStart(6)}  ${name.padEnd(26)} p50 ${r.p50.toFixed(1).padStart(7)} ms   p95 ${r.p95.toFixed(1).padStart(7)} ms   failed ${r.failures + one.failures}   one client: p50 ${one.p50.toFixed(1).padStart(6)} ms p95 ${one.p95.toFixed(1).padStart(6)} ms`,
    );
  }
  return out;
}

async function onPglite(n) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'console-lists-bench-'));
  try {
    const first = await serve({ DATA_DIR: dir });
    await first.stop();
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = await PGlite.create(dir, { extensions: { pg_trgm } });
    const t0 = performance.now();
    await bulkLoad((sql, params) => db.query(sql, params), n);
    await db.close();
    console.log(`  pglite   ${n} rows per list loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const server = await serve({ DATA_DIR: dir });
    try {
      return await runOne('pglite', n, server);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function startCluster() {
  if (!existsSync(`${PG_BIN}/initdb`)) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'console-lists-pg-'));
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) execFileSync('chown', ['-R', 'postgres', dir]);
  const run = (bin, args) =>
    asPostgres
      ? execFileSync('runuser', ['-u', 'postgres', '--', `${PG_BIN}/${bin}`, ...args], { stdio: 'ignore' })
      : execFileSync(`${PG_BIN}/${bin}`, args, { stdio: 'ignore' });
  run('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  run('pg_ctl', ['-D', `${dir}/data`, '-o', `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', `${dir}/log`, '-w', 'start']);
  return {
    url: (db) => `postgres://postgres@127.0.0.1:${PG_PORT}/${db}`,
    stop: () => (run('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']), rmSync(dir, { recursive: true, force: true })),
  };
}

async function onPostgres(cluster, n) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  const name = `bench_${n}`;
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const first = await serve({ DATABASE_URL: cluster.url(name) });
  await first.stop();
  const client = new pg.Client({ connectionString: cluster.url(name) });
  await client.connect();
  const t0 = performance.now();
  await bulkLoad((sql, params) => client.query(sql, params), n);
  await client.query('vacuum analyze');
  await client.end();
  console.log(`  postgres ${n} rows per list loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const server = await serve({ DATABASE_URL: cluster.url(name) });
  try {
    return await runOne('postgres', n, server);
  } finally {
    await server.stop();
  }
}

/** Whether each case meets issue 12's targets: the ratio on every database, the 30 ms p95 at the largest size on PostgreSQL. */
function report(kind, bySize) {
  const small = bySize[SIZES[0]];
  const large = bySize[SIZES.at(-1)];
  const verdicts = {};
  if (!small || !large || SIZES.length < 2) return verdicts;
  const pg = kind === 'postgres';
  console.log(
    `  ${kind}: p95(${SIZES.at(-1)}) / p95(${SIZES[0]}) per case (target ≤ ${RATIO_TARGET})${pg ? `, p95 at ${SIZES.at(-1)} (target ≤ ${PG_P95_TARGET_MS} ms)` : ''}:`,
  );
  for (const name of Object.keys(small)) {
    const ratio = large[name].p95 / small[name].p95;
    const ratioOk = ratio <= RATIO_TARGET;
    const p95Ok = pg ? large[name].p95 <= PG_P95_TARGET_MS : null;
    const meets = ratioOk && p95Ok !== false && large[name].failures === 0;
    const single = large[name].single?.p95;
    const singleOk = pg && single !== undefined ? single <= PG_P95_TARGET_MS : null;
    verdicts[name] = { ratio, ratioOk, p95Ms: large[name].p95, p95Ok, singleClientP95Ms: single, singleClientP95Ok: singleOk, meets };
    console.log(
      `    ${name.padEnd(26)} ratio ${ratio.toFixed(2).padStart(6)} ${ratioOk ? 'ok  ' : 'OVER'}` +
        (pg ? `   p95 ${large[name].p95.toFixed(1).padStart(6)} ms ${p95Ok ? 'ok  ' : 'OVER'}` : '') +
        (pg && single !== undefined ? `   one client p95 ${single.toFixed(1).padStart(6)} ms ${singleOk ? 'ok  ' : 'OVER'}` : '') +
        `   ${meets ? 'meets the targets' : 'MISSES the targets'}`,
    );
  }
  const met = Object.values(verdicts).filter((v) => v.meets).length;
  console.log(`  ${kind}: ${met} of ${Object.keys(verdicts).length} cases meet the targets`);
  return verdicts;
}

export default async ({ results }) => {
  // results.listScale (this file) and results.listPages (list-pages.bench.mjs) are separate: neither overwrites the other.
  results.listScale = { sizes: SIZES, activityRows: ACTIVITY, targets: { ratio: RATIO_TARGET, postgresP95Ms: PG_P95_TARGET_MS } };

  let cluster = null;
  try {
    for (const kind of DBS) {
      if (kind === 'postgres') {
        cluster = await startCluster();
        if (!cluster) {
          console.log(`  postgres: skipped (no ${PG_BIN}/initdb)`);
          continue;
        }
      }
      const bySize = {};
      for (const n of SIZES) bySize[n] = kind === 'postgres' ? await onPostgres(cluster, n) : await onPglite(n);
      results.listScale[kind] = { bySize, targets: report(kind, bySize) };
    }
  } finally {
    cluster?.stop();
  }
};
