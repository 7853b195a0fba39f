import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { courses, type Course } from '@/db/schema/course';
import { AppError } from '@/server/http/app-error';
import { courseMessages as M } from '../messages';

/** The caller's organisation's course, or 404: another organisation's id is never data. `lock` takes it FOR UPDATE. */
export async function loadCourse(db: DbOrTx, organizationId: number, id: number, lock = false): Promise<Course> {
  const q = db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.organizationId, organizationId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

/** A step saved from a stale version (another tab or admin saved since) is a 409: nothing is silently overwritten. */
export function assertFresh(course: Course, startedFrom: string | undefined): void {
  if (startedFrom && new Date(startedFrom).getTime() !== course.updatedAt.getTime()) throw new AppError('CONFLICT', M.stale);
}

export const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

/** Where the list's Edit opens a course: a draft at its first unsaved step, a complete one at step 1. */
export const resumeHref = (id: number, stepsDone: number) => (stepsDone >= 3 ? `/course/edit/${id}` : `/course/edit/${id}?step=${stepsDone + 1}`);
