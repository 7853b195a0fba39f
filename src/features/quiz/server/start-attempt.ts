import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { quizAttempts, type QuizAttempt } from '@/db/schema/quiz';
import { AppError } from '@/server/http/app-error';
import { LIM3_START_OBJECTIVE } from '../constants';
import { quizMessages } from '../messages';
import { loadLearnerPlacement } from './learner-placement';
import { loadQuestions, loadQuiz } from './load-quiz';
import { serveQuestions } from './serve-questions';
import { closeAttempt, isExpired } from './submit-attempt';

/** What the learner sees of an attempt: the served questions without correct answers or option scores. */
function learnerView(a: QuizAttempt) {
  return {
    id: a.id,
    retake: a.retake,
    status: a.status,
    quiz_version: a.quizVersion,
    started_at: a.startedAt.toISOString(),
    deadline_at: a.deadlineAt?.toISOString() ?? null,
    questions: a.snapshot.map((q) => ({
      id: q.id,
      question_type: q.question_type,
      question: q.question,
      url_image: q.url_image,
      score: q.score,
      options: q.options.map((o) => ({ code: o.code, no: o.no, label: o.label, url_image: o.url_image })),
    })),
  };
}

/**
 * Starts (or resumes) an attempt for a placement, enforcing the retake rules: waiting review, can_retake_on_pass,
 * can_retake_on_fail, max_retake (the total number of attempts, 0 unlimited) and time_to_retake (minutes).
 */
export async function startAttempt(options: { db: Db; organizationId: number; userId: number; placementId: number; objective?: string; now?: Date }) {
  const { db, organizationId, userId, placementId } = options;
  const now = options.now ?? new Date();
  // An open attempt past its deadline plus the grace is closed first, in its own transaction, as it stood and
  // without answers (decision 0013: late answers do not count). The retake rules then apply to it like to any
  // finished attempt, so letting the timer run out is not a free retake, and the closing stays even when the
  // rules refuse a new attempt.
  await db.transaction(async (tx) => {
    const [open] = await latestAttempt(tx, placementId, userId);
    if (open?.status !== 'in_progress' || open.organizationId !== organizationId || !isExpired(open, now)) return;
    await closeAttempt(tx, await loadQuiz(tx, organizationId, open.quizId), open, [], open.deadlineAt ?? now);
  });
  return db.transaction(async (tx) => {
    const placement = await loadLearnerPlacement(tx, organizationId, userId, placementId);
    const quiz = await loadQuiz(tx, organizationId, placement.contentId);
    const [previous] = await latestAttempt(tx, placementId, userId);
    // An open attempt is resumed until its deadline plus the submit grace (so its answers can still be sent).
    if (previous?.status === 'in_progress' && !isExpired(previous, now)) return learnerView(previous);
    if (previous?.status === 'in_progress') throw new AppError('CONFLICT', quizMessages.attemptClosed);
    if (previous) {
      if (previous.status === 'waiting_review') throw new AppError('CONFLICT', quizMessages.waitingReview);
      if (previous.status === 'passed' && !quiz.canRetakeOnPass) throw new AppError('CONFLICT', quizMessages.noRetakeOnPass);
      if (previous.status === 'not_passed' && !quiz.canRetakeOnFail) throw new AppError('CONFLICT', quizMessages.noRetakeOnFail);
      if (quiz.maxRetake > 0 && previous.retake >= quiz.maxRetake) throw new AppError('CONFLICT', quizMessages.maxRetakeReached);
      const since = previous.submittedAt ?? previous.deadlineAt ?? previous.startedAt;
      if (quiz.timeToRetake > 0 && now.getTime() - since.getTime() < quiz.timeToRetake * 60_000) throw new AppError('CONFLICT', quizMessages.retakeTooSoon);
    }
    const objective = quiz.questionType === 'lim3' ? (options.objective ?? String(placement.settings.objective ?? LIM3_START_OBJECTIVE)) : 'general';
    const snapshot = serveQuestions(quiz, await loadQuestions(tx, quiz.id), objective);
    if (!snapshot.length) throw new AppError('CONFLICT', quizMessages.noQuestionsToServe);
    const [attempt] = await tx
      .insert(quizAttempts)
      .values({
        organizationId,
        quizId: quiz.id,
        placementId,
        userId,
        retake: (previous?.retake ?? 0) + 1,
        quizVersion: quiz.version,
        objective,
        snapshot,
        startedAt: now,
        deadlineAt: quiz.type === 'quiz' && quiz.duration > 0 ? new Date(now.getTime() + quiz.duration * 60_000) : null,
      })
      // A second start at the same moment (a double click) finds the first one's row here and resumes it.
      .onConflictDoNothing({ target: [quizAttempts.placementId, quizAttempts.userId, quizAttempts.retake] })
      .returning();
    if (attempt) return learnerView(attempt);
    const [same] = await tx
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.placementId, placementId), eq(quizAttempts.userId, userId), eq(quizAttempts.retake, (previous?.retake ?? 0) + 1)));
    if (!same) throw new AppError('CONFLICT', quizMessages.attemptClosed);
    return learnerView(same);
  });
}

/** The learner's newest attempt on a placement, locked until the transaction ends. */
function latestAttempt(tx: DbOrTx, placementId: number, userId: number) {
  return tx
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.placementId, placementId), eq(quizAttempts.userId, userId)))
    .orderBy(desc(quizAttempts.retake))
    .limit(1)
    .for('update');
}
