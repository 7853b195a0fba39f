import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/**
 * Work that must not run inside a request (big exports, conversions, e-mail, AI generation, bulk certificates):
 * any app instance claims a queued job with FOR UPDATE SKIP LOCKED, reports its progress here and leaves its result
 * (e.g. a stored file) or its error; a failed try is retried with back-off (docs/decisions/0009), and a job whose
 * runner died is taken over once its lease lapses (docs/decisions/0112).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    state: text('state').$type<JobState>().notNull().default('queued'),
    /** 0 to 100, and what the screen shows beside the bar. */
    progress: integer('progress').notNull().default(0),
    progressText: text('progress_text'),
    result: jsonb('result'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    /**
     * While running: until when the job is its runner's. The runner renews it while the job runs (a heartbeat); once
     * it lapses (the runner's process died) another runner takes the job over (docs/decisions/0112).
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_claim_idx').on(t.state, t.runAt), index('jobs_org_idx').on(t.organizationId, t.createdAt)],
);
export type Job = typeof jobs.$inferSelect;
