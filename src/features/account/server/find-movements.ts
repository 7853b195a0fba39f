import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { walletBalances, walletMovementCounts, walletMovements } from '@/db/schema/wallet';
import { readSort, type ListResult } from '@/lib/list';
import { formatRupiah } from '@/lib/format-numbers';
import { AppError } from '@/server/http/app-error';
import { inPageOrder, listPage, listResult, type ListTable } from '@/server/list/query';
import { walletMessages as M } from '../wallet-messages';
import { WALLET_SORT_COLUMNS, type WalletBalance, type WalletListQuery, type WalletMovementRow } from '../wallet-schemas';
import { ledgerFilters, loadMovements } from './wallet-rows';

type WalletSort = (typeof WALLET_SORT_COLUMNS)[number];

/** The ledger on the one list query (docs/decisions/0060): a counter, an index per sort, anchored deep pages. */
const LIST: ListTable<WalletSort> = {
  name: 'wallet_movements',
  table: walletMovements,
  id: walletMovements.id,
  organizationId: walletMovements.organizationId,
  counter: walletMovementCounts,
  sorts: {
    created_at: { column: walletMovements.createdAt, cast: 'timestamptz' },
    kind: { column: walletMovements.kind, cast: 'text' },
    amount: { column: walletMovements.amount, cast: 'bigint' },
    reference: { column: walletMovements.reference, cast: 'text' },
  },
};

/** GET /api/wallet/movements: the organisation's ledger, newest first unless asked otherwise. */
export async function findMovements(options: { db: DbOrTx; organizationId: number; query: WalletListQuery }): Promise<ListResult<WalletMovementRow>> {
  const { db, organizationId, query } = options;
  const page = await listPage({
    db,
    list: LIST,
    organizationId,
    filters: await ledgerFilters(db, query),
    filterKey: { keyword: query.keyword, kind: query.kind, start_date: query.start_date, end_date: query.end_date },
    sort: readSort<WalletSort>(query, WALLET_SORT_COLUMNS, { column: 'created_at', direction: 'desc' }),
    page: query.page,
    pageSize: query.page_size,
  });
  const rows = await loadMovements(db, organizationId, page.ids);
  return listResult(
    inPageOrder(page.ids, rows, (r) => r.id),
    page.total,
    query.page,
    query.page_size,
  );
}

/** GET /api/wallet/movements/:id: one movement of the organisation's ledger; another organisation's is a 404. */
export async function getMovement(options: { db: DbOrTx; organizationId: number; id: number }): Promise<WalletMovementRow> {
  const [row] = await loadMovements(options.db, options.organizationId, [options.id]);
  if (!row) throw new AppError('NOT_FOUND', M.movementNotFound);
  return row;
}

/** GET /api/wallet: the balance row as it stands (one primary-key read, never a sum); zero before the first movement. */
export async function getBalance(options: { db: DbOrTx; organizationId: number }): Promise<WalletBalance> {
  const [row] = await options.db.select().from(walletBalances).where(eq(walletBalances.organizationId, options.organizationId));
  const available = row?.available ?? 0;
  const held = row?.held ?? 0;
  return {
    available,
    held,
    total: available + held,
    available_label: formatRupiah(available),
    held_label: formatRupiah(held),
    total_label: formatRupiah(available + held),
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}
