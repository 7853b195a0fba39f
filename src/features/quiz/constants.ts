/** The quiz area's vocabulary (spec 001 §3, §5, §9), served by GET /api/cms/v4/quizzes/constants. */
export const QUESTION_TYPES = ['multiple_choice_single_answer', 'multiple_choice_multi_answers', 'essay', 'linear_scale', 'true_false'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const LIM_TYPES = ['lim1', 'lim2', 'lim3'] as const;

export const OBJECTIVES = ['general', 'pre_learner', 'post_learner', 'pre_manager', 'post_manager'] as const;
export type Objective = (typeof OBJECTIVES)[number];
export const LIM3_OBJECTIVES: Objective[] = ['pre_learner', 'post_learner', 'pre_manager', 'post_manager'];
export const LIM3_START_OBJECTIVE: Objective = 'pre_learner';

/** Which question types each kind of quiz may hold (docs/decisions/0011). */
export const ALLOWED_TYPES: Record<string, QuestionType[]> = {
  Combine: [...QUESTION_TYPES],
  lim1: ['linear_scale'],
  lim2: ['essay', 'linear_scale'],
  lim3: ['linear_scale'],
};

/** The spec's list filter names mapped to question types (a quiz matches when it holds such a question). */
export const LIST_FILTER_TYPES = {
  TrueFalse: 'true_false',
  MCSA: 'multiple_choice_single_answer',
  MCMA: 'multiple_choice_multi_answers',
  LinearScale: 'linear_scale',
  Essay: 'essay',
  Combine: null,
  lim1: null,
  lim2: null,
  lim3: null,
} as const;

const QUESTION_TYPE_LABELS: Record<string, string> = {
  multiple_choice_single_answer: 'Multiple Choice Single Answer',
  multiple_choice_multi_answers: 'Multiple Choice Multiple Answers',
  essay: 'Essay',
  linear_scale: 'Linear Scale',
  true_false: 'True or False',
  Combine: 'Combine',
  lim1: 'LIM 1',
  lim2: 'LIM 2',
  lim3: 'LIM 3',
};

export const OBJECTIVE_LABELS: Record<Objective, string> = {
  general: 'General',
  pre_learner: 'Pre Learner',
  post_learner: 'Post Learner',
  pre_manager: 'Pre Manager',
  post_manager: 'Post Manager',
};

export const RESULT_STATUSES = ['not_done', 'waiting_review', 'not_passed', 'passed'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];
export const RESULT_STATUS_LABELS: Record<ResultStatus, string> = {
  not_done: 'Not Done',
  waiting_review: 'Waiting for Review',
  not_passed: 'Not Passed',
  passed: 'Passed',
};
const RESULT_STATUS_COLOURS: Record<ResultStatus, string> = { not_done: 'grey', waiting_review: 'yellow', not_passed: 'red', passed: 'green' };

export const OPTION_CODES = ['A', 'B', 'C', 'D', 'E'] as const;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 5;
export const MAX_SCORE = 99_999;
export const MAX_ESSAY_SCORE = 100;
export const DEFAULT_SCORE = 100;
export const ANSWER_CHUNK = 5;
const PAGE_SIZE = 10;
export const SCROLL_DELAY_MS = 300;
const LINEAR_START = [0, 1] as const;
export const LINEAR_END_MIN = 5;
export const LINEAR_END_MAX = 10;

export const PREFERENCE_DEFAULTS = {
  next_learning_status: 'both' as 'both' | 'fail',
  duration: 0,
  pass_grade: 0,
  display_passing_grade: false,
  display_result: false,
  display_answer: false,
  can_retake_on_fail: false,
  can_retake_on_pass: false,
  time_to_retake: 0,
  max_retake: 0,
  score_selection_type: 'last' as 'last' | 'highest',
  question_arrangement: 'sequential' as 'sequential' | 'random',
  display_per_page: 'all' as 'all' | 'single',
  question_display_settings: null as null,
};

export const PREFERENCE_OPTIONS = {
  next_learning_status: [
    { value: 'both', label: 'Pass or Fail' },
    { value: 'fail', label: 'Fail Only' },
  ],
  score_selection_type: [
    { value: 'last', label: 'Last' },
    { value: 'highest', label: 'Highest' },
  ],
  question_arrangement: [
    { value: 'sequential', label: 'Sequential' },
    { value: 'random', label: 'Random' },
  ],
  display_per_page: [
    { value: 'all', label: 'All Questions' },
    { value: 'single', label: 'One Question per Page' },
  ],
};

/** Essay and linear scale are excluded from grading by default in the display settings (spec 001 §4). */
export const EXCLUDED_BY_DEFAULT: QuestionType[] = ['essay', 'linear_scale'];

export const MODULE_TYPES = ['course', 'program', 'classroom', 'live_event', 'journey'] as const;

/** The spec's "title-cased" labels: true_false → 'True or False', multi answers → 'Multiple Choice Multiple Answers'. */
export function questionTypeLabel(type: string): string {
  return (
    QUESTION_TYPE_LABELS[type] ??
    type
      .split('_')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ')
  );
}

function titleCase(value: string): string {
  return value
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export const QUIZ_CONSTANTS = {
  question_types: QUESTION_TYPES.map((value) => ({ value, label: questionTypeLabel(value) })),
  lim_types: LIM_TYPES.map((value) => ({ value, label: questionTypeLabel(value) })),
  list_question_types: Object.keys(LIST_FILTER_TYPES).map((value) => ({ value, label: value })),
  allowed_types: ALLOWED_TYPES,
  objectives: OBJECTIVES.map((value) => ({ value, label: OBJECTIVE_LABELS[value] })),
  lim3_objectives: LIM3_OBJECTIVES,
  lim3_start_objective: LIM3_START_OBJECTIVE,
  result_statuses: RESULT_STATUSES.map((value) => ({ value, label: RESULT_STATUS_LABELS[value], colour: RESULT_STATUS_COLOURS[value] })),
  module_types: MODULE_TYPES.map((value) => ({ value, label: titleCase(value) })),
  preference_defaults: PREFERENCE_DEFAULTS,
  preference_options: PREFERENCE_OPTIONS,
  excluded_by_default: EXCLUDED_BY_DEFAULT,
  limits: {
    option_codes: OPTION_CODES,
    min_options: MIN_OPTIONS,
    max_options: MAX_OPTIONS,
    max_score: MAX_SCORE,
    max_essay_score: MAX_ESSAY_SCORE,
    default_score: DEFAULT_SCORE,
    linear_start: LINEAR_START,
    linear_end_min: LINEAR_END_MIN,
    linear_end_max: LINEAR_END_MAX,
    answer_chunk: ANSWER_CHUNK,
    page_size: PAGE_SIZE,
  },
};
