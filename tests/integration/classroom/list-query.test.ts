import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../src/features/account/testing';
import { findClassrooms } from '../../../src/features/classroom/server/find-classrooms';
import { insertOrganization } from '../../../src/features/organization/testing';
import { ANCHOR_STEP } from '../../../src/server/list/query';
import { onPostgres } from '../../setup/databases';
import { planOf, statementsOf, type PlanNode } from '../../setup/query-plans';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
const rows = async (q: SQL) => ((await t.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
const N = ANCHOR_STEP + 137;

/**
 * Classroom modules with repeated titles (in two cases) and instants, in one statement: four in five with a
 * classroom row of their own (status, updated_at), the others as the demo structure makes them (no row); a third of
 * them with a batch (first start, last end), so the start-date sort has empty values too.
 */
async function loadClassrooms(organizationId: number, n: number) {
  await t.db.execute(sql`with m as (
      insert into learning_modules (organization_id, module_type, title, created_at)
      select ${organizationId}, 'classroom', case when g % 2 = 0 then 'Classroom ' else 'classroom ' end || (g % 47),
             timestamp '2026-01-01' + (g % 61) * interval '1 minute'
      from generate_series(1, ${n}::int) g returning id)
    insert into classrooms (module_id, organization_id, status, step, updated_at)
    select id, ${organizationId}, (array['draft','published'])[1 + id % 2], 1 + id % 4, timestamp '2026-02-01' + (id % 29) * interval '1 second'
    from m where id % 5 <> 0`);
  await t.db.execute(sql`insert into batches (module_id, title, starts_at, ends_at)
    select id, 'Batch', timestamp '2026-03-01' + (id % 13) * interval '1 day', timestamp '2026-03-02' + (id % 17) * interval '1 day'
    from learning_modules where organization_id = ${organizationId} and module_type = 'classroom' and id % 3 = 0`);
}

/** The list's order as it was written before the list row (decision 0114): across the module, its row and its batches. */
const ORIGINAL = {
  title: 'lower(m.title)',
  status: `coalesce(c.status, 'published')`,
  start_date: '(select min(b.starts_at) from batches b where b.module_id = m.id)',
  created_at: 'm.created_at',
  updated_at: 'coalesce(c.updated_at, m.created_at)',
} as const;

async function originalPage(organizationId: number, column: keyof typeof ORIGINAL, dir: 'asc' | 'desc', page: number, where: SQL = sql`true`) {
  const d = sql.raw(dir);
  const got = await rows(sql`select m.id from learning_modules m left join classrooms c on c.module_id = m.id
    where m.organization_id = ${organizationId} and m.module_type = 'classroom' and ${where}
    order by ${sql.raw(ORIGINAL[column])} ${d} nulls last, m.id ${d} limit 10 offset ${(page - 1) * 10}`);
  return got.map((r) => Number(r.id));
}

async function originalTotal(organizationId: number, where: SQL = sql`true`) {
  const [row] = await rows(sql`select count(*)::int as n from learning_modules m left join classrooms c on c.module_id = m.id
    where m.organization_id = ${organizationId} and m.module_type = 'classroom' and ${where}`);
  return Number(row.n);
}

const find = (organizationId: number, query: Record<string, unknown>) =>
  findClassrooms({ db: t.db, organizationId, query: { page: 1, page_size: 10, ...query } as never });

describe('the classroom list on the shared list query (issue 34 at 100,000 classrooms)', () => {
  it('serves every page of every sort exactly as the ORDER BY … OFFSET across the module and its row did, both directions, across anchors', async () => {
    const org = await insertOrganization(t.db);
    await loadClassrooms(org.id, N);
    for (const column of Object.keys(ORIGINAL) as Array<keyof typeof ORIGINAL>) {
      for (const dir of ['asc', 'desc'] as const) {
        for (const page of [1, 2, ANCHOR_STEP / 10, ANCHOR_STEP / 10 + 1, Math.ceil(N / 10)]) {
          const got = await find(org.id, { page, order_by: column, order_type: dir });
          expect(
            got.results.map((r) => r.id),
            `${column} ${dir} page ${page}`,
          ).toEqual(await originalPage(org.id, column, dir, page));
          expect(got.pagination.total_data).toBe(N);
        }
      }
    }
  });

  it('answers the row as before: status, step and updated_at of a module without a row of its own, the batch figures of its batches', async () => {
    const org = await insertOrganization(t.db);
    await loadClassrooms(org.id, 40);
    const people = [await insertUser(t.db, { organizationId: org.id }), await insertUser(t.db, { organizationId: org.id })];
    await t.db.execute(sql`insert into batch_participants (batch_id, user_id)
      select b.id, u.id from batches b join learning_modules m on m.id = b.module_id cross join unnest(${sql.raw(`array[${people.map((p) => p.id).join(',')}]`)}) as u(id)
      where m.organization_id = ${org.id} and b.id % 2 = 0`);
    const got = await find(org.id, { page_size: 40, order_by: 'created_at', order_type: 'asc' });
    const want = await rows(sql`select m.id, m.title, coalesce(c.status, 'published') as status, coalesce(c.step, 4) as step,
        coalesce(c.updated_at, m.created_at) as updated_at, m.created_at,
        (select min(starts_at) from batches b where b.module_id = m.id) as starts_at, (select max(ends_at) from batches b where b.module_id = m.id) as ends_at,
        (select count(*)::int from batches b where b.module_id = m.id) as batches,
        (select count(*)::int from batch_participants p join batches b on b.id = p.batch_id where b.module_id = m.id) as participants
      from learning_modules m left join classrooms c on c.module_id = m.id
      where m.organization_id = ${org.id} and m.module_type = 'classroom' order by m.created_at, m.id`);
    const iso = (v: unknown) => (v === null ? null : new Date(v as string).toISOString());
    expect(got.results.map((r) => [r.id, r.title, r.status, r.step, r.updated_at, r.created_at, r.start_date, r.end_date, r.batches, r.participants])).toEqual(
      want.map((r) => [
        Number(r.id),
        r.title,
        r.status,
        Number(r.step),
        iso(r.updated_at),
        iso(r.created_at),
        iso(r.starts_at),
        iso(r.ends_at),
        Number(r.batches),
        Number(r.participants),
      ]),
    );
    expect(got.results.filter((r) => r.participants > 0).length).toBeGreaterThan(0);
    expect(got.results.filter((r) => r.participants > 0 && r.can_delete)).toEqual([]);
  });

  it('keeps pages and totals true after inserts, edits and deletes of modules, classroom rows and batches, filtered or not', async () => {
    const org = await insertOrganization(t.db);
    await loadClassrooms(org.id, ANCHOR_STEP + 30);
    const check = async (label: string, query: Record<string, unknown>, where: SQL = sql`true`) => {
      const column = (query.order_by as keyof typeof ORIGINAL | undefined) ?? 'updated_at';
      const dir = (query.order_type as 'asc' | 'desc' | undefined) ?? 'desc';
      for (const page of [1, ANCHOR_STEP / 10 + 2]) {
        const got = await find(org.id, { ...query, page });
        expect(
          got.results.map((r) => r.id),
          `${label} page ${page}`,
        ).toEqual(await originalPage(org.id, column, dir, page, where));
        expect(got.pagination.total_data, label).toBe(await originalTotal(org.id, where));
      }
    };
    const march = sql`exists (select 1 from batches b where b.module_id = m.id and coalesce(b.starts_at, b.ends_at) < '2026-03-05T17:00:00Z' and coalesce(b.ends_at, b.starts_at) >= '2026-03-04T17:00:00Z')`;
    const all = async (label: string) => {
      await check(`${label}: unfiltered`, {});
      await check(`${label}: title`, { order_by: 'title', order_type: 'asc' });
      await check(`${label}: draft`, { status: 'draft' }, sql`coalesce(c.status, 'published') = 'draft'`);
      await check(
        `${label}: published`,
        { status: 'published', order_by: 'created_at', order_type: 'asc' },
        sql`coalesce(c.status, 'published') = 'published'`,
      );
      await check(`${label}: keyword`, { keyword: 'CLASSROOM 1' }, sql`m.title ilike '%classroom 1%'`);
      await check(`${label}: dates`, { start_date: '2026-03-05', end_date: '2026-03-05' }, march);
    };
    await all('loaded');
    const first = sql`(select min(id) from learning_modules where organization_id = ${org.id} and module_type = 'classroom')`;
    await t.db.execute(sql`update learning_modules set title = 'AAA renamed' where id = ${first}`);
    await t.db.execute(
      sql`update classrooms set status = 'draft', updated_at = timestamp '2027-01-01' where module_id = (select max(module_id) from classrooms where organization_id = ${org.id})`,
    );
    await all('edited');
    await t.db.execute(sql`insert into learning_modules (organization_id, module_type, title) values (${org.id}, 'classroom', 'A new one')`);
    await t.db.execute(
      sql`insert into batches (module_id, title, starts_at, ends_at) select ${first}, 'Late batch', timestamp '2026-03-05 01:00', timestamp '2026-03-05 02:00'`,
    );
    await all('inserted');
    await t.db.execute(sql`delete from classrooms where module_id = (select min(module_id) from classrooms where organization_id = ${org.id})`);
    await t.db.execute(sql`delete from learning_modules where id = ${first}`);
    await t.db.execute(
      sql`delete from batches where id = (select min(b.id) from batches b join learning_modules m on m.id = b.module_id where m.organization_id = ${org.id})`,
    );
    await all('deleted');
  });
});

const onList = (nodes: PlanNode[]) => nodes.filter((n) => n['Relation Name'] === 'classroom_list');
/** Index entries (or rows) the plan read from the list's table. */
const readFromList = (nodes: PlanNode[]) => onList(nodes).reduce((n, node) => n + node['Actual Rows'] * node['Actual Loops'], 0);

describe.skipIf(!onPostgres())('the classroom list at 10,000 classrooms on PostgreSQL (issue 34)', () => {
  it('walks an index for the default sort, loads the batch figures for the page only, and starts a deep page at its anchor', async () => {
    const org = await insertOrganization(t.db);
    await loadClassrooms(org.id, 10_000);
    await t.db.execute(sql`analyze`);

    const first = await statementsOf(t.db, () => find(org.id, {}));
    const pageStatement = first.find((s) => s.text.includes('"classroom_list"'));
    expect(pageStatement, 'the page statement').toBeDefined();
    const pagePlan = await planOf(t.db, pageStatement!);
    expect(onList(pagePlan).map((n) => n['Node Type'])).not.toContain('Seq Scan');
    expect(onList(pagePlan).map((n) => n['Index Name'])).toContain('classroom_list_org_updated_idx');
    expect(readFromList(pagePlan)).toBeLessThanOrEqual(10);
    // The batch figures and the rest of the row: probes for the page's ten ids, no scan of the modules or batches.
    for (const s of first.filter((s) => !s.text.includes('"classroom_list"'))) {
      const plan = await planOf(t.db, s);
      for (const node of plan.filter((n) => n['Node Type'] === 'Seq Scan'))
        expect(['learning_modules', 'classrooms', 'batches'], s.text).not.toContain(node['Relation Name']);
    }

    // A deep page: the first visit walks the anchors once; a later one reads from its anchor, not the 8,990 rows before it.
    for (const order of [{}, { order_by: 'title', order_type: 'asc' }]) {
      const query = { ...order, page: 900 };
      const once = await find(org.id, query);
      const deep = await statementsOf(t.db, () => find(org.id, query));
      const again = deep.filter((s) => s.text.includes('"classroom_list"'));
      expect(again.length, 'statements on the list').toBeGreaterThan(0);
      for (const s of again) {
        const plan = await planOf(t.db, s);
        expect(onList(plan).map((n) => n['Node Type'])).not.toContain('Seq Scan');
        expect(readFromList(plan), JSON.stringify(order)).toBeLessThanOrEqual(ANCHOR_STEP + 10);
      }
      const column = (order as { order_by?: keyof typeof ORIGINAL }).order_by ?? 'updated_at';
      const dir = (order as { order_type?: 'asc' | 'desc' }).order_type ?? 'desc';
      expect(once.results.map((r) => r.id)).toEqual(await originalPage(org.id, column, dir, 900));
    }
  });
});
