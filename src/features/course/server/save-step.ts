import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { courses, type Course } from '@/db/schema/course';
import { writeAudit } from '@/server/audit';
import type { StepSaved } from '../schemas';
import { assertFresh, loadCourse } from './load-course';

/** What a wizard step on a stored course is called with (PATCH, or POST with course_id in the body). */
export interface StepOptions<I> {
  db: Db;
  organizationId: number;
  userId: number;
  id: number;
  input: I;
  startedFrom?: string;
}

/** What a step's own writes answer: the course columns it sets, and what its audit entry records. */
interface StepWritten {
  set?: Partial<typeof courses.$inferInsert>;
  audit: Record<string, unknown>;
}

/**
 * One wizard step (2 Content, 3 Others) on a stored course, all or nothing: in one transaction the course is locked
 * and checked fresh (a stale updated_at is 409), the step writes its rows, the step is marked saved and audited.
 */
export async function saveStep<I>(options: StepOptions<I>, step: 2 | 3, write: (tx: DbOrTx, course: Course) => Promise<StepWritten>): Promise<StepSaved> {
  const { db, organizationId, userId, id } = options;
  return db.transaction(async (tx) => {
    const course = await loadCourse(tx, organizationId, id, true);
    assertFresh(course, options.startedFrom);
    const { set, audit } = await write(tx, course);
    const row = await finishStep(tx, course, step, userId, set);
    await writeAudit(tx, { organizationId, userId, action: 'update', entity: 'course', entityId: id, after: audit });
    return { id, updated_at: row.updatedAt.toISOString(), steps_done: row.stepsDone };
  });
}

/** Marks a step saved (steps_done never goes back) and moves updated_at forward. */
async function finishStep(tx: DbOrTx, course: Course, step: number, userId: number, extra: Partial<typeof courses.$inferInsert> = {}) {
  const [row] = await tx
    .update(courses)
    .set({ ...extra, stepsDone: Math.max(course.stepsDone, step), updatedBy: userId, updatedAt: new Date() })
    .where(and(eq(courses.id, course.id), eq(courses.organizationId, course.organizationId)))
    .returning();
  return row;
}
