import { and, asc, gt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import type { ImportHeaders } from '@/features/user-import/schemas';
import { DEFAULT_REPORT_TZ, formatDate } from '@/lib/format';
import { xlsxResponse, type SheetColumn } from '@/server/spreadsheet/write-xlsx';
import type { UserListQuery, UserRow } from '../schemas';
import { selectUsers, toUserRow, userFilter } from './user-rows';

const CHUNK = 500;

/** The user import's headers, in its template's order: typed against the import's, so the two cannot drift apart. */
const IMPORT_HEADERS: ImportHeaders = ['Full Name', 'Email', 'NIK', 'Position', 'Phone', 'Division Code', 'Company Code', 'Roles', 'Status'];
const IMPORT_KEYS = ['full_name', 'email', 'nik', 'position', 'phone', 'division_code', 'company_code', 'roles', 'status'] as const;
const TEXT_KEYS = new Set<string>(['nik', 'phone', 'division_code', 'company_code']);
const WIDTHS: Record<string, number> = { full_name: 28, email: 32, position: 24, roles: 28, status: 10 };

/**
 * The export is an import file (docs/decisions/0078): the import's columns first, then columns for people to read,
 * whose headers the import does not know and so reads past (its preview names them).
 */
const COLUMNS: SheetColumn[] = [
  ...IMPORT_HEADERS.map((header, i) => ({ header, key: IMPORT_KEYS[i], text: TEXT_KEYS.has(IMPORT_KEYS[i]), width: WIDTHS[IMPORT_KEYS[i]] })),
  { header: 'Division Name', key: 'division_name', width: 24 },
  { header: 'Company Name', key: 'company_name', width: 28 },
  { header: 'Manager', key: 'manager', width: 24 },
  { header: 'Rule', key: 'rule', width: 10 },
  { header: `Created (${DEFAULT_REPORT_TZ})`, key: 'created_at', date: { tz: DEFAULT_REPORT_TZ, format: 'dd/mm/yyyy hh:mm' } },
];

/** The filtered list, every page of it, read in chunks by id (keyset) so that memory stays flat. */
async function* filteredRows(db: DbOrTx, organizationId: number, query: UserListQuery): AsyncGenerator<Record<string, unknown>> {
  const where = await userFilter(db, organizationId, query);
  let after = 0;
  for (;;) {
    const chunk = await selectUsers(db).where(and2(where, after)).orderBy(asc(users.id)).limit(CHUNK);
    if (!chunk.length) return;
    for (const r of chunk) yield flat(toUserRow(r), r.division?.code ?? null, r.company?.code ?? null);
    after = chunk[chunk.length - 1].user.id;
    if (chunk.length < CHUNK) return;
  }
}

const and2 = (where: SQL, after: number) => and(where, gt(users.id, after));

const flat = (u: UserRow, divisionCode: string | null, companyCode: string | null) => ({
  full_name: u.full_name,
  email: u.email,
  nik: u.nik,
  position: u.position,
  phone: u.phone,
  division_code: divisionCode,
  company_code: companyCode,
  // Joined with ', ', which the import splits on.
  roles: u.role_names,
  // Any of the four statuses: the import takes each (active, inactive, and invited or pending for whoever still is).
  status: u.status,
  division_name: u.division?.name ?? null,
  company_name: u.company?.name ?? null,
  manager: u.manager?.full_name ?? null,
  rule: u.rule,
  created_at: u.created_at,
});

/**
 * GET /api/cms/users/export: the list as filtered (search, role, status, division, company, dates), streamed as .xlsx
 * that the user import reads back as it is (docs/decisions/0078). NIK, phone and the codes are text cells (leading
 * zeros kept); names are string cells, which no spreadsheet evaluates.
 */
export function exportUsers(options: { db: DbOrTx; organizationId: number; query: UserListQuery; now?: Date }): Response {
  const { db, organizationId, query } = options;
  // The day in the zone the export's dates are written in (Asia/Jakarta), not UTC's: 06:00 WIB is still yesterday in UTC.
  const day = formatDate(options.now ?? new Date(), 'YYYY-MM-DD', DEFAULT_REPORT_TZ);
  return xlsxResponse(`users-${day}.xlsx`, [{ name: 'Users', columns: COLUMNS, rows: filteredRows(db, organizationId, query) }]);
}
