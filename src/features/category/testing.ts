import type { DbOrTx } from '@/db/client';
import { categories } from '@/db/schema/category';

type NewCategory = typeof categories.$inferInsert;
let seq = 0;

/** Builders for categories (tests and seed): positions follow the order of insertion unless given. */
function buildCategory(overrides: Partial<NewCategory> & { organizationId: number }): NewCategory {
  seq += 1;
  return { name: `Category ${seq}`, description: '', position: seq, ...overrides };
}

export async function insertCategory(db: DbOrTx, overrides: Partial<NewCategory> & { organizationId: number }) {
  const [row] = await db.insert(categories).values(buildCategory(overrides)).returning();
  return row;
}
