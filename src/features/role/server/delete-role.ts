import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { roles, userRoles } from '@/db/schema';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { guardRoleManagement } from '@/server/access/role-management-guard';
import { roleMessages as M } from '../messages';
import { invalid, keysOf, loadRole } from './load-role';

async function memberCount(db: DbOrTx, roleId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, roleId));
  return n;
}

/**
 * Deletes a role. The built-in role cannot go; a role with members goes only with `moveTo`, the role of the same
 * organisation its members move to (people already in that role keep one membership). The move and the delete are
 * one transaction, refused as a whole when they would remove the last way back into role management.
 */
export async function deleteRole(options: { db: Db; organizationId: number; userId: number; id: number; moveTo?: number }) {
  const { db, organizationId, userId, id, moveTo } = options;
  return db.transaction((tx) =>
    guardRoleManagement(tx, organizationId, async () => {
      const role = await loadRole(tx, organizationId, id, true);
      if (role.builtIn) throw new AppError('CONFLICT', M.builtInNoDelete, { title: M.deleteFailedTitle });
      const members = await memberCount(tx, id);
      let moved = 0;
      if (members > 0) {
        if (moveTo === undefined) throw new AppError('CONFLICT', M.hasMembers(members), { title: M.deleteFailedTitle });
        if (moveTo === id) throw invalid('move_to', M.moveTargetSelf);
        const [target] = await tx
          .select({ id: roles.id })
          .from(roles)
          .where(and(eq(roles.id, moveTo), eq(roles.organizationId, organizationId)));
        if (!target) throw invalid('move_to', M.moveTargetMissing);
        await tx.execute(
          sql`insert into ${userRoles} (user_id, role_id) select user_id, ${moveTo} from ${userRoles} where role_id = ${id} on conflict do nothing`,
        );
        moved = members;
      }
      const keys = await keysOf(tx, id);
      await tx.delete(roles).where(and(eq(roles.id, id), eq(roles.organizationId, organizationId)));
      await writeAudit(tx, {
        organizationId,
        userId,
        action: 'delete',
        entity: 'role',
        entityId: id,
        before: { name: role.name, description: role.description ?? '', keys, members },
        after: members > 0 ? { moved_to: moveTo, moved } : null,
      });
      return { moved };
    }),
  );
}
