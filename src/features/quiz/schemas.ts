import { z } from 'zod';
import { PlacementRowSchema } from '@/lib/associates-schema';
import { ListQuerySchema } from '@/lib/list';
import { QuizOptionSchema } from '@/lib/quiz-option';
import {
  LIM_TYPES,
  LINEAR_END_MAX,
  LINEAR_END_MIN,
  LIST_FILTER_TYPES,
  MAX_ESSAY_SCORE,
  MAX_OPTIONS,
  MAX_SCORE,
  MIN_OPTIONS,
  MODULE_TYPES,
  OBJECTIVES,
  OPTION_CODES,
  QUESTION_TYPES,
  RESULT_STATUSES,
} from './constants';
import { quizMessages as m } from './messages';

/** Isomorphic: the islands validate with the same schemas the server parses with. */
const htmlHasContent = (html: string) =>
  html
    .replace(/<img\b/gi, 'x')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;

export const QUIZ_SORT_COLUMNS = ['title', 'question_type', 'created_by', 'created_at', 'updated_at'] as const;
export const QuizListQuerySchema = ListQuerySchema.extend({
  questionType: z.enum(Object.keys(LIST_FILTER_TYPES) as [keyof typeof LIST_FILTER_TYPES, ...(keyof typeof LIST_FILTER_TYPES)[]]).optional(),
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
});
export type QuizListQuery = z.infer<typeof QuizListQuerySchema>;

export const QuizListItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  type: z.enum(['quiz', 'lim']),
  question_type: z.string(),
  question_type_label: z.string(),
  created_by: z.object({ full_name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type QuizListItem = z.infer<typeof QuizListItemSchema>;

const option = QuizOptionSchema.shape;
/** An option (src/lib/quiz-option.ts) as a form or an import sends it: its limits, no other keys, and defaults. */
const OptionInputSchema = z.strictObject({
  ...option,
  code: option.code.trim().min(1).max(2),
  no: option.no.int().min(0).max(LINEAR_END_MAX),
  label: option.label.max(2000).default(''),
  is_correct: option.is_correct.default(false),
  score: option.score.unwrap().min(0).max(MAX_SCORE).nullable().default(null),
  url_image: option.url_image.unwrap().max(1000).nullable().default(null),
});

export const QuestionSchema = z
  .strictObject({
    /** A number for a saved question; 'type_N' while unsaved (dropped on save so the server assigns it). */
    id: z.union([z.number().int(), z.string().max(80)]).optional(),
    question: z.string().max(100_000),
    question_type: z.enum(QUESTION_TYPES),
    question_objective: z.enum(OBJECTIVES).default('general'),
    url_image: z.string().max(1000).nullable().default(null),
    score: z.number().min(0, 'Score minimum 0').max(MAX_SCORE, `Score maximum ${MAX_SCORE}`).default(0),
    options: z.array(OptionInputSchema).max(11).default([]),
    /**
     * Marked for review: a grader confirms or overrides the automatic score before the attempt is final
     * (docs/decisions/0017). Absent means false; the server stores true for every essay and false in surveys.
     */
    needs_review: z.boolean().default(false),
  })
  .superRefine((q, ctx) => {
    if (!htmlHasContent(q.question) && !q.url_image && !/<img\b/i.test(q.question))
      ctx.addIssue({ code: 'custom', path: ['question'], message: 'Question text is required' });
    if (q.question_type === 'essay' && q.score > MAX_ESSAY_SCORE)
      ctx.addIssue({ code: 'custom', path: ['score'], message: `Score maximum ${MAX_ESSAY_SCORE}` });
    const choice = q.question_type === 'multiple_choice_single_answer' || q.question_type === 'multiple_choice_multi_answers';
    if (choice) {
      if (q.options.length < MIN_OPTIONS || q.options.length > MAX_OPTIONS)
        ctx.addIssue({ code: 'custom', path: ['options'], message: `A multiple choice question has ${MIN_OPTIONS} to ${MAX_OPTIONS} options` });
      if (!q.options.some((o) => o.is_correct)) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Choose at least one correct option' });
      if (q.question_type === 'multiple_choice_single_answer' && q.options.filter((o) => o.is_correct).length > 1)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'A single answer question has one correct option' });
      q.options.forEach((o, i) => {
        if (o.code !== OPTION_CODES[i] || o.no !== i + 1)
          ctx.addIssue({ code: 'custom', path: ['options', i, 'code'], message: 'Option codes run A to E in order' });
      });
    }
    if (q.question_type === 'true_false') {
      if (q.options.length !== 2 || q.options.filter((o) => o.is_correct).length !== 1)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'A true/false question has True and False with one correct' });
    }
    if (q.question_type === 'linear_scale') {
      const values = q.options.map((o) => o.no);
      const first = values[0];
      const last = values[values.length - 1];
      if (!(first === 0 || first === 1) || !(last >= LINEAR_END_MIN && last <= LINEAR_END_MAX))
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'A linear scale starts at 0 or 1 and ends between 5 and 10' });
    }
  });
