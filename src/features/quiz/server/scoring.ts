import type { ServedQuestion } from '@/db/schema/quiz';

export interface GivenAnswer {
  question_id: number;
  codes?: string[];
  text?: string;
  value?: number;
}

export interface ScoredAnswer {
  questionId: number;
  codes: string[];
  text: string | null;
  scaleValue: number | null;
  /** Earned points: null while an essay waits for review, provisional while a marked question does. */
  score: number | null;
  needsReview: boolean;
}

/** Whether a grader settles this question's answers: every essay, and any other question marked for review. */
export const isReviewed = (q: Pick<ServedQuestion, 'question_type' | 'needs_review'>) => q.question_type === 'essay' || q.needs_review === true;

/**
 * Scores one answer against the question as served (docs/decisions/0013):
 * single answer and true/false earn the question's score for the correct option; multiple answers earn the
 * share of the correct options' scores chosen, minus 100 per wrong option chosen (floored at 0); a graded linear
 * scale earns its position on the scale; a graded essay waits for a reviewer.
 * An answered, graded question marked for review keeps its automatic score as provisional and waits for a
 * reviewer too (docs/decisions/0017); like an empty essay, an unanswered one earns 0 without review.
 */
export function scoreAnswer(q: ServedQuestion, a: GivenAnswer | undefined): ScoredAnswer {
  const scored = scoreAutomatically(q, a);
  if (q.question_type === 'essay' || !q.needs_review || !q.graded) return scored;
  const answered = scored.codes.length > 0 || scored.scaleValue !== null;
  return { ...scored, needsReview: answered };
}

function scoreAutomatically(q: ServedQuestion, a: GivenAnswer | undefined): ScoredAnswer {
  const codes = (a?.codes ?? []).filter((c, i, all) => all.indexOf(c) === i && q.options.some((o) => o.code === c));
  const base: ScoredAnswer = { questionId: q.id, codes, text: a?.text ?? null, scaleValue: null, score: 0, needsReview: false };
  switch (q.question_type) {
    case 'multiple_choice_single_answer':
    case 'true_false': {
      const chosen = q.options.find((o) => o.code === codes[0]);
      return { ...base, codes: codes.slice(0, 1), score: chosen?.is_correct ? q.score : 0 };
    }
    case 'multiple_choice_multi_answers': {
      const total = q.options.filter((o) => o.is_correct).reduce((s, o) => s + (o.score ?? 100), 0);
      let earned = 0;
      for (const o of q.options.filter((x) => codes.includes(x.code))) earned += o.is_correct ? (o.score ?? 100) : -100;
      return { ...base, score: total > 0 ? (q.score * Math.max(0, earned)) / total : 0 };
    }
    case 'linear_scale': {
      const values = q.options.map((o) => o.no);
      const value = a?.value ?? null;
      const valid = value !== null && values.includes(value) ? value : null;
      const lo = Math.min(...values);
      const hi = Math.max(...values);
      const score = q.graded && valid !== null && hi > lo ? (q.score * (valid - lo)) / (hi - lo) : 0;
      return { ...base, codes: valid === null ? [] : [String(valid)], scaleValue: valid, score };
    }
    case 'essay': {
      const answered = Boolean(a?.text?.trim());
      // An empty essay earns nothing and needs no reviewer.
      return { ...base, codes: [], score: q.graded && answered ? null : 0, needsReview: q.graded && answered };
    }
    default:
      return base;
  }
}

/** The attempt's percentage (0–100) over graded questions, or null while any answer waits for review. */
export function attemptScore(questions: ServedQuestion[], answers: Pick<ScoredAnswer, 'questionId' | 'score' | 'needsReview'>[]): number | null {
  const graded = questions.filter((q) => q.graded);
  const max = graded.reduce((s, q) => s + q.score, 0);
  let earned = 0;
  for (const q of graded) {
    const a = answers.find((x) => x.questionId === q.id);
    // A provisional score does not count until a reviewer has confirmed it.
    if (a && (a.score === null || a.needsReview)) return null;
    earned += a?.score ?? 0;
  }
  return max > 0 ? Math.round((earned / max) * 10000) / 100 : 0;
}

export function attemptStatus(score: number | null, passGrade: number, survey: boolean): 'waiting_review' | 'passed' | 'not_passed' {
  if (score === null) return 'waiting_review';
  if (survey) return 'passed';
  return score >= passGrade ? 'passed' : 'not_passed';
}
