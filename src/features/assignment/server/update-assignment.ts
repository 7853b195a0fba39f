import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { assignments, type Assignment } from '@/db/schema';
import { optimisticUpdate } from '@/server/optimistic-update';
import { sameInstant } from '@/server/sql';
import type { AssignmentData } from '../schemas';
import { cleanInput } from './create-assignment';
import { loadAssignment } from './load';

type Values = ReturnType<typeof cleanInput>;
const FIELDS = ['title', 'instruction', 'gradingStatus', 'assignmentType', 'uploadCondition', 'submitCondition', 'displayResult', 'allowedUploadExtensions'] as const;
const snapshot = (a: Assignment | Values) => Object.fromEntries(FIELDS.map((f) => [f, a[f]]));

/**
 * Saves an edit; when the caller says which version it started from, a newer stored version is a 409. Every save
 * is written, even an identical one (spec 002 §5: changing an assignment resets it), and moves updated_at forward.
 */
export async function updateAssignment(options: { db: DbOrTx; organizationId: number; userId: number; id: number; input: AssignmentData; updatedAt?: string }) {
  const { db, organizationId, userId, id } = options;
  const values = cleanInput(options.input);
  return db.transaction(async (tx) => {
    const before = await loadAssignment(tx, organizationId, id);
    const result = await optimisticUpdate(tx, {
      before,
      startedFrom: options.updatedAt,
      snapshot,
      next: snapshot(values),
      skipUnchanged: false,
      audit: { organizationId, userId, entity: 'assignment', entityId: id },
      write: async () => {
        const [row] = await tx
          .update(assignments)
          .set({ ...values, updatedAt: sql`greatest(now(), ${before.updatedAt.toISOString()}::timestamptz + interval '1 millisecond')` })
          .where(and(eq(assignments.id, id), eq(assignments.organizationId, organizationId), sameInstant(assignments.updatedAt, before.updatedAt)))
          .returning();
        return row;
      },
    });
    return { id, updated_at: result.updated_at };
  });
}