export type QuestionInput = z.infer<typeof QuestionSchema>;

const DisplayTypeSettingSchema = z.strictObject({
  order: z.number().int().min(1).max(20),
  max: z.number().int().min(0).max(10_000),
  exclude_from_grading: z.boolean(),
});
const DisplaySettingsSchema = z.partialRecord(z.enum(OBJECTIVES), z.partialRecord(z.enum(QUESTION_TYPES), DisplayTypeSettingSchema));

const PreferencesSchema = z.strictObject({
  next_learning_status: z.enum(['both', 'fail']).default('both'),
  duration: z.number().int().min(0).max(100_000).default(0),
  pass_grade: z.number().min(0).max(100).default(0),
  display_passing_grade: z.boolean().default(false),
  display_result: z.boolean().default(false),
  display_answer: z.boolean().default(false),
  can_retake_on_fail: z.boolean().default(false),
  can_retake_on_pass: z.boolean().default(false),
  time_to_retake: z.number().int().min(0).max(1_000_000).default(0),
  max_retake: z.number().int().min(0).max(1000).default(0),
  score_selection_type: z.enum(['last', 'highest']).default('last'),
  question_arrangement: z.enum(['sequential', 'random']).default('sequential'),
  display_per_page: z.enum(['all', 'single']).default('all'),
  question_display_settings: DisplaySettingsSchema.nullable().default(null),
});

export const QuizInputSchema = PreferencesSchema.extend({
  title: z.string().trim().min(1, m.titleRequired).max(255),
  description: z.string().max(200_000).refine(htmlHasContent, m.descriptionRequired),
  type: z.enum(['quiz', 'lim']),
  question_type: z.enum(['Combine', ...LIM_TYPES], { error: 'Question type is required' }),
  questions: z.array(QuestionSchema).max(1000).default([]),
  /** For a PATCH: the updated_at the edit started from (a stale one answers 409). */
  updated_at: z.string().optional(),
}).superRefine((q, ctx) => {
  if (q.type === 'quiz' && q.question_type !== 'Combine')
    ctx.addIssue({ code: 'custom', path: ['question_type'], message: 'A quiz has the question type Combine' });
  if (q.type === 'lim' && q.question_type === 'Combine') ctx.addIssue({ code: 'custom', path: ['question_type'], message: 'Choose a LIM type' });
});
export type QuizInput = z.infer<typeof QuizInputSchema>;

export const AssociatesQuerySchema = ListQuerySchema.extend({
  module_type: z.enum(MODULE_TYPES).optional(),
  master_id: z.coerce.number().int().optional(),
  batch_id: z.coerce.number().int().optional(),
  day_id: z.coerce.number().int().optional(),
  section_id: z.coerce.number().int().optional(),
  content_id: z.coerce.number().int().optional(),
});
export type AssociatesQuery = z.infer<typeof AssociatesQuerySchema>;

export const AssociateRowSchema = PlacementRowSchema.extend({
  detail: z.string().optional(),
});
export type AssociateRow = z.infer<typeof AssociateRowSchema>;

export const ResultsQuerySchema = ListQuerySchema.extend({
  status: z.enum(RESULT_STATUSES).optional(),
  min_score: z.coerce.number().min(0).optional(),
  max_score: z.coerce.number().min(0).optional(),
  module_type: z.enum(MODULE_TYPES).optional(),
  relation_id: z.coerce.number().int().optional(),
  batch_id: z.coerce.number().int().optional(),
  content_id: z.coerce.number().int().optional(),
  section_id: z.coerce.number().int().optional(),
  timezone: z.string().max(64).optional(),
});
export type ResultsQuery = z.infer<typeof ResultsQuerySchema>;
export const RESULT_SORT_COLUMNS = ['name', 'nik', 'score', 'retake', 'status'] as const;

