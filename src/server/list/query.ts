import { and, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { paginate, type ListResult, type Sort } from '@/lib/list';
import { escapeLike, executeNamed } from '@/server/sql';

/**
 * The one server-side list query (docs/decisions/0060): the organisation's rows of one table, one page at a time,
 * at a cost that depends on the page and not on the table.
 *
 * - Every sort a screen offers is a column with an index (organization_id, column, id); the tie-break on id runs in
 *   the same direction, so the index is walked as it is, never sorted.
 * - Deep pages: the key of every ANCHOR_STEP-th row is remembered per (list, organisation, filter, sort, version),
 *   so page N starts at the nearest anchor by a keyset condition and walks at most ANCHOR_STEP rows.
 * - The count: the unfiltered total is a maintained counter (<area>_list_counts, kept by statement triggers on the
 *   table); a filtered total is counted once per (filter, version) and remembered. The counter's version changes
 *   with every insert, update and delete of the organisation's rows, so nothing remembered outlives a write, on any
 *   instance: the pager always tells the truth.
 * - The page is chosen by ids first; the caller then loads those rows with their joins and per-row probes.
 */

/**
 * A sort the screens offer: an indexed column of the table, or an expression with its own index such as
 * lower(name) (`cast` names its type for keyset parameters). Never NULL: keyset pages compare values, so a column
 * that may be empty is sorted as coalesce(column, '') with an index on that expression.
 */
export interface IndexedSort {
  column: PgColumn | SQL;
  cast: 'text' | 'timestamptz' | 'integer' | 'bigint' | 'date' | 'boolean' | 'integer[]';
}

/** A sort on a value that is not a column of the table (a joined name, a count): served by OFFSET, bounded by the page cap. */
export interface ComputedSort {
  expr: SQL;
  /** Joins the expression needs, e.g. sql`left join users on …`. */
  from?: SQL;
}

export interface ListTable<C extends string> {
  /** A stable name for the caches: the list's table. */
  name: string;
  table: PgTable;
  id: PgColumn;
  organizationId: PgColumn;
  /** The maintained counter table (organization_id, total, version); without one the total is counted on every request and deep pages use OFFSET. */
  counter?: PgTable;
  sorts: Record<C, IndexedSort | ComputedSort>;
}

/** Rows remembered between anchors: a deep page walks at most this many index entries past its anchor. */
export const ANCHOR_STEP = 500;
const CACHE_LIMIT = 2000;

class Lru<V> {
  private map = new Map<string, V>();
  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: string, v: V) {
    this.map.delete(key);
    this.map.set(key, v);
    if (this.map.size > CACHE_LIMIT) this.map.delete(this.map.keys().next().value as string);
  }
}
const counts = new Lru<number>();
const anchors = new Lru<Array<{ k: string; id: number }>>();

/** Jakarta calendar days (UTC+7) bound every date filter, as the screens show them. */
const dayStart = (iso: string, plusDays = 0) => new Date(Date.parse(`${iso}T00:00:00+07:00`) + plusDays * 86_400_000);

/** created_at (or another instant) within the Jakarta days start..end, both included; either may be absent. */
export function dateRange(column: PgColumn, start?: string | null, end?: string | null): SQL[] {
  const out: SQL[] = [];
  if (start) out.push(gte(column, dayStart(start)));
  if (end) out.push(lt(column, dayStart(end, 1)));
  return out;
}

/** A case-insensitive substring search, literal (no wildcards from the user), served by the column's trigram index. */
export const keywordLike = (column: PgColumn | SQL, keyword: string): SQL => ilike(column as PgColumn, `%${escapeLike(keyword)}%`);

async function rowsOf(db: DbOrTx, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}
/** An unfiltered page's statement repeats its text for every page and sort value: a named statement, planned once. */
const pageRows = (db: DbOrTx, query: SQL, filtered: boolean) => (filtered ? rowsOf(db, query) : executeNamed(db, query));

