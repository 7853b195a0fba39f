// The notification area's tables (drizzle/notification holds their migrations: DB_MODULE=notification npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';

/**
 * An organisation's choices for one event of the catalogue (src/features/notification/events.ts, docs/decisions/0131):
 * the e-mail and in-app switches, who receives it, and its template. No row: the catalogue's defaults. A template of
 * null is the default one (reset to default clears it).
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    email: boolean('email').notNull(),
    inApp: boolean('in_app').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    subject: text('subject'),
    body: text('body'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.event] })],
);

const deliveryStates = ['queued', 'sending', 'sent', 'failed'] as const;

/**
 * The e-mail outbox: one message to one address, written in the transaction of the event that caused it and sent by
 * the notification job over SMTP (queued → sending → sent, or back to queued with a back-off, or failed with the
 * reason once its tries are spent). `dedupe` keeps an event from being told twice to one person (a schedule's
 * reminder pass runs every hour). A row in 'sending' whose claim lapsed (its process died) is due again.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    state: text('state', { enum: deliveryStates }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    dedupe: text('dedupe'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_outbox_due_idx').on(t.organizationId, t.state, t.nextAttemptAt),
    index('notification_outbox_org_idx').on(t.organizationId, t.id),
    uniqueIndex('notification_outbox_dedupe_uq')
      .on(t.organizationId, t.dedupe)
      .where(sql`${t.dedupe} is not null`),
  ],
);

/**
 * How many e-mails of the outbox are in each state, per organisation (decision 0153): kept by statement-level
 * triggers with transition tables on notification_outbox (drizzle/notification/0001), so the deliveries list reads
 * its per-state counts with one index probe instead of counting the outbox on every request.
 */
export const notificationOutboxCounts = pgTable(
  'notification_outbox_counts',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    state: text('state', { enum: deliveryStates }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.state] })],
);

/** In-app notifications: one per person, read through the learner API (GET /api/learner/notifications). */
export const notificationInbox = pgTable(
  'notification_inbox',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    dedupe: text('dedupe'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_inbox_user_idx').on(t.userId, t.id),
    uniqueIndex('notification_inbox_dedupe_uq')
      .on(t.userId, t.dedupe)
      .where(sql`${t.dedupe} is not null`),
  ],
);