/** The decrypted report parameter (spec 001 §2). */
export const ReportDetailSchema = z.object({
  module_type: z.enum(MODULE_TYPES),
  batch_id: z.number().int().nullable(),
  section_id: z.number().int().nullable(),
  content_id: z.number().int(),
  relation_id: z.number().int(),
});
export type ReportDetail = z.infer<typeof ReportDetailSchema>;

export const AttemptStartSchema = z.strictObject({ objective: z.enum(OBJECTIVES).optional() });
const AnswerSchema = z.strictObject({
  question_id: z.number().int(),
  codes: z.array(z.string().max(2)).max(5).optional(),
  text: z.string().max(20_000).optional(),
  value: z.number().int().min(0).max(10).optional(),
});
export const SubmitSchema = z.strictObject({ answers: z.array(AnswerSchema).max(1000) });
export type SubmitInput = z.infer<typeof SubmitSchema>;
/** A grade for an essay or a question marked for review; the server bounds it by the question's score. */
export const GradeSchema = z.strictObject({ question_id: z.number().int(), score: z.number().min(0).max(MAX_SCORE) });
export type GradeInput = z.infer<typeof GradeSchema>;
export const ImportTypeSchema = z.enum([...QUESTION_TYPES, ...LIM_TYPES]);

// What the calls answer (api.ts declares them as the endpoints' outputs; the islands' types come from them).

const LabelledSchema = z.object({ value: z.string(), label: z.string() });
const StoredDisplaySettingsSchema = z.record(
  z.string(),
  z.record(z.string(), z.object({ order: z.number(), max: z.number(), exclude_from_grading: z.boolean() })),
);

/** The constants the quiz screens and clients share: types, objectives, statuses, preference options and limits. */
export const QuizConstantsSchema = z.object({
  question_types: z.array(LabelledSchema),
  lim_types: z.array(LabelledSchema),
  list_question_types: z.array(LabelledSchema),
  allowed_types: z.record(z.string(), z.array(z.enum(QUESTION_TYPES))),
  objectives: z.array(LabelledSchema),
  lim3_objectives: z.array(z.enum(OBJECTIVES)),
  lim3_start_objective: z.enum(OBJECTIVES),
  result_statuses: z.array(LabelledSchema.extend({ colour: z.string() })),
  module_types: z.array(LabelledSchema),
  preference_defaults: PreferencesSchema.required(),
  preference_options: z.record(z.string(), z.array(LabelledSchema)),
  excluded_by_default: z.array(z.enum(QUESTION_TYPES)),
  limits: z.object({
    option_codes: z.array(z.string()).readonly(),
    min_options: z.number(),
    max_options: z.number(),
    max_score: z.number(),
    max_essay_score: z.number(),
    default_score: z.number(),
    linear_start: z.array(z.number()).readonly(),
    linear_end_min: z.number(),
    linear_end_max: z.number(),
    answer_chunk: z.number(),
    page_size: z.number(),
  }),
});

const QuestionViewSchema = z.object({
  id: z.number(),
  question: z.string(),
  question_type: z.string(),
  question_objective: z.string(),
  url_image: z.string().nullable(),
  score: z.number(),
  options: z.array(QuizOptionSchema),
  needs_review: z.boolean(),
});

export type QuestionView = z.infer<typeof QuestionViewSchema>;

/** One quiz with its questions and preferences, as GET /cms/v4/quizzes/{id} answers it. */
export const QuizViewSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  type: z.enum(['quiz', 'lim']),
  question_type: z.string(),
  question_type_label: z.string(),
  next_learning_status: z.enum(['both', 'fail']),
  duration: z.number(),
  pass_grade: z.number(),
  display_passing_grade: z.boolean(),
  display_result: z.boolean(),
  display_answer: z.boolean(),
  can_retake_on_fail: z.boolean(),
  can_retake_on_pass: z.boolean(),
  time_to_retake: z.number(),
  max_retake: z.number(),
  score_selection_type: z.enum(['last', 'highest']),
  question_arrangement: z.enum(['sequential', 'random']),
  display_per_page: z.enum(['all', 'single']),
  question_display_settings: StoredDisplaySettingsSchema.nullable(),
  questions: z.array(QuestionViewSchema),
  created_by: z.object({ full_name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
  can_delete: z.boolean(),
});

