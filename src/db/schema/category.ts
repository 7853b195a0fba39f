// The category area's table (drizzle/category holds its migrations: DB_MODULE=category npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';

/**
 * A content category (spec 000 §2 /categories, §3): a tree per organisation. `position` orders siblings;
 * `icon` is a built-in icon ('builtin:<name>') or an uploaded image (/api/storage/files/…) (docs/decisions/0070).
 * A parent cannot be deleted while it has children (the foreign key, checked at the end of a statement so an organisation's cascade still works), and names are unique among siblings, ignoring case.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'no action' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(1),
    icon: text('icon'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The list's tree order (decision 0128): the positions and ids from the top down to this category,
     * [position, id, position, id, …]. Kept by triggers (drizzle/category 0001), never written by the code.
     */
    sortPath: integer('sort_path')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
  },
  (t) => [
    uniqueIndex('categories_sibling_name_uq').on(t.organizationId, sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
    index('categories_tree_idx').on(t.organizationId, t.parentId, t.position),
    index('categories_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    // One index per sort the list offers (decision 0060): (organisation, key, id), walked forwards or backwards.
    index('categories_org_order_idx').on(t.organizationId, t.sortPath, t.id),
    index('categories_org_name_idx').on(t.organizationId, sql`lower(${t.name})`, t.id),
    index('categories_org_active_idx').on(t.organizationId, t.isActive, t.id),
    index('categories_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('categories_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
  ],
);

/** The category list's counter (decision 0060): the organisation's total and a version bumped by every write. */
export const categoryListCounts = pgTable('category_list_counts', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export type Category = typeof categories.$inferSelect;
