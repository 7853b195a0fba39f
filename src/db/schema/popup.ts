// The popup area's tables (drizzle/popup holds their migrations: DB_MODULE=popup npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';
import { companies, divisions } from './directory';
import { files } from './files';
import { categories } from './category';
import { listCounterColumns } from './media';

const POPUP_AUDIENCES = ['everyone', 'divisions', 'companies'] as const;

/**
 * An in-app announcement shown to learners as a popup (spec 000 §2 /popup) between two WIB days, while active:
 * a title, a sanitised rich body, an optional image (a stored file of the covers folder), an optional call to
 * action, and its audience (everyone, or some divisions, or some companies) (docs/decisions/0084).
 */
export const popups = pgTable(
  'popups',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    imageFileId: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** An optional category of the organisation's /categories tree (docs/decisions/0120); a category in use cannot be deleted. */
    categoryId: integer('category_id').references(() => categories.id),
    ctaLabel: text('cta_label').notNull().default(''),
    ctaUrl: text('cta_url').notNull().default(''),
    audience: text('audience', { enum: POPUP_AUDIENCES }).notNull().default('everyone'),
    /** The first and last WIB day it is shown, both included. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('popups_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('popups_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('popups_org_title_idx').on(t.organizationId, t.title, t.id),
    index('popups_org_start_idx').on(t.organizationId, t.startDate, t.id),
    index('popups_category_idx').on(t.categoryId),
    index('popups_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export type Popup = typeof popups.$inferSelect;

/** The divisions a popup is shown to (audience 'divisions'). */
export const popupDivisions = pgTable(
  'popup_divisions',
  {
    popupId: integer('popup_id')
      .notNull()
      .references(() => popups.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.popupId, t.divisionId] }), index('popup_divisions_division_idx').on(t.divisionId)],
);

/** The companies a popup is shown to (audience 'companies'). */
export const popupCompanies = pgTable(
  'popup_companies',
  {
    popupId: integer('popup_id')
      .notNull()
      .references(() => popups.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.popupId, t.companyId] }), index('popup_companies_company_idx').on(t.companyId)],
);

/** The popup list's counter (triggers in drizzle/popup 0001). */
export const popupListCounts = pgTable('popup_list_counts', listCounterColumns());
