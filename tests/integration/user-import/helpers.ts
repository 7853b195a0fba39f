import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { auditLog, companies, divisions, sessions, userRoles, users } from '../../../src/db/schema';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertRole, insertUser } from '../../../src/features/account/testing';
import { PERMISSION_KEYS } from '../../../src/lib/permissions';

export const HEADER = 'Full Name,Email,NIK,Position,Phone,Division Code,Company Code,Roles,Status';
export const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\n') + '\n');

/** An xlsx of these rows (the first is the header); a cell given as { formula } is written as a formula. */
export async function xlsx(rows: (string | number | null | { formula: string; result?: string })[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Users');
  rows.forEach((r) => ws.addRow(r));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * An organisation as the import sees it: an administrator (account-user and account-role), a Learner and a Mentor
 * role, divisions HRD and SLS, company NSI; and a second organisation with a user of the same e-mail and NIK as a
 * person of the first, and its own division OTH.
 */
export async function setup(db: Db) {
  const org = await insertOrganization(db);
  const other = await insertOrganization(db);
  const adminRole = await insertRole(db, { organizationId: org.id, name: 'Administrator', keys: PERMISSION_KEYS, builtIn: true });
  const learner = await insertRole(db, { organizationId: org.id, name: 'Learner', keys: [] });
  const mentor = await insertRole(db, { organizationId: org.id, name: 'Mentor', keys: ['content-video'] });
  const admin = await insertUser(db, { organizationId: org.id, email: `admin-${org.id}@import.test`, nik: null });
  await db.insert(userRoles).values({ userId: admin.id, roleId: adminRole.id });
  const [hrd, sls] = await db
    .insert(divisions)
    .values([
      { organizationId: org.id, code: 'HRD', name: 'Human Resources' },
      { organizationId: org.id, code: 'SLS', name: 'Sales' },
    ])
    .returning();
  const [nsi] = await db.insert(companies).values({ organizationId: org.id, code: 'NSI', name: 'Nusantara' }).returning();
  await db.insert(divisions).values({ organizationId: other.id, code: 'OTH', name: 'Elsewhere' });
  const otherTwin = await insertUser(db, { organizationId: other.id, email: 'twin@import.test', nik: '0000042', position: 'Theirs' });
  return { org, other, admin, learner, mentor, adminRole, hrd, sls, nsi, otherTwin };
}

export const usersOf = (db: Db, organizationId: number) => db.select().from(users).where(eq(users.organizationId, organizationId)).orderBy(users.id);
export const userByEmail = async (db: Db, organizationId: number, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.email, email)))
  )[0];
export const rolesOfUser = async (db: Db, userId: number) =>
  (await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.roleId).sort();
export const auditOf = (db: Db, organizationId: number) => db.select().from(auditLog).where(eq(auditLog.organizationId, organizationId)).orderBy(auditLog.id);
export const sessionsOf = (db: Db, userId: number) => db.select().from(sessions).where(eq(sessions.userId, userId));
