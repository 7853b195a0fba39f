import { and, count, eq, ilike } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations, users } from '@/db/schema';
import { paginate, type ListQuery, type ListResult } from '@/lib/list';
import { findActivePeople } from '@/server/people-page';
import { escapeLike } from '@/server/sql';
import type { OrganizationPickRow, UserPickRow } from '../schemas';

/**
 * GET /users for pickers (hosts, experts, guests, coaches): the active people of the caller's organisation by name.
 * The keyword matches the name, e-mail, NIK or position; each has a trigram index, so the OR is a bitmap OR.
 */
export async function findPeople(options: { db: DbOrTx; organizationId: number; query: ListQuery }): Promise<ListResult<UserPickRow>> {
  const { db, organizationId, query } = options;
  const fields = { id: users.id, full_name: users.fullName, email: users.email, position: users.position, picture: users.picture };
  const columns = [users.fullName, users.email, users.nik, users.position];
  const { rows, total } = await findActivePeople(db, { organizationId, query, fields, columns });
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
