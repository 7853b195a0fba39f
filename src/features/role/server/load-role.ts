import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { rolePermissions, roles, type Role } from '@/db/schema';
import { AppError } from '@/server/http/app-error';
import type { PermissionKey } from '@/lib/permissions';
import { sortKeys } from '../catalogue';
import { roleMessages as M } from '../messages';

/** The caller's organisation's role, or 404: another organisation's id is never data. `lock` holds it until commit. */
export async function loadRole(db: DbOrTx, organizationId: number, id: number, lock = false): Promise<Role> {
  const query = db
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.organizationId, organizationId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

/** A role's keys in §6's order. */
export async function keysOf(db: DbOrTx, roleId: number): Promise<PermissionKey[]> {
  const rows = await db.select({ key: rolePermissions.permissionKey }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  return sortKeys(rows.map((r) => r.key));
}

/** Replaces a role's keys. */
export async function writeKeys(db: DbOrTx, roleId: number, keys: readonly PermissionKey[]): Promise<void> {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (keys.length) await db.insert(rolePermissions).values(keys.map((k) => ({ roleId, permissionKey: k })));
}

export const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

/** Names are unique in the organisation ignoring case ('Trainer' and 'trainer' would confuse every picker). */
export async function checkName(db: DbOrTx, organizationId: number, name: string, exceptId: number | null): Promise<void> {
  const [clash] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), sql`lower(${roles.name}) = lower(${name})`, exceptId === null ? undefined : ne(roles.id, exceptId)))
    .limit(1);
  if (clash) throw nameTaken();
}

export const nameTaken = () => invalid('name', M.nameTaken);
