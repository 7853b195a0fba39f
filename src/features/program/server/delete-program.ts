import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { learningModules, placements } from '@/db/schema';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { programMessages as M } from '../messages';
import { lockProgram } from './get-program';

/** Delete a program with nothing placed in it (its module goes with it); otherwise 409, nothing written. */
export async function deleteProgram(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const row = await lockProgram(tx, organizationId, id);
    const [{ placed }] = await tx
      .select({ placed: sql<boolean>`exists (select 1 from ${placements} where ${placements.moduleId} = ${row.moduleId})` })
      .from(sql`(select 1) as one`);
    if (placed) throw new AppError('CONFLICT', M.inUse);
    // The module's cascade removes the program's row.
    await tx.delete(learningModules).where(eq(learningModules.id, row.moduleId));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'program', entityId: id, before: { title: row.title } });
  });
}
