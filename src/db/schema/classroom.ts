// The classroom area's tables (drizzle/classroom holds its migrations: DB_MODULE=classroom npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';
import { badges, files } from './files';
import { batchDays, batches, learningModules, schedules } from './learning';
import { categories } from './category';

const classroomStatuses = ['draft', 'published'] as const;

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
  (t) => [index('classrooms_org_idx').on(t.organizationId, t.updatedAt)],
);

/** A classroom batch's sections beyond the shared batches row: general, location's address, achievement, highlights. */
export const classroomBatches = pgTable('classroom_batches', {
  batchId: integer('batch_id')
    .primaryKey()
    .references(() => batches.id, { onDelete: 'cascade' }),
  description: text('description').notNull().default(''),
  address: text('address').notNull().default(''),
  /** Seats; null: unlimited. Invitations past it go to the waiting list. */
  capacity: integer('capacity'),
  badgeId: integer('badge_id').references(() => badges.id, { onDelete: 'set null' }),
  highlightedInformation: text('highlighted_information').notNull().default(''),
});

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
