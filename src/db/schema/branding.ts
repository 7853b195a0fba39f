// The branding area's table (drizzle/branding holds its migrations: DB_MODULE=branding npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';

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

/** The learner site's pages edited in the console (docs/decisions/0136): landing, home and login. */
export const sitePageKinds = ['landing', 'home', 'login'] as const;
export type SitePageKind = (typeof sitePageKinds)[number];

/**
 * One row per organisation and page: the draft the editors save (every section's values, one JSON object) and a copy
 * of the published version, so that the learner site's read is one query. No row is a page never edited.
 */
export const sitePages = pgTable(
  'site_pages',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    page: text('page', { enum: sitePageKinds }).notNull(),
    draft: jsonb('draft').notNull(),
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }).notNull().defaultNow(),
    published: jsonb('published'),
    publishedVersion: integer('published_version'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.page] })],
);

/** Every publish, kept: what the learner site was shown from then on, and what can be restored into the draft. */
export const sitePageVersions = pgTable(
  'site_page_versions',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    page: text('page', { enum: sitePageKinds }).notNull(),
    version: integer('version').notNull(),
    content: jsonb('content').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.page, t.version] })],
);
