import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { quizzes } from '@/db/schema/quiz';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import type { QuizInput } from '../schemas';
import { loadQuiz } from './load-quiz';
import { assertOwnImages } from './check-image-urls';
import { normalizeQuiz } from './normalize-quiz';
import { saveQuestions } from './save-questions';
import { sameInstant } from '@/server/sql';

/**
 * Replaces a quiz's fields and questions. A stale updated_at answers 409. The version is bumped:
 * existing attempts keep the snapshot they were served (docs/decisions/0012).
 */
export async function updateQuiz(options: {
  db: Db;
  organizationId: number;
  userId: number;
  id: number;
  input: QuizInput;
}): Promise<{ id: number; updated_at: string }> {
  const { db, organizationId, userId, id, input } = options;
  const { row, questions } = normalizeQuiz(input);
  await assertOwnImages(db, organizationId, questions);
  return db.transaction(async (tx) => {
    const before = await loadQuiz(tx, organizationId, id);
    if (input.updated_at && Date.parse(input.updated_at) !== before.updatedAt.getTime()) throw new AppError('CONFLICT');
    const [after] = await tx
      .update(quizzes)
      .set({ ...row, version: sql`${quizzes.version} + 1`, updatedAt: new Date(Math.max(Date.now(), before.updatedAt.getTime() + 1)) })
      .where(and(eq(quizzes.id, id), eq(quizzes.organizationId, organizationId), sameInstant(quizzes.updatedAt, before.updatedAt)))
      .returning();
    if (!after) throw new AppError('CONFLICT');
    await saveQuestions(tx, id, questions);
    await writeAudit(tx, {
      organizationId,
      userId,
      action: 'update',
      entity: 'quiz',
      entityId: id,
      before: { title: before.title, version: before.version },
      after: { ...row, version: after.version, questions: questions.length },
    });
    return { id, updated_at: after.updatedAt.toISOString() };
  });
}
