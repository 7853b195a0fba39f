// The classroom area's tables (drizzle/classroom holds its migrations: DB_MODULE=classroom npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';
import { badges, files } from './files';
import { batchDays, batches, learningModules, schedules } from './learning';
import { categories } from './category';
import { listCounterColumns } from './media';
import { locations } from './announcement';

/** review: waiting for the review role's publish (Setting › Content, docs/decisions/0132). */
const classroomStatuses = ['draft', 'published', 'review'] as const;

/**
 * A classroom's own data beside its learning module (module_type 'classroom'), keyed by the module's id: the
 * module is the classroom (its id and title), this row its general step (docs/decisions/0087). `step` is the last
 * wizard step saved (1 General … 4 Participant), so the list can resume the wizard where it stopped.
 */
export const classrooms = pgTable(
  'classrooms',
  {
    moduleId: integer('module_id')
      .primaryKey()
      .references(() => learningModules.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Sanitised rich text (HTML). */
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    thumbnailFileId: integer('thumbnail_file_id').references(() => files.id, { onDelete: 'set null' }),
    status: text('status', { enum: classroomStatuses }).notNull().default('draft'),
    step: integer('step').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('classrooms_org_idx').on(t.organizationId, t.updatedAt),
    // What uses a category (the category list's can_delete, decision 0128): probed by category, never scanned.
    index('classrooms_category_idx').on(t.categoryId),
  ],
);

/**
 * The classroom list's own row per classroom module (docs/decisions/0114): what the list sorts and searches on, in
 * one table with an index per sort, so a page is an index walk (decision 0060). Kept by the triggers of classroom
 * 0001, never written by the code: the module's title and creation instant, and the classroom row's status and
 * updated_at (a module without a row of its own lists as published, changed when it was made).
 */
export const classroomList = pgTable(
  'classroom_list',
  {
    moduleId: integer('module_id')
      .primaryKey()
      .references(() => learningModules.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status', { enum: classroomStatuses }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('classroom_list_org_updated_idx').on(t.organizationId, t.updatedAt, t.moduleId),
    index('classroom_list_org_created_idx').on(t.organizationId, t.createdAt, t.moduleId),
    index('classroom_list_org_title_lower_idx').on(t.organizationId, sql`lower(${t.title})`, t.moduleId),
    index('classroom_list_org_status_idx').on(t.organizationId, t.status, t.moduleId),
    index('classroom_list_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** The classroom list's counter (decision 0060): the organisation's total and a version bumped by every write. */
export const classroomListCounts = pgTable('classroom_list_counts', listCounterColumns());

/** A classroom batch's sections beyond the shared batches row: general, location's address, achievement, highlights. */
export const classroomBatches = pgTable(
  'classroom_batches',
  {
    batchId: integer('batch_id')
      .primaryKey()
      .references(() => batches.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    address: text('address').notNull().default(''),
    /**
     * The organisation's location (Setting › Location) the batch's place was picked from, whose name, address,
     * coordinates and radius were copied into the batch; null: typed by hand. A used location cannot be deleted
     * (restricted here, refused with a message by the announcement area's delete: decision 0124).
     */
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'restrict' }),
    /** Seats; null: unlimited. Invitations past it go to the waiting list. */
    capacity: integer('capacity'),
    badgeId: integer('badge_id').references(() => badges.id, { onDelete: 'set null' }),
    highlightedInformation: text('highlighted_information').notNull().default(''),
  },
  // What uses a location (its delete and can_delete): probed by location, never scanned.
  (t) => [index('classroom_batches_location_idx').on(t.locationId)],
);

/** The rundown: which day each session (a schedule row, which presence check-in reads) belongs to. */
export const classroomScheduleDays = pgTable('classroom_schedule_days', {
  scheduleId: integer('schedule_id')
    .primaryKey()
    .references(() => schedules.id, { onDelete: 'cascade' }),
  dayId: integer('day_id')
    .notNull()
    .references(() => batchDays.id, { onDelete: 'cascade' }),
});

export const participantStatuses = ['draft', 'invited', 'confirmed', 'attended', 'absent', 'waiting'] as const;
export type ParticipantStatus = (typeof participantStatuses)[number];

/**
 * A classroom batch's participant and where they stand (draft → invited → confirmed → attended/absent, or waiting
 * when the batch is full). The shared batch_participants row that check-in reads exists only from 'invited' on.
 */
export const classroomParticipants = pgTable(
  'classroom_participants',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: participantStatuses }).notNull().default('draft'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.userId] }), index('classroom_participants_status_idx').on(t.batchId, t.status)],
);
