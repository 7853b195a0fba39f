// Lists at scale: every list screen the areas declare (src/features/*/list-screen*.ts, read through
// bench/list-screens.ts: issue 34 item 3), each with 1,000 and with 100,000 rows in one organisation, on PGlite and (when
// PostgreSQL's binaries are there) on a private PostgreSQL cluster on LISTS_BENCH_PGPORT. The cases come from each
// declaration: page 1, a deep page (the middle of the list), a sort by its first sortable column and, where it has a
// search, a keyword; a few lists add their own (EXTRA_CASES). Rows are bulk-loaded with SQL generate_series (never row
// by row), one loader per table (LOADERS, by the list's endpoint); a declared list without a loader fails the run's
// summary, so a new list cannot go unmeasured. As in issue 12's scenario, the activity tables are not empty: about
// 50,000 quiz attempts, 50,000 presence attendances and 50,000 assignment results (LISTS_BENCH_ACTIVITY), spread over 50
// of the listed quizzes, presences and assignments and the same number of learners at every size, so can_delete and
// the placement flags are probed against real rows. Each case: 10 concurrent clients, p50/p95, and per case whether it
// meets issue 12's targets: p95(100k) / p95(1k) ≤ 2 on each database, p95 ≤ 30 ms at 100k on PostgreSQL; then one
// client alone (the p95 of a request by itself, as issues 16 and 17 state their 30 ms). A ratio past 2 fails the
// run's summary (scripts/bench.mjs), never a test.
// LISTS_BENCH_SIZES=1000,100000  LISTS_BENCH_DB=pglite,postgres  LISTS_BENCH_TOTAL=1000 (requests per case, after 20
// to warm up: the p95 of 100 requests at 10 clients moved by a factor of two from one run to the next, since one stall
// of the machine delays the ten requests in flight)  LISTS_BENCH_ACTIVITY=50000
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, latency as measure, PG_BIN, signIn, startCluster } from './lib.mjs';

