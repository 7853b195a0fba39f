import {
  ALLOWED_TYPES,
  DEFAULT_SCORE,
  EXCLUDED_BY_DEFAULT,
  LIM3_OBJECTIVES,
  MAX_OPTIONS,
  MIN_OPTIONS,
  OPTION_CODES,
  PREFERENCE_DEFAULTS,
  QUESTION_TYPES,
  type Objective,
  type QuestionType,
} from '@/features/quiz/constants';
import type { QuizInput } from '@/features/quiz/schemas';

/** The create/edit form's pure rules (spec 001 §4, §5): defaults, option toggles, display settings, gates. */
export interface FormOption {
  code: string;
  no: number;
  label: string;
  is_correct: boolean;
  score: number | null;
  url_image: string | null;
}
export interface FormQuestion {
  id: number | string;
  question: string;
  question_type: QuestionType;
  question_objective: Objective;
  url_image: string | null;
  score: number;
  options: FormOption[];
  /** Marked for review (docs/decisions/0017); always true for an essay. */
  needs_review: boolean;
}
export interface TypeSetting {
  order: number;
  max: number;
  exclude_from_grading: boolean;
}
export type DisplaySettings = Partial<Record<Objective, Partial<Record<QuestionType, TypeSetting>>>>;

export interface QuizForm {
  title: string;
  description: string;
  type: 'quiz' | 'lim' | null;
  question_type: string;
  questions: FormQuestion[];
  next_learning_status: 'both' | 'fail';
  duration: number;
  pass_grade: number;
  display_passing_grade: boolean;
  display_result: boolean;
  display_answer: boolean;
  can_retake_on_fail: boolean;
  can_retake_on_pass: boolean;
  time_to_retake: number;
  max_retake: number;
  score_selection_type: 'last' | 'highest';
  question_arrangement: 'sequential' | 'random';
  display_per_page: 'all' | 'single';
  question_display_settings: DisplaySettings | null;
  updated_at?: string;
}

export const emptyForm = (): QuizForm => ({ title: '', description: '', type: null, question_type: '', questions: [], ...PREFERENCE_DEFAULTS });

const option = (i: number, label: string, is_correct: boolean, score: number | null): FormOption => ({
  code: OPTION_CODES[i],
  no: i + 1,
  label,
  is_correct,
  score,
  url_image: null,
});

export function scaleOptions(start: number, end: number, startLabel = '', endLabel = ''): FormOption[] {
  const out: FormOption[] = [];
  for (let v = start; v <= end; v++)
    out.push({ code: String(v), no: v, label: v === start ? startLabel : v === end ? endLabel : '', is_correct: false, score: null, url_image: null });
  return out;
}

let seq = 0;
/** A new question with the defaults of §5; its id is 'type_N' until saved. */
export function newQuestion(type: QuestionType, objective: Objective, existing: FormQuestion[]): FormQuestion {
  seq = Math.max(seq, existing.length) + 1;
  const base = {
    id: `${type}_${seq}`,
    question: '',
    question_type: type,
    question_objective: objective,
    url_image: null,
    score: DEFAULT_SCORE,
    needs_review: type === 'essay',
  };
  switch (type) {
    case 'essay':
      return { ...base, options: [option(0, '', true, null)] };
    case 'true_false':
      return { ...base, options: [option(0, 'True', true, null), option(1, 'False', false, null)] };
    case 'multiple_choice_single_answer':
      return { ...base, options: [option(0, 'Answer 1', false, null), option(1, 'Answer 2', false, null)] };
    case 'multiple_choice_multi_answers':
      return { ...base, options: [option(0, 'Answer 1', true, 100), option(1, 'Answer 2', false, 0)] };
    case 'linear_scale':
      return { ...base, options: scaleOptions(0, 10) };
  }
}

/** Marking an option correct (§4): single answer and true/false make the others incorrect; multi toggles with 0/100. */
export function toggleCorrect(q: FormQuestion, code: string): FormQuestion {
  if (q.question_type === 'multiple_choice_multi_answers') {
    const target = q.options.find((o) => o.code === code);
    const correct = q.options.filter((o) => o.is_correct);
    if (target?.is_correct && correct.length === 1) return q;
    return { ...q, options: q.options.map((o) => (o.code === code ? { ...o, is_correct: !o.is_correct, score: o.is_correct ? 0 : 100 } : o)) };
  }
  return { ...q, options: q.options.map((o) => ({ ...o, is_correct: o.code === code })) };
}

const renumber = (options: FormOption[]) => options.map((o, i) => ({ ...o, code: OPTION_CODES[i], no: i + 1 }));

