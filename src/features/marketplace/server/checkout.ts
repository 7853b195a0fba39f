import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { marketplaceApprovalEvents, marketplaceApprovalItems, marketplaceApprovals, marketplaceCartItems } from '@/db/schema/marketplace';
import { formatRupiah } from '@/lib/format-numbers';
import { AppError } from '@/server/http/app-error';
import { emitNotificationEvent } from '@/server/notification-events';
import { walletLedger } from '@/features/wallet';
import { marketplaceMessages as M } from '../messages';
import { selectCart } from './cart';
import { offerStates } from './offers';

/** The approval request's reference on the wallet's ledger: what a finance team looks up. */
const requestReference = (id: number) => `MARKETPLACE-REQ-${id}`;

/** The placeholders every notice of a request fills (src/features/notification/events.ts, decision 0141). */
export const requestValues = (id: number, itemCount: number, total: number) => ({
  request_number: String(id),
  item_summary: M.itemSummary(itemCount),
  total: formatRupiah(total),
});

/**
 * POST /marketplace-organization/checkout: the user's cart becomes an approval request, and its total is held on the
 * organisation's wallet, in one transaction (decision 0133). An empty cart is a 400; a wallet that cannot cover the
 * total is the wallet's 409 ("The wallet's available balance (Rp 1.000) is less than Rp 1.001.") and nothing changes.
 */
export async function checkout(buyer: { db: Db; organizationId: number; userId: number }): Promise<{ id: number; total: number; total_label: string }> {
  const wallet = await walletLedger();
  return buyer.db.transaction(async (tx) => {
    const rows = await selectCart(tx, buyer, true);
    if (rows.length === 0) throw new AppError('VALIDATION', M.cartEmpty);
    const states = await offerStates(
      { ...buyer, db: tx },
      rows.map((r) => r.offer.id),
    );
    for (const r of rows) {
      const state = states.get(r.offer.id);
      if (state === 'owned') throw new AppError('CONFLICT', `${r.offer.title}: ${M.alreadyOwned}`);
      if (state === 'requested') throw new AppError('CONFLICT', `${r.offer.title}: ${M.alreadyRequested}`);
    }
    const total = rows.reduce((sum, r) => sum + r.offer.price, 0);
    const [request] = await tx
      .insert(marketplaceApprovals)
      .values({ organizationId: buyer.organizationId, requestedBy: buyer.userId, total })
      .returning({ id: marketplaceApprovals.id });
    await tx.insert(marketplaceApprovalItems).values(
      rows.map(({ offer, provider }) => ({
        approvalId: request.id,
        offerId: offer.id,
        title: offer.title,
        module: offer.module,
        providerName: provider,
        durationMinutes: offer.durationMinutes,
        price: offer.price,
      })),
    );
    const held = await wallet.hold({
      db: tx,
      organizationId: buyer.organizationId,
      userId: buyer.userId,
      amount: total,
      reference: requestReference(request.id),
      note: `Marketplace checkout: ${M.itemSummary(rows.length)}`,
      source: { type: 'marketplace-approval', id: request.id },
    });
    await tx.update(marketplaceApprovals).set({ holdId: held.id }).where(eq(marketplaceApprovals.id, request.id));
    await tx.delete(marketplaceCartItems).where(
      and(
        eq(marketplaceCartItems.organizationId, buyer.organizationId),
        inArray(
          marketplaceCartItems.id,
          rows.map((r) => r.item.id),
        ),
      ),
    );
    await tx.insert(marketplaceApprovalEvents).values({ approvalId: request.id, event: 'requested', userId: buyer.userId, notifyUserId: null });
    // The requester's in-app notice, in this transaction (decision 0141): it exists only if the request does.
    await emitNotificationEvent(tx, {
      kind: 'marketplace_requested',
      organizationId: buyer.organizationId,
      userIds: [buyer.userId],
      values: requestValues(request.id, rows.length, total),
      key: `approval:${request.id}`,
    });
    return { id: request.id, total, total_label: formatRupiah(total) };
  });
}
