import type { DbOrTx } from '@/db/client';
import { companies, divisions } from '@/db/schema/directory';
import { coaches, expertLevels } from '@/db/schema/directory-extra';

type Org = { organizationId: number };
let seq = 0;

/** Builders for the directory's rows (tests and the demo seed); codes are unique unless given. */
export async function insertDivision(db: DbOrTx, overrides: Partial<typeof divisions.$inferInsert> & Org) {
  seq += 1;
  const [row] = await db
    .insert(divisions)
    .values({ code: `DIV${seq}`, name: `Division ${seq}`, ...overrides })
    .returning();
  return row;
}

export async function insertCompany(db: DbOrTx, overrides: Partial<typeof companies.$inferInsert> & Org) {
  seq += 1;
  const [row] = await db
    .insert(companies)
    .values({ code: `CO${seq}`, name: `Company ${seq}`, ...overrides })
    .returning();
  return row;
}

export async function insertExpertLevel(db: DbOrTx, overrides: Partial<typeof expertLevels.$inferInsert> & Org) {
  seq += 1;
  const [row] = await db
    .insert(expertLevels)
    .values({ title: `Level ${seq}`, value: seq, ...overrides })
    .returning();
  return row;
}

export async function insertCoach(db: DbOrTx, overrides: Partial<typeof coaches.$inferInsert> & Org & { userId: number }) {
  const [row] = await db.insert(coaches).values(overrides).returning();
  return row;
}
