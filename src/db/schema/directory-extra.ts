// The directory area's own tables (drizzle/directory-extra holds their migrations:
// DB_MODULE=directory-extra npm run db:generate). Divisions and companies are core tables (./directory.ts);
// expert levels and coaches belong to the area. Imported directly where needed, not from src/db/schema/index.ts.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';

/**
 * An expert level (spec 000 §3 "Level: title, value"; the journey picker's GET /expert-level): a title and its
 * value, the rank from 1 (the entry level) upwards. Both are unique per organisation (the title ignoring case).
 */
export const expertLevels = pgTable(
  'expert_levels',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    value: integer('value').notNull(),
    description: text('description').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('expert_levels_org_title_uq').on(t.organizationId, sql`lower(${t.title})`),
    uniqueIndex('expert_levels_org_value_uq').on(t.organizationId, t.value),
    index('expert_levels_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/**
 * A coach (spec 002 §3 "Coach: id, full_name, description"; the IDP's coaching picker, GET /coach): a person of the
 * organisation designated as coach, with a note on their expertise. One entry per person.
 */
export const coaches = pgTable(
  'coaches',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coaches_org_user_uq').on(t.organizationId, t.userId), index('coaches_user_idx').on(t.userId)],
);

export type ExpertLevel = typeof expertLevels.$inferSelect;
export type Coach = typeof coaches.$inferSelect;
