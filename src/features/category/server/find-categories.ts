import { eq, isNull, sql, type SQL } from 'drizzle-orm';
import { allQueries } from '@/db/all-queries';
import type { DbOrTx } from '@/db/client';
import { categories, categoryListCounts } from '@/db/schema/category';
import { readSort, type ListResult } from '@/lib/list';
import { keywordSearch } from '@/server/list/keyword';
import { inPageOrder, listPage, listResult, type ListTable } from '@/server/list/query';
import { CATEGORY_SORT_COLUMNS, type CategoryListQuery, type CategoryOption, type CategoryRow } from '../schemas';
import { categoryUses } from './category-users';
import { categoryRows, rowsOf, toCategoryRow } from './category-rows';

type SortColumn = (typeof CATEGORY_SORT_COLUMNS)[number];

/**
 * The category list on the shared list query (docs/decisions/0060, 0128): every sort is an index (organisation, key,
 * id), tree order being the stored key `sort_path`; the total is the maintained counter.
 */
const LIST: ListTable<SortColumn> = {
  name: 'categories',
  table: categories,
  id: categories.id,
  organizationId: categories.organizationId,
  counter: categoryListCounts,
  sorts: {
    order: { column: categories.sortPath, cast: 'integer[]' },
    name: { column: sql`lower(${categories.name})`, cast: 'text' },
    is_active: { column: categories.isActive, cast: 'boolean' },
    created_at: { column: categories.createdAt, cast: 'timestamptz' },
    updated_at: { column: categories.updatedAt, cast: 'timestamptz' },
  },
};

/**
 * The organisation's categories, one page at a time (the list contract), in tree order by default. A direction
 * without a column (spec 002 §7: `order_by desc`) sorts by created_at; can_delete is false while anything uses one.
 */
export async function findCategories(options: { db: DbOrTx; organizationId: number; query: CategoryListQuery }): Promise<ListResult<CategoryRow>> {
  const { db, organizationId, query } = options;
  const directionOnly = (query.order_by === 'asc' || query.order_by === 'desc') && !query.sort_by;
  const sort = readSort(query, CATEGORY_SORT_COLUMNS, { column: directionOnly ? 'created_at' : 'order', direction: 'asc' });

  const filters: SQL[] = [];
  if (query.keyword) filters.push(await keywordSearch(db, [categories.name], query.keyword));
  if (query.parent_id !== undefined) filters.push(query.parent_id === 0 ? isNull(categories.parentId) : eq(categories.parentId, query.parent_id));
  if (query.is_active) filters.push(eq(categories.isActive, query.is_active === 'true'));
  const { ids, total } = await listPage({
    db,
    list: LIST,
    organizationId,
    filters,
    filterKey: { keyword: query.keyword, parent_id: query.parent_id, is_active: query.is_active },
    sort,
    page: query.page,
    pageSize: query.page_size,
  });
  if (!ids.length) return listResult([], total, query.page, query.page_size);
  const [rows, uses] = await allQueries(
    db,
    () => rowsOf(db, categoryRows(organizationId, ids)),
    () => categoryUses(db, organizationId, ids),
  );
  return listResult(
    inPageOrder(ids, rows, (r) => Number(r.id)).map((r) => toCategoryRow(r, !uses.get(Number(r.id))?.length)),
    total,
    query.page,
    query.page_size,
  );
}

/** Every category as a parent option in tree order, indented by depth (the form's and the filter's pickers). */
export async function findCategoryOptions(options: { db: DbOrTx; organizationId: number }): Promise<CategoryOption[]> {
  const rows = await rowsOf(
    options.db,
    sql`select c.id, c.name, cardinality(c.sort_path) / 2 as depth from categories c
        where c.organization_id = ${options.organizationId} order by c.sort_path, c.id limit 5000`,
  );
  return rows.map((r) => ({ label: String(r.name), value: Number(r.id), depth: Number(r.depth) }));
}
