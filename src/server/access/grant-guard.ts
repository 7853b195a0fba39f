import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { rolePermissions, roles, userRoles, users } from '@/db/schema';
import { AppError } from '@/server/http/app-error';

const ROLE_KEY = 'account-role';

const grantRefused = (role: string) =>
  `You can only give or take away roles whose permissions you hold yourself: the role ${role} has permissions you don't have.`;

/** The ids among `a` and `b` that are in one and not the other: the roles a change gives or takes away. */
export const changedRoles = (before: number[], after: number[]): number[] => {
  const b = new Set(before);
  const a = new Set(after);
  return [...new Set([...before.filter((id) => !a.has(id)), ...after.filter((id) => !b.has(id))])];
};

/** The keys the caller holds through their roles, or null when they hold account-role (they may grant anything). */
async function keysHeld(db: DbOrTx, callerId: number): Promise<Set<string> | null> {
  const own = await db
    .selectDistinct({ key: rolePermissions.permissionKey })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, callerId));
  const held = new Set(own.map((r) => r.key));
  return held.has(ROLE_KEY) ? null : held;
}

/** The organisation's roles (limited to `roleIds` when given) with a key the caller does not hold, by id and name. */
async function beyond(db: DbOrTx, organizationId: number, callerId: number, roleIds?: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (!callerId || roleIds?.length === 0) return out;
  const held = await keysHeld(db, callerId);
  if (!held) return out;
  const rows = await db
    .select({ id: roles.id, name: roles.name, key: rolePermissions.permissionKey })
    .from(roles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(and(eq(roles.organizationId, organizationId), roleIds ? inArray(roles.id, roleIds) : undefined));
  for (const r of rows) if (!held.has(r.key)) out.set(r.id, r.name);
  return out;
}

/** The roles the form shows disabled for this caller (docs/decisions/0077). */
export const rolesBeyond = async (db: DbOrTx, organizationId: number, callerId: number): Promise<Set<number>> =>
  new Set((await beyond(db, organizationId, callerId)).keys());

/**
 * Nobody gives away more than they hold (docs/decisions/0077): an administrator who manages accounts but not roles
 * (no account-role) may give or take away a role only when every permission key of that role is one of their own;
 * otherwise an account manager could make anyone, themselves included, a Super Admin. Whoever holds account-role can
 * already change what any role grants, so nothing is refused to them. Callers pass the roles the change gives or
 * takes away (not those a person keeps), and a caller id of 0 (SCIM, the seed) is the organisation itself.
 */
export async function assertMayGrantRoles(db: DbOrTx, organizationId: number, callerId: number, roleIds: number[]): Promise<void> {
  const [first] = (await beyond(db, organizationId, callerId, [...new Set(roleIds)])).values();
  if (first) throw new AppError('FORBIDDEN', grantRefused(first), { details: [{ field: 'role_ids', message: grantRefused(first) }] });
}

export const changeRefused = (person: string) =>
  `You can only change the account of someone whose permissions you hold yourself: ${person} has permissions you don't have.`;

/**
 * The accounts among `targetIds` that hold a key the caller does not (by id and name), through any of their roles,
 * whatever their status: an inactive Super Admin reactivated and given a new password is a Super Admin again.
 * Nobody is beyond a caller who holds account-role (they can already change what any role grants) or the
 * organisation itself (caller id 0: the seed).
 */
export async function accountsBeyond(db: DbOrTx, organizationId: number, callerId: number, targetIds: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const others = [...new Set(targetIds)].filter((id) => id !== callerId);
  if (!callerId || !others.length) return out;
  const held = await keysHeld(db, callerId);
  if (!held) return out;
  const rows = await db
    .selectDistinct({ id: users.id, name: users.fullName })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(
      and(
        eq(users.organizationId, organizationId),
        inArray(userRoles.userId, others),
        held.size ? notInArray(rolePermissions.permissionKey, [...held]) : undefined,
      ),
    );
  for (const r of rows) out.set(r.id, r.name);
  return out;
}

/**
 * Nobody takes over an account that holds more than they do (docs/decisions/0102): changing a person's details,
 * e-mail, password, status, roles or rule, or ending their sessions, needs every permission key that person holds
 * (or account-role). Otherwise a holder of account-user alone could set a Super Admin's password and sign in as them.
 * Applied by the user API, its bulk actions, the import and SCIM (whose token acts as the person who made it).
 */
export async function assertMayChangeAccounts(db: DbOrTx, organizationId: number, callerId: number, targetIds: number[]): Promise<void> {
  const [first] = (await accountsBeyond(db, organizationId, callerId, targetIds)).values();
  if (first) throw new AppError('FORBIDDEN', changeRefused(first));
}
