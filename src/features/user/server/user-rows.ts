import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { companies, divisions, roles, userRoles, users, type User } from '@/db/schema';
import { keywordSearch } from '@/server/list/keyword';
import { escapeLike } from '@/server/sql';
import type { UserListQuery, UserRow } from '../schemas';

const managers = alias(users, 'managers');

/** The conditions of the list's search and filters (the list and the export read the same). */
export async function userFilter(db: DbOrTx, organizationId: number, q: Omit<UserListQuery, 'page' | 'page_size'>): Promise<SQL> {
  const where: (SQL | undefined)[] = [eq(users.organizationId, organizationId)];
  if (q.keyword) {
    // Each column has a trigram index (core migration), so the OR is a bitmap OR of index scans (keywordSearch: by
    // the keyword's rare part where the statistics show one). A keyword of digits is a NIK's beginning
    // (docs/decisions/0077): every NIK shares trigrams such as '000', so a substring search would recheck most of
    // them; a prefix is a range on users_org_nik_prefix_idx (text_pattern_ops).
    if (/^\d+$/.test(q.keyword)) {
      const text = await keywordSearch(db, [users.fullName, users.email, users.position], q.keyword);
      where.push(or(text, sql`${users.nik} like ${`${escapeLike(q.keyword)}%`}`));
    } else where.push(await keywordSearch(db, [users.fullName, users.nik, users.email, users.position], q.keyword));
  }
  if (q.status) where.push(eq(users.status, q.status));
  if (q.division_id) where.push(eq(users.divisionId, q.division_id));
  if (q.company_id) where.push(eq(users.companyId, q.company_id));
  if (q.role_id) where.push(sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${q.role_id})`);
  // The date range is of creation, in whole days of the console's display zone (Asia/Jakarta).
  if (q.start_date) where.push(gte(users.createdAt, sql`(${q.start_date}::date)::timestamp at time zone 'Asia/Jakarta'`));
  if (q.end_date) where.push(lt(users.createdAt, sql`(${q.end_date}::date + 1)::timestamp at time zone 'Asia/Jakarta'`));
  return and(...where)!;
}

/** Each user's roles by name, as a field of the row query (no round trip of its own). */
const rolesField = sql<
  Array<{ id: number; name: string }>
>`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name, r.id) from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${users.id}), '[]'::json)`;

/**
 * The person's own columns a row shows: never `password_hash` (nor the organisation and the foreign keys, which the
 * joins answer), so a list or an export does not carry every person's hash out of the database (issue 34 item 5).
 */
const rowColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  nik: users.nik,
  position: users.position,
  phone: users.phone,
  picture: users.picture,
  status: users.status,
  rule: users.rule,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

/** The people with their division, company, manager and roles, in one query. */
export function selectUsers(db: DbOrTx) {
  return db
    .select({
      user: rowColumns,
      division: { id: divisions.id, name: divisions.name, code: divisions.code },
      company: { id: companies.id, name: companies.name, code: companies.code },
      manager: { id: managers.id, full_name: managers.fullName },
      roles: rolesField,
    })
    .from(users)
    .leftJoin(divisions, eq(divisions.id, users.divisionId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(managers, eq(managers.id, users.managerId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];

/** A person's own fields under the API's names: the rows and the audit's snapshot (update-user.ts) read them here. */
export const personFields = (u: Pick<User, 'fullName' | 'email' | 'nik' | 'position' | 'phone' | 'picture' | 'status' | 'rule'>) => ({
  full_name: u.fullName,
  email: u.email,
  nik: u.nik,
  position: u.position,
  phone: u.phone,
  picture: u.picture,
  status: u.status,
  rule: u.rule,
});

export function toUserRow(r: Selected): UserRow {
  const u = r.user;
  const own = r.roles;
  return {
    id: u.id,
    ...personFields(u),
    division: r.division?.id ? { id: r.division.id, name: r.division.name } : null,
    company: r.company?.id ? { id: r.company.id, name: r.company.name } : null,
    manager: r.manager?.id ? r.manager : null,
    roles: own,
    role_names: own.map((x) => x.name).join(', '),
    created_at: u.createdAt.toISOString(),
    updated_at: u.updatedAt.toISOString(),
  };
}
