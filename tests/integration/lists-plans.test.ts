// Issue 34's test for every list this file names: on PostgreSQL at 10,000 rows, the page statement of the default sort
// walks an index (no Seq Scan on the list's table, at most one page of entries read), and a deep page, visited again,
// starts at its anchor: it reads at most ANCHOR_STEP + one page of entries, never the 8,990 rows before it. The
// classroom list has its own (tests/integration/classroom/list-query.test.ts).
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../src/features/account/testing';
import { findAssignments } from '../../src/features/assignment/server/find-assignments';
import { findCategories } from '../../src/features/category/server/find-categories';
import { findTemplates } from '../../src/features/certificate/server/find-templates';
import { findThemes } from '../../src/features/certificate/server/find-themes';
import { findCourses } from '../../src/features/course/server/find-courses';
import { findItems } from '../../src/features/digilib/server/find-items';
import { CONTENT_DOCUMENT_AREA } from '../../src/features/document/kinds';
import { findDocuments } from '../../src/features/document/server/find-documents';
import { findMerchandise } from '../../src/features/gamification/server/merchandise';
import { findTargets } from '../../src/features/gamification/server/targets';
import { insertOrganization } from '../../src/features/organization/testing';
import { findVideos } from '../../src/features/video/server/find-videos';
import type { DbOrTx } from '../../src/db/client';
import { ANCHOR_STEP } from '../../src/server/list/query';
import { onPostgres } from '../setup/databases';
import { planOf, statementsOf, type PlanNode } from '../setup/query-plans';
import { withTestDb } from '../setup/test-db';

