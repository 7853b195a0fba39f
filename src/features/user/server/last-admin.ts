import type { DbOrTx } from '@/db/client';
import { hasWayBackIntoRoleManagement, lockRoleManagement } from '@/server/access/role-management-guard';
import { AppError } from '@/server/http/app-error';
import { userMessages as M } from '../messages';

/**
 * The last-admin rule for the user area's changes, on the shared guard (src/server/access/role-management-guard.ts):
 * after a change, inside its transaction, the organisation must still have an active user with the admin rule holding
 * account-role, someone who can give access back. Run last in the transaction; its 409 rolls the whole change back.
 */
export async function assertRoleManagerRemains(tx: DbOrTx, organizationId: number): Promise<void> {
  if (!(await hasWayBackIntoRoleManagement(tx, organizationId))) throw new AppError('CONFLICT', M.lastAdmin);
}

/**
 * Taken at the start of a change to status, rule or roles: the same per-organisation lock as the role area's changes,
 * imports and SCIM, so that no two of them can each leave the other's administrator as the last one.
 */
export const lockAccounts = lockRoleManagement;
