import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { marketplaceApprovalEvents, marketplaceApprovalItems, marketplaceApprovals, marketplaceGrants, marketplaceOffers } from '@/db/schema/marketplace';
import { users } from '@/db/schema';
import { AppError } from '@/server/http/app-error';
import { emitNotificationEvent } from '@/server/notification-events';
import { walletLedger } from '@/features/wallet';
import { MODULE_LABELS, marketplaceMessages as M } from '../messages';
import { requestValues } from './checkout';

interface Decision {
  db: Db;
  organizationId: number;
  /** The approver: holds marketplace-approvals (the endpoint's key) and is not the requester. */
  userId: number;
  id: number;
}

/**
 * Approves or rejects a pending request, under its row's lock: 404 for another organisation's request, 403 for the
 * requester's own, 409 once decided. Approval debits the wallet's hold (held → spent) and grants the organisation
 * the content; rejection releases the hold with the reason. The requester is told in-app (0141) and
 * reads the step on the request's history (0133).
 */
async function decide(options: Decision & { approve: boolean; reason: string }): Promise<void> {
  const wallet = await walletLedger();
  await options.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(marketplaceApprovals)
      .where(and(eq(marketplaceApprovals.id, options.id), eq(marketplaceApprovals.organizationId, options.organizationId)))
      .for('update');
    if (!request) throw new AppError('NOT_FOUND', M.approvalNotFound);
    if (request.requestedBy === options.userId) throw new AppError('FORBIDDEN', M.ownRequest);
    if (request.status !== 'pending' || request.holdId === null) throw new AppError('CONFLICT', M.decided);
    const items = await tx.select().from(marketplaceApprovalItems).where(eq(marketplaceApprovalItems.approvalId, request.id));
    const actor = { db: tx, organizationId: options.organizationId, userId: options.userId, holdId: request.holdId };
    if (options.approve) {
      await wallet.debit({ ...actor, note: `Approved marketplace request #${request.id}` });
      // The content's address as the seller gives it now (decision 0141).
      const urls = new Map(
        (
          await tx
            .select({ id: marketplaceOffers.id, url: marketplaceOffers.contentUrl })
            .from(marketplaceOffers)
            .where(
              inArray(
                marketplaceOffers.id,
                items.map((i) => i.offerId),
              ),
            )
        ).map((o) => [o.id, o.url]),
      );
      await tx
        .insert(marketplaceGrants)
        .values(
          items.map((i) => ({
            organizationId: options.organizationId,
            offerId: i.offerId,
            approvalId: request.id,
            title: i.title,
            subtitle: `${MODULE_LABELS[i.module]} · ${i.providerName}`,
            contentUrl: urls.get(i.offerId) ?? '',
          })),
        )
        .onConflictDoNothing();
    } else {
      await wallet.release({ ...actor, note: options.reason });
    }
    const now = new Date();
    await tx
      .update(marketplaceApprovals)
      .set({ status: options.approve ? 'approved' : 'rejected', decidedBy: options.userId, decidedAt: now, reason: options.reason, updatedAt: now })
      .where(eq(marketplaceApprovals.id, request.id));
    await tx.insert(marketplaceApprovalEvents).values({
      approvalId: request.id,
      event: options.approve ? 'approved' : 'rejected',
      userId: options.userId,
      notifyUserId: request.requestedBy,
      note: options.reason,
    });
    // The requester is told in-app, in the decision's transaction (decision 0141).
    const [approver] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, options.userId));
    await emitNotificationEvent(tx, {
      kind: options.approve ? 'marketplace_approved' : 'marketplace_rejected',
      organizationId: options.organizationId,
      userIds: [request.requestedBy],
      values: { ...requestValues(request.id, items.length, request.total), decided_by: approver?.name ?? '', reason: options.reason },
      key: `approval:${request.id}`,
      creatorId: options.userId,
    });
  });
}

export const approveRequest = (options: Decision) => decide({ ...options, approve: true, reason: '' });

export const rejectRequest = (options: Decision & { reason: string }) => decide({ ...options, approve: false });
