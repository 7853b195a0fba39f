import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { placements, users, type PlacementContentType } from '@/db/schema';
import { readSort, type ListQuery } from '@/lib/list';
import { keywordSearch } from './keyword';
import { anyOfIds, dateRange, hasAny, listPage, type ComputedSort, type IndexedSort, type ListTable } from './query';
import { preparedQuery } from '@/server/sql';

/** An area's content table: the columns every content list uses. */
type ContentTable = PgTable & { id: PgColumn; organizationId: PgColumn; title: PgColumn; createdAt: PgColumn; updatedAt: PgColumn; createdBy: PgColumn };

type CommonSort = 'title' | 'created_by' | 'created_at' | 'updated_at';

/**
 * A content list's table for listPage, named after the table: the sorts every content screen offers (title,
 * created_by on the creator's name unless `noCreatorSort`, created_at, updated_at) and the area's own ones, which
 * may also replace a common one (a title sorted ignoring case).
 */
export function contentListTable<C extends string>(
  table: ContentTable,
  input: {
    counter?: PgTable;
    noCreatorSort?: boolean;
    sorts: Record<Exclude<C, CommonSort>, IndexedSort | ComputedSort> & Partial<Record<Extract<C, CommonSort>, IndexedSort | ComputedSort>>;
  },
): ListTable<C> {
  const creator: ComputedSort = { expr: sql`${users.fullName}`, from: sql`left join ${users} on ${users.id} = ${table.createdBy}` };
  const sorts = {
    title: { column: table.title, cast: 'text' },
    ...(input.noCreatorSort ? {} : { created_by: creator }),
    created_at: { column: table.createdAt, cast: 'timestamptz' },
    updated_at: { column: table.updatedAt, cast: 'timestamptz' },
    ...input.sorts,
  } as Record<C, IndexedSort | ComputedSort>;
  return { name: getTableName(table), table, id: table.id, organizationId: table.organizationId, counter: input.counter, sorts };
}

type QueryKey<Q> = keyof Q & string;

/** What a content list filters on, by the query's own keys. */
export interface ContentFilter<Q> {
  /** The query keys of the Jakarta days bounding created_at (start, end; both included). */
  dates?: readonly [QueryKey<Q>, QueryKey<Q>];
  /** How the keyword matches when not on the title alone (keywordSearch over the area's columns). */
  keywordMatch?: (keyword: string) => SQL | Promise<SQL>;
  /** Query keys whose value must equal a column. */
  equal?: Partial<Record<QueryKey<Q>, PgColumn>>;
  /** Query keys the area matches its own way. */
  custom?: Partial<Record<QueryKey<Q>, (value: string) => SQL>>;
  /**
   * What else a filter's meaning depends on, for the remembered counts and anchors: e.g. today's date when a filter
   * compares with the day (a popup's state), so that nothing remembered outlives the day it was true on.
   */
  alsoKey?: Record<string, unknown>;
}

type ContentQuery = ListQuery & { page: number; page_size: number; keyword?: string | null };

/**
 * The ids of one page of a content list, sorted as asked (updated_at desc by default), filtered in this order:
 * created_at within the days, the keyword (on the title unless keywordMatch), the `equal` values, the custom ones.
 */
export async function contentPage<C extends string, Q extends ContentQuery>(input: {
  db: DbOrTx;
  list: ListTable<C>;
  table: ContentTable;
  organizationId: number;
  query: Q;
  sortColumns: readonly C[];
  filter?: ContentFilter<Q>;
}): Promise<{ ids: number[]; total: number }> {
  const { query, table, filter = {} } = input;
  const value = (key: QueryKey<Q>) => query[key] as string | null | undefined;
  const filters: SQL[] = filter.dates ? dateRange(table.createdAt, value(filter.dates[0]), value(filter.dates[1])) : [];
  if (query.keyword) filters.push(await (filter.keywordMatch ? filter.keywordMatch(query.keyword) : keywordSearch(input.db, [table.title], query.keyword)));
  const filterKey: Record<string, unknown> = { keyword: query.keyword };
  const byKey = <V>(map: Partial<Record<QueryKey<Q>, V>> | undefined, match: (v: V, value: string) => SQL) => {
    for (const [key, v] of Object.entries(map ?? {}) as Array<[QueryKey<Q>, V]>) {
      const given = value(key);
      filterKey[key] = given;
      if (given) filters.push(match(v, given));
    }
  };
  byKey(filter.equal, (column, given) => eq(column, given));
  byKey(filter.custom, (match, given) => match(given));
  for (const key of filter.dates ?? []) filterKey[key] = value(key);
  Object.assign(filterKey, filter.alsoKey);
  const sort = readSort(query, input.sortColumns, { column: 'updated_at' as C, direction: 'desc' });
  return listPage({
    db: input.db,
    list: input.list,
    organizationId: input.organizationId,
    filters,
    filterKey,
    sort,
    page: query.page,
    pageSize: query.page_size,
  });
}

/**
 * The row query of a content list, declared once per area: the page's rows of a content table with their creator's
 * full name (null when the creator is gone) and, in the same statement, the per-row values of `extra` (flags from
 * hasAny or placedFlag, counts as scalar subqueries on the row's id). A named prepared statement (preparedQuery):
 * `extra` may use the placeholder `org` (the organisation, given with each call) and no other value.
 */
export function contentRows<T extends ContentTable, E extends Record<string, SQL> = Record<never, SQL>>(table: T, extra?: E) {
  type Row = { row: T['$inferSelect']; creator: string | null; extra: { [K in keyof E]: E[K] extends SQL<infer V> ? V : unknown } };
  const query = preparedQuery(`content_rows_${getTableName(table)}`, (db) => {
    const fields = { row: table as PgTable, creator: users.fullName, ...(extra && Object.keys(extra).length ? { extra } : {}) };
    const select = db.select(fields as never) as unknown as {
      from: (t: PgTable) => {
        leftJoin: (
          u: typeof users,
          on: SQL,
        ) => { where: (w: SQL) => { prepare: (name: string) => { execute: (v: Record<string, unknown>) => Promise<Array<Record<string, unknown>>> } } };
      };
    };
    return select
      .from(table)
      .leftJoin(users, eq(users.id, table.createdBy))
      .where(anyOfIds(table.id))
      .prepare(`content_rows_${getTableName(table)}`);
  });
  return async (db: DbOrTx, ids: number[], organizationId: number): Promise<Row[]> => {
    if (!ids.length) return [];
    const rows = await query(db).execute({ ids, org: organizationId });
    return rows.map((r) => ({ ...r, extra: r.extra ?? {} })) as never;
  };
}

/** Whether some placement in the organisation (the placeholder `org`) uses the listed row as content of this type (a hasAny flag). */
export const placedFlag = (table: ContentTable, contentType: PlacementContentType): SQL<boolean> =>
  hasAny(
    placements,
    placements.contentId,
    table.id,
    sql`${placements.contentType} = ${sql.raw(`'${contentType}'`)} and ${placements.organizationId} = ${sql.placeholder('org')}`,
  );
