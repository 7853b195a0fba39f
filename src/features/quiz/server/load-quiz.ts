import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { quizQuestions, quizzes, type Quiz } from '@/db/schema';
import { AppError } from '@/server/http/app-error';
import { isRouteId } from '@/server/http/page';

/** The organisation's quiz or a 404: another organisation's id never yields data. */
export async function loadQuiz(db: DbOrTx, organizationId: number, id: number): Promise<Quiz> {
  if (!isRouteId(id)) throw new AppError('NOT_FOUND');
  const [quiz] = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.id, id), eq(quizzes.organizationId, organizationId)));
  if (!quiz) throw new AppError('NOT_FOUND');
  return quiz;
}

export function loadQuestions(db: DbOrTx, quizId: number) {
  return db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.objective), asc(quizQuestions.position), asc(quizQuestions.id));
}
