import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx, Tx } from '@/db/client';
import { MAX_RUPIAH, walletBalances, walletMovements, type WalletAccount, type WalletKind, type WalletMovement } from '@/db/schema/wallet';
import { optionalText, requiredText } from '@/lib/field-schemas';
import { AppError } from '@/server/http/app-error';
import { isUniqueViolation } from '@/server/db-errors';
import { MAX_MOVEMENT, walletMessages as M } from '../wallet-messages';
import { NOTE_MAX, REFERENCE_MAX } from '../wallet-schemas';

/**
 * The wallet's one way to write (docs/decisions/0127). Every movement runs in a transaction that first locks the
 * organisation's balance row (SELECT … FOR UPDATE), checks that no balance would go below zero, inserts the ledger
 * row (double-entry: the amount leaves one account and enters another) and updates the balance row, so the balance
 * is always the ledger's sum and is read in O(1). Movements of one organisation are serialised on that row; the
 * CHECK constraints refuse whatever might slip past.
 *
 * `hold`, `release` and `debit` are for the marketplace: checkout holds the amount, an approval debits the hold, a
 * rejection releases it. Each takes `db` or the caller's own transaction (it then runs in a savepoint of it), and
 * names who (`userId`) and why (a reference, a note, and the record it is for).
 */

export interface WalletActor {
  db: DbOrTx;
  organizationId: number;
  /** Who moves the money: the ledger names them. */
  userId: number;
}

/** Why money moves: a reference people can look up, a note, and the record it is for (e.g. a marketplace approval). */
export interface MovementWhy {
  reference: string;
  note?: string;
  source?: { type: string; id: number };
}

const WhySchema = z.object({
  reference: requiredText(M, 'Reference', REFERENCE_MAX),
  note: optionalText(M, 'Note', NOTE_MAX, { trim: true }),
  source: z.object({ type: z.string().trim().min(1).max(60), id: z.number().int().positive().max(2_147_483_647) }).optional(),
});

function checkWhy(why: MovementWhy) {
  const parsed = WhySchema.safeParse(why);
  if (!parsed.success) throw new AppError('VALIDATION', parsed.error.issues[0].message);
  return parsed.data;
}

function checkAmount(amount: number): number {
  if (!Number.isSafeInteger(amount)) throw new AppError('VALIDATION', M.amountWhole);
  if (amount < 1) throw new AppError('VALIDATION', M.amountPositive);
  if (amount > MAX_MOVEMENT) throw new AppError('VALIDATION', M.amountTooLarge);
  return amount;
}

/** The organisation's balance row, locked until the transaction ends; made at zero the first time. */
async function lockBalance(tx: Tx, organizationId: number) {
  const locked = () => tx.select().from(walletBalances).where(eq(walletBalances.organizationId, organizationId)).for('update');
  const [row] = await locked();
  if (row) return row;
  // Two first movements at once: one inserts, the other waits for it and inserts nothing; both then lock the row.
  await tx.insert(walletBalances).values({ organizationId }).onConflictDoNothing();
  const [made] = await locked();
  return made;
}

interface Entry {
  kind: WalletKind;
  debit: WalletAccount;
  credit: WalletAccount;
  amount: number;
  holdId?: number;
}

/** One movement, under the balance row's lock: checked against zero, inserted, and the balance row moved with it. */
async function post(tx: Tx, actor: WalletActor, entry: Entry, why: z.output<typeof WhySchema>): Promise<WalletMovement> {
  const balance = await lockBalance(tx, actor.organizationId);
  const delta = (account: WalletAccount) => (entry.debit === account ? entry.amount : 0) - (entry.credit === account ? entry.amount : 0);
  const available = balance.available + delta('available');
  const held = balance.held + delta('held');
  if (available < 0) throw new AppError('CONFLICT', M.notEnough(balance.available, entry.amount), { title: 'Insufficient Balance' });
  if (held < 0) throw new AppError('CONFLICT', M.holdSettled);
  if (available + held > MAX_RUPIAH) throw new AppError('CONFLICT', M.overLimit);
  const [movement] = await tx
    .insert(walletMovements)
    .values({
      organizationId: actor.organizationId,
      kind: entry.kind,
      debitAccount: entry.debit,
      creditAccount: entry.credit,
      amount: entry.amount,
      availableAfter: available,
      heldAfter: held,
      holdId: entry.holdId ?? null,
      reference: why.reference,
      note: why.note,
      sourceType: why.source?.type ?? null,
      sourceId: why.source?.id ?? null,
      createdBy: actor.userId,
    })
    .returning();
  await tx
    .update(walletBalances)
    .set({ available, held, lastMovementId: movement.id, updatedAt: movement.createdAt })
    .where(eq(walletBalances.organizationId, actor.organizationId));
  return movement;
}