export const canAddOption = (q: FormQuestion) => q.options.length < MAX_OPTIONS;
export const canDeleteOption = (q: FormQuestion, o: FormOption) => q.options.length > MIN_OPTIONS && !o.is_correct;

export function addOption(q: FormQuestion): FormQuestion {
  if (!canAddOption(q)) return q;
  const multi = q.question_type === 'multiple_choice_multi_answers';
  return { ...q, options: renumber([...q.options, option(q.options.length, `Answer ${q.options.length + 1}`, false, multi ? 0 : null)]) };
}

export function deleteOption(q: FormQuestion, code: string): FormQuestion {
  const o = q.options.find((x) => x.code === code);
  if (!o || !canDeleteOption(q, o)) return q;
  return { ...q, options: renumber(q.options.filter((x) => x.code !== code)) };
}

/** Duplicate goes right after the original. */
export function duplicateQuestion(list: FormQuestion[], id: FormQuestion['id']): FormQuestion[] {
  const i = list.findIndex((q) => q.id === id);
  if (i < 0) return list;
  const copy = {
    ...newQuestion(list[i].question_type, list[i].question_objective, list),
    question: list[i].question,
    url_image: list[i].url_image,
    score: list[i].score,
    options: list[i].options.map((o) => ({ ...o })),
    needs_review: list[i].needs_review,
  };
  return [...list.slice(0, i + 1), copy, ...list.slice(i + 1)];
}

/** Move up/down swaps with the neighbour of the same type and objective. */
export function moveQuestion(list: FormQuestion[], id: FormQuestion['id'], dir: -1 | 1): FormQuestion[] {
  const i = list.findIndex((q) => q.id === id);
  if (i < 0) return list;
  const same = (q: FormQuestion) => q.question_type === list[i].question_type && q.question_objective === list[i].question_objective;
  let j = i + dir;
  while (j >= 0 && j < list.length && !same(list[j])) j += dir;
  if (j < 0 || j >= list.length) return list;
  const next = [...list];
  [next[i], next[j]] = [next[j], next[i]];
  return next;
}

const htmlHasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;
const questionHasContent = (q: FormQuestion) => htmlHasText(q.question) || /<img\b/i.test(q.question) || Boolean(q.url_image);

export const objectivesOf = (questionType: string): Objective[] => (questionType === 'lim3' ? LIM3_OBJECTIVES : ['general']);
export const allowedTypes = (questionType: string): QuestionType[] => ALLOWED_TYPES[questionType] ?? [];

/** Next/Save on Question Management is disabled exactly when §5 says. */
export function questionsBlocked(form: QuizForm, objective: Objective): string | null {
  const mine = form.questions.filter((q) => q.question_objective === objective);
  if (!mine.length) return 'Add at least one question';
  if (form.questions.some((q) => !questionHasContent(q))) return 'Every question needs text or an image';
  const choice = (q: FormQuestion) => q.question_type === 'multiple_choice_single_answer' || q.question_type === 'multiple_choice_multi_answers';
  if (form.questions.some((q) => choice(q) && !q.options.some((o) => o.is_correct))) return 'Every multiple choice question needs a correct option';
  return null;
}

/** Create is disabled while a limited duration is 0 (non-survey). */
export function preferencesBlocked(form: QuizForm, limited: boolean): string | null {
  if (form.type === 'quiz' && limited && !(form.duration > 0)) return 'Duration must be above 0';
  return null;
}

/**
 * The switch on: per objective and type, max = count, essay and linear scale excluded; existing order kept.
 * On a rebuild after the question count changed (`previousCounts`, keyed 'objective:type'), a type whose own count
 * did not change keeps the limit the author set; a type whose count changed starts again at its count (§4).
 */
export function buildDisplaySettings(form: QuizForm, previous: DisplaySettings | null, previousCounts?: Record<string, number>): DisplaySettings {
  const out: DisplaySettings = {};
  for (const objective of objectivesOf(form.question_type)) {
    const types = QUESTION_TYPES.filter((t) => form.questions.some((q) => q.question_objective === objective && q.question_type === t));
    const prev = previous?.[objective] ?? {};
    const ordered = [...types].sort((a, b) => (prev[a]?.order ?? 99) - (prev[b]?.order ?? 99) || QUESTION_TYPES.indexOf(a) - QUESTION_TYPES.indexOf(b));
    const entry: Partial<Record<QuestionType, TypeSetting>> = {};
    ordered.forEach((t, i) => {
      const count = form.questions.filter((q) => q.question_objective === objective && q.question_type === t).length;
      const old = prev[t];
      const unchanged = old !== undefined && previousCounts?.[`${objective}:${t}`] === count;
      entry[t] = {
        order: i + 1,
        max: unchanged ? Math.min(old.max, count) : count,
        exclude_from_grading: old ? old.exclude_from_grading : EXCLUDED_BY_DEFAULT.includes(t),
      };
    });
    if (ordered.length) out[objective] = entry;
  }
  return out;
}

