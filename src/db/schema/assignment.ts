// The assignment area's tables (drizzle/assignment holds their migrations: DB_MODULE=assignment npm run db:generate).
import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';
import { placements } from './learning';

const gradingStatuses = ['graded', 'ungraded'] as const;
const assignmentTypes = ['individual', 'group'] as const;
const uploadConditions = ['required', 'optional', 'disallowed'] as const;
const submitConditions = ['resubmit', 'no_resubmit'] as const;
const resultStatuses = ['not_done', 'waiting_for_review', 'not_passed', 'passed'] as const;

export interface AllowedUploadExtensions {
  documents: string[];
  videos: string[];
  audios: string[];
  others: string[];
}

export interface SubmittedFile {
  url: string;
  type: string;
  size: number;
  name: string;
}

export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    instruction: text('instruction').notNull(),
    gradingStatus: text('grading_status', { enum: gradingStatuses }).notNull().default('graded'),
    assignmentType: text('assignment_type', { enum: assignmentTypes }).notNull().default('individual'),
    uploadCondition: text('upload_condition', { enum: uploadConditions }).notNull().default('required'),
    submitCondition: text('submit_condition', { enum: submitConditions }).notNull().default('resubmit'),
    displayResult: boolean('display_result').notNull().default(false),
    allowedUploadExtensions: jsonb('allowed_upload_extensions').$type<AllowedUploadExtensions>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One index per sort the list offers, each (organisation, column, id): a page walks the index (docs/decisions/0060).
    index('assignments_org_idx').on(t.organizationId, t.updatedAt, t.id),
    index('assignments_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('assignments_org_title_idx').on(t.organizationId, t.title, t.id),
    index('assignments_org_type_idx').on(t.organizationId, t.assignmentType, t.id),
    // The keyword also finds assignments by their creator's name: users' trigram index, then this one.
    index('assignments_created_by_idx').on(t.createdBy),
    index('assignments_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** The number of an organisation's assignments and a version bumped by every write, kept by statement triggers (drizzle/assignment). */
export const assignmentListCounts = pgTable('assignment_list_counts', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Groups of batch participants for a group assignment, per placement (docs/decisions/0031). */
export const assignmentGroups = pgTable(
  'assignment_groups',
  {
    id: serial('id').primaryKey(),
    placementId: integer('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('assignment_groups_placement_idx').on(t.placementId)],
);

export const assignmentGroupMembers = pgTable(
  'assignment_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => assignmentGroups.id, { onDelete: 'cascade' }),
    placementId: integer('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), uniqueIndex('assignment_group_members_placement_user_uq').on(t.placementId, t.userId)],
);

/**
 * One participant's result for one placement of an assignment: the submission (files, notes) and its grade.
 * version grows on every submission and grade; bulk imports compare it (docs/decisions/0032).
 */
export const assignmentResults = pgTable(
  'assignment_results',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    placementId: integer('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => assignmentGroups.id, { onDelete: 'set null' }),
    files: jsonb('files').$type<SubmittedFile[]>().notNull().default([]),
    notes: text('notes'),
    score: doublePrecision('score'),
    status: text('status', { enum: resultStatuses }).notNull().default('waiting_for_review'),
    version: integer('version').notNull().default(1),
    submissions: integer('submissions').notNull().default(1),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    gradedBy: integer('graded_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assignment_results_placement_user_uq').on(t.placementId, t.userId),
    index('assignment_results_assignment_idx').on(t.assignmentId, t.status),
  ],
);

/**
 * How many results (hand-ins) each assignment has, kept by statement triggers on assignment_results
 * (drizzle/assignment 0002): the list's Submitted column and its sort read one row per listed assignment instead of
 * counting every hand-in on every request (issue 12: a list's cost follows the page, not the table).
 */
export const assignmentSubmissionCounts = pgTable('assignment_submission_counts', {
  assignmentId: integer('assignment_id')
    .primaryKey()
    .references(() => assignments.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
});

export type Assignment = typeof assignments.$inferSelect;
