import { AppError, type FieldMessage } from '@/server/http/app-error';
import { hasVisibleContent, sanitizeRichText } from '@/server/sanitize';
import { quizMessages as m } from '../messages';
import { ALLOWED_TYPES, LIM3_OBJECTIVES } from '../constants';
import type { QuizInput } from '../schemas';

export interface NormalQuestion {
  id: number | null;
  questionType: string;
  objective: string;
  position: number;
  question: string;
  urlImage: string | null;
  score: number;
  options: QuizInput['questions'][number]['options'];
  needsReview: boolean;
}

/**
 * The stored review flag (docs/decisions/0017): an essay is always judged by a person; a survey is never graded,
 * so its other questions have nothing to confirm; elsewhere the editor's switch decides.
 */
function reviewFlag(type: string, survey: boolean, requested: boolean): boolean {
  if (type === 'essay') return true;
  return survey ? false : requested;
}

/**
 * Server-side rules the field schemas cannot see: allowed types per quiz kind, lim3 objectives, display limits.
 * Rich text is sanitised here; non-numeric question ids are dropped so the database assigns them.
 */
export function normalizeQuiz(input: QuizInput) {
  const errors: FieldMessage[] = [];
  const allowed = ALLOWED_TYPES[input.question_type] ?? [];
  const positions = new Map<string, number>();
  const survey = input.type === 'lim';
  const questions: NormalQuestion[] = input.questions.map((q, i) => {
    if (!allowed.includes(q.question_type))
      errors.push({ field: `questions.${i}.question_type`, message: `Question ${i + 1}: ${q.question_type} is not allowed in ${input.question_type}` });
    const objective = input.question_type === 'lim3' ? q.question_objective : 'general';
    if (input.question_type === 'lim3' && !LIM3_OBJECTIVES.includes(objective as never))
      errors.push({ field: `questions.${i}.question_objective`, message: `Question ${i + 1}: choose a survey objective` });
    const key = `${objective}:${q.question_type}`;
    const position = (positions.get(key) ?? 0) + 1;
    positions.set(key, position);
    const isChoice = q.question_type === 'multiple_choice_single_answer' || q.question_type === 'true_false';
    const question = sanitizeRichText(q.question);
    // The field schema saw the raw HTML; what is stored is the sanitised one, and it must still show something.
    if (!hasVisibleContent(question) && !q.url_image)
      errors.push({ field: `questions.${i}.question`, message: `Question ${i + 1}: Question text is required` });
    return {
      id: typeof q.id === 'number' ? q.id : null,
      questionType: q.question_type,
      objective,
      position,
      question,
      urlImage: q.url_image,
      score: q.score,
      options: q.options.map((o) => ({
        ...o,
        label: o.label.replace(/[\r\n]+/g, ' '),
        score: q.question_type === 'multiple_choice_multi_answers' ? (o.score ?? (o.is_correct ? 100 : 0)) : isChoice ? null : o.score,
      })),
      needsReview: reviewFlag(q.question_type, survey, q.needs_review),
    };
  });
  const settings = input.question_display_settings;
  if (settings) {
    for (const [objective, types] of Object.entries(settings)) {
      for (const [type, s] of Object.entries(types ?? {})) {
        const available = questions.filter((q) => q.objective === objective && q.questionType === type).length;
        if (s.max > available)
          errors.push({ field: `question_display_settings.${objective}.${type}.max`, message: `The limit for ${type} is between 0 and ${available}` });
      }
    }
  }
  const description = sanitizeRichText(input.description);
  if (!hasVisibleContent(description)) errors.push({ field: 'description', message: m.descriptionRequired });
  if (errors.length) throw new AppError('VALIDATION', undefined, { details: errors });
  return {
    row: {
      title: input.title.trim(),
      description,
      type: input.type,
      questionType: input.question_type,
      nextLearningStatus: input.next_learning_status,
      // Surveys have no duration and no pass grade (spec 001 §2 Preferences).
      duration: survey ? 0 : input.duration,
      passGrade: survey ? 0 : input.pass_grade,
      displayPassingGrade: input.display_passing_grade,
      displayResult: input.display_result,
      displayAnswer: input.display_answer,
      canRetakeOnFail: input.can_retake_on_fail,
      canRetakeOnPass: input.can_retake_on_pass,
      timeToRetake: input.time_to_retake,
      maxRetake: input.max_retake,
      scoreSelectionType: input.score_selection_type,
      questionArrangement: input.question_arrangement,
      displayPerPage: input.display_per_page,
      questionDisplaySettings: settings ?? null,
    },
    questions,
  };
}
