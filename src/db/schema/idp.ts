// The IDP area's tables (drizzle/idp holds their migrations: DB_MODULE=idp npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';

/** The four tabs of the IDP templates (spec 002 §2: recommended, formal, social, experiential). */
const IDP_TABS = ['recommended', 'formal', 'social', 'experiential'] as const;

/** One learning of a template as stored: its group, the picked item's id and the title it had when picked. */
export interface StoredLearning {
  group: string;
  id: number;
  title: string;
  /** The category a CBA or job-competency content was picked from. */
  category_id?: number;
}

/** The fields and learnings of a template being created or edited (the draft's data). */
export interface StoredDraft {
  title: string;
  description: string;
  topics: string[];
  objectives: number[];
  thumbnail: number;
  learnings: StoredLearning[];
}

/**
 * An individual development plan template of one tab (spec 002 §3 "IDP template": title, description, topics,
 * objectives, selected thumbnail and learnings grouped by group; docs/decisions/0134). The learnings are kept in their
 * order as picked; each names the item of its group by id (a job competency by its course's id).
 */
export const idpTemplates = pgTable(
  'idp_templates',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    tab: text('tab', { enum: IDP_TABS }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    objectives: jsonb('objectives').$type<number[]>().notNull().default([]),
    /** One of the six default thumbnails (1–6). */
    thumbnail: integer('thumbnail').notNull().default(1),
    learnings: jsonb('learnings').$type<StoredLearning[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idp_templates_org_tab_created_idx').on(t.organizationId, t.tab, t.createdAt, t.id)],
);
export type IdpTemplate = typeof idpTemplates.$inferSelect;

/**
 * What an administrator is building, step by step, kept on the server so that each step resumes where it was left:
 * one draft per person, tab and template (template 0: a new template).
 */
export const idpDrafts = pgTable(
  'idp_drafts',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tab: text('tab', { enum: IDP_TABS }).notNull(),
    /** 0 while creating; the template's id while editing it. */
    templateId: integer('template_id').notNull().default(0),
    data: jsonb('data').$type<StoredDraft>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idp_drafts_owner_uq').on(t.organizationId, t.userId, t.tab, t.templateId)],
);
