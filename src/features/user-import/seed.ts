import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';

/**
 * The divisions and companies the demo's import file names (tests/fixtures/user-import), added only where the
 * organisation does not have that code yet (the directory area seeds its own list before this one runs).
 */
export async function seedUserImport(tx: Tx, { org }: SeedContext): Promise<void> {
  await tx.execute(sql`
    insert into divisions (organization_id, code, name)
    values (${org.id}, 'HRD', 'Human Resources'), (${org.id}, 'SLS', 'Sales'), (${org.id}, 'OPS', 'Operations')
    on conflict do nothing`);
  await tx.execute(sql`
    insert into companies (organization_id, code, name)
    values (${org.id}, 'NSI', 'PT Nusantara Sejahtera Indonesia'), (${org.id}, 'NLG', 'PT Nusantara Logistik')
    on conflict do nothing`);
}
