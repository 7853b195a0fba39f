// The quiz area's tables (drizzle/quiz holds their migrations: DB_MODULE=quiz npm run db:generate).
import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';
import type { QuizOption } from '@/lib/quiz-option';
import { placements } from './learning';

/** One option of a question as stored (spec 001 §3 Option; declared in src/lib/quiz-option.ts). */
export type StoredOption = QuizOption;

export interface DisplayTypeSetting {
  order: number;
  max: number;
  exclude_from_grading: boolean;
}
/** objective → question type → setting; null when the max-question-display switch is off. */
export type DisplaySettings = Record<string, Record<string, DisplayTypeSetting>>;

export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** quiz or lim (a Learning Impact Measurement survey). */
    type: text('type', { enum: ['quiz', 'lim'] }).notNull(),
    /** Combine for a plain quiz; lim1, lim2 or lim3 for a survey. */
    questionType: text('question_type').notNull(),
    nextLearningStatus: text('next_learning_status', { enum: ['both', 'fail'] })
      .notNull()
      .default('both'),
    duration: integer('duration').notNull().default(0),
    passGrade: doublePrecision('pass_grade').notNull().default(0),
    displayPassingGrade: boolean('display_passing_grade').notNull().default(false),
    displayResult: boolean('display_result').notNull().default(false),
    displayAnswer: boolean('display_answer').notNull().default(false),
    canRetakeOnFail: boolean('can_retake_on_fail').notNull().default(false),
    canRetakeOnPass: boolean('can_retake_on_pass').notNull().default(false),
    timeToRetake: integer('time_to_retake').notNull().default(0),
    maxRetake: integer('max_retake').notNull().default(0),
    scoreSelectionType: text('score_selection_type', { enum: ['last', 'highest'] })
      .notNull()
      .default('last'),
    questionArrangement: text('question_arrangement', { enum: ['sequential', 'random'] })
      .notNull()
      .default('sequential'),
    displayPerPage: text('display_per_page', { enum: ['all', 'single'] })
      .notNull()
      .default('all'),
    questionDisplaySettings: jsonb('question_display_settings').$type<DisplaySettings | null>(),
    /** Bumped on every edit; attempts record the version they were taken on. */
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One index per sort the list offers, each (organisation, column, id): a page walks the index (docs/decisions/0060).
    index('quizzes_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('quizzes_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('quizzes_org_title_idx').on(t.organizationId, t.title, t.id),
    index('quizzes_org_question_type_idx').on(t.organizationId, t.questionType, t.id),
    index('quizzes_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** The number of an organisation's quizzes and a version bumped by every write, kept by statement triggers (drizzle/quiz). */
export const quizListCounts = pgTable('quiz_list_counts', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    questionType: text('question_type').notNull(),
    /** general, or a lim3 objective (pre_learner, post_learner, pre_manager, post_manager). */
    objective: text('objective').notNull().default('general'),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    urlImage: text('url_image'),
    score: doublePrecision('score').notNull().default(0),
    options: jsonb('options').$type<StoredOption[]>().notNull().default([]),
    /**
     * Answers wait for a grader who confirms or overrides the automatic score (docs/decisions/0017). Always true
     * for essays (a person always judges them); false in surveys, which are never graded.
     */
    needsReview: boolean('needs_review').notNull().default(false),
  },
  (t) => [index('quiz_questions_quiz_idx').on(t.quizId, t.objective, t.position)],
);

const attemptStatuses = ['in_progress', 'waiting_review', 'not_passed', 'passed'] as const;

/** A question as it was served to the learner: the attempt keeps it, so later edits do not rewrite history. */
export interface ServedQuestion {
  id: number;
  question_type: string;
  objective: string;
  question: string;
  url_image: string | null;
  score: number;
  options: StoredOption[];
  /** Whether this question counts towards the score (display settings' exclude_from_grading). */
  graded: boolean;
  /** Marked for review: a grader confirms the automatic score. Absent in snapshots taken before 0017 (= false). */
  needs_review?: boolean;
}

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    placementId: integer('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The attempt number for this learner and placement (1, 2, …). */
    retake: integer('retake').notNull(),
    quizVersion: integer('quiz_version').notNull(),
    objective: text('objective').notNull().default('general'),
    snapshot: jsonb('snapshot').$type<ServedQuestion[]>().notNull(),
    status: text('status', { enum: attemptStatuses }).notNull().default('in_progress'),
    score: doublePrecision('score'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    // One attempt per retake number: two simultaneous starts cannot both become retake n (decision 0013).
    uniqueIndex('quiz_attempts_placement_user_retake_key').on(t.placementId, t.userId, t.retake),
    index('quiz_attempts_quiz_idx').on(t.quizId),
  ],
);

export const quizAnswers = pgTable(
  'quiz_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    /** Chosen option codes (choice, true/false), or the scale value as one code. */
    codes: jsonb('codes').$type<string[]>().notNull().default([]),
    text: text('text'),
    scaleValue: integer('scale_value'),
    /** Earned points; null while an essay waits for review. */
    score: doublePrecision('score'),
    needsReview: boolean('needs_review').notNull().default(false),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/**
 * One row per participant and placement (the report's roster): not_done until a first submission, then
 * maintained on submit and grade, so reports never aggregate attempts. sort_name (lower-cased name) lets a
 * results page walk an index in name order instead of sorting every participant.
 */
export const quizResults = pgTable(
  'quiz_results',
  {
    placementId: integer('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    sortName: text('sort_name').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    score: doublePrecision('score').notNull().default(0),
    status: text('status', { enum: ['not_done', 'waiting_review', 'not_passed', 'passed'] })
      .notNull()
      .default('not_done'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.placementId, t.userId] }),
    index('quiz_results_placement_name_idx').on(t.placementId, t.sortName, t.userId),
    index('quiz_results_placement_status_idx').on(t.placementId, t.status),
    index('quiz_results_placement_score_idx').on(t.placementId, t.score),
    index('quiz_results_quiz_idx').on(t.quizId),
  ],
);

export type Quiz = typeof quizzes.$inferSelect;
export type QuizQuestion = typeof quizQuestions.$inferSelect;
export type QuizAttempt = typeof quizAttempts.$inferSelect;
