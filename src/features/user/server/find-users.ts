import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { userListCounts } from '@/db/schema/user';
import { readSort, type ListResult } from '@/lib/list';
import { anyOfIds, inPageOrder, listPage, listResult, type ListTable } from '@/server/list/query';
import { preparedQuery } from '@/server/sql';
import { USER_SORT_COLUMNS, type UserListQuery, type UserRow } from '../schemas';
import { selectUsers, toUserRow, userFilter } from './user-rows';

type UserSort = (typeof USER_SORT_COLUMNS)[number];

/**
 * The user list on the one list query (docs/decisions/0060): every sort an index that starts with the organisation
 * (core 0006, user 0001), the total from the maintained counter, deep pages from remembered anchors.
 */
const LIST: ListTable<UserSort> = {
  name: 'users',
  table: users,
  id: users.id,
  organizationId: users.organizationId,
  counter: userListCounts,
  sorts: {
    full_name: { column: sql`lower(${users.fullName})`, cast: 'text' },
    email: { column: sql`lower(${users.email})`, cast: 'text' },
    nik: { column: sql`coalesce(${users.nik}, '')`, cast: 'text' },
    position: { column: sql`lower(coalesce(${users.position}, ''))`, cast: 'text' },
    status: { column: users.status, cast: 'text' },
    created_at: { column: users.createdAt, cast: 'timestamptz' },
    updated_at: { column: users.updatedAt, cast: 'timestamptz' },
  },
};

/** The page's people with their division, company, manager and roles: one prepared statement. */
const ROWS = preparedQuery('user_list_rows', (db) => selectUsers(db).where(anyOfIds(users.id)).prepare('user_list_rows'));

/** The organisation's people, one page at a time (the list contract), newest first by default. */
export async function findUsers(options: { db: DbOrTx; organizationId: number; query: UserListQuery }): Promise<ListResult<UserRow>> {
  const { db, organizationId, query } = options;
  const sort = readSort(query, USER_SORT_COLUMNS, { column: 'created_at', direction: 'desc' });
  const { page, page_size: pageSize, keyword, role_id, status, division_id, company_id, start_date, end_date } = query;
  const { ids, total } = await listPage({
    db,
    list: LIST,
    organizationId,
    filters: [await userFilter(db, organizationId, query)],
    filterKey: { keyword, role_id, status, division_id, company_id, start_date, end_date },
    sort,
    page,
    pageSize,
  });
  if (!ids.length) return listResult([], total, page, pageSize);
  const rows = await ROWS(db).execute({ ids });
  return listResult(
    inPageOrder(ids, rows, (r) => r.user.id).map((r) => toUserRow(r)),
    total,
    page,
    pageSize,
  );
}
