import type { DbOrTx } from '@/db/client';
import { digilibItems } from '@/db/schema/digilib';

type NewItem = typeof digilibItems.$inferInsert;
let seq = 0;

/** Builders for digital library items (tests and seed): a partner e-book with a unique title unless given. */
export async function insertItem(db: DbOrTx, overrides: Partial<NewItem> & { organizationId: number }) {
  seq += 1;
  const [row] = await db
    .insert(digilibItems)
    .values({ type: 3, title: `Book ${seq}`, partnerUrl: 'https://partner.example/book', ...overrides })
    .returning();
  return row;
}
