import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { rolePermissions, userRoles, users } from '@/db/schema';
import { AppError } from '@/server/http/app-error';

/** The key that opens role management (spec 000 §2: /role needs account-role and the admin rule). */
const ROLE_KEY = 'account-role';
/** Namespace of the per-organisation advisory lock that serialises changes to who may manage roles. */
const LOCK_NAMESPACE = 16_0076;

export const LAST_WAY_BACK_MESSAGE =
  'This change would leave nobody able to manage roles: at least one active administrator must keep Account › Role (account-role) through a role.';

/**
 * Whether some active user of the organisation can still open role management: the admin route rule and
 * account-role through one of their roles. Without one, nobody could ever give the key back.
 */
export async function hasWayBackIntoRoleManagement(db: DbOrTx, organizationId: number): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 as ok from ${users} u
    join ${userRoles} ur on ur.user_id = u.id
    join ${rolePermissions} rp on rp.role_id = ur.role_id and rp.permission_key = ${ROLE_KEY}
    where u.organization_id = ${organizationId} and u.status = 'active' and u.rule = 'admin'
    limit 1`);
  // db.execute answers { rows } on both PGlite and node-postgres.
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * Serialises, per organisation, every change that can take away the way back into role management (role keys and
 * deletions, a user's status, rule or roles, imports, SCIM): taken at the start of the change's transaction, before it
 * reads anything it will check, so two such changes cannot each pass the check and together leave nobody.
 */
export async function lockRoleManagement(tx: DbOrTx, organizationId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${organizationId})`);
}

/**
 * Runs a change to roles, keys, memberships, statuses or route rules inside the caller's transaction, refusing it
 * (409, `message`) when it removes the organisation's last way back into role management. The organisation's
 * changes of this kind are serialised by an advisory lock, so two changes that each leave one way back cannot
 * together leave none. An organisation that had no way back before is not blocked from other changes (or from
 * repairing itself). Used by the role area; the user area uses it for deactivation, role and rule changes.
 */
export async function guardRoleManagement<T>(tx: DbOrTx, organizationId: number, change: () => Promise<T>, message = LAST_WAY_BACK_MESSAGE): Promise<T> {
  await lockRoleManagement(tx, organizationId);
  const before = await hasWayBackIntoRoleManagement(tx, organizationId);
  const result = await change();
  if (before && !(await hasWayBackIntoRoleManagement(tx, organizationId))) throw new AppError('CONFLICT', message, { title: 'Failed' });
  return result;
}
