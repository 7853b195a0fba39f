import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { walletMovements, type WalletMovement } from '@/db/schema/wallet';
import { formatRupiah } from '@/lib/format-numbers';
import { keywordSearch } from '@/server/list/keyword';
import { dateRange } from '@/server/list/query';
import type { WalletListQuery, WalletMovementRow } from '../wallet-schemas';

/** A movement as the API answers it: whole rupiah beside the Rp text the screens show (spec 000 §9). */
function movementRow(m: WalletMovement, fullName: string): WalletMovementRow {
  return {
    id: m.id,
    kind: m.kind,
    debit_account: m.debitAccount,
    credit_account: m.creditAccount,
    amount: m.amount,
    amount_label: formatRupiah(m.amount),
    available_after: m.availableAfter,
    available_after_label: formatRupiah(m.availableAfter),
    held_after: m.heldAfter,
    held_after_label: formatRupiah(m.heldAfter),
    hold_id: m.holdId,
    reference: m.reference,
    note: m.note,
    source_type: m.sourceType,
    source_id: m.sourceId,
    created_by: { id: m.createdBy, full_name: fullName },
    created_at: m.createdAt.toISOString(),
  };
}

/** The organisation's movements with these ids, with who made each. */
export async function loadMovements(db: DbOrTx, organizationId: number, ids: number[]): Promise<WalletMovementRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ m: walletMovements, fullName: users.fullName })
    .from(walletMovements)
    .innerJoin(users, eq(users.id, walletMovements.createdBy))
    .where(and(eq(walletMovements.organizationId, organizationId), inArray(walletMovements.id, ids)));
  return rows.map((r) => movementRow(r.m, r.fullName));
}

/** The list's filters beyond the organisation: the keyword (reference or note), the kind, the Jakarta days. */
export async function ledgerFilters(db: DbOrTx, query: WalletListQuery): Promise<SQL[]> {
  const filters: SQL[] = [];
  if (query.keyword) filters.push(await keywordSearch(db, [walletMovements.reference, walletMovements.note], query.keyword));
  if (query.kind) filters.push(sql`${walletMovements.kind} = ${query.kind}`);
  filters.push(...dateRange(walletMovements.createdAt, query.start_date, query.end_date));
  return filters;
}
