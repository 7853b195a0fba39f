// The user list and its export read what they show, never the password hashes (issue 34 item 5): every statement
// they run is logged by a second Drizzle handle on the test database's own client, and none names password_hash.
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import * as schema from '../../../src/db/schema';
import { assignRole, insertRole, insertUser } from '../../../src/features/account/testing';
import { insertOrganization } from '../../../src/features/organization/testing';
import { UserListQuerySchema } from '../../../src/features/user/schemas';
import { exportUsers } from '../../../src/features/user/server/export-users';
import { findUsers } from '../../../src/features/user/server/find-users';
import { getUser } from '../../../src/features/user/server/get-user';
import { onPostgres } from '../../setup/databases';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();

/** The test database through a Drizzle handle that records every statement's text. */
function logged(): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (t.db as unknown as { $client: never }).$client;
  const db = (onPostgres() ? pgDrizzle(client, { schema, logger }) : pgliteDrizzle(client, { schema, logger })) as unknown as Db;
  return { db, statements };
}

describe('the user list and its export', () => {
  it('read no password_hash, and still show every field', async () => {
    const org = await insertOrganization(t.db);
    const manager = await insertUser(t.db, { organizationId: org.id, fullName: 'Manager Person' });
    const person = await insertUser(t.db, { organizationId: org.id, fullName: 'Hashless Person', nik: '0012', managerId: manager.id });
    const role = await insertRole(t.db, { organizationId: org.id, name: 'Learner', keys: [] });
    await assignRole(t.db, person.id, role.id);
    const { db, statements } = logged();
    const query = (q: Record<string, unknown>) => UserListQuerySchema.parse(q);

    const page = await findUsers({ db, organizationId: org.id, query: query({}) });
    const sorted = await findUsers({ db, organizationId: org.id, query: query({ order_by: 'full_name', order_type: 'asc', keyword: 'Hashless' }) });
    const detail = await getUser({ db, organizationId: org.id, id: person.id });
    const file = Buffer.from(await exportUsers({ db, organizationId: org.id, query: query({}) }).arrayBuffer());

    expect(statements.length).toBeGreaterThan(3);
    expect(statements.filter((s) => /password_hash/i.test(s))).toEqual([]);
    // What the rows show is all still there.
    const row = page.results.find((r) => r.id === person.id)!;
    expect(row).toMatchObject({ full_name: 'Hashless Person', nik: '0012', manager: { id: manager.id, full_name: 'Manager Person' }, role_names: 'Learner' });
    expect(sorted.results.map((r) => r.id)).toEqual([person.id]);
    expect(detail).toMatchObject({ id: person.id, email: person.email, role_names: 'Learner' });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as never);
    const sheet = wb.getWorksheet('Users')!;
    expect(sheet.rowCount).toBe(3);
    const cells = [2, 3].map((n) => sheet.getRow(n).values as unknown[]).find((v) => v[1] === 'Hashless Person')!;
    // Full Name, Email, NIK, …, Roles (8), Status, Division Name, Company Name, Manager (12), Rule.
    expect([cells[2], cells[3], cells[8], cells[9], cells[12], cells[13]]).toEqual([person.email, '0012', 'Learner', 'active', 'Manager Person', 'admin']);
  });
});
