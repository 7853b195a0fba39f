// The live-event area's tables (drizzle/live-event holds their migrations: DB_MODULE=live-event npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';
import { files } from './files';
import { batches, learningModules, schedules } from './learning';
import { categories } from './category';
import { certificateTemplates } from './certificate';
import { webinars } from './webinar';

const LIVE_EVENT_STATUSES = ['draft', 'publish'] as const;
const LIVE_EVENT_LEVELS = ['fundamental', 'intermediate', 'advanced'] as const;

/**
 * A live event (spec 002 §2 /live-event; docs/decisions/0145): its learning module (module_type 'live_event', the
 * event's title, what placements name), the module's one batch (the event's seats, whose participants may check in) and that batch's
 * one schedule (the event's start and end, where a presence placed on the event takes attendance). This row holds the
 * rest: general data, meeting link, capacity, registration window, certificate and recording.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    /** The event's own id (the routes' and the API's); its module's id is what placements and reports name. */
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .unique()
      .references(() => learningModules.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    /** Sanitised rich text (HTML). */
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    level: text('level', { enum: LIVE_EVENT_LEVELS }).notNull().default('fundamental'),
    /** One of the six default thumbnails (1–6), or null when the thumbnail is an uploaded file. */
    thumbnailDefault: integer('thumbnail_default'),
    thumbnailFileId: integer('thumbnail_file_id').references(() => files.id, { onDelete: 'set null' }),
    status: text('status', { enum: LIVE_EVENT_STATUSES }).notNull().default('draft'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    meetingUrl: text('meeting_url').notNull().default(''),
    /** Seats; null = unlimited. Registrations past it wait on the waiting list. */
    capacity: integer('capacity'),
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true }),
    registrationClosesAt: timestamp('registration_closes_at', { withTimezone: true }),
    /** The achievement: a certificate template of type 1 (live event). */
    certificateTemplateId: integer('certificate_template_id').references(() => certificateTemplates.id, { onDelete: 'set null' }),
    recordingUrl: text('recording_url').notNull().default(''),
    /** The media library's webinar this event was created from (its values were copied; decision 0145). */
    webinarId: integer('webinar_id').references(() => webinars.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_events_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('live_events_org_starts_idx').on(t.organizationId, t.startsAt, t.id),
    index('live_events_category_idx').on(t.categoryId),
    index('live_events_schedule_idx').on(t.scheduleId),
    // One live event per webinar: the webinar is one session.
    uniqueIndex('live_events_webinar_uq')
      .on(t.webinarId)
      .where(sql`${t.webinarId} is not null`),
  ],
);

export type LiveEvent = typeof liveEvents.$inferSelect;

/**
 * A speaker: a person of the organisation (user_id) or an external guest (name only), in the form's order. When the
 * expert directory exists, a speaker maps to an expert by user_id (decision 0145).
 */
export const liveEventSpeakers = pgTable(
  'live_event_speakers',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => liveEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    /** An external speaker's job title or company. */
    headline: text('headline').notNull().default(''),
    position: integer('position').notNull().default(1),
  },
  (t) => [index('live_event_speakers_event_idx').on(t.eventId, t.position), index('live_event_speakers_user_idx').on(t.userId)],
);

const REGISTRANT_STATUSES = ['registered', 'waiting'] as const;

/**
 * Who takes part: registered (a seat; also a batch_participants row, which presence check-in reads) or waiting for a
 * seat (promoted in order when one frees). attended_at: when they checked in with a presence placed on the event.
 */
export const liveEventRegistrants = pgTable(
  'live_event_registrants',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => liveEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REGISTRANT_STATUSES }).notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    attendedAt: timestamp('attended_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('live_event_registrants_status_idx').on(t.eventId, t.status, t.registeredAt)],
);
