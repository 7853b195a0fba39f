import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { placements } from '@/db/schema';
import { assignmentResults, assignments } from '@/db/schema/assignment';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { loadAssignment } from './load';
import { allQueries } from '@/db/all-queries';

/** Deletes an assignment that nobody has submitted to and that is placed nowhere (can_delete). */
export async function deleteAssignment(options: { db: DbOrTx; organizationId: number; userId: number; id: number }): Promise<void> {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const before = await loadAssignment(tx, organizationId, id);
    const [[{ results }], [{ placed }]] = await allQueries(
      tx,
      () => tx.select({ results: count() }).from(assignmentResults).where(eq(assignmentResults.assignmentId, id)),
      () =>
        tx
          .select({ placed: count() })
          .from(placements)
          .where(and(eq(placements.organizationId, organizationId), eq(placements.contentType, 'assignment'), eq(placements.contentId, id))),
    );
    if (results > 0 || placed > 0) throw new AppError('CONFLICT', 'This assignment is in use and cannot be deleted.');
    await tx.delete(assignments).where(and(eq(assignments.id, id), eq(assignments.organizationId, organizationId)));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'assignment', entityId: id, before });
  });
}
