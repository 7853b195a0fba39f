import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { companies, divisions, roles } from '@/db/schema';
import { xlsxResponse } from '@/server/spreadsheet/write-xlsx';
import { IMPORT_COLUMNS, type ColumnKey } from '../columns';
import { userImportMessages as M } from '../messages';
import { allQueries } from '@/db/all-queries';

/**
 * What the example row names of the organisation's own, so that the template imports as it is: the first role that
 * is not its built-in administrator role, its first division and company (in the order they were made). A code
 * cell stays blank when the organisation has none, which is "no division" for a new person.
 */
async function exampleOf(db: DbOrTx, organizationId: number): Promise<Partial<Record<ColumnKey, string>>> {
  const [[role], [division], [company]] = await allQueries(
    db,
    () =>
      db
        .select({ name: roles.name })
        .from(roles)
        .where(and(eq(roles.organizationId, organizationId), eq(roles.builtIn, false)))
        .orderBy(asc(roles.name))
        .limit(1),
    () => db.select({ code: divisions.code }).from(divisions).where(eq(divisions.organizationId, organizationId)).orderBy(asc(divisions.id)).limit(1),
    () => db.select({ code: companies.code }).from(companies).where(eq(companies.organizationId, organizationId)).orderBy(asc(companies.id)).limit(1),
  );
  return { roles: role?.name ?? '', division_code: division?.code ?? '', company_code: company?.code ?? '' };
}

/**
 * GET /api/user-import/template: User_import_template.xlsx, the header row and one example row. NIK, phone and the
 * codes are text cells, so a NIK such as 0012345 keeps its leading zeros when typed into it.
 */
export async function userImportTemplate(options: { db: DbOrTx; organizationId: number }): Promise<Response> {
  const own = await exampleOf(options.db, options.organizationId);
  const example = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, (own[c.key] ?? c.example) || null]));
  return xlsxResponse(M.templateName, [
    {
      name: 'Users',
      columns: IMPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, text: c.text, width: c.key === 'email' ? 30 : 20 })),
      rows: [example],
    },
  ]);
}
