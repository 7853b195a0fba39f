import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { companies, divisions } from '@/db/schema';
import { allQueries } from '@/db/all-queries';

export interface UnitChoice {
  value: number;
  label: string;
}

/**
 * The organisation's divisions and companies by name, as a form's audience pickers offer them (channels, popups):
 * an organisation has tens, so the first `limit` of each are all of them.
 */
export async function unitChoices(db: DbOrTx, organizationId: number, limit: number): Promise<{ divisions: UnitChoice[]; companies: UnitChoice[] }> {
  const [d, c] = await allQueries(
    db,
    () =>
      db
        .select({ value: divisions.id, label: divisions.name })
        .from(divisions)
        .where(eq(divisions.organizationId, organizationId))
        .orderBy(asc(divisions.name))
        .limit(limit),
    () =>
      db
        .select({ value: companies.id, label: companies.name })
        .from(companies)
        .where(eq(companies.organizationId, organizationId))
        .orderBy(asc(companies.name))
        .limit(limit),
  );
  return { divisions: d, companies: c };
}
