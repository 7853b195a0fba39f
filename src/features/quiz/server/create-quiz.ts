import type { Db } from '@/db/client';
import { quizzes } from '@/db/schema/quiz';
import { writeAudit } from '@/server/audit';
import type { QuizInput } from '../schemas';
import { assertOwnImages } from './check-image-urls';
import { normalizeQuiz } from './normalize-quiz';
import { saveQuestions } from './save-questions';

/** A quiz with its questions, in one transaction. */
export async function createQuiz(options: { db: Db; organizationId: number; userId: number; input: QuizInput }): Promise<{ id: number }> {
  const { db, organizationId, userId, input } = options;
  const { row, questions } = normalizeQuiz(input);
  await assertOwnImages(db, organizationId, questions);
  return db.transaction(async (tx) => {
    const [quiz] = await tx
      .insert(quizzes)
      .values({ ...row, organizationId, createdBy: userId })
      .returning();
    await saveQuestions(
      tx,
      quiz.id,
      questions.map((q) => ({ ...q, id: null })),
    );
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'quiz', entityId: quiz.id, after: { ...row, questions: questions.length } });
    return { id: quiz.id };
  });
}
