// The knowledge feed's tables (drizzle/feed holds its migrations: DB_MODULE=feed npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';
import { files } from './files';

const feedPostTypes = ['text', 'image', 'link'] as const;
const feedPostStates = ['visible', 'hidden', 'deleted'] as const;
const feedReportReasons = ['spam', 'harassment', 'misinformation', 'inappropriate', 'other'] as const;

/**
 * A post a learner shared on the knowledge feed (issue 15; docs/decisions/0085). Learners write it (the learner
 * app); the console only moderates: `state` moves visible ⇄ hidden, either → deleted (soft: the row and the
 * moderator's reason stay), deleted → visible on restore. `updated_at` is the version a moderation starts from.
 */
export const feedPosts = pgTable(
  'feed_posts',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: feedPostTypes }).notNull(),
    /** Plain text as the learner typed it (shown with its line breaks, never as markup). */
    body: text('body').notNull().default(''),
    imageFileId: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    linkUrl: text('link_url'),
    linkTitle: text('link_title'),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    state: text('state', { enum: feedPostStates }).notNull().default('visible'),
    /** The last moderation: its reason (kept after a delete), who and when. */
    moderationReason: text('moderation_reason'),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feed_posts_org_created_idx').on(t.organizationId, t.createdAt),
    index('feed_posts_body_trgm').using('gin', sql`${t.body} gin_trgm_ops`),
    check('feed_posts_likes_nonneg', sql`${t.likesCount} >= 0 and ${t.commentsCount} >= 0`),
  ],
);

/**
 * A learner's report of a post (one per learner and post). Open until a moderator acts on the post: any moderation
 * (hide, restore, delete) resolves the open reports, so "reported first" means "waiting for a moderator".
 */
export const feedReports = pgTable(
  'feed_reports',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: feedReportReasons }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('feed_reports_post_reporter_uq').on(t.postId, t.reporterId),
    index('feed_reports_open_idx')
      .on(t.postId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

export type FeedPost = typeof feedPosts.$inferSelect;
