// The user area's table (drizzle/user holds its migrations: DB_MODULE=user npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';

/**
 * One-time links sent by e-mail (docs/decisions/0077): an invitation (the invitee sets a first password) or a
 * password reset. Only the SHA-256 of the token is stored; a token is spent by the statement that checks it
 * (single use), expires, and a newer token of the same purpose revokes the older ones.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['invitation', 'password-reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Revoked by a newer link of the same purpose, or by deactivation. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_tokens_user_idx').on(t.userId, t.purpose),
    // The rate limit counts an organisation's recent links.
    index('user_tokens_org_created_idx').on(t.organizationId, t.createdAt),
  ],
);

/**
 * The user list's counter (docs/decisions/0060, 0077): the organisation's number of people and a version that every
 * insert, update and delete bumps (statement triggers on users, drizzle/user 0001), so page 1 needs no count(*) and
 * a filtered count or a deep page's anchors are remembered until the next write.
 */
export const userListCounts = pgTable('user_list_counts', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
