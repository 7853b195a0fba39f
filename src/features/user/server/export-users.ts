import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { companies, divisions, roles, userRoles, users } from '@/db/schema';
import type { ImportHeaders } from '@/features/user-import/schemas';
import { DEFAULT_REPORT_TZ, formatDate } from '@/lib/format';
import { xlsxResponse, type SheetColumn } from '@/server/spreadsheet/write-xlsx';
import type { UserListQuery } from '../schemas';
import { userFilter } from './user-rows';

/**
 * Rows per statement: a few hundred kilobytes in memory at a time, whatever the list's length. On PGlite a statement
 * holds the server's one thread: 500 rows is ~25 ms of it (1,000 held other requests twice as long; 250 cost a fifth
 * more CPU in statements).
 */
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

const managers = alias(users, 'managers');

/**
 * One chunk of the export: the columns the file has and nothing else (no password_hash, issue 34 item 5), each
 * person's roles joined by name in the database, after the id `after` (keyset) in id order.
 */
function exportChunk(db: DbOrTx, where: SQL, after: number) {
  return db
    .select({
      id: users.id,
      full_name: users.fullName,
      email: users.email,
      nik: users.nik,
      position: users.position,
      phone: users.phone,
      division_code: divisions.code,
      company_code: companies.code,
      // Joined with ', ', which the import splits on, in the list's order (by name, then id).
      roles: sql<string>`coalesce((select string_agg(r.name, ', ' order by r.name, r.id) from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${users.id}), '')`,
      // Any of the four statuses: the import takes each (active, inactive, and invited or pending for whoever still is).
      status: users.status,
      division_name: divisions.name,
      company_name: companies.name,
      manager: managers.fullName,
      rule: users.rule,
      created_at: users.createdAt,
    })
    .from(users)
    .leftJoin(divisions, eq(divisions.id, users.divisionId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(managers, eq(managers.id, users.managerId))
    .where(and(where, gt(users.id, after)))
    .orderBy(asc(users.id))
    .limit(CHUNK);
}

/** The filtered list, every page of it, read in chunks by id (keyset) so that memory stays flat. */
async function* filteredRows(db: DbOrTx, organizationId: number, query: UserListQuery): AsyncGenerator<Record<string, unknown>> {
  const where = await userFilter(db, organizationId, query);
  let after = 0;
  for (;;) {
    const chunk = await exportChunk(db, where, after);
    yield* chunk;
    if (chunk.length < CHUNK) return;
    after = chunk[chunk.length - 1].id;
  }
}

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
