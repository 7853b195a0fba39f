// The provider area's table (drizzle/provider holds its migrations: DB_MODULE=provider npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';

/**
 * A learning provider or partner that supplies content (spec 000 §2 /provider; the course wizard's GET /partners,
 * spec 002 §7). Names are unique in an organisation, ignoring case. Content that comes from a provider references
 * this table with a foreign key (ON DELETE NO ACTION): such a reference is what makes a provider "in use", so it
 * cannot be deleted (docs/decisions/0075).
 */
export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** An uploaded JPG or PNG of this organisation (/api/storage/files/…), or none. */
    logo: text('logo'),
    contactPerson: text('contact_person').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    website: text('website').notNull().default(''),
    /** Plain text (shown with its line breaks); no markup is stored. */
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('providers_org_name_uq').on(t.organizationId, sql`lower(${t.name})`), index('providers_org_active_idx').on(t.organizationId, t.isActive)],
);

export type Provider = typeof providers.$inferSelect;
