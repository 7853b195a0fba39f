import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { quizQuestions } from '@/db/schema/quiz';
import type { NormalQuestion } from './normalize-quiz';

/** Makes the quiz's question list exactly `questions`: known ids are updated, others inserted, the rest deleted. */
export async function saveQuestions(tx: Tx, quizId: number, questions: NormalQuestion[]): Promise<void> {
  const existing = new Set((await tx.select({ id: quizQuestions.id }).from(quizQuestions).where(eq(quizQuestions.quizId, quizId))).map((r) => r.id));
  const kept = questions.filter((q) => q.id !== null && existing.has(q.id)).map((q) => q.id!);
  if (kept.length) await tx.delete(quizQuestions).where(and(eq(quizQuestions.quizId, quizId), notInArray(quizQuestions.id, kept)));
  else await tx.delete(quizQuestions).where(eq(quizQuestions.quizId, quizId));
  for (const q of questions) {
    const values = {
      quizId,
      questionType: q.questionType,
      objective: q.objective,
      position: q.position,
      question: q.question,
      urlImage: q.urlImage,
      score: q.score,
      options: q.options,
      needsReview: q.needsReview,
    };
    if (q.id !== null && existing.has(q.id))
      await tx
        .update(quizQuestions)
        .set(values)
        .where(and(eq(quizQuestions.id, q.id), inArray(quizQuestions.quizId, [quizId])));
    else await tx.insert(quizQuestions).values(values);
  }
}
