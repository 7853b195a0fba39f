import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { placements, users } from '@/db/schema';
import { quizAttempts } from '@/db/schema/quiz';
import { quizDto, type QuizDto } from './serialize';
import { loadQuestions, loadQuiz } from './load-quiz';
import { allQueries } from '@/db/all-queries';

/** One quiz with its questions and preferences (detail, edit form, question bank). */
export async function getQuiz(options: { db: DbOrTx; organizationId: number; id: number }): Promise<QuizDto> {
  const { db, organizationId, id } = options;
  const quiz = await loadQuiz(db, organizationId, id);
  const [questions, creator, [{ used }]] = await allQueries(
    db,
    () => loadQuestions(db, quiz.id),
    () => (quiz.createdBy ? db.select({ name: users.fullName }).from(users).where(eq(users.id, quiz.createdBy)) : Promise.resolve([])),
    () =>
      // Attempted, () => or placed in a course or classroom (issue 17: the placement must be removed first).
      db
        .select({
          used: sql<boolean>`exists (select 1 from ${quizAttempts} where ${quizAttempts.quizId} = ${quiz.id}) or exists (select 1 from ${placements} where ${placements.contentType} = 'quiz' and ${placements.contentId} = ${quiz.id} and ${placements.organizationId} = ${organizationId})`,
        })
        .from(sql`(select 1) as one`),
  );
  return quizDto(quiz, questions, creator[0]?.name ?? null, !used);
}
