import type { Db } from '@/db/client';
import { roles } from '@/db/schema';
import { writeAudit } from '@/server/audit';
import { isUniqueViolation } from '@/server/db-errors';
import { guardRoleManagement } from '@/server/access/role-management-guard';
import { sortKeys } from '../catalogue';
import type { RoleValues } from '../schemas';
import { checkName, nameTaken, writeKeys } from './load-role';

/** A new role with its keys (no members yet); the name is unique in the organisation ignoring case. */
export async function createRole(options: { db: Db; organizationId: number; userId: number; input: RoleValues }) {
  const { db, organizationId, userId, input } = options;
  const keys = sortKeys(input.keys);
  try {
    return await db.transaction((tx) =>
      // The lock also serialises the name check with other role changes of the organisation.
      guardRoleManagement(tx, organizationId, async () => {
        await checkName(tx, organizationId, input.name, null);
        const [row] = await tx.insert(roles).values({ organizationId, name: input.name, description: input.description }).returning();
        await writeKeys(tx, row.id, keys);
        await writeAudit(tx, {
          organizationId,
          userId,
          action: 'create',
          entity: 'role',
          entityId: row.id,
          after: { name: input.name, description: input.description, keys },
        });
        return { id: row.id };
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}
