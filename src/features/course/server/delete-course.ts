import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { learningModules } from '@/db/schema';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { declaredContents } from '@/features/contents';
import { idsWithResults } from '@/server/learner-results';
import { courseMessages as M } from '../messages';
import { loadCourse } from './load-course';

/**
 * Deletes a course whose learners have no results: no quiz attempts, assignment submissions or check-ins (can_delete
 * reads the same rule). Its module goes, and with it its batch (and the batch's schedules), sections, contents and
 * placements, so the quizzes, presences and assignments it held are free again.
 */
export async function deleteCourse(options: { db: Db; organizationId: number; userId: number; id: number }): Promise<void> {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const course = await loadCourse(tx, organizationId, id, true);
    if ((await idsWithResults(tx, 'module', [course.moduleId], (await declaredContents()).resultTables())).size) throw new AppError('CONFLICT', M.deleteFailed);
    await tx.delete(learningModules).where(eq(learningModules.id, course.moduleId));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'course', entityId: id, before: { title: course.title } });
  });
}
