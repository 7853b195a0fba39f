// The wallet's ledger (docs/decisions/0127): append-only, double-entry, in whole rupiah; the balance row moves in the
// same transaction as the ledger's insert, under its lock, and no balance goes below zero, even under concurrency.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { insertUser } from '../../../src/features/account/testing';
import { insertOrganization } from '../../../src/features/organization/testing';
import { TopUpSchema, WalletListQuerySchema } from '../../../src/features/account/wallet-schemas';
import { debit, hold, recordTopUp, release } from '../../../src/features/account/server/wallet-ledger';
import { findMovements, getBalance, getMovement } from '../../../src/features/account/server/find-movements';
import { exportLedger } from '../../../src/features/account/server/export-ledger';
import { AppError } from '../../../src/server/http/app-error';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();

async function wallet(db: Db = t.db) {
  const org = await insertOrganization(db);
  const admin = await insertUser(db, { organizationId: org.id, fullName: 'Wallet Admin' });
  return { org, admin, actor: { db, organizationId: org.id, userId: admin.id } };
}

/** Each account's balance summed from the ledger: what enters it (debit side) minus what leaves it (credit side). */
async function ledgerSums(organizationId: number): Promise<Record<string, number>> {
  const { rows } = (await t.db.execute(
    sql`select account, sum(n)::text as total from (
          select debit_account as account, amount as n from wallet_movements where organization_id = ${organizationId}
          union all select credit_account, -amount from wallet_movements where organization_id = ${organizationId}) x group by account`,
  )) as unknown as { rows: { account: string; total: string }[] };
  return Object.fromEntries(rows.map((r) => [r.account, Number(r.total)]));
}

const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

/** The database's own message of a refused statement (drizzle wraps it as the cause). */
const causeOf = async (p: Promise<unknown>) => {
  const e = (await errorOf(p)) as { cause?: { message?: string }; message?: string } | null;
  return e ? String(e.cause?.message ?? e.message) : 'not refused';
};

describe('top-up validation: whole rupiah, a reference', () => {
  it.each([
    [{ amount: 1_500_000, reference: 'TRF-1' }, 1_500_000],
    [{ amount: '1500000', reference: 'TRF-1' }, 1_500_000],
    [{ amount: '1.500.000', reference: 'TRF-1' }, 1_500_000],
    [{ amount: 'Rp 1.500.000', reference: 'TRF-1' }, 1_500_000],
    [{ amount: 1, reference: 'TRF-1' }, 1],
  ])('reads %j as %d rupiah', (input, amount) => {
    expect(TopUpSchema.parse(input).amount).toBe(amount);
  });

  it.each([
    [{ amount: 1500.5, reference: 'R' }, 'Enter the amount in whole rupiah, e.g. 1.500.000'],
    [{ amount: '1.500,50', reference: 'R' }, 'Enter the amount in whole rupiah, e.g. 1.500.000'],
    [{ amount: '1,500,000', reference: 'R' }, 'Enter the amount in whole rupiah, e.g. 1.500.000'],
    [{ amount: '15.00', reference: 'R' }, 'Enter the amount in whole rupiah, e.g. 1.500.000'],
    [{ amount: '1e6', reference: 'R' }, 'Enter the amount in whole rupiah, e.g. 1.500.000'],
    [{ amount: 0, reference: 'R' }, 'Amount must be at least Rp 1'],
    [{ amount: -5000, reference: 'R' }, 'Amount must be at least Rp 1'],
    [{ amount: 1_000_000_000_001, reference: 'R' }, 'Amount must be at most Rp 1.000.000.000.000'],
    [{ amount: '', reference: 'R' }, 'Amount is required'],
    [{ reference: 'R' }, 'Amount is required'],
    [{ amount: 1000, reference: '   ' }, 'Reference is required'],
    [{ amount: 1000, reference: 'x'.repeat(101) }, 'Reference must be at most 100 characters'],
    [{ amount: 1000, reference: 'R', note: 'n'.repeat(501) }, 'Note must be at most 500 characters'],
  ])('refuses %j: %s', (input, message) => {
    const parsed = TopUpSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0].message).toBe(message);
  });

  it('the use case checks the same rules when called without the schema', async () => {
    const { actor } = await wallet();
    expect(await errorOf(recordTopUp({ ...actor, amount: 10.5, reference: 'R' }))).toMatchObject({ code: 'VALIDATION' });
    expect(await errorOf(recordTopUp({ ...actor, amount: 10, reference: ' ' }))).toMatchObject({ code: 'VALIDATION', message: 'Reference is required' });
    expect(await getBalance(actor)).toMatchObject({ available: 0, held: 0, available_label: 'Rp 0' });
  });
});

