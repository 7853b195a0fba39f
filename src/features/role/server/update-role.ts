import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { roles } from '@/db/schema';
import { writeAudit } from '@/server/audit';
import { isUniqueViolation } from '@/server/db-errors';
import { AppError } from '@/server/http/app-error';
import { guardRoleManagement } from '@/server/access/role-management-guard';
import { sameInstant } from '@/server/sql';
import { sortKeys } from '../catalogue';
import { roleMessages as M } from '../messages';
import type { RoleUpdate } from '../schemas';
import { checkName, invalid, keysOf, loadRole, nameTaken, writeKeys } from './load-role';

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((k, i) => k === b[i]);

/**
 * PATCH a role: name, description and keys in one transaction. The members' next request reads the new keys (the
 * session reads them per request). A stale updated_at is a 409; nothing changed answers `changed: false`; the
 * built-in role keeps account-role; the change may not remove the organisation's last way back into role
 * management. The audit entry records the key sets before and after. (Not `optimisticUpdate`: the keys live in
 * another table, and the audit must carry them.)
 */
export async function updateRole(options: { db: Db; organizationId: number; userId: number; id: number; input: RoleUpdate }) {
  const { db, organizationId, userId, id, input } = options;
  const keys = sortKeys(input.keys);
  const next = { name: input.name, description: input.description, keys };
  try {
    return await db.transaction((tx) =>
      guardRoleManagement(tx, organizationId, async () => {
        const before = await loadRole(tx, organizationId, id, true);
        if (input.updated_at && new Date(input.updated_at).getTime() !== before.updatedAt.getTime()) throw new AppError('CONFLICT');
        const old = { name: before.name, description: before.description ?? '', keys: await keysOf(tx, id) };
        if (old.name === next.name && old.description === next.description && same(old.keys, next.keys)) {
          return { id, changed: false, updated_at: before.updatedAt.toISOString() };
        }
        if (before.builtIn && !keys.includes('account-role')) throw invalid('keys', M.builtInKeepsRole);
        if (old.name.toLowerCase() !== next.name.toLowerCase()) await checkName(tx, organizationId, next.name, id);
        const [row] = await tx
          .update(roles)
          .set({ name: next.name, description: next.description, updatedAt: new Date() })
          .where(and(eq(roles.id, id), eq(roles.organizationId, organizationId), sameInstant(roles.updatedAt, before.updatedAt)))
          .returning();
        if (!row) throw new AppError('CONFLICT');
        if (!same(old.keys, keys)) await writeKeys(tx, id, keys);
        await writeAudit(tx, { organizationId, userId, action: 'update', entity: 'role', entityId: id, before: old, after: next });
        return { id, changed: true, updated_at: row.updatedAt.toISOString() };
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}
