import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { rolePermissions, roles, userRoles } from '@/db/schema';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { escapeLike } from '@/server/sql';
import { ROLE_SORT_COLUMNS, type RoleListQuery, type RoleRow } from '../schemas';
import { allQueries } from '@/db/all-queries';

/**
 * Members and keys are counted per role through the (role_id) index of user_roles and the key of role_permissions:
 * the cost follows the page's roles and their memberships, never the size of the users table.
 */
const memberCountSql = sql<number>`(select count(*) from ${userRoles} ur where ur.role_id = ${roles.id})`.mapWith(Number);
const keyCountSql = sql<number>`(select count(*) from ${rolePermissions} rp where rp.role_id = ${roles.id})`.mapWith(Number);

const ORDER: Record<(typeof ROLE_SORT_COLUMNS)[number], SQL> = {
  name: sql`lower(${roles.name})`,
  member_count: sql`member_count`,
  key_count: sql`key_count`,
  created_at: sql`${roles.createdAt}`,
  updated_at: sql`${roles.updatedAt}`,
};

export const roleRowFields = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  builtIn: roles.builtIn,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
  memberCount: memberCountSql.as('member_count'),
  keyCount: keyCountSql.as('key_count'),
};

type RawRow = {
  id: number;
  name: string;
  description: string | null;
  builtIn: boolean;
  createdAt: Date;
  updatedAt: Date;
  memberCount: number;
  keyCount: number;
};

export const toRoleRow = (r: RawRow): RoleRow => ({
  id: r.id,
  name: r.name,
  description: r.description ?? '',
  built_in: r.builtIn,
  member_count: Number(r.memberCount),
  key_count: Number(r.keyCount),
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
  can_delete: !r.builtIn && Number(r.memberCount) === 0,
  deletable: !r.builtIn,
});

/** The organisation's roles, a page at a time (list contract), by name unless asked otherwise. */
export async function findRoles(options: { db: DbOrTx; organizationId: number; query: RoleListQuery }): Promise<ListResult<RoleRow>> {
  const { db, organizationId, query } = options;
  const sort = readSort(query, ROLE_SORT_COLUMNS, { column: 'name', direction: 'asc' });
  const where = and(eq(roles.organizationId, organizationId), query.keyword ? ilike(roles.name, `%${escapeLike(query.keyword)}%`) : undefined);
  const dir = sort.direction === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select(roleRowFields)
        .from(roles)
        .where(where)
        .orderBy(dir(ORDER[sort.column]), dir(roles.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => db.select({ total: count() }).from(roles).where(where),
  );
  return paginate(rows.map(toRoleRow), total, query.page, query.page_size);
}
