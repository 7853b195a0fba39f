import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { allQueries } from '@/db/all-queries';
import { companies, divisions } from '@/db/schema';
import { categories } from '@/db/schema/category';
import type { SelectOptionData } from '@/lib/list-kit';

export interface ReportFilterOptions {
  categories: SelectOptionData[];
  divisions: SelectOptionData[];
  companies: SelectOptionData[];
}

/** The organisation's categories (in their tree order), divisions and companies by name: the report filters' choices. */
export async function reportFilterOptions(db: DbOrTx, organizationId: number): Promise<ReportFilterOptions> {
  const [cats, divs, comps] = await allQueries(
    db,
    () =>
      db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(eq(categories.organizationId, organizationId))
        .orderBy(asc(categories.sortPath)),
    () =>
      db.select({ id: divisions.id, name: divisions.name }).from(divisions).where(eq(divisions.organizationId, organizationId)).orderBy(asc(divisions.name)),
    () =>
      db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.organizationId, organizationId)).orderBy(asc(companies.name)),
  );
  const options = (rows: { id: number; name: string }[]) => rows.map((r) => ({ value: String(r.id), label: r.name }));
  return { categories: options(cats), divisions: options(divs), companies: options(comps) };
}
