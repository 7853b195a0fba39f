import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { companies, divisions, roles, users, type User } from '@/db/schema';
import { AppError } from '@/server/http/app-error';
import { isOwnImage } from '@/server/file-refs';
import { userMessages as M } from '../messages';

/** The caller's organisation's user, or 404: another organisation's id is never data. */
export async function loadUser(db: DbOrTx, organizationId: number, id: number): Promise<User> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

export const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

interface Refs {
  role_ids: number[];
  division_id: number | null;
  company_id: number | null;
  manager_id: number | null;
  picture: string | null;
}

/** Every id the form names must be of the caller's organisation (else 400 on its field, never another's data). */
export async function checkRefs(db: DbOrTx, organizationId: number, refs: Refs, self: number | null): Promise<void> {
  const problems: { field: string; message: string }[] = [];
  const ids = [...new Set(refs.role_ids)];
  if (ids.length) {
    const found = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.organizationId, organizationId), inArray(roles.id, ids)));
    if (found.length !== ids.length) problems.push({ field: 'role_ids', message: M.roleNotFound });
  }
  const exists = async (table: typeof divisions | typeof companies | typeof users, id: number) =>
    (
      await db
        .select({ one: sql`1` })
        .from(table)
        .where(and(eq(table.id, id), eq(table.organizationId, organizationId)))
    ).length > 0;
  if (refs.division_id && !(await exists(divisions, refs.division_id))) problems.push({ field: 'division_id', message: M.divisionNotFound });
  if (refs.company_id && !(await exists(companies, refs.company_id))) problems.push({ field: 'company_id', message: M.companyNotFound });
  if (refs.manager_id && refs.manager_id === self) problems.push({ field: 'manager_id', message: M.ownManager });
  else if (refs.manager_id && !(await exists(users, refs.manager_id))) problems.push({ field: 'manager_id', message: M.managerNotFound });
  if (refs.picture && !(await isOwnImage(db, organizationId, refs.picture))) problems.push({ field: 'picture', message: M.pictureNotImage });
  if (problems.length) throw new AppError('VALIDATION', problems[0].message, { details: problems });
}

/** A unique violation on e-mail or NIK as a 400 on that field. */
export function duplicateField(err: unknown): AppError | null {
  for (let e: unknown = err, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const x = e as { code?: string; constraint?: string; constraint_name?: string; message?: string };
    if (x.code !== '23505') continue;
    const name = `${x.constraint ?? x.constraint_name ?? ''} ${x.message ?? ''}`;
    if (name.includes('users_org_email_uq')) return invalid('email', M.emailTaken);
    if (name.includes('users_org_nik_uq')) return invalid('nik', M.nikTaken);
  }
  return null;
}

/** Checks e-mail and NIK before writing, so that both clashes are reported at once (the unique indexes still guard races). */
export async function checkUnique(db: DbOrTx, organizationId: number, email: string, nik: string | null, self: number | null): Promise<void> {
  const others = await db
    .select({ id: users.id, email: users.email, nik: users.nik })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        sql`(lower(${users.email}) = ${email.toLowerCase()} or (${nik}::text is not null and ${users.nik} = ${nik}))`,
        self ? sql`${users.id} <> ${self}` : undefined,
      ),
    );
  const problems: { field: string; message: string }[] = [];
  if (others.some((o) => o.email.toLowerCase() === email.toLowerCase())) problems.push({ field: 'email', message: M.emailTaken });
  if (nik && others.some((o) => o.nik === nik)) problems.push({ field: 'nik', message: M.nikTaken });
  if (problems.length) throw new AppError('VALIDATION', problems[0].message, { details: problems });
}