/** A question read from an import sheet: unsaved (a 'type_N' id), ready for the form. */
export const ImportedQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  question_type: z.enum(QUESTION_TYPES),
  question_objective: z.enum(OBJECTIVES),
  url_image: z.null(),
  score: z.number(),
  options: z.array(QuizOptionSchema.extend({ url_image: z.null() })),
  needs_review: z.boolean(),
});
export type ImportedQuestion = z.infer<typeof ImportedQuestionSchema>;
/** The import answer keeps the questions under data.results (as the islands read them) and results. */
export const ImportedQuestionsSchema = z.object({
  data: z.object({ results: z.array(ImportedQuestionSchema) }),
  results: z.array(ImportedQuestionSchema),
});

const ResultAttemptViewSchema = z.object({
  id: z.number(),
  retake: z.number(),
  start_at: z.string(),
  score: z.number().nullable(),
  status: z.string(),
  quiz_version: z.number(),
});
/** A participant's row of the report: the maintained result and its attempts. */
export const ResultRowViewSchema = z.object({
  id: z.number(),
  placement_id: z.number(),
  name: z.string(),
  email: z.string(),
  nik: z.string().nullable(),
  position: z.string().nullable(),
  /** The participant's picture. */
  image: z.string().nullable(),
  score: z.number().nullable(),
  retake: z.number(),
  status: z.string(),
  attempts: z.array(ResultAttemptViewSchema),
});
export type ResultRowView = z.infer<typeof ResultRowViewSchema>;

/** The report's summary (counts per status, experts, the rules that decide graduation). */
export const QuizDashboardSchema = z.object({
  title: z.string(),
  module_type: z.string().nullable(),
  experts: z.array(z.object({ id: z.number(), name: z.string(), avatar: z.string().nullable() })),
  total_participants: z.number(),
  retake: z.number(),
  graduation_determined_by: z.string(),
  pass_grade: z.number(),
  score_selection_type: z.string(),
  waiting_review: z.number(),
  not_passed: z.number(),
  passed: z.number(),
  quiz_version: z.number(),
});
export type QuizDashboard = z.infer<typeof QuizDashboardSchema>;

/** One attempt for review: who took it, on which version, and each served question with the answer and its score. */
export const UserAnswerSchema = z.object({
  detail: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    nik: z.string().nullable(),
    quiz_id: z.number(),
    quiz_title: z.string(),
    placement_id: z.number(),
    placement_title: z.string(),
    retake: z.number(),
    status: z.string(),
    score: z.number().nullable(),
    start_at: z.string(),
    submitted_at: z.string().nullable(),
    quiz_version: z.number(),
    current_version: z.number(),
    quiz_question_types: z.array(z.enum(QUESTION_TYPES)),
  }),
  answers: z.array(
    z.object({
      id: z.number(),
      question_type: z.string(),
      graded: z.boolean(),
      max_score: z.number(),
      question: z.object({ question: z.string(), url_image: z.string().nullable(), options: z.array(QuizOptionSchema) }),
      answer: z.object({ codes: z.array(z.string()), text: z.string().nullable(), value: z.number().nullable() }),
      score: z.number().nullable(),
      needs_review: z.boolean(),
      reviewable: z.boolean(),
    }),
  ),
});
export type UserAnswer = z.infer<typeof UserAnswerSchema>;

/** What a learner sees of an attempt: the served questions without correct answers or option scores. */
export const LearnerAttemptSchema = z.object({
  id: z.number(),
  retake: z.number(),
  status: z.string(),
  quiz_version: z.number(),
  started_at: z.string(),
  deadline_at: z.string().nullable(),
  questions: z.array(
    z.object({
      id: z.number(),
      question_type: z.string(),
      question: z.string(),
      url_image: z.string().nullable(),
      score: z.number(),
      options: z.array(QuizOptionSchema.pick({ code: true, no: true, label: true, url_image: true })),
    }),
  ),
});

/** A submitted attempt: its status and score (late when past the deadline: its answers did not count). */
export const SubmittedAttemptSchema = z.object({ id: z.number(), retake: z.number(), status: z.string(), score: z.number().nullable(), late: z.boolean() });
