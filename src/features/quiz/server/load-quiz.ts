import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { quizQuestions, quizzes, type Quiz } from '@/db/schema/quiz';
import { loadOwned } from '@/server/load-owned';

/** The organisation's quiz or a 404: another organisation's id never yields data. */
export async function loadQuiz(db: DbOrTx, organizationId: number, id: number): Promise<Quiz> {
  return loadOwned(db, quizzes, organizationId, id);
}

export function loadQuestions(db: DbOrTx, quizId: number) {
  return db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.objective), asc(quizQuestions.position), asc(quizQuestions.id));
}
