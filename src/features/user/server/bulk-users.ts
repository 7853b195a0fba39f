import { and, eq, inArray } from 'drizzle-orm';
import { assertMayChangeAccounts, assertMayGrantRoles } from '@/server/access/grant-guard';
import type { Db } from '@/db/client';
import { roles, userRoles, users } from '@/db/schema';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { userMessages as M } from '../messages';
import type { BulkAction } from '../schemas';
import { assertRoleManagerRemains, lockAccounts } from './last-admin';
import { endSessions } from './sessions';
import { revokeTokens } from './user-tokens';

/**
 * Activate, deactivate or assign a role to the selected users, all or nothing: an id that is not of the caller's
 * organisation makes it a 404, the last-admin rule a 409, and nothing changes. Deactivation ends the users'
 * sessions and revokes their links at once; their results stay. Each changed user gets an audit entry.
 */
export async function bulkUsers(options: { db: Db; organizationId: number; userId: number; input: BulkAction }) {
  const { db, organizationId, userId, input } = options;
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    await lockAccounts(tx, organizationId);
    const found = await tx
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), inArray(users.id, ids)));
    if (found.length !== ids.length) throw new AppError('NOT_FOUND', M.notFound);
    let changed: { id: number; status: string }[] = [];
    if (input.action === 'assign-role') {
      const [role] = await tx
        .select({ id: roles.id, name: roles.name })
        .from(roles)
        .where(and(eq(roles.id, input.role_id), eq(roles.organizationId, organizationId)));
      if (!role) throw new AppError('VALIDATION', M.roleNotFound, { details: [{ field: 'role_id', message: M.roleNotFound }] });
      await assertMayGrantRoles(tx, organizationId, userId, [role.id]);
      const added = await tx
        .insert(userRoles)
        .values(ids.map((id) => ({ userId: id, roleId: role.id })))
        .onConflictDoNothing()
        .returning({ id: userRoles.userId });
      const addedIds = new Set(added.map((a) => a.id));
      // Those who gain the role are changed: each must hold nothing beyond the caller (the role itself passed above).
      await assertMayChangeAccounts(tx, organizationId, userId, [...addedIds]);
      changed = found.filter((f) => addedIds.has(f.id));
      if (changed.length)
        await tx
          .update(users)
          .set({ updatedAt: new Date() })
          .where(inArray(users.id, [...addedIds]));
      for (const u of changed)
        await writeAudit(tx, { organizationId, userId, action: 'assign-role', entity: 'user', entityId: u.id, after: { role_id: role.id, role: role.name } });
      return { updated: changed.length };
    }
    // Activating an invited user would let them in without a password they chose: only inactive and pending ones.
    const to = input.action === 'activate' ? 'active' : 'inactive';
    changed = found.filter((f) => f.status !== to && (to === 'inactive' || f.status === 'inactive' || f.status === 'pending'));
    const changedIds = changed.map((c) => c.id);
    await assertMayChangeAccounts(tx, organizationId, userId, changedIds);
    if (changedIds.length) {
      await tx.update(users).set({ status: to, updatedAt: new Date() }).where(inArray(users.id, changedIds));
      if (to === 'inactive') {
        await endSessions(tx, changedIds);
        for (const id of changedIds) await revokeTokens(tx, id, null);
      }
      for (const u of changed)
        await writeAudit(tx, {
          organizationId,
          userId,
          action: input.action,
          entity: 'user',
          entityId: u.id,
          before: { status: u.status },
          after: { status: to },
        });
    }
    await assertRoleManagerRemains(tx, organizationId);
    return { updated: changed.length };
  });
}
