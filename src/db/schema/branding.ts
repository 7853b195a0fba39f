// The branding area's table (drizzle/branding holds its migrations: DB_MODULE=branding npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/**
 * The organisation's contact details (/branding/organization, docs/decisions/0126): what the learner site shows
 * as "contact us". One row per organisation at most; none means no contact details were given. The rest of the
 * organisation's branding (titles, logo, favicon, hosts, colours) lives on the organisation's own row (spec 000 §3).
 */
export const organizationContacts = pgTable('organization_contacts', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  address: text('address').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
