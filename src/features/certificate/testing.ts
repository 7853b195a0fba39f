import type { DbOrTx } from '@/db/client';
import { certificateTemplates, certificateThemes } from '@/db/schema/certificate';

let seq = 0;

/** Builders for certificate themes and templates (tests and seed): a unique title unless given. */
export async function insertTheme(db: DbOrTx, overrides: Partial<typeof certificateThemes.$inferInsert> & { organizationId: number }) {
  seq += 1;
  const [row] = await db
    .insert(certificateThemes)
    .values({ title: `Theme ${seq}`, ...overrides })
    .returning();
  return row;
}

export async function insertTemplate(db: DbOrTx, overrides: Partial<typeof certificateTemplates.$inferInsert> & { organizationId: number; themeId: number }) {
  seq += 1;
  const [row] = await db
    .insert(certificateTemplates)
    .values({ title: `Template ${seq}`, type: 2, heading: 'Certificate of Completion', body: 'has completed {content_title}.', ...overrides })
    .returning();
  return row;
}
