import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { paginate, type ListQuery } from '@/lib/list';
import { findActivePeople } from '@/server/people-page';

/** The experts picker: the organisation's active users, by name, keyword over name and e-mail. */
export async function findPeople(options: { db: DbOrTx; organizationId: number; query: ListQuery }) {
  const { db, organizationId, query } = options;
  const fields = { id: users.id, label: users.fullName, detail: users.email };
  const { rows, total } = await findActivePeople(db, { organizationId, query, fields });
  return paginate(rows, total, query.page, query.page_size);
}
