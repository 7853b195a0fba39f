// The checkpoint area's tables (drizzle/checkpoint holds their migrations: DB_MODULE=checkpoint npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';
import { listCounterColumns } from './media';

const FINAL_SCORES = ['last_score', 'max_score'] as const;
const PRIVACIES = ['PUBLIC', 'PROTECTED', 'PRIVATE'] as const;
const STATUSES = ['draft', 'publish'] as const;

/**
 * A checkpoint (spec 002 §2 /checkpoint, §3): a competency assessment. Assessors score each invited learner of a
 * batch on each competency against the competency's required proficiency level; the final score of a learner on a
 * competency is the last or the highest score entered (final_score) (docs/decisions/0123).
 */
export const checkpoints = pgTable(
  'checkpoints',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    finalScore: text('final_score', { enum: FINAL_SCORES }).notNull().default('last_score'),
    privacy: text('privacy', { enum: PRIVACIES }).notNull().default('PUBLIC'),
    status: text('status', { enum: STATUSES }).notNull().default('draft'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checkpoints_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('checkpoints_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('checkpoints_org_title_idx').on(t.organizationId, t.title, t.id),
    index('checkpoints_org_status_idx').on(t.organizationId, t.status, t.updatedAt, t.id),
    index('checkpoints_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);
export type Checkpoint = typeof checkpoints.$inferSelect;

/** The checkpoint list's counter (triggers in drizzle/checkpoint 0000). */
export const checkpointListCounts = pgTable('checkpoint_list_counts', listCounterColumns());

/** A competency assessed by the checkpoint: its code (unique in the checkpoint), name and required level (1–5). */
export const checkpointCompetencies = pgTable(
  'checkpoint_competencies',
  {
    id: serial('id').primaryKey(),
    checkpointId: integer('checkpoint_id')
      .notNull()
      .references(() => checkpoints.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    requiredLevel: smallint('required_level').notNull(),
  },
  (t) => [
    index('checkpoint_competencies_code_idx').on(t.checkpointId, t.code),
    index('checkpoint_competencies_position_idx').on(t.checkpointId, t.position),
    check('checkpoint_competencies_level', sql`${t.requiredLevel} between 1 and 5`),
  ],
);

/** What an assessor looks for when scoring a competency (the criteria list, GET /checkpoints/{id}/criteria). */
export const checkpointCriteria = pgTable(
  'checkpoint_criteria',
  {
    id: serial('id').primaryKey(),
    competencyId: integer('competency_id')
      .notNull()
      .references(() => checkpointCompetencies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
  },
  (t) => [index('checkpoint_criteria_competency_idx').on(t.competencyId, t.position)],
);

/** The people who may enter scores on the checkpoint. */
export const checkpointAssessors = pgTable(
  'checkpoint_assessors',
  {
    checkpointId: integer('checkpoint_id')
      .notNull()
      .references(() => checkpoints.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.checkpointId, t.userId] }), index('checkpoint_assessors_user_idx').on(t.userId)],
);

/** A batch of the checkpoint: a period (WIB days) and the learners invited to it. */
export const checkpointBatches = pgTable(
  'checkpoint_batches',
  {
    id: serial('id').primaryKey(),
    checkpointId: integer('checkpoint_id')
      .notNull()
      .references(() => checkpoints.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (t) => [index('checkpoint_batches_checkpoint_idx').on(t.checkpointId, t.position)],
);

/** A learner invited to a batch. */
export const checkpointInvitees = pgTable(
  'checkpoint_invitees',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => checkpointBatches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.userId] }), index('checkpoint_invitees_user_idx').on(t.userId)],
);

/**
 * One score an assessor entered for a learner of a batch on a competency (0 = not demonstrated, 1–5 the proficiency
 * level). Entries are never overwritten: the final score is the last or the highest (the checkpoint's final_score),
 * and the checkpoint report (issue 32) reads them from here.
 */
export const checkpointScores = pgTable(
  'checkpoint_scores',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => checkpointBatches.id, { onDelete: 'cascade' }),
    competencyId: integer('competency_id')
      .notNull()
      .references(() => checkpointCompetencies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    note: text('note').notNull().default(''),
    assessorId: integer('assessor_id').references(() => users.id, { onDelete: 'set null' }),
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checkpoint_scores_learner_idx').on(t.batchId, t.userId, t.competencyId, t.scoredAt),
    index('checkpoint_scores_competency_idx').on(t.competencyId),
    check('checkpoint_scores_level', sql`${t.level} between 0 and 5`),
  ],
);
