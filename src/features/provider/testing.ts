import type { DbOrTx } from '@/db/client';
import { providers } from '@/db/schema/provider';

type NewProvider = typeof providers.$inferInsert;
let seq = 0;

/** Builders for providers (tests and seed): a unique name unless given. */
function buildProvider(overrides: Partial<NewProvider> & { organizationId: number }): NewProvider {
  seq += 1;
  return { name: `Provider ${seq}`, ...overrides };
}

export async function insertProvider(db: DbOrTx, overrides: Partial<NewProvider> & { organizationId: number }) {
  const [row] = await db.insert(providers).values(buildProvider(overrides)).returning();
  return row;
}
