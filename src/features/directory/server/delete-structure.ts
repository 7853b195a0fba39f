import { and, count, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users } from '@/db/schema';
import { AppError } from '@/server/http/app-error';
import { writeAudit } from '@/server/audit';
import { directoryMessages as M } from '../messages';
import { loadStructure, type StructureKind } from './structure-kind';

/**
 * Deletes a division or company that nobody is assigned to; otherwise 409 saying how many people it has (the
 * list's can_delete). The row is locked first, so a user saved into it meanwhile waits, and the count is exact.
 */
export async function deleteStructure(kind: StructureKind<unknown>, options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const before = await loadStructure(kind, tx, organizationId, id);
    await tx.select({ id: kind.table.id }).from(kind.table).where(eq(kind.table.id, id)).for('update');
    const [{ n }] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(kind.usersColumn, id)));
    if (n > 0) throw new AppError('CONFLICT', kind.messages.inUse(M.people(n)), { title: kind.messages.deleteFailedTitle });
    await tx.delete(kind.table).where(and(eq(kind.table.id, id), eq(kind.table.organizationId, organizationId)));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: kind.entity, entityId: id, before: { code: before.code, name: before.name } });
  });
}
