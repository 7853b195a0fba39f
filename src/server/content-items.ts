import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { allQueries } from '@/db/all-queries';
import type { DbOrTx } from '@/db/client';
import { paginate, type ListResult } from '@/lib/list';
import { escapeLike } from './sql';

/**
 * Where one content type's items live, as the areas that hold other areas' content read them (a course's and a
 * classroom's pickers, a channel's items): organisation-owned rows with an id and a title. An area declares it in its
 * manifest (src/features/area-kit.ts `contents`); the queries below take it as data and know no area.
 */
export interface ContentItems {
  table: PgTable;
  id: PgColumn;
  organizationId: PgColumn;
  title: PgColumn;
  /** Only these rows are of the type (the PDFs among the documents, the LIM 2 surveys among the quizzes). */
  where?: SQL;
  /** Its status, shown beside a channel's item. */
  status?: PgColumn;
  /** Its last change: a channel's picker shows the newest first. */
  updatedAt?: PgColumn;
  /** The second line of a course's content picker (a video's status, a quiz's question type). */
  pickerSubtitle?: PgColumn;
}

/** One item as a picker or a structure shows it. */
export interface ContentItem {
  id: number;
  title: string;
  status: string | null;
  subtitle: string | null;
}

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const columns = (t: ContentItems) => ({
  id: t.id,
  title: t.title,
  status: t.status ?? sql<null>`null`,
  subtitle: t.pickerSubtitle ?? sql<null>`null`,
});
const toItem = (r: { id: unknown; title: unknown; status: unknown; subtitle: unknown }): ContentItem => ({
  id: Number(r.id),
  title: String(r.title),
  status: text(r.status),
  subtitle: text(r.subtitle),
});

/**
 * One page of the organisation's items of a type, the keyword matched in the title: by title (the wizards' pickers)
 * or newest change first (a channel's picker, which falls back to the id where the type keeps no change time).
 */
export async function pickItems(
  db: DbOrTx,
  t: ContentItems,
  organizationId: number,
  q: { keyword?: string; page: number; pageSize: number; order: 'title' | 'newest' },
): Promise<{ rows: ContentItem[]; total: number }> {
  const where = and(eq(t.organizationId, organizationId), t.where, q.keyword ? ilike(t.title, `%${escapeLike(q.keyword)}%`) : undefined);
  const order = q.order === 'title' ? [asc(t.title), asc(t.id)] : [...(t.updatedAt ? [desc(t.updatedAt)] : []), desc(t.id)];
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select(columns(t))
        .from(t.table)
        .where(where)
        .orderBy(...order)
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
    () => db.select({ total: count() }).from(t.table).where(where),
  );
  return { rows: rows.map(toItem), total };
}

/** A picker's page of the organisation's items of a type by title, the keyword matched in the title, each as `row` makes it. */
export async function pickPage<T>(
  db: DbOrTx,
  t: ContentItems,
  organizationId: number,
  query: { keyword?: string; page: number; page_size: number },
  row: (item: ContentItem) => T,
): Promise<ListResult<T>> {
  const { rows, total } = await pickItems(db, t, organizationId, { keyword: query.keyword, page: query.page, pageSize: query.page_size, order: 'title' });
  return paginate(rows.map(row), total, query.page, query.page_size);
}

/** The organisation's items of a type among `ids`, by id; an id missing from the answer is not the organisation's (or not of the type). */
export async function lookupItems(db: DbOrTx, t: ContentItems, organizationId: number, ids: number[]): Promise<Map<number, ContentItem>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select(columns(t))
    .from(t.table)
    .where(and(eq(t.organizationId, organizationId), t.where, inArray(t.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [Number(r.id), toItem(r)]));
}