describe('movements: top-up, hold, release, debit', () => {
  it('moves the balance row with each movement, names who and why, and the ledger sums to the balance', async () => {
    const { org, admin, actor } = await wallet();
    const topUp = await recordTopUp({ ...actor, amount: 10_000_000, reference: 'BCA-0001', note: 'Budget Q1' });
    expect(topUp).toMatchObject({
      kind: 'top_up',
      debitAccount: 'available',
      creditAccount: 'funding',
      amount: 10_000_000,
      availableAfter: 10_000_000,
      heldAfter: 0,
    });
    expect(await getBalance(actor)).toMatchObject({
      available: 10_000_000,
      held: 0,
      total: 10_000_000,
      available_label: 'Rp 10.000.000',
      held_label: 'Rp 0',
      total_label: 'Rp 10.000.000',
    });

    const first = await hold({ ...actor, amount: 2_500_000, reference: 'Checkout #1', source: { type: 'marketplace-approval', id: 1 } });
    const second = await hold({ ...actor, amount: 1_250_000, reference: 'Checkout #2', source: { type: 'marketplace-approval', id: 2 } });
    expect(await getBalance(actor)).toMatchObject({ available: 6_250_000, held: 3_750_000, total_label: 'Rp 10.000.000' });

    const approved = await debit({ ...actor, holdId: first.id, note: 'Approved by the head of learning' });
    expect(approved).toMatchObject({
      kind: 'debit',
      creditAccount: 'held',
      debitAccount: 'spent',
      amount: 2_500_000,
      holdId: first.id,
      reference: 'Checkout #1',
    });
    expect(approved).toMatchObject({ sourceType: 'marketplace-approval', sourceId: 1 });
    const rejected = await release({ ...actor, holdId: second.id, note: 'Rejected: out of budget' });
    expect(rejected).toMatchObject({ kind: 'release', amount: 1_250_000, availableAfter: 7_500_000, heldAfter: 0 });
    await debit({ ...actor, amount: 500_000, reference: 'Direct purchase' });
    expect(await getBalance(actor)).toMatchObject({ available: 7_000_000, held: 0, available_label: 'Rp 7.000.000' });

    // Double-entry: every account's ledger sum; the whole ledger nets to zero; available and held equal the balance row.
    expect(await ledgerSums(org.id)).toEqual({ funding: -10_000_000, available: 7_000_000, held: 0, spent: 3_000_000 });

    // A settled hold is settled once; another organisation's hold is not there.
    expect(await errorOf(release({ ...actor, holdId: first.id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This hold has already been released or debited.',
    });
    expect(await errorOf(debit({ ...actor, holdId: second.id }))).toMatchObject({ code: 'CONFLICT' });
    const other = await wallet();
    expect(await errorOf(release({ ...other.actor, holdId: first.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Wallet hold not found' });
    expect(await errorOf(debit({ ...other.actor, holdId: topUp.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await errorOf(getMovement({ db: t.db, organizationId: other.org.id, id: topUp.id }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Wallet movement not found',
    });
    expect(await getMovement({ db: t.db, organizationId: org.id, id: topUp.id })).toMatchObject({
      id: topUp.id,
      amount_label: 'Rp 10.000.000',
      reference: 'BCA-0001',
      note: 'Budget Q1',
      created_by: { id: admin.id, full_name: 'Wallet Admin' },
    });
  });

  it('never goes below zero: a hold or debit past the available balance is a 409 and writes nothing', async () => {
    const { org, actor } = await wallet();
    await recordTopUp({ ...actor, amount: 1_000, reference: 'T' });
    const refused = await errorOf(hold({ ...actor, amount: 1_001, reference: 'Too much' }));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'CONFLICT', message: "The wallet's available balance (Rp 1.000) is less than Rp 1.001." });
    expect(await errorOf(debit({ ...actor, amount: 5_000, reference: 'Too much' }))).toMatchObject({ code: 'CONFLICT' });
    expect((await findMovements({ db: t.db, organizationId: org.id, query: WalletListQuerySchema.parse({}) })).pagination.total_data).toBe(1);
    expect(await getBalance(actor)).toMatchObject({ available: 1_000, held: 0 });
  });

  it('the database itself refuses a negative balance, a changed or removed movement, and a one-sided entry', async () => {
    const { org, actor } = await wallet();
    const m = await recordTopUp({ ...actor, amount: 1_000, reference: 'T' });
    await expect(t.db.execute(sql`update wallet_balances set available = -1 where organization_id = ${org.id}`)).rejects.toThrow();
    expect(await causeOf(t.db.execute(sql`update wallet_movements set amount = 5 where id = ${m.id}`))).toMatch(/append-only/);
    expect(await causeOf(t.db.execute(sql`delete from wallet_movements where id = ${m.id}`))).toMatch(/append-only/);
    await expect(
      t.db.execute(
        sql`insert into wallet_movements (organization_id, kind, debit_account, credit_account, amount, available_after, held_after, reference, created_by)
            values (${org.id}, 'top_up', 'available', 'available', 5, 5, 0, 'x', ${actor.userId})`,
      ),
    ).rejects.toThrow();
    await expect(
      t.db.execute(
        sql`insert into wallet_movements (organization_id, kind, debit_account, credit_account, amount, available_after, held_after, reference, created_by)
            values (${org.id}, 'hold', 'spent', 'funding', 5, 5, 0, 'x', ${actor.userId})`,
      ),
    ).rejects.toThrow();
    expect(await getBalance(actor)).toMatchObject({ available: 1_000 });
    // The organisation's removal takes its ledger with it.
    await t.db.execute(sql`delete from organizations where id = ${org.id}`);
    const { rows } = (await t.db.execute(sql`select count(*)::int as n from wallet_movements where organization_id = ${org.id}`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0].n).toBe(0);
  });
});

describe('concurrency', () => {
  it('concurrent debits that together exceed the balance: exactly one succeeds and the ledger sums to the balance', async () => {
    const { org, actor } = await wallet();
    await recordTopUp({ ...actor, amount: 100_000, reference: 'T' });
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => debit({ ...actor, amount: 60_000, reference: `Approval ${i}` })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(failures.every((f) => f.reason instanceof AppError && f.reason.code === 'CONFLICT')).toBe(true);
    expect(await getBalance(actor)).toMatchObject({ available: 40_000, held: 0 });
    expect(await ledgerSums(org.id)).toMatchObject({ available: 40_000, spent: 60_000, funding: -100_000 });
  });

  it('two approvals of one hold at once: one debits it, the other is refused; concurrent holds never overdraw', async () => {
    const { org, actor } = await wallet();
    await recordTopUp({ ...actor, amount: 90_000, reference: 'T' });
    const held = await hold({ ...actor, amount: 30_000, reference: 'Checkout' });
    const settled = await Promise.allSettled([
      debit({ ...actor, holdId: held.id }),
      debit({ ...actor, holdId: held.id }),
      release({ ...actor, holdId: held.id }),
    ]);
    expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const holds = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => hold({ ...actor, amount: 25_000, reference: `Checkout ${i}` })));
    const balance = await getBalance(actor);
    const holdsMade = holds.filter((r) => r.status === 'fulfilled').length;
    const afterSettle = settled.some((r) => r.status === 'fulfilled' && r.value.kind === 'release') ? 90_000 : 60_000;
    expect(holdsMade).toBe(Math.floor(afterSettle / 25_000));
    expect(balance.available).toBe(afterSettle - holdsMade * 25_000);
    expect(balance.available).toBeGreaterThanOrEqual(0);
    const sums = await ledgerSums(org.id);
    expect([sums.available, sums.held ?? 0]).toEqual([balance.available, balance.held]);
  });
});

describe('the ledger list and its download', () => {
  it('pages, counts and sorts the ledger as plain ORDER BY … OFFSET would, across anchors', async () => {
    const { org, admin, actor } = await wallet();
    // 1,234 movements written straight into the table (the list query only reads them): amounts repeat, so the
    // tie-break on id matters.
    await t.db
      .execute(sql`insert into wallet_movements (organization_id, kind, debit_account, credit_account, amount, available_after, held_after, reference, created_by, created_at)
      select ${org.id}, 'top_up', 'available', 'funding', 1000 * (1 + g % 37), 0, 0, 'REF-' || lpad((g % 101)::text, 4, '0'), ${admin.id}, now() - (g || ' minutes')::interval
      from generate_series(1, 1234) g`);
    const other = await wallet();
    await recordTopUp({ ...other.actor, amount: 5, reference: 'Not theirs' });
    for (const [column, expr] of [
      ['created_at', 'created_at'],
      ['amount', 'amount'],
      ['reference', 'reference'],
    ] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const { rows } = (await t.db.execute(
          sql.raw(`select id from wallet_movements where organization_id = ${org.id} order by ${expr} ${dir}, id ${dir}`),
        )) as unknown as { rows: { id: number }[] };
        for (const page of [1, 2, 50, 51, 100, 124]) {
          const result = await findMovements({
            db: t.db,
            organizationId: org.id,
            query: WalletListQuerySchema.parse({ page, page_size: 10, order_by: column, order_type: dir }),
          });
          expect(result.pagination).toEqual({ current_page: page, total_pages: 124, total_data: 1234 });
          expect(result.results.map((r) => r.id)).toEqual(rows.slice((page - 1) * 10, page * 10).map((r) => r.id));
        }
      }
    }
    const filtered = await findMovements({ db: t.db, organizationId: org.id, query: WalletListQuerySchema.parse({ keyword: 'REF-0007', page_size: 100 }) });
    expect(filtered.pagination.total_data).toBe(13);
    expect(filtered.results.every((r) => r.reference === 'REF-0007')).toBe(true);
    expect((await findMovements({ db: t.db, organizationId: org.id, query: WalletListQuerySchema.parse({ kind: 'hold' }) })).pagination.total_data).toBe(0);
    // A new movement shows at once, on every page's total.
    await recordTopUp({ ...actor, amount: 7, reference: 'Latest' });
    const newest = await findMovements({ db: t.db, organizationId: org.id, query: WalletListQuerySchema.parse({ page: 60 }) });
    expect(newest.pagination.total_data).toBe(1235);
    expect((await findMovements({ db: t.db, organizationId: org.id, query: WalletListQuerySchema.parse({}) })).results[0]).toMatchObject({
      reference: 'Latest',
      amount_label: 'Rp 7',
    });
  });

  it('downloads as .xlsx: dates as Jakarta date cells, ids as text, formula-like text kept as text', async () => {
    const { org, actor } = await wallet();
    const link = '=HYPERLINK("https://evil.example","Click")';
    const first = await recordTopUp({ ...actor, amount: 2_000_000, reference: link, note: '+62 21 555 0101' });
    await hold({ ...actor, amount: 750_000, reference: '@checkout', note: '-1 item' });
    const res = exportLedger({ db: t.db, organizationId: org.id, query: WalletListQuerySchema.parse({}), now: new Date('2026-03-01T20:00:00Z') });
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="wallet-ledger-2026-03-02.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await res.arrayBuffer()) as never);
    const sheet = book.getWorksheet('Ledger')!;
    expect(sheet.rowCount).toBe(3);
    expect((sheet.getRow(1).values as unknown[]).slice(1, 9)).toEqual([
      'ID',
      'Date (Asia/Jakarta)',
      'Type',
      'Reference',
      'Note',
      'Amount (Rp)',
      'Available After (Rp)',
      'On Hold After (Rp)',
    ]);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(String(first.id));
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    const date = row.getCell(2).value as Date;
    expect(date).toBeInstanceOf(Date);
    // The cell shows Jakarta's wall clock (UTC+7).
    expect(Math.abs(date.getTime() - (first.createdAt.getTime() + 7 * 3_600_000))).toBeLessThan(1000);
    expect(row.getCell(3).value).toBe('Top-up');
    expect(row.getCell(4).value).toBe(link);
    expect(row.getCell(4).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(5).value).toBe('+62 21 555 0101');
    expect([row.getCell(6).value, row.getCell(7).value, row.getCell(8).value]).toEqual([2_000_000, 2_000_000, 0]);
    expect(row.getCell(13).value).toBe('Wallet Admin');
    const held = sheet.getRow(3);
    expect([held.getCell(3).value, held.getCell(4).value, held.getCell(5).value, held.getCell(6).value]).toEqual(['Hold', '@checkout', '-1 item', 750_000]);
    expect(held.getCell(5).type).toBe(ExcelJS.ValueType.String);
  });
});
