import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { quizAnswers, quizAttempts } from '@/db/schema/quiz';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { quizMessages } from '../messages';
import type { GradeInput } from '../schemas';
import { loadQuiz } from './load-quiz';
import { refreshResult } from './refresh-result';
import { attemptScore, attemptStatus, isReviewed } from './scoring';

/**
 * A reviewer grades one answer of an essay or of a question marked for review (0 to the question's score),
 * confirming or overriding a provisional score; the last one graded settles the attempt (docs/decisions/0017).
 */
export async function gradeAnswer(options: { db: Db; organizationId: number; userId: number; quizId: number; attemptId: number; input: GradeInput }) {
  const { db, organizationId, userId, quizId, attemptId, input } = options;
  return db.transaction(async (tx) => {
    const quiz = await loadQuiz(tx, organizationId, quizId);
    const [attempt] = await tx
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.organizationId, organizationId)))
      .for('update');
    if (!attempt) throw new AppError('NOT_FOUND');
    const question = attempt.snapshot.find((q) => q.id === input.question_id);
    if (!question || !isReviewed(question) || !question.graded) throw new AppError('VALIDATION', quizMessages.notReviewable);
    if (input.score > question.score) throw new AppError('VALIDATION', `Score maximum ${question.score}`);
    const updated = await tx
      .update(quizAnswers)
      .set({ score: input.score, needsReview: false, reviewedBy: userId })
      .where(and(eq(quizAnswers.attemptId, attemptId), eq(quizAnswers.questionId, input.question_id)))
      .returning();
    if (!updated.length) throw new AppError('VALIDATION', quizMessages.notReviewable);
    const answers = await tx.select().from(quizAnswers).where(eq(quizAnswers.attemptId, attemptId));
    const score = attemptScore(attempt.snapshot, answers);
    const status = attemptStatus(score, quiz.passGrade, quiz.type === 'lim');
    await tx.update(quizAttempts).set({ score, status }).where(eq(quizAttempts.id, attemptId));
    await refreshResult(tx, quiz, attempt.placementId, attempt.userId);
    await writeAudit(tx, {
      organizationId,
      userId,
      action: 'grade',
      entity: 'quiz_attempt',
      entityId: attemptId,
      after: { question_id: input.question_id, score: input.score },
    });
    return { id: attemptId, score, status };
  });
}
