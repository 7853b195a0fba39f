// The AI course tables (drizzle/course-ai holds their migrations: DB_MODULE=course-ai npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';
import { sections } from './learning';
import { courses } from './course';

const aiLanguages = ['english', 'bahasa'] as const;

/**
 * One OpenAI-compatible endpoint per organisation (docs/decisions/0091): `POST {base_url}/chat/completions` with this
 * model. The API key is sealed (AES-256-GCM under a server secret, like the SSO client secret), never answered.
 */
export const courseAiSettings = pgTable('course_ai_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  baseUrl: text('base_url').notNull(),
  model: text('model').notNull(),
  apiKeySealed: text('api_key_sealed'),
  language: text('language', { enum: aiLanguages }).notNull().default('english'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CourseAiSettingsRow = typeof courseAiSettings.$inferSelect;

/**
 * One AI generation: what the admin asked for, the outline job and then the content job that run it, and the course
 * saved from it. A course with a generation is an AI course (its screens are /course/edit/ai and /course/detail/ai).
 */
export const aiGenerations = pgTable(
  'ai_generations',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    topic: text('topic').notNull(),
    level: text('level').notNull(),
    language: text('language', { enum: aiLanguages }).notNull(),
    sectionCount: integer('section_count').notNull(),
    outlineJobId: integer('outline_job_id'),
    contentJobId: integer('content_job_id'),
    courseId: integer('course_id')
      .unique()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_generations_org_idx').on(t.organizationId)],
);

/** A generated content of an AI course (spec 002 §3's AI types), edited by the admin and kept in its course section. */
export const aiCourseContents = pgTable(
  'ai_course_contents',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    contentType: text('content_type').notNull(),
    title: text('title').notNull(),
    /** The main text and the items (questions, cards, statements) of the content; see features/course/ai/schemas.ts. */
    body: jsonb('body').$type<{ text: string; items: { prompt: string; answer: string; options: string[] }[] }>().notNull(),
  },
  (t) => [index('ai_course_contents_course_idx').on(t.courseId, t.sectionId, t.position)],
);
