import { asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { USER_SORT_COLUMNS, type UserListQuery, type UserRow } from '../schemas';
import { rolesOf, selectUsers, toUserRow, userFilter } from './user-rows';

const ORDER: Record<(typeof USER_SORT_COLUMNS)[number], SQL | AnyPgColumn> = {
  full_name: sql`lower(${users.fullName})`,
  email: sql`lower(${users.email})`,
  nik: users.nik,
  position: sql`lower(${users.position})`,
  status: users.status,
  created_at: users.createdAt,
  updated_at: users.updatedAt,
};

/** The organisation's people, one page at a time (the list contract), newest first by default. */
export async function findUsers(options: { db: DbOrTx; organizationId: number; query: UserListQuery }): Promise<ListResult<UserRow>> {
  const { db, organizationId, query } = options;
  const sort = readSort(query, USER_SORT_COLUMNS, { column: 'created_at', direction: 'desc' });
  const dir = sort.direction === 'asc' ? asc : desc;
  const where = userFilter(organizationId, query);
  const [rows, [{ total }]] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy(dir(ORDER[sort.column]), dir(users.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const byUser = await rolesOf(
    db,
    rows.map((r) => r.user.id),
  );
  return paginate(
    rows.map((r) => toUserRow(r, byUser)),
    total,
    query.page,
    query.page_size,
  );
}
