import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { assignments } from '@/db/schema/assignment';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import type { AssignmentData } from '../schemas';
import { cleanInput } from './create-assignment';
import { loadAssignment } from './load';

/** Saves an edit; when the caller says which version it started from, a newer stored version is a 409. */
export async function updateAssignment(options: { db: DbOrTx; organizationId: number; userId: number; id: number; input: AssignmentData; updatedAt?: string }) {
  const { db, organizationId, userId, id } = options;
  const values = cleanInput(options.input);
  return db.transaction(async (tx) => {
    const before = await loadAssignment(tx, organizationId, id);
    if (options.updatedAt && new Date(options.updatedAt).getTime() !== before.updatedAt.getTime()) throw new AppError('CONFLICT');
    const [row] = await tx
      .update(assignments)
      .set({ ...values, updatedAt: sql`greatest(now(), ${before.updatedAt.toISOString()}::timestamptz + interval '1 millisecond')` })
      .where(and(eq(assignments.id, id), eq(assignments.organizationId, organizationId)))
      .returning();
    await writeAudit(tx, { organizationId, userId, action: 'update', entity: 'assignment', entityId: id, before, after: values });
    return { id, updated_at: row.updatedAt.toISOString() };
  });
}
