// The wallet's tables (drizzle/wallet holds their migrations: DB_MODULE=wallet npm run db:generate). The account area
// owns them (src/features/account); imported directly where needed, not from src/db/schema/index.ts.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';

/**
 * The accounts of an organisation's wallet (docs/decisions/0127). Every movement moves an amount from one account
 * (credited) to another (debited), so the ledger balances by construction:
 * - funding: money from outside (a top-up's source); its balance is minus everything topped up;
 * - available: what the organisation may spend or hold;
 * - held: reserved for purchases waiting for an approval (the marketplace's checkout);
 * - spent: paid for purchases (an approved request).
 */
export const WALLET_ACCOUNTS = ['funding', 'available', 'held', 'spent'] as const;
export type WalletAccount = (typeof WALLET_ACCOUNTS)[number];

/** What a movement is: a top-up, a hold, the release of a hold, a debit (of a hold or of the available balance). */
export const WALLET_KINDS = ['top_up', 'hold', 'release', 'debit'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/** The largest whole number JavaScript reads exactly: amounts and balances stay at or below it (bigint columns read as numbers). */
export const MAX_RUPIAH = 9_007_199_254_740_991;

/**
 * The organisation's balance row, read in O(1) and updated in the same transaction as the ledger's insert, under
 * this row's lock (SELECT … FOR UPDATE). The CHECKs are the last word: no balance goes below zero.
 */
export const walletBalances = pgTable(
  'wallet_balances',
  {
    organizationId: integer('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    available: bigint('available', { mode: 'number' }).notNull().default(0),
    held: bigint('held', { mode: 'number' }).notNull().default(0),
    /** The last movement written: the ledger's head. */
    lastMovementId: integer('last_movement_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallet_balances_available_check', sql`${t.available} >= 0`),
    check('wallet_balances_held_check', sql`${t.held} >= 0`),
    check('wallet_balances_total_check', sql`${t.available} + ${t.held} <= ${sql.raw(String(MAX_RUPIAH))}`),
  ],
);

/**
 * The ledger: append-only (a trigger refuses every UPDATE, and every DELETE but the organisation's own removal),
 * double-entry (the amount leaves `credit_account` and enters `debit_account`), in whole rupiah. Each movement names
 * who (`created_by`) and why (its kind, a reference, a note, and the record it is for: `source_type`/`source_id`,
 * e.g. a marketplace approval). A release or a debit of a hold names the hold (`hold_id`), at most once.
 */
export const walletMovements = pgTable(
  'wallet_movements',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: WALLET_KINDS }).notNull(),
    debitAccount: text('debit_account', { enum: WALLET_ACCOUNTS }).notNull(),
    creditAccount: text('credit_account', { enum: WALLET_ACCOUNTS }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The balances just after this movement (the row lock orders the movements of an organisation). */
    availableAfter: bigint('available_after', { mode: 'number' }).notNull(),
    heldAfter: bigint('held_after', { mode: 'number' }).notNull(),
    holdId: integer('hold_id').references((): AnyPgColumn => walletMovements.id),
    reference: text('reference').notNull(),
    note: text('note').notNull().default(''),
    sourceType: text('source_type'),
    sourceId: integer('source_id'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallet_movements_amount_check', sql`${t.amount} > 0 and ${t.amount} <= ${sql.raw(String(MAX_RUPIAH))}`),
    check('wallet_movements_accounts_check', sql`${t.debitAccount} <> ${t.creditAccount}`),
    check('wallet_movements_after_check', sql`${t.availableAfter} >= 0 and ${t.heldAfter} >= 0`),
    // The list's sorts (docs/decisions/0060): each an index that starts with the organisation and ends with the id.
    index('wallet_movements_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('wallet_movements_org_amount_idx').on(t.organizationId, t.amount, t.id),
    index('wallet_movements_org_kind_idx').on(t.organizationId, t.kind, t.id),
    index('wallet_movements_org_reference_idx').on(t.organizationId, sql`lower(${t.reference})`, t.id),
    // The keyword search (reference or note) by trigram (docs/decisions/0100).
    index('wallet_movements_reference_trgm_idx').using('gin', sql`${t.reference} gin_trgm_ops`),
    index('wallet_movements_note_trgm_idx').using('gin', sql`${t.note} gin_trgm_ops`),
    index('wallet_movements_source_idx').on(t.organizationId, t.sourceType, t.sourceId),
    uniqueIndex('wallet_movements_hold_uq').on(t.holdId),
  ],
);

/** The ledger list's counter (docs/decisions/0060): kept by statement triggers on wallet_movements. */
export const walletMovementCounts = pgTable('wallet_movement_counts', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export type WalletMovement = typeof walletMovements.$inferSelect;
