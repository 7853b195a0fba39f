// The digital library area's table (drizzle/digilib holds its migrations: DB_MODULE=digilib npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { listCounterColumns } from './media';
import { users } from './accounts';
import { categories } from './category';
import { files } from './files';

/**
 * An item of the digital library (spec 000 §2 /digilib, §3 "Digital library types: 1 E-Book Digital, 2 Fisik,
 * 3 E-Book Digital Partner"). Every type has a title, author, publisher, ISBN, category and cover; an e-book has
 * its PDF or EPUB file, a physical book its location, stock and borrowing count, a partner e-book the partner's
 * link. Columns of the other types stay empty (docs/decisions/0084).
 */
export const digilibItems = pgTable(
  'digilib_items',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** 1 E-Book Digital, 2 Fisik, 3 E-Book Digital Partner. */
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    author: text('author').notNull().default(''),
    publisher: text('publisher').notNull().default(''),
    /** Digits only (and a final X for ISBN-10), checksum verified; '' when unknown. */
    isbn: text('isbn').notNull().default(''),
    categoryId: integer('category_id').references(() => categories.id),
    coverFileId: integer('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    ebookFileId: integer('ebook_file_id').references(() => files.id, { onDelete: 'set null' }),
    location: text('location').notNull().default(''),
    stock: integer('stock'),
    borrowed: integer('borrowed'),
    partnerUrl: text('partner_url').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('digilib_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('digilib_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('digilib_org_title_idx').on(t.organizationId, t.title, t.id),
    index('digilib_org_type_idx').on(t.organizationId, t.type, t.id),
    index('digilib_category_idx').on(t.categoryId),
    index('digilib_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    // The keyword also finds an author, a publisher or an ISBN (decision 0128): each column its trigram index, so the
    // search is a BitmapOr of index scans, not a scan of the table.
    index('digilib_author_trgm').using('gin', sql`${t.author} gin_trgm_ops`),
    index('digilib_publisher_trgm').using('gin', sql`${t.publisher} gin_trgm_ops`),
    index('digilib_isbn_trgm').using('gin', sql`${t.isbn} gin_trgm_ops`),
  ],
);

export type DigilibItem = typeof digilibItems.$inferSelect;

/** The digilib list's counter (statement triggers in drizzle/digilib 0001; docs/decisions/0060, 0088). */
export const digilibListCounts = pgTable('digilib_list_counts', listCounterColumns());
