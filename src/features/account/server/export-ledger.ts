import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { walletMovements } from '@/db/schema/wallet';
import { DEFAULT_REPORT_TZ, formatDate } from '@/lib/format';
import { xlsxResponse, type SheetColumn } from '@/server/spreadsheet/write-xlsx';
import { WALLET_KIND_LABELS } from '../wallet-messages';
import type { WalletListQuery } from '../wallet-schemas';
import { ledgerFilters } from './wallet-rows';

/** Rows per statement: memory stays flat whatever the ledger's length. */
const CHUNK = 1000;

const COLUMNS: SheetColumn[] = [
  { header: 'ID', key: 'id', text: true, width: 10 },
  { header: `Date (${DEFAULT_REPORT_TZ})`, key: 'created_at', date: { tz: DEFAULT_REPORT_TZ, format: 'dd/mm/yyyy hh:mm:ss' }, width: 20 },
  { header: 'Type', key: 'kind', width: 10 },
  { header: 'Reference', key: 'reference', width: 28 },
  { header: 'Note', key: 'note', width: 40 },
  { header: 'Amount (Rp)', key: 'amount', width: 18 },
  { header: 'Available After (Rp)', key: 'available_after', width: 20 },
  { header: 'On Hold After (Rp)', key: 'held_after', width: 20 },
  { header: 'Debit Account', key: 'debit_account', width: 14 },
  { header: 'Credit Account', key: 'credit_account', width: 14 },
  { header: 'Hold ID', key: 'hold_id', text: true, width: 10 },
  { header: 'Source', key: 'source', width: 24 },
  { header: 'Recorded By', key: 'created_by', width: 24 },
];

function chunk(db: DbOrTx, organizationId: number, filters: SQL[], after: number) {
  return db
    .select({
      id: walletMovements.id,
      created_at: walletMovements.createdAt,
      kind: walletMovements.kind,
      reference: walletMovements.reference,
      note: walletMovements.note,
      amount: walletMovements.amount,
      available_after: walletMovements.availableAfter,
      held_after: walletMovements.heldAfter,
      debit_account: walletMovements.debitAccount,
      credit_account: walletMovements.creditAccount,
      hold_id: walletMovements.holdId,
      source: sql<
        string | null
      >`case when ${walletMovements.sourceType} is null then null else ${walletMovements.sourceType} || ' #' || ${walletMovements.sourceId} end`,
      created_by: users.fullName,
    })
    .from(walletMovements)
    .innerJoin(users, eq(users.id, walletMovements.createdBy))
    .where(and(eq(walletMovements.organizationId, organizationId), gt(walletMovements.id, after), ...filters))
    .orderBy(asc(walletMovements.id))
    .limit(CHUNK);
}

/** The filtered ledger in the order it was written, read by id in chunks (keyset). */
async function* ledgerRows(db: DbOrTx, organizationId: number, query: WalletListQuery): AsyncGenerator<Record<string, unknown>> {
  const filters = await ledgerFilters(db, query);
  let after = 0;
  for (;;) {
    const rows = await chunk(db, organizationId, filters, after);
    for (const r of rows) yield { ...r, kind: WALLET_KIND_LABELS[r.kind] };
    if (rows.length < CHUNK) return;
    after = rows[rows.length - 1].id;
  }
}

/**
 * GET /api/wallet/export: the ledger as filtered, streamed as .xlsx. Dates are date cells at Jakarta's wall clock, ids
 * text cells, amounts whole-rupiah numbers; references and notes are string cells, so text that begins with
 * = + - @ stays text (no spreadsheet evaluates a string cell).
 */
export function exportLedger(options: { db: DbOrTx; organizationId: number; query: WalletListQuery; now?: Date }): Response {
  const day = formatDate(options.now ?? new Date(), 'YYYY-MM-DD', DEFAULT_REPORT_TZ);
  return xlsxResponse(`wallet-ledger-${day}.xlsx`, [{ name: 'Ledger', columns: COLUMNS, rows: ledgerRows(options.db, options.organizationId, options.query) }]);
}
