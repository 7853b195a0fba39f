import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { companies, divisions, roles, userRoles, users } from '@/db/schema';
import { allQueries } from '@/db/all-queries';

export interface ExistingUser {
  id: number;
  full_name: string;
  email: string;
  nik: string | null;
  position: string | null;
  phone: string | null;
  division_id: number | null;
  company_id: number | null;
  status: 'active' | 'pending' | 'invited' | 'inactive';
}

/** Everything a user file is checked against, of this organisation only: its users with their roles, roles, divisions, companies. */
export async function loadDirectory(db: DbOrTx, organizationId: number) {
  const [people, memberships, roleRows, divisionRows, companyRows] = await allQueries(
    db,
    () =>
      db
        .select({
          id: users.id,
          full_name: users.fullName,
          email: users.email,
          nik: users.nik,
          position: users.position,
          phone: users.phone,
          division_id: users.divisionId,
          company_id: users.companyId,
          status: users.status,
        })
        .from(users)
        .where(eq(users.organizationId, organizationId)),
    () =>
      db
        .select({ userId: userRoles.userId, roleId: userRoles.roleId })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(eq(users.organizationId, organizationId)),
    () => db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.organizationId, organizationId)),
    () => db.select({ id: divisions.id, code: divisions.code, name: divisions.name }).from(divisions).where(eq(divisions.organizationId, organizationId)),
    () => db.select({ id: companies.id, code: companies.code, name: companies.name }).from(companies).where(eq(companies.organizationId, organizationId)),
  );
  const rolesOf = new Map<number, number[]>();
  for (const m of memberships) rolesOf.set(m.userId, [...(rolesOf.get(m.userId) ?? []), m.roleId]);
  // A role is named case-insensitively; an exact spelling wins when two roles differ only in case.
  const roleByName = new Map<string, number>();
  for (const r of roleRows) if (!roleByName.has(r.name.toLowerCase())) roleByName.set(r.name.toLowerCase(), r.id);
  for (const r of roleRows) roleByName.set(r.name, r.id);
  return {
    byEmail: new Map(people.map((p) => [p.email.toLowerCase(), p as ExistingUser])),
    byNik: new Map(people.filter((p) => p.nik !== null).map((p) => [p.nik!, p as ExistingUser])),
    rolesOf,
    roleByName,
    roleNames: new Map(roleRows.map((r) => [r.id, r.name])),
    divisionByCode: new Map(divisionRows.map((d) => [d.code.toLowerCase(), d.id])),
    companyByCode: new Map(companyRows.map((c) => [c.code.toLowerCase(), c.id])),
    // A name where a code belongs (an export of the list before it wrote codes, a hand-made file): the error says the code.
    divisionCodeByName: new Map(divisionRows.map((d) => [d.name.toLowerCase(), d.code])),
    companyCodeByName: new Map(companyRows.map((c) => [c.name.toLowerCase(), c.code])),
  };
}

export type Directory = Awaited<ReturnType<typeof loadDirectory>>;
