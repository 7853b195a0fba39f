// The program area's tables (drizzle/program holds its migrations: DB_MODULE=program npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';
import { files } from './files';
import { batches, learningModules } from './learning';
import { companies } from './directory';
import { categories } from './category';

const programStatuses = ['draft', 'publish'] as const;
const programLevels = ['fundamental', 'intermediate', 'advanced'] as const;

/**
 * A program (spec 002 §3 'Course, program, journey'; docs/decisions/0146): its own id (the /program/detail/{id} of
 * the routes) and the learning module its contents are placed in (module_type 'program', the placement bridge that
 * courses and classrooms use). The title is kept here and on the module, in the same transaction, so the list
 * sorts and searches one table. The thumbnail is one of the six defaults or an uploaded image, never both.
 */
export const programs = pgTable(
  'programs',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => learningModules.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised rich text (HTML). */
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    level: text('level', { enum: programLevels }).notNull().default('fundamental'),
    thumbnailDefault: integer('thumbnail_default'),
    thumbnailFileId: integer('thumbnail_file_id').references(() => files.id, { onDelete: 'set null' }),
    status: text('status', { enum: programStatuses }).notNull().default('draft'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('programs_module_uq').on(t.moduleId),
    // Every sort the list offers walks an index (organization_id, column, id): decision 0060.
    index('programs_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('programs_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('programs_org_title_idx').on(t.organizationId, t.title, t.id),
    index('programs_org_status_idx').on(t.organizationId, t.status, t.id),
    index('programs_org_level_idx').on(t.organizationId, t.level, t.id),
    index('programs_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    // What uses a category (the category list's can_delete, decision 0128): probed by category, never scanned.
    index('programs_category_idx').on(t.categoryId),
  ],
);

/**
 * A program batch (docs/decisions/0146): the shared batches row (module = the program's module, title, dates) and
 * what a program adds: the organisation of the group it is delivered to (a company of the organisation's structure,
 * spec 000 §3; the route's /org/:orgId) and its capacity (null: no limit).
 */
export const programBatches = pgTable(
  'program_batches',
  {
    batchId: integer('batch_id')
      .primaryKey()
      .references(() => batches.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The group's organisation the batch is for; a company that is removed leaves its batches without one. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    capacity: integer('capacity'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('program_batches_program_idx').on(t.programId, t.batchId), index('program_batches_company_idx').on(t.companyId)],
);

const programMemberStatuses = ['invited', 'waiting'] as const;

/**
 * Who is in a program batch (docs/decisions/0147): invited (holding a seat, and a batch_participants row so that the
 * contents placed in the batch are theirs to take) or waiting for a seat, in the order they were added. A person is
 * in at most one batch of a program (program_id repeated here for that unique index).
 */
export const programBatchMembers = pgTable(
  'program_batch_members',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: programMemberStatuses }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.userId] }),
    uniqueIndex('program_batch_members_program_user_uq').on(t.programId, t.userId),
    index('program_batch_members_waiting_idx').on(t.batchId, t.status, t.addedAt),
  ],
);

/**
 * The moment a learner completed a program (docs/decisions/0149): written once, by the program's listener of learning
 * events, when every content placed in the learner's batch is met (decision 0151). One row per program and learner (a
 * person is in one batch of a program; the certificate and a journey's step are the program's): two completions at
 * once write one row, and only the one that wrote it emits 'program_completed'. The batch it was completed in is kept
 * while it exists.
 */
export const programCompletions = pgTable(
  'program_completions',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.programId, t.userId] }), index('program_completions_user_idx').on(t.userId)],
);
