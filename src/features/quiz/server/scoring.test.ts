import { describe, expect, it } from 'vitest';
import type { ServedQuestion, StoredOption } from '@/db/schema/quiz';
import { attemptScore, attemptStatus, isReviewed, scoreAnswer } from './scoring';

const opt = (code: string, no: number, is_correct = false, score: number | null = null): StoredOption => ({
  code,
  no,
  label: code,
  is_correct,
  score,
  url_image: null,
});
const served = (over: Partial<ServedQuestion> & Pick<ServedQuestion, 'id' | 'question_type'>): ServedQuestion => ({
  objective: 'general',
  question: '<p>q</p>',
  url_image: null,
  score: 100,
  options: [],
  graded: true,
  ...over,
});
const tf = (id: number, over: Partial<ServedQuestion> = {}) => served({ id, question_type: 'true_false', options: [opt('A', 1, true), opt('B', 2)], ...over });
const essay = (id: number, over: Partial<ServedQuestion> = {}) => served({ id, question_type: 'essay', options: [opt('A', 1, true)], ...over });
const scale = (id: number, over: Partial<ServedQuestion> = {}) =>
  served({ id, question_type: 'linear_scale', options: [1, 2, 3, 4, 5].map((n) => opt(String(n), n)), ...over });

describe('questions marked for review (docs/decisions/0017)', () => {
  it('keeps the automatic score of a marked answer as provisional and waits for review', () => {
    expect(scoreAnswer(tf(1, { needs_review: true }), { question_id: 1, codes: ['A'] })).toMatchObject({ score: 100, needsReview: true, codes: ['A'] });
    expect(scoreAnswer(tf(1, { needs_review: true }), { question_id: 1, codes: ['B'] })).toMatchObject({ score: 0, needsReview: true });
    const multi = served({
      id: 2,
      question_type: 'multiple_choice_multi_answers',
      needs_review: true,
      options: [opt('A', 1, true, 100), opt('B', 2, true, 100), opt('C', 3, false, 0)],
    });
    expect(scoreAnswer(multi, { question_id: 2, codes: ['A'] })).toMatchObject({ score: 50, needsReview: true });
    expect(scoreAnswer(scale(3, { needs_review: true }), { question_id: 3, value: 3 })).toMatchObject({ score: 50, scaleValue: 3, needsReview: true });
  });

  it('needs no review for an unanswered marked question, an ungraded one, or one not marked', () => {
    expect(scoreAnswer(tf(1, { needs_review: true }), undefined)).toMatchObject({ score: 0, needsReview: false });
    expect(scoreAnswer(tf(1, { needs_review: true }), { question_id: 1, codes: ['Z'] })).toMatchObject({ score: 0, needsReview: false });
    expect(scoreAnswer(tf(1, { needs_review: true, graded: false }), { question_id: 1, codes: ['A'] })).toMatchObject({ needsReview: false });
    expect(scoreAnswer(tf(1, { needs_review: false }), { question_id: 1, codes: ['A'] })).toMatchObject({ score: 100, needsReview: false });
    // Snapshots taken before the flag existed have no needs_review at all.
    expect(scoreAnswer(tf(1), { question_id: 1, codes: ['A'] })).toMatchObject({ score: 100, needsReview: false });
  });

  it('treats essays as reviewed whatever their flag says', () => {
    expect(isReviewed(essay(1))).toBe(true);
    expect(isReviewed(essay(1, { needs_review: false }))).toBe(true);
    expect(isReviewed(tf(2))).toBe(false);
    expect(isReviewed(tf(2, { needs_review: true }))).toBe(true);
    expect(scoreAnswer(essay(1, { needs_review: false }), { question_id: 1, text: 'An answer' })).toMatchObject({ score: null, needsReview: true });
    expect(scoreAnswer(essay(1), { question_id: 1, text: '  ' })).toMatchObject({ score: 0, needsReview: false });
  });

  it('has no attempt score while a provisional answer waits, and scores it once confirmed', () => {
    const questions = [tf(1, { needs_review: true }), tf(2, { score: 300 })];
    const answers = [scoreAnswer(questions[0], { question_id: 1, codes: ['A'] }), scoreAnswer(questions[1], { question_id: 2, codes: ['B'] })];
    expect(attemptScore(questions, answers)).toBeNull();
    expect(attemptStatus(attemptScore(questions, answers), 20, false)).toBe('waiting_review');
    // The reviewer confirms the provisional 100: 100 of 400 points.
    const confirmed = answers.map((a) => (a.questionId === 1 ? { ...a, needsReview: false } : a));
    expect(attemptScore(questions, confirmed)).toBe(25);
    expect(attemptStatus(25, 20, false)).toBe('passed');
    // Or overrides it with 40: 40 of 400 points.
    const overridden = answers.map((a) => (a.questionId === 1 ? { ...a, score: 40, needsReview: false } : a));
    expect(attemptScore(questions, overridden)).toBe(10);
    expect(attemptStatus(10, 20, false)).toBe('not_passed');
  });

  it('ignores a waiting answer of a question that does not count', () => {
    const questions = [tf(1, { graded: false, needs_review: true }), tf(2)];
    const answers = [
      { questionId: 1, score: 100, needsReview: true },
      { questionId: 2, score: 100, needsReview: false },
    ];
    expect(attemptScore(questions, answers)).toBe(100);
  });
});
