import { and, asc, gt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { xlsxResponse } from '@/server/spreadsheet/write-xlsx';
import type { UserListQuery, UserRow } from '../schemas';
import { rolesOf, selectUsers, toUserRow, userFilter } from './user-rows';

const CHUNK = 500;

/** The filtered list, every page of it, read in chunks by id (keyset) so that memory stays flat. */
async function* filteredRows(db: DbOrTx, organizationId: number, query: UserListQuery): AsyncGenerator<Record<string, unknown>> {
  const where = userFilter(organizationId, query);
  let after = 0;
  for (;;) {
    const chunk = await selectUsers(db).where(and2(where, after)).orderBy(asc(users.id)).limit(CHUNK);
    if (!chunk.length) return;
    const byUser = await rolesOf(
      db,
      chunk.map((r) => r.user.id),
    );
    for (const r of chunk) yield flat(toUserRow(r, byUser));
    after = chunk[chunk.length - 1].user.id;
    if (chunk.length < CHUNK) return;
  }
}

const and2 = (where: SQL, after: number) => and(where, gt(users.id, after));

const flat = (u: UserRow) => ({
  full_name: u.full_name,
  email: u.email,
  nik: u.nik,
  position: u.position,
  phone: u.phone,
  division: u.division?.name ?? null,
  company: u.company?.name ?? null,
  manager: u.manager?.full_name ?? null,
  roles: u.role_names,
  rule: u.rule,
  status: u.status,
  created_at: u.created_at,
});

/**
 * GET /api/users/export: the list as filtered (search, role, status, division, company, dates), streamed as .xlsx.
 * NIK and phone are text cells (leading zeros kept); names are string cells, which no spreadsheet evaluates.
 */
export function exportUsers(options: { db: DbOrTx; organizationId: number; query: UserListQuery }): Response {
  const { db, organizationId, query } = options;
  const day = new Date().toISOString().slice(0, 10);
  return xlsxResponse(`users-${day}.xlsx`, [
    {
      name: 'Users',
      columns: [
        { header: 'Full Name', key: 'full_name', width: 28 },
        { header: 'Email', key: 'email', width: 32 },
        { header: 'NIK', key: 'nik', text: true },
        { header: 'Position', key: 'position', width: 24 },
        { header: 'Phone', key: 'phone', text: true },
        { header: 'Division', key: 'division' },
        { header: 'Company', key: 'company' },
        { header: 'Manager', key: 'manager', width: 24 },
        { header: 'Roles', key: 'roles', width: 28 },
        { header: 'Rule', key: 'rule', width: 10 },
        { header: 'Status', key: 'status', width: 10 },
        { header: 'Created', key: 'created_at', date: { tz: 'Asia/Jakarta', format: 'dd/mm/yyyy hh:mm' } },
      ],
      rows: filteredRows(db, organizationId, query),
    },
  ]);
}
