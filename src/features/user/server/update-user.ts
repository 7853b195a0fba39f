import { and, eq } from 'drizzle-orm';
import { assertMayChangeAccounts, assertMayGrantRoles, changedRoles } from '@/server/access/grant-guard';
import type { Db, DbOrTx } from '@/db/client';
import { userRoles, users, type User } from '@/db/schema';
import { hashPassword } from '@/server/auth/password';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import type { UserUpdateValues } from '../schemas';
import { personSnapshot } from './create-user';
import { assertRoleManagerRemains, lockAccounts } from './last-admin';
import { checkRefs, checkUnique, duplicateField, loadUser } from './load-user';
import { endSessions } from './sessions';
import { personFields } from './user-rows';
import { revokeTokens } from './user-tokens';

async function roleIdsOf(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

const snapshotOf = (u: User, roleIds: number[]) =>
  personSnapshot({ ...personFields(u), division_id: u.divisionId, company_id: u.companyId, manager_id: u.managerId, role_ids: roleIds });

/** Replaces a user's roles with the given ones. */
async function setRoles(tx: DbOrTx, userId: number, roleIds: number[]): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  const ids = [...new Set(roleIds)];
  if (ids.length) await tx.insert(userRoles).values(ids.map((roleId) => ({ userId, roleId })));
}

/**
 * PATCH: nothing changed answers `changed: false`; a stale updated_at is a 409. A new password is hashed and ends
 * the person's sessions; deactivation ends them too and revokes their links. The last-admin rule runs last.
 */
export async function updateUser(options: { db: Db; organizationId: number; userId: number; id: number; input: UserUpdateValues }) {
  const { organizationId, id, input } = options;
  const roleIds = [...new Set(input.role_ids)].sort((a, b) => a - b);
  // The role links live in their own table: the snapshot reads them with the row, inside the same transaction.
  let rolesBefore: number[] = [];
  const versioned: Versioned<typeof users> = {
    table: users,
    entity: 'user',
    load: async (tx, org, userIdToLoad) => {
      await lockAccounts(tx, org);
      const row = await loadUser(tx, org, userIdToLoad);
      rolesBefore = await roleIdsOf(tx, row.id);
      return row;
    },
    snapshot: (u) => snapshotOf(u, u.id === id ? rolesBefore : []),
  };
  const next = { ...personSnapshot({ ...input, role_ids: roleIds }), ...(input.password ? { password: 'changed' } : {}) };
  try {
    const result = await optimisticUpdate(versioned, {
      ...options,
      startedFrom: input.updated_at,
      next,
      changes: async (tx, before) => {
        // Before anything else, on the person as they are: nobody changes an account that holds more than they do.
        await assertMayChangeAccounts(tx, organizationId, options.userId, [id]);
        if (input.email !== before.email.toLowerCase() || input.nik !== before.nik) await checkUnique(tx, organizationId, input.email, input.nik, id);
        await checkRefs(tx, organizationId, input, id);
        await assertMayGrantRoles(tx, organizationId, options.userId, changedRoles(rolesBefore, roleIds));
        // Invited stays invited until the link is used; an administrator may not turn someone into "invited".
        const status = input.status === 'invited' && before.status !== 'invited' ? before.status : input.status;
        if (status === 'inactive' || input.password) await endSessions(tx, id);
        if (status === 'inactive') await revokeTokens(tx, id, null);
        await setRoles(tx, id, roleIds);
        rolesBefore = roleIds;
        await assertRoleManagerRemainsAfter(tx, organizationId, id, { rule: input.rule, status });
        return {
          fullName: input.full_name,
          email: input.email,
          nik: input.nik,
          position: input.position,
          phone: input.phone,
          picture: input.picture,
          divisionId: input.division_id,
          companyId: input.company_id,
          managerId: input.manager_id,
          rule: input.rule,
          status,
          ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
        };
      },
    });
    return { id, changed: result.changed, updated_at: result.updated_at };
  } catch (err) {
    throw duplicateField(err) ?? err;
  }
}

/** The rule is checked as if the row were already written (the write follows `changes`). */
async function assertRoleManagerRemainsAfter(tx: DbOrTx, organizationId: number, id: number, next: { rule: User['rule']; status: User['status'] }) {
  await tx
    .update(users)
    .set({ rule: next.rule, status: next.status })
    .where(and(eq(users.id, id), eq(users.organizationId, organizationId)));
  await assertRoleManagerRemains(tx, organizationId);
}
