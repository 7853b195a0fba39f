// The journey area's tables (drizzle/journey holds its migrations: DB_MODULE=journey npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';

const journeyStatuses = ['draft', 'review', 'publish'] as const;
const audienceTypes = ['event', 'company', 'divisi', 'invitation'] as const;
const stepKinds = ['course', 'program', 'live_event', 'checkpoint'] as const;
const unlockRules = ['none', 'previous', 'date'] as const;

/**
 * A journey (spec 002 §2 /journey, §3 'Course, program, journey'; docs/decisions/0148): an ordered learning path of
 * steps, for an audience (spec 002 §3: Event, Company, Divisi, Invitation), with status draft → review → publish.
 */
export const journeys = pgTable(
  'journeys',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised rich text (HTML). */
    description: text('description').notNull().default(''),
    /** One of the six default thumbnails (spec 002 §9). */
    thumbnailDefault: integer('thumbnail_default').notNull().default(1),
    audienceType: text('audience_type', { enum: audienceTypes }).notNull().default('invitation'),
    status: text('status', { enum: journeyStatuses }).notNull().default('draft'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Every sort the list offers walks an index (organization_id, column, id): decision 0060.
    index('journeys_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('journeys_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('journeys_org_title_idx').on(t.organizationId, t.title, t.id),
    index('journeys_org_status_idx').on(t.organizationId, t.status, t.id),
    index('journeys_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    check('journeys_thumbnail_default', sql`${t.thumbnailDefault} between 1 and 6`),
  ],
);

/**
 * A step of a journey, in position order: a course, program, live event or checkpoint of the organisation (read in
 * their own tables, no foreign key across areas: a deleted content leaves the step shown as missing), and when it
 * opens: 'none' (the first step, or open from the start), 'previous' (once the step before is completed), 'date'.
 */
export const journeySteps = pgTable(
  'journey_steps',
  {
    id: serial('id').primaryKey(),
    journeyId: integer('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: stepKinds }).notNull(),
    contentId: integer('content_id').notNull(),
    unlock: text('unlock', { enum: unlockRules }).notNull().default('none'),
    /** The WIB day the step opens on (unlock 'date'). */
    unlockDate: date('unlock_date', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('journey_steps_position_uq').on(t.journeyId, t.position),
    uniqueIndex('journey_steps_content_uq').on(t.journeyId, t.kind, t.contentId),
    index('journey_steps_content_idx').on(t.kind, t.contentId),
    check('journey_steps_unlock_date', sql`(${t.unlock} = 'date') = (${t.unlockDate} is not null)`),
  ],
);

/** The audience's members by type: the companies (Company), divisions (Divisi) or live events (Event) it names. */
export const journeyAudiences = pgTable(
  'journey_audiences',
  {
    journeyId: integer('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    refId: integer('ref_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.journeyId, t.refId] })],
);

/** A learner invited to the journey by name (always counted, whatever the audience type). */
export const journeyInvitees = pgTable(
  'journey_invitees',
  {
    journeyId: integer('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.journeyId, t.userId] }), index('journey_invitees_user_idx').on(t.userId)],
);

/** The moment a learner completed every step of a journey: written once, and only that write emits 'journey_completed'. */
export const journeyCompletions = pgTable(
  'journey_completions',
  {
    journeyId: integer('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.journeyId, t.userId] })],
);
