import { describe, expect, it } from 'vitest';
import type { Quiz, QuizQuestion } from '@/db/schema/quiz';
import { serveQuestions } from './serve-questions';

const question = (id: number, questionType: string): QuizQuestion =>
  ({
    id,
    quizId: 1,
    questionType,
    objective: 'general',
    question: `<p>Q${id}</p>`,
    urlImage: null,
    score: 10,
    options: [],
    position: id,
    needsReview: questionType === 'essay',
  }) as unknown as QuizQuestion;
const quiz = (settings: Quiz['questionDisplaySettings']): Quiz =>
  ({ id: 1, type: 'quiz', questionArrangement: 'sequential', questionDisplaySettings: settings }) as unknown as Quiz;
const bank = [question(1, 'multiple_choice_single_answer'), question(2, 'essay'), question(3, 'linear_scale')];

describe('serveQuestions: which served questions count towards the score (decision 0013)', () => {
  it('without display settings grades everything but linear scale', () => {
    expect(serveQuestions(quiz(null), bank, 'general').map((q) => [q.question_type, q.graded])).toEqual([
      ['multiple_choice_single_answer', true],
      ['essay', true],
      ['linear_scale', false],
    ]);
  });

  it('with display settings, a type they leave out keeps their defaults: essay and linear scale not graded', () => {
    const settings = { general: { multiple_choice_single_answer: { order: 1, max: 1, exclude_from_grading: false } } };
    const served = serveQuestions(quiz(settings), bank, 'general');
    expect(served.find((q) => q.question_type === 'essay')?.graded).toBe(false);
    expect(served.find((q) => q.question_type === 'linear_scale')?.graded).toBe(false);
    expect(served.find((q) => q.question_type === 'multiple_choice_single_answer')?.graded).toBe(true);
  });
});
