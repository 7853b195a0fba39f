// The course area's tables (drizzle/course holds its migrations: DB_MODULE=course npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';
import { badges, files } from './files';
import { batches, learningModules, placements, sections } from './learning';
import { categories } from './category';
import { certificateTemplates } from './certificate';
import { listCounterColumns } from './media';
import { providers } from './provider';

const courseLevels = ['fundamental', 'developing', 'intermediate', 'advanced', 'mastery'] as const;
// review: published by someone outside the organisation's review role while review is required (decision 0132).
const courseStatuses = ['draft', 'published', 'trial', 'review'] as const;
const courseConfidentialities = ['public', 'private'] as const;
const courseAccessPeriods = ['limited', 'unlimited'] as const;
const courseLearningOrders = ['sequential', 'random'] as const;
const courseAchievements = ['none', 'certificate', 'badge'] as const;

/**
 * A course (spec 002 §2, §3; docs/decisions/0086). It is a learning module of type 'course' (the structure that
 * placements hang from, decision 0005) with one batch standing for its enrolment (participants, access period),
 * and sections of that module holding its ordered contents. `steps_done` is how far the wizard has been saved.
 */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .unique()
      .references(() => learningModules.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised rich text. */
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    level: text('level', { enum: courseLevels }).notNull().default('fundamental'),
    /** One of the six default thumbnails (1–6) or an uploaded image. */
    thumbnailDefault: integer('thumbnail_default'),
    thumbnailFileId: integer('thumbnail_file_id').references(() => files.id, { onDelete: 'set null' }),
    status: text('status', { enum: courseStatuses }).notNull().default('draft'),
    confidentiality: text('confidentiality', { enum: courseConfidentialities }).notNull().default('public'),
    /**
     * The provider (GET /partners). The foreign key (ON DELETE NO ACTION) is what makes a provider with courses
     * undeletable: the provider area counts every reference it finds in the catalogue (decisions 0075, 0086, 0088).
     */
    providerId: integer('provider_id').references(() => providers.id),
    instructionalModel: text('instructional_model'),
    /** Restricted mode: PDF and PPT contents only. */
    restricted: boolean('restricted').notNull().default(false),
    accessPeriod: text('access_period', { enum: courseAccessPeriods }).notNull().default('unlimited'),
    learningOrder: text('learning_order', { enum: courseLearningOrders }).notNull().default('sequential'),
    achievement: text('achievement', { enum: courseAchievements }).notNull().default('none'),
    /** The certificate template (type 2) when the achievement is a certificate; a template in use cannot be deleted. */
    certificateTemplateId: integer('certificate_template_id').references(() => certificateTemplates.id, { onDelete: 'restrict' }),
    badgeId: integer('badge_id').references(() => badges.id, { onDelete: 'set null' }),
    stepsDone: integer('steps_done').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's sorts (docs/decisions/0060, 0088): each index starts with the organisation and ends with the id.
    index('courses_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    // A certificate template's can_delete: one probe per template row.
    index('courses_certificate_template_idx').on(t.certificateTemplateId),
    index('courses_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('courses_org_title_lower_idx').on(t.organizationId, sql`lower(${t.title})`, t.id),
    index('courses_org_status_idx').on(t.organizationId, t.status, t.id),
    index('courses_org_level_idx').on(t.organizationId, t.level, t.id),
    index('courses_category_idx').on(t.categoryId),
    index('courses_provider_idx').on(t.providerId),
    index('courses_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);
export type Course = typeof courses.$inferSelect;

/** The course list's counter (triggers in drizzle/course 0001). */
export const courseListCounts = pgTable('course_list_counts', listCounterColumns());

/** One content of a course section, in order; quizzes, presences and assignments also have their placement. */
export const courseContents = pgTable(
  'course_contents',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** A content type an area declares (spec 002 §3; src/features/contents.ts): the course stores what it was placed as. */
    contentType: text('content_type').notNull(),
    refId: integer('ref_id').notNull(),
    title: text('title').notNull(),
    /** required, min_minutes, pass_grade. */
    settings: jsonb('settings').$type<{ required: boolean; min_minutes: number | null; pass_grade: number | null; due_date?: string | null }>().notNull(),
    placementId: integer('placement_id').references(() => placements.id, { onDelete: 'set null' }),
  },
  (t) => [index('course_contents_course_idx').on(t.courseId, t.sectionId, t.position)],
);

export const courseExperts = pgTable(
  'course_experts',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] })],
);

export const coursePrerequisites = pgTable(
  'course_prerequisites',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    prerequisiteId: integer('prerequisite_id')
      .notNull()
      .references((): AnyPgColumn => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.prerequisiteId] })],
);

/**
 * The moment a learner completed a course (docs/decisions/0138): written once, by the course area's listener of
 * learning events, when every counted content of the course is met. One row per course and learner: two completions
 * at once write one row, and only the one that wrote it emits 'course_completed'.
 */
export const courseCompletions = pgTable(
  'course_completions',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('course_completions_user_idx').on(t.userId)],
);
