import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { escapeLike } from '@/server/sql';
import { STRUCTURE_SORT_COLUMNS, type StructureListQuery } from '../schemas';
import { loadStructure, usersCount, type StructureKind } from './structure-kind';
import { allQueries } from '@/db/all-queries';

/**
 * One page of the organisation's divisions or companies (the picker and the list screen), by name by default.
 * The keyword matches the name anywhere (its trigram index) or the code exactly, ignoring case (the unique index).
 */
export async function findStructure<Row>(
  kind: StructureKind<Row>,
  options: { db: DbOrTx; organizationId: number; query: StructureListQuery },
): Promise<ListResult<Row>> {
  const { db, organizationId, query } = options;
  const t = kind.table;
  const n = usersCount(kind, organizationId);
  const filters: SQL[] = [eq(t.organizationId, organizationId)];
  if (query.keyword) filters.push(or(ilike(t.name, `%${escapeLike(query.keyword)}%`), sql`lower(${t.code}) = lower(${query.keyword})`)!);
  const where = and(...filters);
  const sort = readSort(query, STRUCTURE_SORT_COLUMNS, { column: 'name', direction: 'asc' });
  const column = { code: sql`lower(${t.code})`, name: sql`lower(${t.name})`, users_count: n, updated_at: t.updatedAt }[sort.column];
  const dir = sort.direction === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select({ id: t.id, code: t.code, name: t.name, usersCount: n, createdAt: t.createdAt, updatedAt: t.updatedAt })
        .from(t)
        .where(where)
        .orderBy(dir(column), dir(t.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => db.select({ total: count() }).from(t).where(where),
  );
  return paginate(rows.map(kind.row), total, query.page, query.page_size);
}

/** One division or company with its number of people (the edit form and GET …/{id}). */
export async function getStructure<Row>(kind: StructureKind<Row>, options: { db: DbOrTx; organizationId: number; id: number }) {
  const row = await loadStructure(kind, options.db, options.organizationId, options.id);
  const [{ n }] = await options.db
    .select({ n: usersCount(kind, options.organizationId) })
    .from(kind.table)
    .where(eq(kind.table.id, row.id));
  return kind.row({ ...row, usersCount: n });
}
