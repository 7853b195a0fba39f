// The webinar area's tables (drizzle/webinar holds their migrations: DB_MODULE=webinar npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { listCounterColumns } from './media';
import { users } from './accounts';
import { categories } from './category';

const WEBINAR_STATUSES = ['draft', 'review', 'publish'] as const;
const WEBINAR_PLATFORMS = ['zoom', 'google_meet', 'microsoft_teams', 'other'] as const;
const WEBINAR_LEVELS = ['fundamental', 'intermediate', 'advanced'] as const;

/**
 * A scheduled online session (spec 000 §2 /webinar, §3 "Webinar: id, title, description, view_time", §4 levels and
 * statuses draft/review/publish). `description` is sanitised HTML; start and end are instants (the screens show
 * them in WIB); the recording link is accepted only once the session has ended (docs/decisions/0084).
 */
export const webinars = pgTable(
  'webinars',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** A category of the organisation's /categories tree; a category in use cannot be deleted. */
    categoryId: integer('category_id').references(() => categories.id),
    level: text('level', { enum: WEBINAR_LEVELS }).notNull().default('fundamental'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    platform: text('platform', { enum: WEBINAR_PLATFORMS }).notNull().default('zoom'),
    meetingUrl: text('meeting_url').notNull().default(''),
    /** Seats; null = unlimited. */
    capacity: integer('capacity'),
    recordingUrl: text('recording_url').notNull().default(''),
    status: text('status', { enum: WEBINAR_STATUSES }).notNull().default('draft'),
    statusBy: integer('status_by').references(() => users.id, { onDelete: 'set null' }),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One index per sort the list offers, each (organisation, column, id) (docs/decisions/0060).
    index('webinars_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('webinars_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('webinars_org_title_idx').on(t.organizationId, t.title, t.id),
    index('webinars_org_start_idx').on(t.organizationId, t.startAt, t.id),
    index('webinars_org_status_idx').on(t.organizationId, t.status, t.id),
    index('webinars_category_idx').on(t.categoryId),
    index('webinars_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export type Webinar = typeof webinars.$inferSelect;

/** The speakers (experts) of a webinar, people of its organisation, in the order the form lists them. */
export const webinarSpeakers = pgTable(
  'webinar_speakers',
  {
    webinarId: integer('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.webinarId, t.userId] }), index('webinar_speakers_user_idx').on(t.userId)],
);

/** The webinar list's counter (statement triggers in drizzle/webinar 0001; docs/decisions/0060, 0088). */
export const webinarListCounts = pgTable('webinar_list_counts', listCounterColumns());
