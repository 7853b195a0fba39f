import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, type PgColumn } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';
import { files } from './files';

export const contentStatuses = ['draft', 'review', 'publish'] as const;

/**
 * The columns a media item has, shared by `videos` here and every media area's own table, so that one set of use
 * cases (src/server/media) serves them all. `category_id` has no foreign key here: the core migrates before the
 * categories module, so a media module that migrates after it adds the videos' constraint (docs/decisions/0082).
 */
export const mediaColumns = () => ({
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  /** Rich text, sanitised on the server. */
  description: text('description'),
  categoryId: integer('category_id'),
  /** The media file (its area's formats: mp4/webm for videos); none for items made before uploads existed. */
  fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
  /** A default picture (/media/thumbnails/…) or an uploaded image (/api/storage/files/…). */
  thumbnail: text('thumbnail'),
  /** Read from the file by a background job (music-metadata), never typed in. */
  durationSeconds: integer('duration_seconds').notNull().default(0),
  /** The job that reads the duration (its state is shown on the detail page). */
  durationJobId: integer('duration_job_id'),
  status: text('status', { enum: contentStatuses }).notNull().default('draft'),
  statusChangedBy: integer('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
  statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

type MediaIndexColumns = {
  organizationId: PgColumn;
  title: PgColumn;
  status: PgColumn;
  durationSeconds: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
  id: PgColumn;
};

/**
 * A media list's indexes (docs/decisions/0060, 0088): one per sort the list offers, each starting with the
 * organisation and ending with the id, so a page is an index walk in either direction; the title's trigram index
 * serves the keyword.
 */
export const mediaListIndexes = (name: string, t: MediaIndexColumns) => [
  index(`${name}_org_updated_idx`).on(t.organizationId, t.updatedAt, t.id),
  index(`${name}_org_created_idx`).on(t.organizationId, t.createdAt, t.id),
  index(`${name}_org_title_idx`).on(t.organizationId, t.title, t.id),
  index(`${name}_org_status_idx`).on(t.organizationId, t.status, t.id),
  index(`${name}_org_duration_idx`).on(t.organizationId, t.durationSeconds, t.id),
  index(`${name}_title_trgm`).using('gin', sql`${t.title} gin_trgm_ops`),
];

/**
 * A list's counter (docs/decisions/0060): the organisation's number of rows and a version that every insert, update
 * and delete bumps (statement triggers in the table's migration), so page 1 needs no count(*) and a filtered count or
 * a deep page's anchors are remembered until the next write.
 */
export const listCounterColumns = () => ({
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Videos: the /video area (and the playground's read-only list). */
export const videos = pgTable('videos', mediaColumns(), (t) => mediaListIndexes('videos', t));

/** The video list's counter (triggers in drizzle/core 0008). */
export const videoListCounts = pgTable('video_list_counts', listCounterColumns());
export type Video = typeof videos.$inferSelect;
