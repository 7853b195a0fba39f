import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations, users } from '@/db/schema';
import { paginate, type ListQuery, type ListResult } from '@/lib/list';
import { escapeLike } from '@/server/sql';
import type { OrganizationPickRow, UserPickRow } from '../schemas';

/**
 * GET /users for pickers (hosts, experts, guests, coaches): the active people of the caller's organisation by name.
 * The keyword matches the name, e-mail, NIK or position; each has a trigram index, so the OR is a bitmap OR.
 */
export async function findPeople(options: { db: DbOrTx; organizationId: number; query: ListQuery }): Promise<ListResult<UserPickRow>> {
  const { db, organizationId, query } = options;
  const like = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
  const where = and(
    eq(users.organizationId, organizationId),
    eq(users.status, 'active'),
    like ? or(ilike(users.fullName, like), ilike(users.email, like), ilike(users.nik, like), ilike(users.position, like)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: users.id, full_name: users.fullName, email: users.email, position: users.position, picture: users.picture })
      .from(users)
      .where(where)
      .orderBy(asc(users.fullName), asc(users.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return paginate(rows, total, query.page, query.page_size);
}

/**
 * GET /organizations for pickers (program organisations, journey audiences): the caller's own organisation. Every
 * organisation is a separate tenant here, so nobody may pick another (decision 0074); the keyword matches its title.
 */
export async function findOrganizations(options: { db: DbOrTx; organizationId: number; query: ListQuery }): Promise<ListResult<OrganizationPickRow>> {
  const { db, organizationId, query } = options;
  const where = and(eq(organizations.id, organizationId), query.keyword ? ilike(organizations.title, `%${escapeLike(query.keyword)}%`) : undefined);
  const rows = await db
    .select({ id: organizations.id, title: organizations.title, org_code: organizations.orgCode })
    .from(organizations)
    .where(where)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const [{ total }] = await db.select({ total: count() }).from(organizations).where(where);
  return paginate(rows, total, query.page, query.page_size);
}
