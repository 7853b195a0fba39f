import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { paginate, type ListQuery } from '@/lib/list';
import { escapeLike } from '@/server/sql';

/** The experts picker: the organisation's active users, by name, keyword over name and e-mail. */
export async function findPeople(options: { db: DbOrTx; organizationId: number; query: ListQuery }) {
  const { db, organizationId, query } = options;
  const k = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
  const where = and(eq(users.organizationId, organizationId), eq(users.status, 'active'), k ? or(ilike(users.fullName, k), ilike(users.email, k)) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: users.id, label: users.fullName, detail: users.email })
      .from(users)
      .where(where)
      .orderBy(asc(users.fullName), asc(users.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return paginate(rows, total, query.page, query.page_size);
}
