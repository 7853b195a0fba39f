// The expert area's tables (drizzle/expert holds their migrations: DB_MODULE=expert npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';
import { files } from './files';
import { expertLevels } from './directory-extra';

const stamps = () => ({
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An expert profile (issue 32, docs/decisions/0144): a person of the organisation (`user_id`; their name and e-mail
 * are read from the account) or an external person (`user_id` null; `name` and the contact typed in). One profile per
 * person of the organisation.
 */
export const experts = pgTable(
  'experts',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The external person's name ('' for a person of the organisation, whose account names them). */
    name: text('name').notNull().default(''),
    title: text('title').notNull().default(''),
    expertise: text('expertise')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bio: text('bio').notNull().default(''),
    pictureFileId: integer('picture_file_id').references(() => files.id, { onDelete: 'set null' }),
    expertLevelId: integer('expert_level_id').references(() => expertLevels.id, { onDelete: 'set null' }),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('experts_org_user_uq').on(t.organizationId, t.userId),
    index('experts_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    check('experts_named', sql`${t.userId} is not null or ${t.name} <> ''`),
  ],
);
export type Expert = typeof experts.$inferSelect;

/** An expert journey: the ordered steps to be certified and the expert level reached at its end. */
export const expertJourneys = pgTable(
  'expert_journeys',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    expertLevelId: integer('expert_level_id').references(() => expertLevels.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['draft', 'publish'] })
      .notNull()
      .default('draft'),
    ...stamps(),
  },
  (t) => [index('expert_journeys_org_updated_idx').on(t.organizationId, t.updatedAt, t.id)],
);
export type ExpertJourney = typeof expertJourneys.$inferSelect;

/**
 * A step of a journey, in order: a course to complete (`ref_id` a course), a checkpoint to meet (`ref_id` a
 * checkpoint) or a number of sessions to teach (`sessions`). Course and checkpoint rows are not foreign keys: a step
 * whose item was deleted shows as such and cannot be met.
 */
export const expertJourneySteps = pgTable(
  'expert_journey_steps',
  {
    id: serial('id').primaryKey(),
    journeyId: integer('journey_id')
      .notNull()
      .references(() => expertJourneys.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['course', 'checkpoint', 'sessions'] }).notNull(),
    refId: integer('ref_id'),
    sessions: integer('sessions'),
  },
  (t) => [index('expert_journey_steps_journey_idx').on(t.journeyId, t.position)],
);

/** The experts who follow a journey (people of the organisation: progress is read from their records). */
export const expertJourneyMembers = pgTable(
  'expert_journey_members',
  {
    journeyId: integer('journey_id')
      .notNull()
      .references(() => expertJourneys.id, { onDelete: 'cascade' }),
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.journeyId, t.expertId] }), index('expert_journey_members_expert_idx').on(t.expertId)],
);
