import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batches, learningModules } from '@/db/schema';
import { classrooms } from '@/db/schema/classroom';
import { AppError } from '@/server/http/app-error';
import { isRouteId } from '@/server/http/page';
import { classroomMessages as M } from '../messages';

/**
 * The caller's organisation's classroom (its learning module and its own row), or 404: another organisation's id,
 * a course's module id or a number that is no id is never data. A classroom module the demo structure made
 * without a row of its own reads as published, at step 4.
 */
export async function loadClassroom(db: DbOrTx, organizationId: number, id: number) {
  if (!isRouteId(id)) throw new AppError('NOT_FOUND', M.notFound);
  const [row] = await db
    .select({ module: learningModules, classroom: classrooms })
    .from(learningModules)
    .leftJoin(classrooms, eq(classrooms.moduleId, learningModules.id))
    .where(and(eq(learningModules.id, id), eq(learningModules.organizationId, organizationId), eq(learningModules.moduleType, 'classroom')));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

/** One batch of the classroom, or 404. */
export async function loadBatch(db: DbOrTx, organizationId: number, classroomId: number, batchId: number) {
  await loadClassroom(db, organizationId, classroomId);
  if (!isRouteId(batchId)) throw new AppError('NOT_FOUND', M.batchNotFound);
  const [batch] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), eq(batches.moduleId, classroomId)));
  if (!batch) throw new AppError('NOT_FOUND', M.batchNotFound);
  return batch;
}

export const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });
