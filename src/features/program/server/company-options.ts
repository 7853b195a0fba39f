import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { companies } from '@/db/schema/directory';

/** The organisations of the group a batch can be for: the companies of the organisation's structure, by name (decision 0147). */
export async function companyOptions(db: DbOrTx, organizationId: number) {
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.organizationId, organizationId))
    .orderBy(asc(companies.name), asc(companies.id));
  return rows.map((r) => ({ value: r.id, label: r.name }));
}