/**
 * A LIMIT or OFFSET written into the statement: with a parameter there, PostgreSQL's generic plan assumes a tenth of
 * the table and it keeps re-planning a named page statement on every run; written in, the statement (named by its
 * text) gets a generic plan as cheap as the custom one after its first runs. Only whole numbers reach it.
 */
function literalInt(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n));
}

const isIndexed = (s: IndexedSort | ComputedSort): s is IndexedSort => 'column' in s;

export interface ListPageInput<C extends string> {
  db: DbOrTx;
  list: ListTable<C>;
  organizationId: number;
  /** Filters beyond the organisation (already built with the helpers above or the area's own conditions). */
  filters: SQL[];
  /** What the filters mean, for the caches: e.g. the query's filter fields. Empty when unfiltered. */
  filterKey: Record<string, unknown>;
  sort: Sort<C>;
  page: number;
  pageSize: number;
}

/** The ids of one page, in order, and the exact total of rows that match. */
export async function listPage<C extends string>(input: ListPageInput<C>): Promise<{ ids: number[]; total: number }> {
  const { db, list, organizationId, page, pageSize } = input;
  const where = and(sql`${list.organizationId} = ${organizationId}`, ...input.filters)!;
  const filtered = Object.values(input.filterKey).some((v) => v !== undefined && v !== null && v !== '');
  const fkey = filtered ? JSON.stringify(input.filterKey) : '';
  const offset = (page - 1) * pageSize;
  const spec = list.sorts[input.sort.column];
  const dir = sql.raw(input.sort.direction === 'asc' ? 'asc' : 'desc');
  const countAll = sql`select count(*)::int as n from ${list.table} where ${where}`;
  /** The filtered total for this version of the table: remembered, else counted once. */
  const filteredTotal = async (version: string) => {
    const key = `${list.name}|${organizationId}|${version}|${fkey}`;
    const cached = counts.get(key);
    if (cached !== undefined) return cached;
    const [row] = await rowsOf(db, countAll);
    const n = Number(row.n);
    counts.set(key, n);
    return n;
  };

  if (!isIndexed(spec)) {
    // A computed sort: OFFSET over the joined expression, bounded by the page cap. One round trip with the count.
    const ids = sql`select ${list.id} from ${list.table} ${spec.from ?? sql``} where ${where} order by ${spec.expr} ${dir} nulls last, ${list.id} ${dir} limit ${pageSize} offset ${offset}`;
    return firstPage(db, list, organizationId, countAll, ids, filtered, filteredTotal, offset);
  }
  const col = spec.column;
  const cast = sql.raw(spec.cast);
  const cmp = sql.raw(input.sort.direction === 'asc' ? '>' : '<');
  const after = (a: { k: string; id: number } | undefined) => (a ? sql` and (${col}, ${list.id}) ${cmp} (cast(${a.k} as ${cast}), ${a.id})` : sql``);
  const pageIds = (anchor: { k: string; id: number } | undefined, skip: number) =>
    sql`select ${list.id} as id from ${list.table} where ${where}${after(anchor)} order by ${col} ${dir}, ${list.id} ${dir} limit ${literalInt(pageSize)} offset ${literalInt(skip)}`;
  const step = list.counter ? Math.floor(offset / ANCHOR_STEP) : 0;
  // The pages most people read (before the first anchor): the counter (or the count) and the ids in one round trip.
  if (step === 0) return firstPage(db, list, organizationId, countAll, pageIds(undefined, offset), filtered, filteredTotal, offset);

  const [counter] = await executeNamed(db, sql`select total, version from ${list.counter} where organization_id = ${organizationId}`);
  const version = counter ? String(counter.version) : '0';
  const total = !filtered ? (counter ? Number(counter.total) : 0) : await filteredTotal(version);
  if (offset >= total) return { ids: [], total };
  const akey = `${list.name}|${organizationId}|${version}|${fkey}|${input.sort.column}|${input.sort.direction}`;
  const known = anchors.get(akey) ?? [];
  // Walk from the furthest known anchor, ANCHOR_STEP rows at a time, remembering each anchor on the way.
  while (known.length < step) {
    const [row] = await pageRows(
      db,
      sql`select ${col}::text as k, ${list.id} as id from ${list.table} where ${where}${after(known.at(-1))} order by ${col} ${dir}, ${list.id} ${dir} limit 1 offset ${ANCHOR_STEP - 1}`,
      filtered,
    );
    if (!row) break;
    known.push({ k: String(row.k), id: Number(row.id) });
  }
  anchors.set(akey, known);
  if (known.length < step) return { ids: [], total };
  const rows = await pageRows(db, pageIds(known[step - 1], offset - step * ANCHOR_STEP), filtered);
  return { ids: rows.map((r) => Number(r.id)), total };
}