const t = withTestDb();
const N = 10_000;
const PAGE_SIZE = 10;
const DEEP = 900;
const rows = async (q: SQL) => ((await t.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

const WORDS = `(array['Leadership','Safety','Onboarding','Compliance','Sales','Finance','Coaching','Product','Service','Quality'])`;
const ago = `now() - (g || ' minutes')::interval`;

interface ListCase {
  name: string;
  /** The list's table, as its page statements name it. */
  table: string;
  /** Loads N rows of the organisation with generate_series. */
  load: (org: number, admin: number) => SQL;
  find: (db: DbOrTx, organizationId: number, query: Record<string, unknown>) => Promise<{ results: unknown[]; pagination: { total_data: number } }>;
  /** Extra sorts whose deep page is checked too (the default sort always is). */
  sorts?: Array<Record<string, string>>;
  /** A keyword that finds a few rows: its page is found by an index, not by reading the table. */
  keyword?: string;
}

const query = (q: Record<string, unknown>) => ({ page: 1, page_size: PAGE_SIZE, ...q }) as never;

const CASES: ListCase[] = [
  {
    name: 'categories (tree order)',
    table: 'categories',
    // A tree: every tenth category has two children, one of which has a child (three levels).
    load: (org, admin) => sql`with top as (
        insert into categories (organization_id, name, position, created_by, updated_by, created_at, updated_at)
        select ${org}, ${sql.raw(WORDS)}[1 + g % 10] || ' Category ' || g, g % 37, ${admin}, ${admin}, ${sql.raw(ago)}, ${sql.raw(ago)}
        from generate_series(1, ${N - 3 * (N / 10)}::int) g returning id, position),
      mid as (
        insert into categories (organization_id, parent_id, name, position, created_at, updated_at)
        select ${org}, top.id, 'Child ' || k || ' of ' || top.id, k, now(), now() from top cross join generate_series(1, 2) k
        where top.id % 7 = 0 or top.id % 7 = 3 returning id, parent_id, position)
      insert into categories (organization_id, parent_id, name, position, created_at, updated_at)
      select ${org}, mid.id, 'Grandchild of ' || mid.id, 1, now(), now() from mid where mid.position = 1`,
    find: (db, organizationId, q) => findCategories({ db, organizationId, query: query(q) }),
    sorts: [{ order_by: 'name', order_type: 'asc' }],
    keyword: 'Category 123',
  },
  {
    name: 'assignments',
    table: 'assignments',
    load: (org, admin) => sql`insert into assignments (organization_id, title, instruction, allowed_upload_extensions, created_by, created_at, updated_at)
      select ${org}, ${sql.raw(WORDS)}[1 + g % 10] || ' Assignment ' || g, '<p>x</p>', '{"document":["pdf"]}'::jsonb, ${admin}, ${sql.raw(ago)}, ${sql.raw(ago)}
      from generate_series(1, ${N}::int) g`,
    find: (db, organizationId, q) => findAssignments({ db, organizationId, query: query(q) }),
    keyword: 'Assignment 123',
  },
  {
    name: 'videos',
    table: 'videos',
    load: (org, admin) => sql`insert into videos (organization_id, title, description, duration_seconds, status, created_by, created_at, updated_at)
      select ${org}, ${sql.raw(WORDS)}[1 + g % 10] || ' Video ' || g, '<p>x</p>', 30 + g % 3600, (array['draft','review','publish'])[1 + g % 3], ${admin}, ${sql.raw(ago)}, ${sql.raw(ago)}
      from generate_series(1, ${N}::int) g`,
    find: (db, organizationId, q) => findVideos({ db, organizationId, query: query(q) }),
    sorts: [{ order_by: 'duration', order_type: 'desc' }],
  },
  {
    name: 'courses',
    table: 'courses',
    load: (org, admin) => sql`with m as (insert into learning_modules (organization_id, module_type, title)
                  select ${org}, 'course', 'Course ' || g from generate_series(1, ${N}::int) g returning id),
        b as (insert into batches (module_id, title) select id, 'Enrolment' from m returning id, module_id)
      insert into courses (organization_id, module_id, batch_id, title, level, status, created_by, created_at, updated_at)
      select ${org}, b.module_id, b.id, 'Course ' || b.id, (array['fundamental','developing','intermediate','advanced','mastery'])[1 + b.id % 5],
             (array['draft','published','trial'])[1 + b.id % 3], ${admin}, now() - (b.id || ' minutes')::interval, now() - (b.id || ' minutes')::interval
      from b`,
    find: (db, organizationId, q) => findCourses({ db, organizationId, query: query(q) }),
    sorts: [{ order_by: 'level', order_type: 'desc' }],
  },
  {
    name: 'digital library items',
    table: 'digilib_items',
    load: (org, admin) => sql`insert into digilib_items (organization_id, type, title, author, publisher, created_by, updated_by, created_at, updated_at)
      select ${org}, 1 + g % 3, ${sql.raw(WORDS)}[1 + g % 10] || ' Book ' || g, 'Author ' || g % 100, 'Publisher ' || g % 20, ${admin}, ${admin}, ${sql.raw(ago)}, ${sql.raw(ago)}
      from generate_series(1, ${N}::int) g`,
    find: (db, organizationId, q) => findItems({ db, organizationId, query: query(q) }),
    keyword: 'Book 123',
  },
  {
    name: 'documents',
    table: 'documents',
    load: (org, admin) => sql`with f as (
        insert into files (organization_id, folder, storage_key, original_name, mime_type, size_bytes, sha256, area, uploaded_by)
        values (${org}, 'documents', 'plans/' || md5(random()::text), 'plan.pdf', 'application/pdf', 1024, md5('plan'), 'document', ${admin}) returning id)
      insert into documents (organization_id, kind, title, description, file_id, status, page_count, created_by, updated_by, created_at, updated_at)
      select ${org}, (array['pdf','ppt'])[1 + g % 2], ${sql.raw(WORDS)}[1 + g % 10] || ' Document ' || g, 'x', f.id, (array['draft','publish'])[1 + g % 2], 1 + g % 40,
             ${admin}, ${admin}, ${sql.raw(ago)}, ${sql.raw(ago)}
      from generate_series(1, ${N}::int) g cross join f`,
    find: (db, organizationId, q) => findDocuments({ db, area: CONTENT_DOCUMENT_AREA, organizationId, query: query(q) }),
    sorts: [{ order_by: 'title', order_type: 'asc' }],
  },
  {
    name: 'certificate themes',
    table: 'certificate_themes',
    load: (org, admin) => sql`insert into certificate_themes (organization_id, title, created_by, updated_by, created_at, updated_at)
      select ${org}, ${sql.raw(WORDS)}[1 + g % 10] || ' Theme ' || g, ${admin}, ${admin}, ${sql.raw(ago)}, ${sql.raw(ago)} from generate_series(1, ${N}::int) g`,
    find: (db, organizationId, q) => findThemes({ db, organizationId, query: query(q) }),
    sorts: [{ order_by: 'title', order_type: 'asc' }],
  },
  {
    name: 'certificate templates',
    table: 'certificate_templates',
    load: (org, admin) => sql`with th as (
        insert into certificate_themes (organization_id, title, created_by, updated_by) values (${org}, 'The theme', ${admin}, ${admin}) returning id)
      insert into certificate_templates (organization_id, title, type, theme_id, heading, body, created_by, updated_by, created_at, updated_at)
      select ${org}, ${sql.raw(WORDS)}[1 + g % 10] || ' Template ' || g, 1 + g % 2, th.id, 'Certificate', '<p>x</p>', ${admin}, ${admin}, ${sql.raw(ago)}, ${sql.raw(ago)}
      from generate_series(1, ${N}::int) g cross join th`,
    find: (db, organizationId, q) => findTemplates({ db, organizationId, query: query(q) }),
    sorts: [{ order_by: 'title', order_type: 'asc' }],
    keyword: 'Template 123',
  },
  {
    name: 'merchandise',
    table: 'merchandise',
    load: (
      org,
      admin,
    ) => sql`insert into merchandise (organization_id, name, description, point_price, stock, status, created_by, updated_by, created_at, updated_at)
      select ${org}, ${sql.raw(WORDS)}[1 + g % 10] || ' Merchandise ' || g, 'x', 10 + g % 500, g % 40, (array['active','inactive'])[1 + g % 2], ${admin}, ${admin}, ${sql.raw(ago)}, ${sql.raw(ago)}
      from generate_series(1, ${N}::int) g`,
    find: (db, organizationId, q) => findMerchandise({ db, organizationId, query: query(q) }),
    keyword: 'Merchandise 123',
  },
  {
    name: 'point targets',
    table: 'point_targets',
    load: (org, admin) => sql`insert into point_targets (organization_id, name, period, audience, goal, created_by, updated_by, created_at, updated_at)
      select ${org}, ${sql.raw(WORDS)}[1 + g % 10] || ' Target ' || g, '2026-' || lpad((1 + g % 12)::text, 2, '0'), 'all', 100 * (1 + g % 50), ${admin}, ${admin}, ${sql.raw(ago)}, ${sql.raw(ago)}
      from generate_series(1, ${N}::int) g`,
    find: (db, organizationId, q) => findTargets({ db, organizationId, query: query(q) }),
    keyword: 'Target 123',
  },
];

describe.skipIf(!onPostgres())(
  `lists at ${N.toLocaleString('en')} rows on PostgreSQL (issue 34): an index for the default sort, deep pages from their anchor`,
  () => {
    for (const c of CASES) {
      it(c.name, async () => {
        const org = await insertOrganization(t.db);
        const admin = await insertUser(t.db, { organizationId: org.id });
        await t.db.execute(c.load(org.id, admin.id));
        await t.db.execute(sql.raw(`analyze ${c.table}`));
        const [{ n }] = await rows(sql`select count(*)::int as n from ${sql.identifier(c.table)} where organization_id = ${org.id}`);
        const total = Number(n);
        expect(total).toBeGreaterThanOrEqual(N * 0.95);
        const onList = (nodes: PlanNode[]) => nodes.filter((x) => x['Relation Name'] === c.table);
        /** Index entries (or rows) the plan read from the list's table. */
        const readFromList = (nodes: PlanNode[]) => onList(nodes).reduce((s, x) => s + x['Actual Rows'] * x['Actual Loops'], 0);
        // The statements that choose a page: they read the list's table in an order with a LIMIT (the statements that
        // load the chosen rows read them by id, `= any(…)`).
        const names = new RegExp(`\\b(from|join) "?${c.table}"?[\\s)]`, 'i');
        const listStatements = (seen: Array<{ text: string; params: unknown[] }>) =>
          seen.filter((s) => names.test(s.text) && /\border by\b[\s\S]*\blimit\b/i.test(s.text) && !/= any\(/i.test(s.text));

        // Page 1 of the default sort: an index walk of one page, the total from the counter.
        const first = await statementsOf(t.db, () => c.find(t.db, org.id, {}));
        const pageStatements = listStatements(first);
        expect(pageStatements.length, 'the page statement').toBeGreaterThan(0);
        for (const s of pageStatements) {
          const plan = await planOf(t.db, s);
          expect(
            onList(plan).map((x) => x['Node Type']),
            s.text,
          ).not.toContain('Seq Scan');
          expect(
            onList(plan).some((x) => /Index/.test(x['Node Type'])),
            s.text,
          ).toBe(true);
          expect(readFromList(plan), s.text).toBeLessThanOrEqual(PAGE_SIZE);
        }

        if (c.keyword) {
          const found = listStatements(await statementsOf(t.db, () => c.find(t.db, org.id, { keyword: c.keyword })));
          expect(found.length, 'the keyword page statement').toBeGreaterThan(0);
          for (const s of found) {
            const plan = await planOf(t.db, s);
            expect(
              onList(plan).map((x) => x['Node Type']),
              s.text,
            ).not.toContain('Seq Scan');
            expect(readFromList(plan), s.text).toBeLessThanOrEqual(N / 20);
          }
        }

        // A deep page of the default sort and of the named ones: the first visit walks the anchors once; a later one
        // reads from its anchor, not the rows before it.
        for (const sort of [{}, ...(c.sorts ?? [])]) {
          const q = { ...sort, page: DEEP };
          const once = await c.find(t.db, org.id, q);
          expect(once.results, JSON.stringify(sort)).toHaveLength(PAGE_SIZE);
          expect(once.pagination.total_data).toBe(total);
          const again = listStatements(await statementsOf(t.db, () => c.find(t.db, org.id, q)));
          expect(again.length, 'statements on the list').toBeGreaterThan(0);
          for (const s of again) {
            const plan = await planOf(t.db, s);
            expect(
              onList(plan).map((x) => x['Node Type']),
              s.text,
            ).not.toContain('Seq Scan');
            expect(readFromList(plan), `${JSON.stringify(sort)}: ${s.text}`).toBeLessThanOrEqual(ANCHOR_STEP + PAGE_SIZE);
          }
        }
      });
    }
  },
);
