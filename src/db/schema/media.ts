import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';

export const contentStatuses = ['draft', 'review', 'publish'] as const;

/** Videos: listed read-only by /playground until the video area is built. */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    status: text('status', { enum: contentStatuses }).notNull().default('draft'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('videos_org_updated_idx').on(t.organizationId, t.updatedAt), index('videos_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`)],
);