const SIZES = (process.env.LISTS_BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const DBS = (process.env.LISTS_BENCH_DB ?? 'pglite,postgres').split(',');
const TOTAL = Number(process.env.LISTS_BENCH_TOTAL ?? 1000);
const PG_PORT = Number(process.env.LISTS_BENCH_PGPORT ?? process.env.PGPORT ?? 54334);
const TIMEOUT_MS = 15_000;
const ACTIVITY = Number(process.env.LISTS_BENCH_ACTIVITY ?? 50_000);
// LISTS_BENCH_ONLY=user: only the lists whose case names start with one of these words (all when unset); only their
// tables are loaded (LISTS_BENCH_ONLY=video,course loads videos and courses, not the 100,000 quizzes and people).
const ONLY = (process.env.LISTS_BENCH_ONLY ?? '').split(',').filter(Boolean);
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

/** Each row's title: a word of ten, the noun and the row's number ('Safety Podcast 123'), which the keyword cases search. */
const WORDS = `(array['Leadership','Safety','Onboarding','Compliance','Sales','Finance','Coaching','Product','Service','Quality'])`;
const titled = (noun) => `${WORDS}[1 + g % 10] || ' ${noun} ' || g`;
/** Newest first by the row's number: the same spread of instants in every table. */
const ago = `now() - (g || ' minutes')::interval`;

/**
 * The loader of each list's rows by its endpoint (the declaration's endpoints.list): `table` names what it loads (two
 * lists of one table load it once), `load(query, { org, admin, n })` inserts n rows with generate_series, `keyword`
 * is a search that finds a few of them.
 */
const LOADERS = {
  '/api/cms/v4/quizzes': {
    table: 'quizzes, assignments and presences with activity',
    keyword: 'Quiz 123',
    load: (q, c) => loadContent(q, c.org, c.admin, c.n, WORDS),
  },
  '/api/cms/assignments': {
    table: 'quizzes, assignments and presences with activity',
    keyword: 'Assignment 123',
    load: (q, c) => loadContent(q, c.org, c.admin, c.n, WORDS),
  },
  '/api/cms/presences': {
    table: 'quizzes, assignments and presences with activity',
    keyword: 'Presence 123',
    load: (q, c) => loadContent(q, c.org, c.admin, c.n, WORDS),
  },
  '/api/cms/users': { table: 'users', keyword: 'Person 1234', load: (q, c) => loadPeople(q, c.org, c.n, WORDS) },
  // Issue 15: videos of every status and length (the list sorts by title, status, duration and dates).
  '/api/videos': { table: 'videos', keyword: 'Video 123', load: loadVideos },
  '/api/playground/videos': { table: 'videos', keyword: 'Video 123', load: loadVideos },
  // Issue 17: courses, each with its learning module and enrolment batch as the wizard makes them.
  '/api/cms/v2/courses': {
    table: 'courses',
    keyword: 'Course 123',
    load: loadCourses,
  },
  // Issue 34: classrooms, each with its learning module, its own row and one batch, as the wizard makes them.
  '/api/cms/classrooms': {
    table: 'classrooms',
    keyword: 'Classroom 123',
    load: (q, { org, admin, n }) =>
      q(
        `with m as (insert into learning_modules (organization_id, module_type, title, created_at)
                    select $1, 'classroom', ${titled('Classroom')}, ${ago} from generate_series(1, $3) g
                    returning id, created_at),
              c as (insert into classrooms (module_id, organization_id, status, step, created_by, updated_by, created_at, updated_at)
                    select id, $1, (array['draft','published'])[1 + id % 2], 4, $2, $2, created_at, created_at + interval '1 second' from m)
         insert into batches (module_id, title, starts_at, ends_at)
         select id, 'Batch 1', created_at + interval '7 days', created_at + interval '8 days' from m`,
        [org.id, admin.id, n],
      ),
  },
  '/api/podcasts': {
    table: 'podcasts',
    keyword: 'Podcast 123',
    load: (q, { org, admin, n }) =>
      q(
        `insert into podcasts (organization_id, title, description, duration_seconds, status, created_by, updated_by, created_at, updated_at)
         select $1, ${titled('Podcast')}, '<p>Bench</p>', 30 + g % 3600, (array['draft','review','publish'])[1 + g % 3], $2, $2, ${ago}, ${ago}
         from generate_series(1, $3) g`,
        [org.id, admin.id, n],
      ),
  },
  // The PDF list and the document list read one table: n PDFs and n slide decks (the document list has both kinds).
  '/api/pdfs': { table: 'documents', keyword: 'Document 123', load: loadDocuments },
  '/api/content-documents': { table: 'documents', keyword: 'Document 123', load: loadDocuments },
  '/api/webinars': {
    table: 'webinars',
    keyword: 'Webinar 123',
    load: (q, { org, admin, n }) =>
      q(
        `insert into webinars (organization_id, title, description, start_at, end_at, status, created_by, updated_by, created_at, updated_at)
         select $1, ${titled('Webinar')}, '<p>Bench</p>', now() + (g || ' hours')::interval, now() + (g || ' hours')::interval + interval '1 hour',
                (array['draft','review','publish'])[1 + g % 3], $2, $2, ${ago}, ${ago}
         from generate_series(1, $3) g`,
        [org.id, admin.id, n],
      ),
  },
  '/api/knowledge-feed': {
    table: 'feed_posts',
    keyword: 'Post 123',
    load: (q, { org, admin, n }) =>
      q(
        `insert into feed_posts (organization_id, author_id, type, body, likes_count, comments_count, created_at, updated_at)
         select $1, $2, 'text', ${titled('Post')}, g % 50, g % 7, ${ago}, ${ago} from generate_series(1, $3) g`,
        [org.id, admin.id, n],
      ),
  },
  '/api/popups': {
    table: 'popups',
    keyword: 'Popup 123',
    load: (q, { org, admin, n }) =>
      q(
        `insert into popups (organization_id, title, body, start_date, end_date, created_by, updated_by, created_at, updated_at)
         select $1, ${titled('Popup')}, '<p>Bench</p>', (now() + (g % 365 || ' days')::interval)::date, (now() + (g % 365 + 7 || ' days')::interval)::date, $2, $2, ${ago}, ${ago}
         from generate_series(1, $3) g`,
        [org.id, admin.id, n],
      ),
  },
  '/api/checkpoints': {
    table: 'checkpoints',
    keyword: 'Checkpoint 123',
    load: (q, { org, admin, n }) =>
      q(
        `insert into checkpoints (organization_id, title, description, status, privacy, final_score, created_by, updated_by, created_at, updated_at)
         select $1, ${titled('Checkpoint')}, 'Bench', (array['draft','publish'])[1 + g % 2], (array['PUBLIC','PROTECTED','PRIVATE'])[1 + g % 3],
           (array['last_score','max_score'])[1 + g % 2], $2, $2, ${ago}, ${ago} from generate_series(1, $3) g`,
        [org.id, admin.id, n],
      ),
  },
  '/api/digilib': {
    table: 'digilib_items',
    keyword: 'Book 123',
    load: (q, { org, admin, n }) =>
      q(
        `insert into digilib_items (organization_id, type, title, author, publisher, created_by, updated_by, created_at, updated_at)
         select $1, 1 + g % 3, ${titled('Book')}, 'Author ' || g % 100, 'Publisher ' || g % 20, $2, $2, ${ago}, ${ago} from generate_series(1, $3) g`,
        [org.id, admin.id, n],
      ),
  },
  '/api/channels': {
    table: 'channels',
    keyword: 'Channel 123',
    load: (q, { org, admin, n }) =>
      q(
        `insert into channels (organization_id, title, description, visibility, created_by, updated_by, created_at, updated_at)
         select $1, ${titled('Channel')}, 'Bench', (array['public','private','hidden'])[1 + g % 3], $2, $2, ${ago}, ${ago} from generate_series(1, $3) g`,
        [org.id, admin.id, n],
      ),
  },
  // Categories: n top-level ones, each fifth inactive.
  '/api/categories': {
    table: 'categories',
    keyword: 'Category 123',
    load: (q, { org, admin, n }) =>
      q(
        `insert into categories (organization_id, name, position, is_active, created_by, updated_by, created_at, updated_at)
         select $1, ${titled('Category')}, g, g % 5 <> 0, $2, $2, ${ago}, ${ago} from generate_series(1, $3) g`,
        [org.id, admin.id, n],
      ),
  },
  '/api/roles': {
    table: 'roles',
    keyword: 'Role 123',
    load: (q, { org, n }) =>
      q(`insert into roles (organization_id, name, created_at, updated_at) select $1, ${titled('Role')}, ${ago}, ${ago} from generate_series(1, $2) g`, [
        org.id,
        n,
      ]),
  },
  '/api/providers': {
    table: 'providers',
    keyword: 'Provider 123',
    load: (q, { org, admin, n }) =>
      q(
        `insert into providers (organization_id, name, contact_person, email, is_active, created_by, updated_by, created_at, updated_at)
         select $1, ${titled('Provider')}, 'Contact ' || g, 'provider' || g || '@bench.example', g % 4 <> 0, $2, $2, ${ago}, ${ago} from generate_series(1, $3) g`,
        [org.id, admin.id, n],
      ),
  },
  '/api/divisions': {
    table: 'divisions',
    keyword: 'Division 123',
    load: (q, { org, n }) =>
      q(
        `insert into divisions (organization_id, code, name, created_at, updated_at) select $1, 'BD' || g, ${titled('Division')}, ${ago}, ${ago} from generate_series(1, $2) g`,
        [org.id, n],
      ),
  },
  '/api/companies': {
    table: 'companies',
    keyword: 'Company 123',
    load: (q, { org, n }) =>
      q(
        `insert into companies (organization_id, code, name, created_at, updated_at) select $1, 'BC' || g, ${titled('Company')}, ${ago}, ${ago} from generate_series(1, $2) g`,
        [org.id, n],
      ),
  },
  '/api/expert-level': {
    table: 'expert_levels',
    keyword: 'Level 123',
    load: (q, { org, n }) =>
      q(
        `insert into expert_levels (organization_id, title, value, created_at, updated_at) select $1, ${titled('Level')}, 1000 + g, ${ago}, ${ago} from generate_series(1, $2) g`,
        [org.id, n],
      ),
  },
  // Coaches: n people of their own, each a coach.
  '/api/coach': {
    table: 'coaches',
    keyword: 'Coach Person 123',
    load: async (q, { org, admin, n }) => {
      await q(
        `insert into users (organization_id, full_name, email, password_hash, rule, created_at, updated_at)
         select $1, 'Coach Person ' || g, 'coach' || g || '@coach.bench', (select password_hash from users where id = $2), 'editor', ${ago}, ${ago} from generate_series(1, $3) g`,
        [org.id, admin.id, n],
      );
      await q(
        `insert into coaches (organization_id, user_id, description, created_at, updated_at)
         select $1, id, 'Bench coach', created_at, updated_at from users where organization_id = $1 and email like 'coach%@coach.bench'`,
        [org.id],
      );
    },
  },
  '/api/certificates/themes': {
    table: 'certificate themes and templates',
    keyword: 'Theme 123',
    load: loadCertificates,
  },
  '/api/certificates/template': {
    table: 'certificate themes and templates',
    keyword: 'Template 123',
    load: loadCertificates,
  },
  // Issue 34 item 3: the settings lists declared since (docs/decisions/0124 and 0130).
  '/api/setting/announcements': {
    table: 'announcements',
    keyword: 'Announcement 123',
    load: (q, { org, admin, n }) =>
      q(
        `insert into announcements (organization_id, title, body, audience, starts_at, ends_at, pinned, status, created_by, updated_by, created_at, updated_at)
         select $1, ${titled('Announcement')}, '<p>Bench</p>', 'all', ${ago}, case when g % 3 = 0 then null else now() + (g % 90 || ' days')::interval end,
                g % 50 = 0, (array['draft','publish'])[1 + g % 2], $2, $2, ${ago}, ${ago}
         from generate_series(1, $3) g`,
        [org.id, admin.id, n],
      ),
  },
  '/api/setting/locations': {
    table: 'locations',
    keyword: 'Location 123',
    load: (q, { org, admin, n }) =>
      q(
        `insert into locations (organization_id, name, address, latitude, longitude, radius_meters, created_by, updated_by, created_at, updated_at)
         select $1, ${titled('Location')}, 'Jalan Bench ' || g, -6.2 + (g % 1000) / 10000.0, 106.8 + (g % 997) / 10000.0, 50 + g % 450, $2, $2, ${ago}, ${ago}
         from generate_series(1, $3) g`,
        [org.id, admin.id, n],
      ),
  },
  // A point rule is one per activity and organisation (point_rules_org_activity_uq): the list holds at most five rows
  // whatever the size, so the bench loads those five at every size (the ratio measures the list's own cost).
  '/api/setting/points': {
    table: 'point rules',
    keyword: 'quiz',
    bounded: 'at most one rule per activity (5 rows per organisation)',
    load: (q, { org, admin }) =>
      q(
        `insert into point_rules (organization_id, activity, points, daily_cap, status, created_by, updated_by)
         select $1, a, 10 + i, case when i % 2 = 0 then null else 100 end, 'active', $2, $2
         from unnest(array['course_completed','quiz_passed','schedule_attended','assignment_submitted','journey_completed']) with ordinality t(a, i)
         on conflict do nothing`,
        [org.id, admin.id],
      ),
  },
  '/api/setting/leaderboard/targets': {
    table: 'point targets',
    keyword: 'Target 123',
    load: (q, { org, admin, n }) =>
      q(
        `insert into point_targets (organization_id, name, period, audience, goal, created_by, updated_by, created_at, updated_at)
         select $1, ${titled('Target')}, case when g % 2 = 0 then '2026' else '2026-' || lpad((1 + g % 12)::text, 2, '0') end, 'all', 100 * (1 + g % 50), $2, $2, ${ago}, ${ago}
         from generate_series(1, $3) g`,
        [org.id, admin.id, n],
      ),
  },
  '/api/setting/leaderboard/merchandise': {
    table: 'merchandise',
    keyword: 'Merchandise 123',
    load: (q, { org, admin, n }) =>
      q(
        `insert into merchandise (organization_id, name, description, point_price, stock, status, created_by, updated_by, created_at, updated_at)
         select $1, ${titled('Merchandise')}, 'Bench', 10 + g % 500, g % 40, (array['active','inactive'])[1 + g % 2], $2, $2, ${ago}, ${ago}
         from generate_series(1, $3) g`,
        [org.id, admin.id, n],
      ),
  },
  // Issue 34 item 3: the course report lists the courses (the course list's rows), with each page's figures.
  '/api/reporting/course-report': { table: 'courses', keyword: 'Course 123', load: loadCourses },
  // One course's learners: a course of its own with n enrolled people of their own (course 0 in the declaration
  // stands for it: the loader answers the endpoint of the course it made).
  '/api/reporting/course-report/0/learners': {
    table: 'a course with its learners',
    keyword: 'Enrolled Person 123',
    load: async (q, { org, admin, n }) => {
      const hash = (await q(`select password_hash from users where id = $1`, [admin.id])).rows[0].password_hash;
      const course = (
        await q(
          `with m as (insert into learning_modules (organization_id, module_type, title) values ($1, 'course', 'Bench report course') returning id),
                b as (insert into batches (module_id, title) select id, 'Enrolment' from m returning id, module_id)
           insert into courses (organization_id, module_id, batch_id, title, level, status, created_by)
           select $1, module_id, id, 'Bench Report Course', 'fundamental', 'published', $2 from b returning id, batch_id`,
          [org.id, admin.id],
        )
      ).rows[0];
      await q(
        `with u as (insert into users (organization_id, full_name, email, password_hash, rule, created_at, updated_at)
                    select $1, 'Enrolled Person ' || g, 'enrolled' || g || '@report.bench', $2, 'editor', ${ago}, ${ago}
                    from generate_series(1, $3) g returning id, created_at)
         insert into batch_participants (batch_id, user_id, invitation, invited_at) select $4, id, 'confirmed', created_at from u`,
        [org.id, hash, n, course.batch_id],
      );
      return { list: `/api/reporting/course-report/${course.id}/learners` };
    },
  },
  // Issue 33 (docs/decisions/0127): the wallet's ledger, top-ups and holds (the list only reads them; the balance row is
  // the wallet bench's, bench/wallet.bench.mjs).
  '/api/wallet/movements': {
    table: 'wallet movements',
    keyword: 'Ledger 123',
    load: (q, { org, admin, n }) =>
      q(
        `insert into wallet_movements (organization_id, kind, debit_account, credit_account, amount, available_after, held_after, reference, note, created_by, created_at)
         select $1, case when g % 4 = 0 then 'hold' else 'top_up' end, case when g % 4 = 0 then 'held' else 'available' end,
                case when g % 4 = 0 then 'available' else 'funding' end, 1000 * (1 + g % 37), 0, 0, ${titled('Ledger')}, '', $2, ${ago}
         from generate_series(1, $3) g`,
        [org.id, admin.id, n],
      ),
  },
};

/** Courses, each with its learning module and enrolment batch as the wizard makes them (the course list and report). */
function loadCourses(q, { org, admin, n }) {
  return q(
    `with m as (insert into learning_modules (organization_id, module_type, title)
                    select $1, 'course', 'Bench course ' || g from generate_series(1, $3) g returning id),
              b as (insert into batches (module_id, title) select id, 'Enrolment' from m returning id, module_id)
         insert into courses (organization_id, module_id, batch_id, title, level, status, created_by, created_at, updated_at)
         select $1, b.module_id, b.id, ${WORDS}[1 + b.id % 10] || ' Course ' || b.id, (array['fundamental','developing','intermediate','advanced','mastery'])[1 + b.id % 5],
                (array['draft','published','trial'])[1 + b.id % 3], $2, now() - (b.id || ' minutes')::interval, now() - (b.id || ' minutes')::interval
         from b`,
    [org.id, admin.id, n],
  );
}

function loadVideos(q, { org, admin, n }) {
  return q(
    `insert into videos (organization_id, title, description, duration_seconds, status, created_by, created_at, updated_at)
     select $1, ${titled('Video')}, '<p>Bench</p>', 30 + g % 3600, (array['draft','review','publish'])[1 + g % 3], $2, ${ago}, ${ago}
     from generate_series(1, $3) g`,
    [org.id, admin.id, n],
  );
}

/** n PDFs and n slide decks, all on one stored file (the list reads the file's name, not its bytes). */
async function loadDocuments(q, { org, admin, n }) {
  const file = (
    await q(
      `insert into files (organization_id, folder, storage_key, original_name, mime_type, size_bytes, sha256, area, uploaded_by)
       values ($1, 'documents', 'bench/' || md5(random()::text), 'bench.pdf', 'application/pdf', 1024, md5('bench'), 'document', $2) returning id`,
      [org.id, admin.id],
    )
  ).rows[0];
  await q(
    `insert into documents (organization_id, kind, title, description, file_id, status, page_count, created_by, updated_by, created_at, updated_at)
     select $1, k.kind, ${titled('Document')}, 'Bench', $3, (array['draft','publish'])[1 + g % 2], 1 + g % 40, $2, $2, ${ago}, ${ago}
     from generate_series(1, $4) g cross join (values ('pdf'), ('ppt')) k(kind)`,
    [org.id, admin.id, file.id, n],
  );
}

/** n certificate themes, and n templates on them (types 1 and 2). */
async function loadCertificates(q, { org, admin, n }) {
  await q(
    `insert into certificate_themes (organization_id, title, created_by, updated_by, created_at, updated_at)
     select $1, ${titled('Theme')}, $2, $2, ${ago}, ${ago} from generate_series(1, $3) g`,
    [org.id, admin.id, n],
  );
  await q(
    `insert into certificate_templates (organization_id, title, type, theme_id, heading, body, created_by, updated_by, created_at, updated_at)
     select $1, ${titled('Template')}, 1 + g % 2, (select min(id) from certificate_themes where organization_id = $1), 'Certificate', '<p>Bench</p>', $2, $2, ${ago}, ${ago}
     from generate_series(1, $3) g`,
    [org.id, admin.id, n],
  );
}

/** The bulk load of the lists `screens` name, each table once, written for any client with query(sql, params) → { rows }. */
export async function bulkLoad(query, n, screens) {
  const one = async (sql, params) => (await query(sql, params)).rows[0];
  const org = await one(`select id from organizations where org_code = 'DEMO'`);
  const admin = await one(`select id from users where organization_id = $1 order by id limit 1`, [org.id]);
  const loaded = new Set();
  await query('begin');
  for (const screen of screens) {
    const loader = LOADERS[screen.list];
    if (!loader || loaded.has(loader.table)) continue;
    loaded.add(loader.table);
    const made = await loader.load(query, { org, admin, n });
    // A list of one loaded row's children (a course's learners) is measured at that row's endpoint.
    if (made?.list) for (const s of screens) if (s.list === screen.list) s.url = made.list;
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

/**
 * List screens of the console that are not declared through the list kit (the areas' list-screen files), so that
 * this bench does not reach them: each is named in the output and in results.listScale.notCovered with the reason.
 */
const NOT_COVERED = [
  {
    list: 'IDP template list (/setting/template)',
    reason: 'server-rendered table (src/features/idp), not on the shared list kit: no list endpoint to measure',
  },
  {
    list: 'Marketplace approvals (/approvals)',
    reason: 'server-rendered table (src/features/marketplace/server/approvals-page.ts), not on the shared list kit: no list endpoint to measure',
  },
  {
    list: "Quiz and assignment 'Associate … List' (a quiz's and an assignment's detail page)",
    reason:
      "one content's placements (src/lib/associates-screen.ts, declared per content outside list-screen files): bounded by the places one content is used in, not by the organisation's size",
  },
];

/** The lib's keep-alive client (its own CPU kept small: it shares the machine with the server and the database). */
const latency = (url, headers, total = TOTAL, concurrency = 10) => measure(url, { headers, total, concurrency, timeoutMs: TIMEOUT_MS });

/** The case names' first word(s): the declaration's label without ' List' ('Digital Library List' → 'digital-library'). */
const slug = (screen) =>
  (screen.list.includes('/playground/') ? 'playground ' : '') +
  screen.label
    .replace(/ List$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

/** Cases a list adds to its declaration's four, by endpoint: searches and sorts of issues 15, 16, 17 and 34. */
const EXTRA_CASES = {
  '/api/cms/users': [['keyword NIK', 'keyword=700001234']],
  '/api/videos': [['sorted by duration', 'order_by=duration&order_type=desc']],
  '/api/cms/v2/courses': [
    ['sorted by level', 'order_by=level&order_type=desc'],
    ['status filter', 'status=trial'],
  ],
  '/api/cms/classrooms': [['status filter', 'status=draft']],
};

/** The lists the bench measures: every declared one (LISTS_BENCH_ONLY keeps those whose case names start with its words). */
const chosen = (screens) =>
  screens.filter((s) => !ONLY.length || ONLY.some((w) => slug(s) === w || slug(s).startsWith(`${w}-`) || slug(s).startsWith(`${w} `)));

/**
 * Each list's cases from its declaration: page 1, the middle of the list (page 50 of 100 at 1k, page 5000 of 10,000 at
 * 100k), its first sortable column on page 3 in the declaration's sorting style, and a keyword where it has a search.
 */
const cases = (n, screens) =>
  screens.flatMap((screen) => {
    const name = slug(screen);
    const size = screen.pageSize;
    const deep = Math.max(2, Math.floor(n / size / 2));
    const page = (p, extra = '') => `${screen.url ?? screen.list}?page=${p}&page_size=${size}${extra ? `&${extra}` : ''}`;
    const [sortKey] = screen.sorts;
    const sort = sortKey && (screen.sortStyle === 'sort_by' ? `sort_by=${sortKey}&order_by=asc` : `order_by=${sortKey}&order_type=asc`);
    const keyword = LOADERS[screen.list]?.keyword;
    return [
      [`${name} page 1`, page(1)],
      [`${name} deep page`, page(deep)],
      ...(sort ? [[`${name} sorted by ${sortKey}`, page(3, sort)]] : []),
      ...(screen.search && keyword ? [[`${name} keyword`, page(1, `keyword=${encodeURIComponent(keyword)}`)]] : []),
      ...(EXTRA_CASES[screen.list] ?? []).map(([what, q]) => [`${name} ${what}`, page(1, q)]),
    ];
  });

async function runOne(kind, n, server, screens) {
  const demo = JSON.parse(readFileSync('src/db/seed/demo-accounts.json', 'utf8'));
  const token = await signIn(server.base, demo.accounts[0].email, demo.password, demo.orgCode);
  const headers = { authorization: `Bearer ${token}` };
  const out = {};
  for (const [name, p] of cases(n, screens)) {
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

async function onPglite(n, screens) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'console-lists-bench-'));
  try {
    const first = await serve({ DATA_DIR: dir });
    await first.stop();
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = await PGlite.create(dir, { extensions: { pg_trgm } });
    const t0 = performance.now();
    await bulkLoad((sql, params) => db.query(sql, params), n, screens);
    await db.close();
    console.log(`  pglite   ${n} rows per list loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const server = await serve({ DATA_DIR: dir });
    try {
      return await runOne('pglite', n, server, screens);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A private PostgreSQL cluster on `port` (trust, no fsync), or null without PostgreSQL's binaries. */
async function onPostgres(cluster, n, screens) {
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
  await bulkLoad((sql, params) => client.query(sql, params), n, screens);
  await client.query('vacuum analyze');
  await client.end();
  console.log(`  postgres ${n} rows per list loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const server = await serve({ DATABASE_URL: cluster.url(name) });
  try {
    return await runOne('postgres', n, server, screens);
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

/** The declared list screens (bench/list-screens.ts, TypeScript with the app's aliases, run by tsx). */
function declaredScreens() {
  const out = execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--import', './scripts/raw-import.mjs', 'bench/list-screens.ts'], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(out);
}

export default async ({ results }) => {
  const declared = declaredScreens();
  const screens = chosen(declared.screens);
  const unloaded = screens.filter((s) => !LOADERS[s.list]);
  // results.listScale (this file) and results.listPages (list-pages.bench.mjs) are separate: neither overwrites the other.
  results.listScale = {
    sizes: SIZES,
    activityRows: ACTIVITY,
    targets: { ratio: RATIO_TARGET, postgresP95Ms: PG_P95_TARGET_MS },
    lists: screens.map((s) => ({ name: slug(s), endpoint: s.list, loaded: Boolean(LOADERS[s.list]) })),
  };
  results.failures ??= [];
  results.listScale.notCovered = NOT_COVERED;
  console.log(`  ${screens.length} of ${declared.screens.length} declared lists: ${screens.map(slug).join(', ')}`);
  for (const s of screens.filter((s) => LOADERS[s.list]?.bounded)) console.log(`  ${slug(s)}: loaded in full at every size (${LOADERS[s.list].bounded})`);
  for (const c of NOT_COVERED) console.log(`  not covered: ${c.list}: ${c.reason}`);
  for (const name of declared.unknown) results.failures.push(`lists: bench/list-screens.ts cannot call the list screen ${name}`);
  for (const s of unloaded) results.failures.push(`lists: no loader in bench/lists.bench.mjs for ${s.label} (${s.list}): measured empty`);

  let cluster = null;
  try {
    for (const kind of DBS) {
      if (kind === 'postgres') {
        cluster = await startCluster(PG_PORT);
        if (!cluster) {
          console.log(`  postgres: skipped (no ${PG_BIN}/initdb)`);
          continue;
        }
      }
      const bySize = {};
      for (const n of SIZES) bySize[n] = kind === 'postgres' ? await onPostgres(cluster, n, screens) : await onPglite(n, screens);
      const targets = report(kind, bySize);
      results.listScale[kind] = { bySize, targets };
      // The run's summary fails on a ratio past the target (scripts/bench.mjs), not on the other targets it reports.
      for (const [name, v] of Object.entries(targets))
        if (!v.ratioOk) results.failures.push(`lists: ${kind} ${name}: p95(${SIZES.at(-1)}) / p95(${SIZES[0]}) = ${v.ratio.toFixed(2)} > ${RATIO_TARGET}`);
    }
  } finally {
    cluster?.stop();
  }
};
