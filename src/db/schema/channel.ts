// The channel area's tables (drizzle/channel holds its migrations: DB_MODULE=channel npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';
import { files } from './files';
import { categories } from './category';
import { listCounterColumns } from './media';

const channelVisibilities = ['public', 'private', 'hidden'] as const;
const channelAudienceKinds = ['division', 'company'] as const;

/**
 * A channel groups content for learners (issue 15; docs/decisions/0085): public to everyone in the organisation,
 * private to some divisions/companies (channel_audiences), or hidden while it is prepared.
 */
export const channels = pgTable(
  'channels',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Rich text, sanitised on every write. */
    description: text('description').notNull().default(''),
    coverFileId: integer('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** An optional category of the organisation's /categories tree (docs/decisions/0120); a category in use cannot be deleted. */
    categoryId: integer('category_id').references(() => categories.id),
    visibility: text('visibility', { enum: channelVisibilities }).notNull().default('hidden'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channels_org_title_uq').on(t.organizationId, sql`lower(${t.title})`),
    // The list's sorts (docs/decisions/0060, 0088): each index starts with the organisation and ends with the id.
    index('channels_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('channels_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('channels_org_title_idx').on(t.organizationId, t.title, t.id),
    index('channels_org_visibility_idx').on(t.organizationId, t.visibility, t.id),
    index('channels_category_idx').on(t.categoryId),
    index('channels_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** Who sees a private channel: divisions and companies of the organisation (ids of `divisions` / `companies`). */
export const channelAudiences = pgTable(
  'channel_audiences',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: channelAudienceKinds }).notNull(),
    refId: integer('ref_id').notNull(),
  },
  (t) => [uniqueIndex('channel_audiences_uq').on(t.channelId, t.kind, t.refId)],
);

/**
 * The channel's content in order. `content_type` + `content_id` point into the media areas' own tables (no foreign
 * key: the tables belong to other areas); an item whose content is gone shows 'Content removed' to the admin and is
 * left out for learners (docs/decisions/0085).
 */
export const channelItems = pgTable(
  'channel_items',
  {
    id: serial('id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    contentId: integer('content_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('channel_items_content_uq').on(t.channelId, t.contentType, t.contentId), index('channel_items_channel_idx').on(t.channelId, t.position)],
);

export type Channel = typeof channels.$inferSelect;

/** The channel list's counter (triggers in drizzle/channel 0001). */
export const channelListCounts = pgTable('channel_list_counts', listCounterColumns());