/** Questions per 'objective:type', the shape `buildDisplaySettings` compares against. */
export function questionCounts(questions: readonly { question_objective: string; question_type: string }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const q of questions) out[`${q.question_objective}:${q.question_type}`] = (out[`${q.question_objective}:${q.question_type}`] ?? 0) + 1;
  return out;
}

export const countOf = (form: QuizForm, objective: Objective, type: QuestionType) =>
  form.questions.filter((q) => q.question_objective === objective && q.question_type === type).length;

/** Dragging a group to a new place renumbers the orders 1..n. */
export function reorderGroup(settings: DisplaySettings, objective: Objective, from: QuestionType, to: QuestionType): DisplaySettings {
  const entry = settings[objective];
  if (!entry || from === to) return settings;
  const order = (Object.keys(entry) as QuestionType[]).sort((a, b) => entry[a]!.order - entry[b]!.order);
  const without = order.filter((t) => t !== from);
  without.splice(without.indexOf(to) + (order.indexOf(from) < order.indexOf(to) ? 1 : 0), 0, from);
  const next: Partial<Record<QuestionType, TypeSetting>> = {};
  without.forEach((t, i) => (next[t] = { ...entry[t]!, order: i + 1 }));
  return { ...settings, [objective]: next };
}

/** Applies the type radio (§4): Quiz sets Combine; LIM clears question_type until a LIM type is chosen. */
export function applyType(form: QuizForm, type: 'quiz' | 'lim'): QuizForm {
  return {
    ...form,
    type,
    question_type: type === 'quiz' ? 'Combine' : '',
    duration: type === 'lim' ? 0 : form.duration,
    pass_grade: type === 'lim' ? 0 : form.pass_grade,
  };
}

/**
 * What the API receives: non-numeric question ids dropped so the server assigns them. The form offers Save only once
 * a question type is chosen (QuizForm's generalInvalid), and the server answers 400 for anything else.
 */
export function toPayload(form: QuizForm): QuizInput {
  return {
    ...form,
    type: form.type ?? 'quiz',
    question_type: form.question_type as QuizInput['question_type'],
    questions: form.questions.map(({ id, ...q }) => (typeof id === 'number' ? { id, ...q } : q)),
  };
}

/** The edit form from a saved quiz (numeric question ids kept so the server updates them). */
export function fromQuiz(
  q: {
    title: string;
    description: string;
    type: 'quiz' | 'lim';
    question_type: string;
    updated_at: string;
    questions: {
      id: number;
      question: string;
      question_type: string;
      question_objective: string;
      url_image: string | null;
      score: number;
      options: FormOption[];
      needs_review?: boolean;
    }[];
  } & Omit<QuizForm, 'title' | 'description' | 'type' | 'question_type' | 'questions' | 'updated_at'>,
): QuizForm {
  const base = emptyForm();
  const prefs = Object.fromEntries(Object.keys(PREFERENCE_DEFAULTS).map((k) => [k, (q as unknown as Record<string, unknown>)[k]])) as Partial<QuizForm>;
  return {
    ...base,
    ...prefs,
    title: q.title,
    description: q.description,
    type: q.type,
    question_type: q.question_type,
    updated_at: q.updated_at,
    questions: q.questions.map((x) => ({
      ...x,
      question_type: x.question_type as QuestionType,
      question_objective: x.question_objective as Objective,
      needs_review: x.needs_review ?? x.question_type === 'essay',
    })),
  };
}

/** What an import replaces: spec 001 says the whole question list; 'type' (docs/decisions/0015) keeps the other types of a Combine quiz. */
export type ImportScope = 'all' | 'type';

/** The question list after an import (§6 Import popup): the imported questions replace the whole list, or only those of `type`. Nothing is saved here. */
export function applyImport(
  form: Pick<QuizForm, 'question_type' | 'questions'>,
  type: QuestionType,
  imported: FormQuestion[],
  scope: ImportScope = 'all',
): FormQuestion[] {
  const lim3 = form.question_type === 'lim3';
  let list = scope === 'all' ? [] : form.questions.filter((q) => q.question_type !== type);
  for (const q of imported) {
    const objective: Objective = lim3 ? q.question_objective : 'general';
    list = [
      ...list,
      { ...newQuestion(type, objective, list), ...q, id: newQuestion(type, 'general', list).id, question_type: type, question_objective: objective },
    ];
  }
  return list;
}