/** Runs `work` in a transaction of its own, or in a savepoint of the caller's. */
async function inTransaction<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await (db as Db).transaction(work);
  } catch (err) {
    // The unique hold_id index: another transaction settled the same hold first.
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', M.holdSettled);
    throw err;
  }
}

/** A top-up an administrator records: money paid in from outside (funding → available). */
export async function recordTopUp(actor: WalletActor & { amount: number } & MovementWhy): Promise<WalletMovement> {
  const amount = checkAmount(actor.amount);
  const why = checkWhy(actor);
  return inTransaction(actor.db, (tx) => post(tx, actor, { kind: 'top_up', debit: 'available', credit: 'funding', amount }, why));
}

/** Holds an amount of the available balance (available → held): a checkout waiting for its approval. 409 when not enough. */
export async function hold(actor: WalletActor & { amount: number } & MovementWhy): Promise<WalletMovement> {
  const amount = checkAmount(actor.amount);
  const why = checkWhy(actor);
  return inTransaction(actor.db, (tx) => post(tx, actor, { kind: 'hold', debit: 'held', credit: 'available', amount }, why));
}

/** The organisation's open hold, under the balance row's lock: 404 when it is not theirs, 409 once settled. */
async function openHold(tx: Tx, organizationId: number, holdId: number): Promise<WalletMovement> {
  await lockBalance(tx, organizationId);
  const [found] = await tx
    .select()
    .from(walletMovements)
    .where(and(eq(walletMovements.id, holdId), eq(walletMovements.organizationId, organizationId), eq(walletMovements.kind, 'hold')));
  if (!found) throw new AppError('NOT_FOUND', M.holdNotFound);
  const [settled] = await tx.select({ id: walletMovements.id }).from(walletMovements).where(eq(walletMovements.holdId, holdId));
  if (settled) throw new AppError('CONFLICT', M.holdSettled);
  return found;
}

/** The hold's own reason, unless the caller gives one (a rejection's reason). */
const whyOfHold = (held: WalletMovement, why: Partial<MovementWhy>) =>
  checkWhy({
    reference: why.reference ?? held.reference,
    note: why.note,
    source: why.source ?? (held.sourceType && held.sourceId ? { type: held.sourceType, id: held.sourceId } : undefined),
  });

/** Releases a hold whole (held → available): a rejected request. 404 for another organisation's hold, 409 once settled. */
export async function release(actor: WalletActor & { holdId: number } & Partial<MovementWhy>): Promise<WalletMovement> {
  return inTransaction(actor.db, async (tx) => {
    const held = await openHold(tx, actor.organizationId, actor.holdId);
    return post(tx, actor, { kind: 'release', debit: 'available', credit: 'held', amount: held.amount, holdId: held.id }, whyOfHold(held, actor));
  });
}

/**
 * A payment (→ spent): of a hold whole (held → spent, an approved request; 404 for another organisation's hold, 409
 * once settled), or of an amount of the available balance (available → spent; 409 when not enough).
 */
export async function debit(actor: WalletActor & Partial<MovementWhy> & ({ holdId: number } | { amount: number; reference: string })): Promise<WalletMovement> {
  if ('holdId' in actor)
    return inTransaction(actor.db, async (tx) => {
      const held = await openHold(tx, actor.organizationId, actor.holdId);
      return post(tx, actor, { kind: 'debit', debit: 'spent', credit: 'held', amount: held.amount, holdId: held.id }, whyOfHold(held, actor));
    });
  const amount = checkAmount(actor.amount);
  const why = checkWhy({ reference: actor.reference, note: actor.note, source: actor.source });
  return inTransaction(actor.db, (tx) => post(tx, actor, { kind: 'debit', debit: 'spent', credit: 'available', amount }, why));
}
