import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';

/** Only the SHA-256 of a session token is stored; the token itself lives in the cookie or the bearer header. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time single-sign-on tokens. Each is meant for one audience: `learner` (Frontpage hands it to the learner
 * site) or `console` (another application of the organisation hands it to /pages/verification); the console's
 * verification redeems only `console` tokens (docs/decisions/0045).
 */
export const ssoTokens = pgTable('sso_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  audience: text('audience', { enum: ['learner', 'console'] })
    .notNull()
    .default('learner'),
  sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sign-in attempt counters in fixed windows, shared by every app instance (server/auth/rate-limit.ts,
 * docs/decisions/0046). `account:` rows lock the account (`locked_until`); `address:` rows space the attempts of one
 * client address (`next_attempt_at`, progressive delays). `last_attempt_id` tells an attempt whether it was admitted.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  lastAttemptId: text('last_attempt_id'),
});
