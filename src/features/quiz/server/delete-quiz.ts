import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { placements } from '@/db/schema';
import { quizAttempts, quizzes } from '@/db/schema/quiz';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { quizMessages } from '../messages';
import { loadQuiz } from './load-quiz';

/** Deletes a quiz that nobody has attempted and that is placed nowhere (can_delete), with its questions. */
export async function deleteQuiz(options: { db: Db; organizationId: number; userId: number; id: number }): Promise<void> {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const quiz = await loadQuiz(tx, organizationId, id);
    const [{ used }] = await tx
      .select({ used: sql<boolean>`exists (select 1 from ${quizAttempts} where ${quizAttempts.quizId} = ${id})` })
      .from(sql`(select 1) as one`);
    if (used) throw new AppError('CONFLICT', quizMessages.cannotDelete);
    // A quiz placed in a course or classroom is freed by removing it there first (issue 17).
    const [placed] = await tx
      .select({ id: placements.id })
      .from(placements)
      .where(and(eq(placements.contentType, 'quiz'), eq(placements.contentId, id), eq(placements.organizationId, organizationId)))
      .limit(1);
    if (placed) throw new AppError('CONFLICT', quizMessages.placedCannotDelete);
    await tx.delete(quizzes).where(and(eq(quizzes.id, id), eq(quizzes.organizationId, organizationId)));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'quiz', entityId: id, before: { title: quiz.title } });
  });
}
