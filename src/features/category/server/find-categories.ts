import { and, count, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { categories } from '@/db/schema/category';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { escapeLike } from '@/server/sql';
import { CATEGORY_SORT_COLUMNS, type CategoryListQuery, type CategoryOption, type CategoryRow } from '../schemas';
import { categoryUses } from './category-users';
import { rowsOf, toCategoryRow, treeRows } from './category-rows';
import { allQueries } from '@/db/all-queries';

const ORDER: Record<(typeof CATEGORY_SORT_COLUMNS)[number], SQL> = {
  order: sql`t.sort_path`,
  name: sql`lower(c.name)`,
  is_active: sql`c.is_active`,
  created_at: sql`c.created_at`,
  updated_at: sql`c.updated_at`,
};

/**
 * The organisation's categories, one page at a time (the list contract), in tree order by default. A direction
 * without a column (spec 002 §7: `order_by desc`) sorts by created_at; can_delete is false while anything uses one.
 */
export async function findCategories(options: { db: DbOrTx; organizationId: number; query: CategoryListQuery }): Promise<ListResult<CategoryRow>> {
  const { db, organizationId, query } = options;
  const directionOnly = (query.order_by === 'asc' || query.order_by === 'desc') && !query.sort_by;
  const sort = readSort(query, CATEGORY_SORT_COLUMNS, { column: directionOnly ? 'created_at' : 'order', direction: 'asc' });
  const dir = sort.direction === 'asc' ? sql`asc` : sql`desc`;

  const raw: SQL[] = [sql`true`];
  const typed: SQL[] = [eq(categories.organizationId, organizationId)];
  if (query.keyword) {
    const like = `%${escapeLike(query.keyword)}%`;
    raw.push(sql`c.name ilike ${like}`);
    typed.push(ilike(categories.name, like));
  }
  if (query.parent_id !== undefined) {
    raw.push(query.parent_id === 0 ? sql`c.parent_id is null` : sql`c.parent_id = ${query.parent_id}`);
    typed.push(query.parent_id === 0 ? isNull(categories.parentId) : eq(categories.parentId, query.parent_id));
  }
  if (query.is_active) {
    raw.push(sql`c.is_active = ${query.is_active === 'true'}`);
    typed.push(eq(categories.isActive, query.is_active === 'true'));
  }
  const where = sql.join(raw, sql` and `);
  const order = sql`${ORDER[sort.column]} ${dir}, c.id ${dir}`;
  const [rows, [{ total }]] = await allQueries(
    db,
    () => rowsOf(db, treeRows(organizationId, where, order, query.page_size, (query.page - 1) * query.page_size)),
    () =>
      db
        .select({ total: count() })
        .from(categories)
        .where(and(...typed)),
  );
  const uses = await categoryUses(
    db,
    organizationId,
    rows.map((r) => Number(r.id)),
  );
  return paginate(
    rows.map((r) => toCategoryRow(r, !uses.get(Number(r.id))?.length)),
    total,
    query.page,
    query.page_size,
  );
}

/** Every category as a parent option in tree order, indented by depth (the form's and the filter's pickers). */
export async function findCategoryOptions(options: { db: DbOrTx; organizationId: number }): Promise<CategoryOption[]> {
  const rows = await rowsOf(options.db, treeRows(options.organizationId, sql`true`, sql`t.sort_path asc`, 5000, 0));
  return rows.map((r) => ({ label: String(r.name), value: Number(r.id), depth: Number(r.depth) }));
}
