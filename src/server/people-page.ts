import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '@/db/client';
import { companies, divisions, users } from '@/db/schema';
import type { ListQuery } from '@/lib/list';
import { escapeLike } from './sql';
import { allQueries } from '@/db/all-queries';

/** A search over people: the keyword in any of the columns (name and e-mail unless told), or no condition without one. */
export const personMatches = (keyword: string | undefined, columns: PgColumn[] = [users.fullName, users.email]): SQL | undefined =>
  keyword ? or(...columns.map((c) => ilike(c, `%${escapeLike(keyword)}%`))) : undefined;

/**
 * One page of a table of people (a course's or a classroom batch's participants) joined to their accounts, by name,
 * with the total: the one paged people query of the participant lists.
 */
export async function findPeoplePage<F extends SelectedFields>(
  db: DbOrTx,
  options: { from: PgTable; userId: PgColumn; where: SQL | undefined; fields: F; query: Pick<ListQuery, 'page' | 'page_size'> },
): Promise<{ rows: SelectResultFields<F>[]; total: number }> {
  const { from, userId, where, fields, query } = options;
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      // The generic fields are widened for the builder (drizzle cannot chain a select over an unresolved generic).
      db
        .select(fields as SelectedFields)
        .from(from)
        .innerJoin(users, eq(users.id, userId))
        .where(where)
        .orderBy(asc(users.fullName), asc(users.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => db.select({ total: count() }).from(from).innerJoin(users, eq(users.id, userId)).where(where),
  );
  return { rows: rows as unknown as SelectResultFields<F>[], total };
}

/**
 * One page of the organisation's active people by name, the keyword in any of `columns`: the people pickers (the
 * directory's GET /users, the course wizard's experts) with their own fields.
 */
export async function findActivePeople<F extends SelectedFields>(
  db: DbOrTx,
  options: { organizationId: number; query: ListQuery; fields: F; columns?: PgColumn[] },
): Promise<{ rows: SelectResultFields<F>[]; total: number }> {
  const { organizationId, query, fields, columns } = options;
  const where = and(eq(users.organizationId, organizationId), eq(users.status, 'active'), personMatches(query.keyword, columns));
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select(fields as SelectedFields)
        .from(users)
        .where(where)
        .orderBy(asc(users.fullName), asc(users.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => db.select({ total: count() }).from(users).where(where),
  );
  return { rows: rows as unknown as SelectResultFields<F>[], total };
}

/** Whether every id is one of the organisation's divisions (or companies): inviting by unit names only its own units. */
export async function ownUnits(db: DbOrTx, organizationId: number, unit: 'division' | 'company', ids: number[]): Promise<boolean> {
  if (!ids.length) return true;
  const t = unit === 'division' ? divisions : companies;
  const [{ n }] = await db
    .select({ n: count() })
    .from(t)
    .where(and(eq(t.organizationId, organizationId), inArray(t.id, ids)));
  return n === new Set(ids).size;
}
