import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';
import { files } from './files';

export const contentStatuses = ['draft', 'review', 'publish'] as const;

/**
 * The columns a media item (a video, a podcast) has, shared by `videos` here and `podcasts` (src/db/schema/podcast.ts)
 * so that one set of use cases (src/server/media) serves both. `category_id` has no foreign key here: the core
 * migrates before the categories module, so the podcast module's migration adds the videos' constraint
 * (docs/decisions/0082).
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
  /** The media file (mp4/webm for videos; mp3/m4a/wav for podcasts); none for items made before uploads existed. */
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

/** Videos: the /video area (and the playground's read-only list). */
export const videos = pgTable('videos', mediaColumns(), (t) => [
  index('videos_org_updated_idx').on(t.organizationId, t.updatedAt),
  index('videos_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
]);
export type Video = typeof videos.$inferSelect;
