import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';

/**
 * The learning structure that quizzes, presences and assignments are placed in (docs/decisions/0005).
 * Until the course, program, classroom, live-event and journey areas exist, the demo seed makes these rows.
 */
export const moduleTypes = ['course', 'program', 'classroom', 'live_event', 'journey'] as const;
export type ModuleType = (typeof moduleTypes)[number];

export const learningModules = pgTable(
  'learning_modules',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    moduleType: text('module_type', { enum: moduleTypes }).notNull(),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('learning_modules_org_idx').on(t.organizationId, t.moduleType)],
);

export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => learningModules.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    locationName: text('location_name'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** How far from the location a check-in may be before it is flagged. */
    radiusMeters: integer('radius_meters').notNull().default(300),
  },
  (t) => [index('batches_module_idx').on(t.moduleId)],
);

export const batchDays = pgTable('batch_days', {
  id: serial('id').primaryKey(),
  batchId: integer('batch_id')
    .notNull()
    .references(() => batches.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
});

export const sections = pgTable('sections', {
  id: serial('id').primaryKey(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => learningModules.id, { onDelete: 'cascade' }),
  dayId: integer('day_id').references(() => batchDays.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
});

export const placementContentTypes = ['quiz', 'presence', 'assignment'] as const;
export type PlacementContentType = (typeof placementContentTypes)[number];

/**
 * One piece of content placed in a module (optionally in a batch, day and section). Its id is both the
 * spec's content_id and relation_id. settings holds per-placement conditions such as due_date and pass_grade.
 */
export const placements = pgTable(
  'placements',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => learningModules.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    dayId: integer('day_id').references(() => batchDays.id, { onDelete: 'set null' }),
    sectionId: integer('section_id').references(() => sections.id, { onDelete: 'set null' }),
    contentType: text('content_type', { enum: placementContentTypes }).notNull(),
    contentId: integer('content_id').notNull(),
    title: text('title').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('placements_content_idx').on(t.contentType, t.contentId),
    index('placements_batch_idx').on(t.batchId),
    index('placements_module_idx').on(t.moduleId),
  ],
);

export const invitationStatuses = ['invited', 'confirmed', 'declined'] as const;

export const batchParticipants = pgTable(
  'batch_participants',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitation: text('invitation', { enum: invitationStatuses }).notNull().default('invited'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.userId] }), index('batch_participants_user_idx').on(t.userId)],
);

export const batchStaffRoles = ['expert', 'training_support'] as const;

/** Experts (shown in reports) and training-support people (shown on the QR preview) of a batch. */
export const batchStaff = pgTable(
  'batch_staff',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: batchStaffRoles }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.userId, t.role] })],
);

/**
 * A time learners attend: a classroom rundown's session (shared by every presence placed in its batch), or the own
 * schedule of one placement (`placement_id`: a presence placed in a course, whose batch has no rundown; decision 0115).
 */
export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    placementId: integer('placement_id').references(() => placements.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('schedules_batch_idx').on(t.batchId, t.startsAt),
    uniqueIndex('schedules_batch_title_start_uq')
      .on(t.batchId, t.title, t.startsAt)
      .where(sql`${t.placementId} is null`),
    uniqueIndex('schedules_placement_uq').on(t.placementId),
  ],
);
