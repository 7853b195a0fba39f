// The presence area's tables (drizzle/presence holds their migrations: DB_MODULE=presence npm run db:generate).
import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';
import { moduleTypes, schedules } from './learning';

/**
 * A presence: an attendance record shown to learners as a QR code (spec 002 §3). Where it is used comes from
 * `placements` (content_type 'presence'). `code` is the current QR secret: Regenerate QR replaces it, and every
 * check-in token is signed with a key derived from it, so replacing it kills all older tokens (docs/decisions/0021).
 */
export const presences = pgTable(
  'presences',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The learning module type it is meant for (GET /v2/contents/options?group=presence). */
    contentType: text('content_type', { enum: moduleTypes }).notNull(),
    code: text('code').notNull(),
    codeRotatedAt: timestamp('code_rotated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Check-in window: open this many minutes before the schedule starts and until this many after it ends. */
    earlyMinutes: integer('early_minutes').notNull().default(30),
    closeMinutes: integer('close_minutes').notNull().default(0),
    /** Arrivals later than start + grace are marked late. */
    graceMinutes: integer('grace_minutes').notNull().default(15),
    /** Length of a token's time step on screen (the detail tab refreshes at this rate). */
    stepSeconds: integer('step_seconds').notNull().default(15),
    /** A longer step for the printable preview page; null means the preview refreshes like the screen. */
    printStepSeconds: integer('print_step_seconds'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One index per sort the list offers, each (organisation, column, id): a page walks the index (docs/decisions/0060).
    index('presences_org_idx').on(t.organizationId, t.updatedAt, t.id),
    index('presences_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('presences_org_title_idx').on(t.organizationId, t.title, t.id),
    index('presences_org_content_type_idx').on(t.organizationId, t.contentType, t.id),
    index('presences_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** The number of an organisation's presences and a version bumped by every write, kept by statement triggers (drizzle/presence). */
export const presenceListCounts = pgTable('presence_list_counts', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

const attendanceStatuses = ['present', 'late', 'visitor'] as const;
const attendanceSources = ['qr', 'manual'] as const;

/** One learner's presence at one schedule: at most one row per presence, schedule and learner. */
export const presenceAttendances = pgTable(
  'presence_attendances',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    presenceId: integer('presence_id')
      .notNull()
      .references(() => presences.id, { onDelete: 'cascade' }),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: attendanceStatuses }).notNull(),
    source: text('source', { enum: attendanceSources }).notNull(),
    clockIn: timestamp('clock_in', { withTimezone: true }).notNull().defaultNow(),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    /** Set when the check-in came from farther than the batch radius (flagged, not blocked). */
    outsideLocation: boolean('outside_location').notNull().default(false),
    distanceMeters: integer('distance_meters'),
    /** Who marked it (manual presence); null for the learner's own check-in. */
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('presence_attendances_once_uq').on(t.presenceId, t.scheduleId, t.userId), index('presence_attendances_schedule_idx').on(t.scheduleId)],
);

export type Presence = typeof presences.$inferSelect;
