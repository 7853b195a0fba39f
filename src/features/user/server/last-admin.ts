import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { rolePermissions, userRoles, users } from '@/db/schema';
import { AppError } from '@/server/http/app-error';
import { userMessages as M } from '../messages';

/**
 * The last-admin rule, the user area's own minimal check (the role area's src/server/access/role-management-guard.ts
 * is written in parallel; the two are to be unified): after a change, inside its transaction, the organisation must
 * still have an active user with the admin rule holding account-role, i.e. someone who can give access back. Run
 * last in the transaction; its 409 rolls the whole change back. The organisation's users are locked first so that
 * two concurrent changes cannot each leave the other's admin as the last one (`lockAccounts` first).
 */
export async function assertRoleManagerRemains(tx: DbOrTx, organizationId: number): Promise<void> {
  const result = await tx.execute(sql`
    select exists (
      select 1 from ${users} u
      join ${userRoles} ur on ur.user_id = u.id
      join ${rolePermissions} rp on rp.role_id = ur.role_id and rp.permission_key = 'account-role'
      where u.organization_id = ${organizationId} and u.status = 'active' and u.rule = 'admin'
    ) as ok`);
  const { rows } = result as unknown as { rows: { ok: boolean }[] };
  if (!rows[0]?.ok) throw new AppError('CONFLICT', M.lastAdmin);
}

/** Arbitrary namespace of the user area's transaction-scoped advisory locks. */
const LOCK_SPACE = 16_077;

/**
 * Serialises the changes to one organisation's accounts that the last-admin rule reads (status, rule, roles), taken
 * at the start of their transaction: two admins deactivating each other at once cannot both pass the check.
 */
export async function lockAccounts(tx: DbOrTx, organizationId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${organizationId})`);
}
