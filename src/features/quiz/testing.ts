import type { DbOrTx } from '@/db/client';
import { quizAnswers, quizAttempts, quizzes, type Quiz, type StoredOption } from '@/db/schema/quiz';
import type { QuizInput, QuestionInput } from './schemas';
import { QuizInputSchema } from './schemas';
import { normalizeQuiz } from './server/normalize-quiz';
import { saveQuestions } from './server/save-questions';
import { loadQuestions } from './server/load-quiz';
import { serveQuestions } from './server/serve-questions';
import { attemptScore, attemptStatus, scoreAnswer, type GivenAnswer } from './server/scoring';
import { refreshResult } from './server/refresh-result';
import type { Tx } from '@/db/client';

const opt = (code: string, no: number, label: string, is_correct = false, score: number | null = null): StoredOption => ({
  code,
  no,
  label,
  is_correct,
  score,
  url_image: null,
});

/** Question builders with the spec's defaults (§5). */
export const q = {
  single: (text: string, labels: string[], correct: number, score = 100): QuestionInput => ({
    question: `<p>${text}</p>`,
    question_type: 'multiple_choice_single_answer',
    question_objective: 'general',
    url_image: null,
    score,
    options: labels.map((l, i) => opt('ABCDE'[i], i + 1, l, i === correct)),
    needs_review: false,
  }),
  multi: (text: string, labels: string[], correct: number[], score = 100): QuestionInput => ({
    question: `<p>${text}</p>`,
    question_type: 'multiple_choice_multi_answers',
    question_objective: 'general',
    url_image: null,
    score,
    options: labels.map((l, i) => opt('ABCDE'[i], i + 1, l, correct.includes(i), correct.includes(i) ? 100 : 0)),
    needs_review: false,
  }),
  trueFalse: (text: string, isTrue: boolean, score = 100): QuestionInput => ({
    question: `<p>${text}</p>`,
    question_type: 'true_false',
    question_objective: 'general',
    url_image: null,
    score,
    options: [opt('A', 1, 'True', isTrue), opt('B', 2, 'False', !isTrue)],
    needs_review: false,
  }),
  essay: (text: string, answer = '', score = 100): QuestionInput => ({
    question: `<p>${text}</p>`,
    question_type: 'essay',
    question_objective: 'general',
    url_image: null,
    score,
    options: [opt('A', 1, answer, true)],
    needs_review: true,
  }),
  scale: (text: string, objective = 'general', start = 1, end = 5, score = 100): QuestionInput => ({
    question: `<p>${text}</p>`,
    question_type: 'linear_scale',
    question_objective: objective as QuestionInput['question_objective'],
    url_image: null,
    score,
    options: Array.from({ length: end - start + 1 }, (_, i) =>
      opt(String(start + i), start + i, i === 0 ? 'Strongly disagree' : start + i === end ? 'Strongly agree' : ''),
    ),
    needs_review: false,
  }),
  /** The same question marked for review (docs/decisions/0017). */
  reviewed: (question: QuestionInput): QuestionInput => ({ ...question, needs_review: true }),
};

export function buildQuizInput(overrides: Partial<QuizInput> = {}): QuizInput {
  return QuizInputSchema.parse({
    title: 'Quiz',
    description: '<p>About this quiz</p>',
    type: 'quiz',
    question_type: 'Combine',
    questions: [q.single('Pick A', ['A', 'B'], 0)],
    ...overrides,
  });
}

/** Inserts a quiz with its questions (tests and the demo seed). */
export async function insertQuiz(db: Tx, v: { organizationId: number; createdBy?: number | null; input: QuizInput; createdAt?: Date }): Promise<Quiz> {
  const { row, questions } = normalizeQuiz(v.input);
  const at = v.createdAt ?? new Date();
  const [quiz] = await db
    .insert(quizzes)
    .values({ ...row, organizationId: v.organizationId, createdBy: v.createdBy ?? null, createdAt: at, updatedAt: at })
    .returning();
  await saveQuestions(db, quiz.id, questions);
  return quiz;
}

/** Records a finished attempt as the learner API would (seed and bench): served, answered, scored, result refreshed. */
export async function recordAttempt(
  db: DbOrTx,
  v: {
    quiz: Quiz;
    placementId: number;
    userId: number;
    retake: number;
    at: Date;
    answer: (question: ReturnType<typeof serveQuestions>[number]) => GivenAnswer | undefined;
    objective?: string;
    random?: () => number;
  },
) {
  const snapshot = serveQuestions(v.quiz, await loadQuestions(db, v.quiz.id), v.objective ?? 'general', v.random);
  const scored = snapshot.map((s) => scoreAnswer(s, v.answer(s)));
  const score = attemptScore(snapshot, scored);
  const status = attemptStatus(score, v.quiz.passGrade, v.quiz.type === 'lim');
  const [attempt] = await db
    .insert(quizAttempts)
    .values({
      organizationId: v.quiz.organizationId,
      quizId: v.quiz.id,
      placementId: v.placementId,
      userId: v.userId,
      retake: v.retake,
      quizVersion: v.quiz.version,
      objective: v.objective ?? 'general',
      snapshot,
      status,
      score,
      startedAt: new Date(v.at.getTime() - 15 * 60_000),
      submittedAt: v.at,
    })
    .returning();
  if (scored.length)
    await db.insert(quizAnswers).values(
      scored.map((s) => ({
        attemptId: attempt.id,
        questionId: s.questionId,
        codes: s.codes,
        text: s.text,
        scaleValue: s.scaleValue,
        score: s.score,
        needsReview: s.needsReview,
      })),
    );
  await refreshResult(db, v.quiz, v.placementId, v.userId);
  return attempt;
}
