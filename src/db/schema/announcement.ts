// The announcement area's tables (drizzle/announcement holds their migrations: DB_MODULE=announcement npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { roles, users } from './accounts';
import { companies, divisions } from './directory';
import { listCounterColumns } from './media';

const AUDIENCES = ['all', 'division', 'company', 'role'] as const;
const STATUSES = ['draft', 'publish'] as const;

/**
 * A news item of the organisation for its learners (/setting/announcement, docs/decisions/0124): a title, a sanitised
 * rich body, when it starts and (optionally) ends, pinned or not, draft or publish (spec 000 §4 settings status), and
 * its audience: everyone, or some divisions, companies or roles.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    audience: text('audience', { enum: AUDIENCES }).notNull().default('all'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** None: shown until unpublished or deleted. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    pinned: boolean('pinned').notNull().default(false),
    status: text('status', { enum: STATUSES }).notNull().default('draft'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('announcements_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('announcements_org_title_idx').on(t.organizationId, t.title, t.id),
    index('announcements_org_starts_idx').on(t.organizationId, t.startsAt, t.id),
    index('announcements_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export type Announcement = typeof announcements.$inferSelect;

/** The divisions an announcement is for (audience 'division'). */
export const announcementDivisions = pgTable(
  'announcement_divisions',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.divisionId] }), index('announcement_divisions_division_idx').on(t.divisionId)],
);

/** The companies an announcement is for (audience 'company'). */
export const announcementCompanies = pgTable(
  'announcement_companies',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.companyId] }), index('announcement_companies_company_idx').on(t.companyId)],
);

/** The roles an announcement is for (audience 'role'). */
export const announcementRoles = pgTable(
  'announcement_roles',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.roleId] }), index('announcement_roles_role_idx').on(t.roleId)],
);

/** The announcement list's counter (triggers in drizzle/announcement 0001). */
export const announcementListCounts = pgTable('announcement_list_counts', listCounterColumns());

/**
 * A place of the organisation (/setting/location, docs/decisions/0124): a name, an address, its coordinates (WGS 84
 * degrees, typed) and the radius in metres within which a check-in counts as there.
 */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    radiusMeters: integer('radius_meters').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('locations_org_name_uq').on(t.organizationId, sql`lower(${t.name})`),
    index('locations_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('locations_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('locations_org_name_idx').on(t.organizationId, sql`lower(${t.name})`, t.id),
    index('locations_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('locations_address_trgm').using('gin', sql`${t.address} gin_trgm_ops`),
  ],
);

export type Location = typeof locations.$inferSelect;

/** The location list's counter (triggers in drizzle/announcement 0001). */
export const locationListCounts = pgTable('location_list_counts', listCounterColumns());
