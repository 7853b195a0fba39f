// The documents of /pdf and /content-document (drizzle/document holds its migrations: DB_MODULE=document npm run
// db:generate). Imported directly where needed (src/db/schema/index.ts does not list it) (docs/decisions/0083).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { listCounterColumns } from './media';
import { users } from './accounts';
import { files } from './files';
import { categories } from './category';

/**
 * The organisation's document library, one table for both screen families: `kind` says what the file is (pdf, or
 * ppt for a PPT or PPTX). /pdf (key content-files) shows the PDFs, /content-document (key content-document) the PDFs
 * and the PPTs. What the background job learns from the file (page count, first-page thumbnail, the PDF a PPT was
 * converted to) is kept on the row with the job's state.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['pdf', 'ppt'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['draft', 'publish'] })
      .notNull()
      .default('draft'),
    pageCount: integer('page_count'),
    thumbnailFileId: integer('thumbnail_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The PDF shown as the preview: the file itself for a PDF, LibreOffice's conversion for a PPT. */
    previewFileId: integer('preview_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The background work on the file: queued → running → done | failed. */
    processing: text('processing', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    /** The preview: pending until the job ends; unavailable when a PPT cannot be converted here (no LibreOffice). */
    preview: text('preview', { enum: ['pending', 'ready', 'unavailable', 'failed'] })
      .notNull()
      .default('pending'),
    processingError: text('processing_error'),
    jobId: integer('job_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_org_kind_updated_idx').on(t.organizationId, t.kind, t.updatedAt),
    // The list's sorts (docs/decisions/0060, 0088): each index starts with the organisation and ends with the id.
    index('documents_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('documents_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('documents_org_title_idx').on(t.organizationId, t.title, t.id),
    index('documents_org_status_idx').on(t.organizationId, t.status, t.id),
    index('documents_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    // What uses a category (the category list's can_delete, decision 0128): probed by category, never scanned.
    index('documents_category_idx').on(t.categoryId),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;

/** The document list's counter (statement triggers in drizzle/document 0001; docs/decisions/0060, 0088). */
export const documentListCounts = pgTable('document_list_counts', listCounterColumns());
