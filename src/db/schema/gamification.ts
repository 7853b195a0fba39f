// The gamification area's tables (drizzle/gamification holds their migrations: DB_MODULE=gamification npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';
import { companies, divisions } from './directory';
import { files } from './files';
import { listCounterColumns } from './media';

/** The activities a point rule may reward (docs/decisions/0130); journey_completed has no event yet. */
const POINT_ACTIVITIES = ['course_completed', 'quiz_passed', 'schedule_attended', 'assignment_submitted', 'journey_completed'] as const;

/**
 * The learner's division and company copied onto their totals (a trigger fills them from users on insert, another
 * follows a user's move, drizzle/gamification 0002, decision 0156): an audience's leaderboard is one index walk with
 * no join to users.
 */
const audienceColumns = () => ({
  divisionId: integer('division_id'),
  companyId: integer('company_id'),
});

const stamps = () => ({
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A point rule (/setting/point): how many points one activity earns, at most how many a learner earns from it a day,
 * from when to when (Jakarta dates, both optional) and whether it is active. One rule per activity and organisation.
 */
export const pointRules = pgTable(
  'point_rules',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    activity: text('activity', { enum: POINT_ACTIVITIES }).notNull(),
    points: integer('points').notNull(),
    /** None: no daily cap. */
    dailyCap: integer('daily_cap'),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('point_rules_org_activity_uq').on(t.organizationId, t.activity),
    check('point_rules_points_ck', sql`${t.points} between 1 and 100000`),
    check('point_rules_cap_ck', sql`${t.dailyCap} is null or ${t.dailyCap} >= ${t.points}`),
    check('point_rules_period_ck', sql`${t.startsOn} is null or ${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
);
export type PointRule = typeof pointRules.$inferSelect;

/**
 * The point ledger: append-only (a trigger refuses UPDATE, TRUNCATE and every DELETE but the cascade of the
 * organisation's or the user's removal). An award is positive and names its source event; a redemption is negative.
 * (organization, user, source_type, source_id) is unique: the same event never counts twice.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    /** The activity of an award; null for a redemption. */
    activity: text('activity', { enum: POINT_ACTIVITIES }),
    ruleId: integer('rule_id').references(() => pointRules.id, { onDelete: 'set null' }),
    /** The event: e.g. 'quiz-placement' 12 (a passed quiz), 'presence-schedule' 4, 'redemption' 9. */
    sourceType: text('source_type').notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('point_entries_source_uq').on(t.organizationId, t.userId, t.sourceType, t.sourceId),
    index('point_entries_user_idx').on(t.userId, t.createdAt),
    check('point_entries_points_ck', sql`${t.points} <> 0`),
  ],
);

/** A learner's balance and what they earned in all (the all-time leaderboard), locked by every write of their points. */
export const pointBalances = pgTable(
  'point_balances',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    earned: integer('earned').notNull().default(0),
    ...audienceColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    index('point_balances_rank_idx').on(t.organizationId, t.earned.desc(), t.userId),
    index('point_balances_division_rank_idx').on(t.organizationId, t.divisionId, t.earned.desc(), t.userId),
    index('point_balances_company_rank_idx').on(t.organizationId, t.companyId, t.earned.desc(), t.userId),
    check('point_balances_balance_ck', sql`${t.balance} >= 0`),
  ],
);

/**
 * What each learner earned per month and per year (period '2026-11' or '2026'), kept with every award so that a
 * period's leaderboard is one index walk, whatever the ledger's size.
 */
export const pointPeriodTotals = pgTable(
  'point_period_totals',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    earned: integer('earned').notNull(),
    ...audienceColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.period, t.userId] }),
    index('point_period_totals_rank_idx').on(t.organizationId, t.period, t.earned.desc(), t.userId),
    index('point_period_totals_division_rank_idx').on(t.organizationId, t.period, t.divisionId, t.earned.desc(), t.userId),
    index('point_period_totals_company_rank_idx').on(t.organizationId, t.period, t.companyId, t.earned.desc(), t.userId),
    index('point_period_totals_user_idx').on(t.userId),
  ],
);

/**
 * How many learners each leaderboard ranks (earned > 0) per organisation, period ('all', '2026-11', '2026') and
 * audience ('' everyone, 'd<division id>', 'c<company id>'), and a version bumped by every statement that changes a
 * ranked total or an audience there (statement triggers on point_balances and point_period_totals, drizzle/gamification
 * 0002, docs/decisions/0156): a page reads its total and the version its remembered deep-page anchors belong to in
 * one primary-key probe.
 */
export const leaderboardCounts = pgTable(
  'leaderboard_counts',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    audience: text('audience').notNull(),
    total: integer('total').notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.period, t.audience] })],
);

/** A target (/setting/leaderboard): a goal in points for a month or a year, for everyone, a division or a company. */
export const pointTargets = pgTable(
  'point_targets',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** '2026-11' (a month) or '2026' (a year). */
    period: text('period').notNull(),
    audience: text('audience', { enum: ['all', 'division', 'company'] })
      .notNull()
      .default('all'),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'restrict' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    goal: integer('goal').notNull(),
    ...stamps(),
  },
  (t) => [
    index('point_targets_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('point_targets_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    check('point_targets_goal_ck', sql`${t.goal} > 0`),
    check('point_targets_period_ck', sql`${t.period} ~ '^[0-9]{4}(-(0[1-9]|1[0-2]))?$'`),
    check(
      'point_targets_audience_ck',
      sql`(${t.audience} = 'all' and ${t.divisionId} is null and ${t.companyId} is null) or (${t.audience} = 'division' and ${t.divisionId} is not null and ${t.companyId} is null) or (${t.audience} = 'company' and ${t.companyId} is not null and ${t.divisionId} is null)`,
    ),
  ],
);
export type PointTarget = typeof pointTargets.$inferSelect;

/** The target list's counter (triggers in drizzle/gamification 0001, docs/decisions/0060). */
export const pointTargetListCounts = pgTable('point_target_list_counts', listCounterColumns());

/** Merchandise learners redeem with points: a name, a picture, its price in points and what is left in stock. */
export const merchandise = pgTable(
  'merchandise',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageFileId: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    pointPrice: integer('point_price').notNull(),
    stock: integer('stock').notNull(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('merchandise_org_name_uq').on(t.organizationId, sql`lower(${t.name})`),
    index('merchandise_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('merchandise_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    check('merchandise_price_ck', sql`${t.pointPrice} > 0`),
    check('merchandise_stock_ck', sql`${t.stock} >= 0`),
  ],
);
export type Merchandise = typeof merchandise.$inferSelect;

/** The merchandise list's counter (triggers in drizzle/gamification 0001, docs/decisions/0060). */
export const merchandiseListCounts = pgTable('merchandise_list_counts', listCounterColumns());

/** A redemption: who took which merchandise for how many points (its ledger entry is 'redemption' with this id). */
export const redemptions = pgTable(
  'redemptions',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    merchandiseId: integer('merchandise_id')
      .notNull()
      .references(() => merchandise.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('redemptions_merchandise_idx').on(t.merchandiseId, t.createdAt)],
);
