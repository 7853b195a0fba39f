import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { allQueries } from '@/db/all-queries';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema/accounts';
import { marketplaceApprovalEvents, marketplaceApprovalItems, marketplaceApprovals, type MarketplaceApproval } from '@/db/schema/marketplace';
import { formatMinutes, formatRupiah } from '@/lib/format-numbers';
import { paginate, type ListResult } from '@/lib/list';
import { AppError } from '@/server/http/app-error';
import { STATUS_LABELS, marketplaceMessages as M } from '../messages';
import type { ApprovalDetail, ApprovalListQuery, ApprovalRow } from '../schemas';
import { groupByModule } from './groups';

interface Viewer {
  db: DbOrTx;
  organizationId: number;
  userId: number;
}

const requester = alias(users, 'requester');
const person = (id: number | null, name: string | null) => (id === null ? null : { id, full_name: name ?? '' });

function toRow(a: MarketplaceApproval, requesterName: string, itemCount: number): ApprovalRow {
  return {
    id: a.id,
    status: a.status,
    status_label: STATUS_LABELS[a.status],
    requested_by: { id: a.requestedBy, full_name: requesterName },
    item_count: itemCount,
    summary: M.itemSummary(itemCount),
    total: a.total,
    total_label: formatRupiah(a.total),
    created_at: a.createdAt.toISOString(),
  };
}

async function itemCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: marketplaceApprovalItems.approvalId, n: count() })
    .from(marketplaceApprovalItems)
    .where(inArray(marketplaceApprovalItems.approvalId, ids))
    .groupBy(marketplaceApprovalItems.approvalId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** /approvals: the organisation's requests, newest first, optionally of one status. */
export async function findApprovals(options: Viewer & { query: ApprovalListQuery }): Promise<ListResult<ApprovalRow>> {
  const { db, organizationId, query } = options;
  const where = and(eq(marketplaceApprovals.organizationId, organizationId), query.status ? eq(marketplaceApprovals.status, query.status) : undefined);
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select({ a: marketplaceApprovals, name: requester.fullName })
        .from(marketplaceApprovals)
        .innerJoin(requester, eq(requester.id, marketplaceApprovals.requestedBy))
        .where(where)
        .orderBy(desc(marketplaceApprovals.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => db.select({ total: count() }).from(marketplaceApprovals).where(where),
  );
  const counts = await itemCounts(
    db,
    rows.map((r) => r.a.id),
  );
  return paginate(
    rows.map((r) => toRow(r.a, r.name, counts.get(r.a.id) ?? 0)),
    total,
    query.page,
    query.page_size,
  );
}

/** GET /marketplace-organization/approval/{id}: one request of the organisation (404 otherwise), items by module. */
export async function getApproval(options: Viewer & { id: number }): Promise<ApprovalDetail> {
  const { db, organizationId, id } = options;
  const decider = alias(users, 'decider');
  const [found] = await db
    .select({ a: marketplaceApprovals, name: requester.fullName, decider: decider.fullName })
    .from(marketplaceApprovals)
    .innerJoin(requester, eq(requester.id, marketplaceApprovals.requestedBy))
    .leftJoin(decider, eq(decider.id, marketplaceApprovals.decidedBy))
    .where(and(eq(marketplaceApprovals.id, id), eq(marketplaceApprovals.organizationId, organizationId)));
  if (!found) throw new AppError('NOT_FOUND', M.approvalNotFound);
  const [items, events] = await allQueries(
    db,
    () => db.select().from(marketplaceApprovalItems).where(eq(marketplaceApprovalItems.approvalId, id)).orderBy(asc(marketplaceApprovalItems.id)),
    () =>
      db
        .select({ e: marketplaceApprovalEvents, name: users.fullName })
        .from(marketplaceApprovalEvents)
        .innerJoin(users, eq(users.id, marketplaceApprovalEvents.userId))
        .where(eq(marketplaceApprovalEvents.approvalId, id))
        .orderBy(asc(marketplaceApprovalEvents.id)),
  );
  const a = found.a;
  return {
    ...toRow(a, found.name, items.length),
    groups: groupByModule(
      items.map((i) => ({
        id: i.id,
        offer_id: i.offerId,
        module: i.module,
        title: i.title,
        provider: i.providerName,
        duration_label: formatMinutes(i.durationMinutes),
        price: i.price,
        price_label: formatRupiah(i.price),
      })),
    ),
    decided_by: person(a.decidedBy, found.decider),
    decided_at: a.decidedAt?.toISOString() ?? null,
    reason: a.reason,
    history: events.map(({ e, name }) => ({ event: e.event, by: { id: e.userId, full_name: name }, note: e.note, at: e.createdAt.toISOString() })),
    can_decide: a.status === 'pending' && a.requestedBy !== options.userId,
  };
}
