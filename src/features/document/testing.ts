import type { DbOrTx } from '@/db/client';
import { documents } from '@/db/schema/document';

type NewDocument = typeof documents.$inferInsert;
let seq = 0;

/** Builders for documents (tests and seed): a draft PDF unless told otherwise. */
function buildDocument(overrides: Partial<NewDocument> & { organizationId: number; fileId: number }): NewDocument {
  seq += 1;
  return { kind: 'pdf', title: `Document ${seq}`, description: '', status: 'draft', ...overrides };
}

export async function insertDocument(db: DbOrTx, overrides: Partial<NewDocument> & { organizationId: number; fileId: number }) {
  const [row] = await db.insert(documents).values(buildDocument(overrides)).returning();
  return row;
}
