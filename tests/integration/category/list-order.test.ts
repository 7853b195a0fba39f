// The category list on the shared list query (decision 0128): every page of every sort, and every row's depth, path
// and children count, as the recursive walk of the whole tree answered them before, also after moves, reorders,
// renames, inserts and deletes (the stored tree key is kept by triggers).
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findCategories, findCategoryOptions } from '../../../src/features/category/server/find-categories';
import { getCategory } from '../../../src/features/category/server/get-category';
import { insertOrganization } from '../../../src/features/organization/testing';
import { ANCHOR_STEP } from '../../../src/server/list/query';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
const rows = async (q: SQL) => ((await t.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
const PAGE = 10;

/** The list's query before decision 0128: a recursive walk of the organisation's tree, then ORDER BY … OFFSET. */
const ORIGINAL_ORDER = {
  order: 't.sort_path',
  name: 'lower(c.name)',
  is_active: 'c.is_active',
  created_at: 'c.created_at',
  updated_at: 'c.updated_at',
} as const;
type Column = keyof typeof ORIGINAL_ORDER;

const tree = (organizationId: number) => sql`with recursive tree as (
    select c.id, c.name, array[c.position, c.id] as sort_path, array[]::text[] as path, 1 as depth
    from categories c where c.organization_id = ${organizationId} and c.parent_id is null
    union all
    select c.id, c.name, t.sort_path || array[c.position, c.id], t.path || t.name, t.depth + 1
    from categories c join tree t on c.parent_id = t.id where t.depth < 5)`;

async function originalPage(organizationId: number, column: Column, dir: 'asc' | 'desc', page: number, where: SQL = sql`true`) {
  const d = sql.raw(dir);
  const got = await rows(sql`${tree(organizationId)}
    select c.id from tree t join categories c on c.id = t.id where ${where}
    order by ${sql.raw(ORIGINAL_ORDER[column])} ${d}, c.id ${d} limit ${PAGE} offset ${(page - 1) * PAGE}`);
  return got.map((r) => Number(r.id));
}

async function originalRows(organizationId: number) {
  const got = await rows(sql`${tree(organizationId)}
    select c.id, t.path, t.depth, (select count(*) from categories k where k.parent_id = c.id)::int as children_count
    from tree t join categories c on c.id = t.id`);
  return new Map(got.map((r) => [Number(r.id), { path: r.path as string[], depth: Number(r.depth), children_count: Number(r.children_count) }]));
}

/**
 * About ANCHOR_STEP + 137 categories over three levels, inserted parents and children in one statement: repeated
 * positions and names (in two cases), a fifth inactive, instants repeated, so ties are broken by id.
 */
async function loadTree(organizationId: number) {
  const tops = Math.floor((ANCHOR_STEP + 137) / 3);
  await t.db.execute(sql`with top as (
      insert into categories (organization_id, name, position, is_active, created_at, updated_at)
      select ${organizationId}, case when g % 2 = 0 then 'Topic ' else 'topic ' end || g, g % 13, g % 5 <> 0,
             timestamp '2026-01-01' + (g % 17) * interval '1 minute', timestamp '2026-02-01' + (g % 23) * interval '1 second'
      from generate_series(1, ${tops}::int) g returning id),
    mid as (
      insert into categories (organization_id, parent_id, name, position, is_active, created_at)
      select ${organizationId}, top.id, 'Sub ' || k, k % 3, k <> 2, timestamp '2026-01-01' + (k % 5) * interval '1 minute'
      from top cross join generate_series(1, 2) k where top.id % 3 <> 0 returning id)
    insert into categories (organization_id, parent_id, name, position)
    select ${organizationId}, mid.id, 'Leaf', 1 from mid where mid.id % 2 = 0`);
}

const find = (organizationId: number, query: Record<string, unknown>) =>
  findCategories({ db: t.db, organizationId, query: { page: 1, page_size: PAGE, ...query } as never });

async function expectAsBefore(organizationId: number, label: string) {
  const [{ n }] = await rows(sql`select count(*)::int as n from categories where organization_id = ${organizationId}`);
  const total = Number(n);
  const last = Math.ceil(total / PAGE);
  const before = await originalRows(organizationId);
  for (const column of Object.keys(ORIGINAL_ORDER) as Column[]) {
    for (const dir of ['asc', 'desc'] as const) {
      for (const page of [1, 2, ANCHOR_STEP / PAGE, ANCHOR_STEP / PAGE + 1, last]) {
        const got = await find(organizationId, { page, order_by: column, order_type: dir });
        expect(
          got.results.map((r) => r.id),
          `${label}: ${column} ${dir} page ${page}`,
        ).toEqual(await originalPage(organizationId, column, dir, page));
        expect(got.pagination.total_data, label).toBe(total);
        for (const r of got.results)
          expect({ path: r.path, depth: r.depth, children_count: r.children_count }, `${label}: row ${r.id}`).toEqual(before.get(r.id));
      }
    }
  }
  // Filtered: a parent's children in tree order, the inactive ones, a keyword.
  const someParent = Number(
    (await rows(sql`select parent_id from categories where organization_id = ${organizationId} and parent_id is not null limit 1`))[0].parent_id,
  );
  const filtered: Array<[Record<string, unknown> & { page?: number }, SQL]> = [
    [{ parent_id: someParent }, sql`c.parent_id = ${someParent}`],
    [{ parent_id: 0, page: 2 }, sql`c.parent_id is null`],
    [{ is_active: 'false' }, sql`c.is_active = false`],
    [{ keyword: 'sub 1' }, sql`c.name ilike '%sub 1%'`],
  ];
  for (const [query, where] of filtered) {
    const got = await find(organizationId, query);
    expect(
      got.results.map((r) => r.id),
      `${label}: ${JSON.stringify(query)}`,
    ).toEqual(await originalPage(organizationId, 'order', 'asc', query.page ?? 1, where));
  }
  // The pickers' options: every category in tree order with its depth.
  const options = await findCategoryOptions({ db: t.db, organizationId });
  const ordered = await rows(sql`${tree(organizationId)} select c.id, t.depth from tree t join categories c on c.id = t.id order by t.sort_path, c.id`);
  expect(
    options.map((o) => [o.value, o.depth]),
    label,
  ).toEqual(ordered.map((r) => [Number(r.id), Number(r.depth)]));
}

describe('the category list on the shared list query (decision 0128)', () => {
  it('pages every sort as the recursive walk of the tree did, and stays so after moves, reorders, renames, inserts and deletes', async () => {
    const org = await insertOrganization(t.db);
    const other = await insertOrganization(t.db);
    await loadTree(org.id);
    await loadTree(other.id);
    await expectAsBefore(org.id, 'loaded');

    // A top-level category moves down the order; a subtree (with its leaf) moves under another top; an ancestor is renamed.
    const [a, b] = await rows(
      sql`select p.id from categories p where p.organization_id = ${org.id} and p.parent_id is null and exists (select 1 from categories k where k.parent_id = p.id) order by p.id limit 2`,
    );
    await t.db.execute(sql`update categories set position = 99 where id = ${Number(a.id)}`);
    const [sub] = await rows(
      sql`select s.id from categories s where s.parent_id = ${Number(a.id)} and exists (select 1 from categories k where k.parent_id = s.id) limit 1`,
    );
    if (sub) await t.db.execute(sql`update categories set parent_id = ${Number(b.id)}, position = 0, name = 'Moved subtree' where id = ${Number(sub.id)}`);
    await t.db.execute(sql`update categories set name = 'Renamed ancestor' where id = ${Number(b.id)}`);
    // Siblings reordered in one statement, as the move use case does.
    await t.db.execute(sql`update categories set position = position + 1 where organization_id = ${org.id} and parent_id is null and id % 4 = 0`);
    await expectAsBefore(org.id, 'moved');

    await t.db.execute(sql`insert into categories (organization_id, parent_id, name, position) values (${org.id}, ${Number(b.id)}, 'A new one', 0)`);
    await t.db.execute(
      sql`delete from categories where id = (select min(id) from categories c where organization_id = ${org.id} and not exists (select 1 from categories k where k.parent_id = c.id))`,
    );
    await expectAsBefore(org.id, 'inserted and deleted');
    await expectAsBefore(other.id, 'the other organisation');

    // The detail reads its row by id: its path and depth as the list shows them.
    const [leaf] = await rows(sql`select id from categories where organization_id = ${org.id} and name = 'Leaf' order by id limit 1`);
    const detail = await getCategory({ db: t.db, organizationId: org.id, id: Number(leaf.id) });
    const expected = (await originalRows(org.id)).get(Number(leaf.id))!;
    expect({ path: detail.path, depth: detail.depth, children_count: detail.children_count }).toEqual(expected);
    expect(detail.depth).toBe(3);
    // A sweep of about 400 list pages against the original walk: 10–15 s alone, over 30 s when the suite's other
    // files load both cores (it timed out in CI), so it gets the time the other whole-list sweeps get.
  }, 120_000);
});