/**
 * A page served without anchors, in one statement: the ids (as text) beside the counter's total and version (or,
 * without a counter, the count itself). A filtered total is taken from what is remembered for that version, or
 * counted once more.
 */
async function firstPage<C extends string>(
  db: DbOrTx,
  list: ListTable<C>,
  organizationId: number,
  countAll: SQL,
  ids: SQL,
  filtered: boolean,
  filteredTotal: (version: string) => Promise<number>,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  const [row] = list.counter
    ? await pageRows(
        db,
        sql`select c.total, c.version, array_to_string(array(${ids}), ',') as ids from (select 1) as one left join ${list.counter} as c on c.organization_id = ${organizationId}`,
        filtered,
      )
    : await pageRows(db, sql`select (${countAll}) as total, array_to_string(array(${ids}), ',') as ids`, filtered);
  const total = list.counter && filtered ? await filteredTotal(row.version == null ? '0' : String(row.version)) : Number(row.total ?? 0);
  if (offset >= total) return { ids: [], total };
  // The ids come as one comma-separated text: cheaper to split than an array literal to parse.
  const text = String(row.ids ?? '');
  return { ids: text ? text.split(',').map(Number) : [], total };
}

/** Orders loaded rows as the page's ids. */
export function inPageOrder<T>(ids: number[], rows: T[], idOf: (row: T) => number): T[] {
  const byId = new Map(rows.map((r) => [idOf(r), r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}

/**
 * The ids among `ids` that have at least one row in `table` where `column` = id: one index probe (limit 1) per id,
 * whatever the number of rows behind each (can_delete and similar flags).
 */
export async function idsWithAny(db: DbOrTx, ids: number[], table: PgTable, column: PgColumn, extra?: SQL): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await rowsOf(
    db,
    // LATERAL … LIMIT 1 cannot be flattened into a semi-join, so it stays one index probe per id (an EXISTS may be
    // planned as a hashed subplan over the whole table).
    sql`select i.id from unnest(${sql.raw(`array[${ids.map((n) => Number(n) | 0).join(',')}]::int[]`)}) as i(id) cross join lateral (select 1 from ${table} where ${column} = i.id${extra ? sql` and ${extra}` : sql``} limit 1) as x`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * A per-row flag for a select list: whether `table` has a row whose `column` is the outer row's id. A scalar
 * subquery with LIMIT 1 stays one index probe per listed row (an EXISTS may be planned as a hashed subplan over the
 * whole table), and it rides on the query that loads the page's rows: no round trip of its own.
 */
export const hasAny = (table: PgTable, column: PgColumn, outerId: PgColumn | SQL, extra?: SQL): SQL<boolean> =>
  sql<boolean>`((select 1 from ${table} where ${column} = ${outerId}${extra ? sql` and ${extra}` : sql``} limit 1) is not null)`;

/** The page's ids as a statement parameter (one statement text whatever the page's length): `column = any($ids)`. */
export const anyOfIds = (column: PgColumn): SQL => sql`${column} = any(${sql.placeholder('ids')}::int[])`;

/** The list contract's answer for a page of loaded rows. */
export const listResult = <T>(results: T[], total: number, page: number, pageSize: number): ListResult<T> => paginate(results, total, page, pageSize);
