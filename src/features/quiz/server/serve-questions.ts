import type { DisplaySettings, Quiz, QuizQuestion, ServedQuestion } from '@/db/schema/quiz';
import { EXCLUDED_BY_DEFAULT, QUESTION_TYPES } from '../constants';

function shuffle<T>(items: T[], random: () => number): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/**
 * The questions one attempt gets: the objective's questions grouped per type in the display settings' order,
 * at most `max` per type, picked at random or in order by question_arrangement. Without display settings every
 * question is served and counts, except linear scales (a rating has no right answer) (docs/decisions/0013).
 */
export function serveQuestions(quiz: Quiz, questions: QuizQuestion[], objective: string, random: () => number = Math.random): ServedQuestion[] {
  const settings: DisplaySettings[string] | undefined = quiz.questionDisplaySettings?.[objective];
  const pool = questions.filter((q) => q.objective === objective);
  const types = [...QUESTION_TYPES].sort(
    (a, b) => (settings?.[a]?.order ?? 99) - (settings?.[b]?.order ?? 99) || QUESTION_TYPES.indexOf(a) - QUESTION_TYPES.indexOf(b),
  );
  const survey = quiz.type === 'lim';
  const served: ServedQuestion[] = [];
  for (const type of types) {
    let group = pool.filter((q) => q.questionType === type).sort((a, b) => a.position - b.position);
    const s = settings?.[type];
    if (quiz.questionArrangement === 'random') group = shuffle(group, random);
    if (s) group = group.slice(0, s.max);
    // With display settings, a type they leave out keeps their defaults (essay and linear scale not graded).
    const graded = !survey && (s ? !s.exclude_from_grading : settings ? !EXCLUDED_BY_DEFAULT.includes(type) : type !== 'linear_scale');
    for (const q of group) {
      served.push({
        id: q.id,
        question_type: q.questionType,
        objective: q.objective,
        question: q.question,
        url_image: q.urlImage,
        score: q.score,
        options: q.options,
        graded,
        needs_review: q.needsReview,
      });
    }
  }
  return served;
}
