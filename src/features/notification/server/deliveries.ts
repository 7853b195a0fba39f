import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { allQueries } from '@/db/all-queries';
import { notificationOutbox, notificationOutboxCounts } from '@/db/schema/notification';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { eventById } from '../events';
import { notificationMessages as M } from '../messages';
import { deliveryStates, type DeliveryPage, type DeliveryQuery } from '../schemas';
import { ensureOutboxJob } from './outbox';

const DELIVERIES_PER_PAGE = 50;

/**
 * GET …/deliveries: the organisation's e-mails, newest first, with the count of each state: read from the counters
 * the outbox's triggers keep (decision 0153), one index probe, not a count of the outbox on every request.
 */
export async function findDeliveries(s: { db: DbOrTx; organizationId: number; query: DeliveryQuery }): Promise<DeliveryPage> {
  const { db, organizationId, query } = s;
  const where = and(eq(notificationOutbox.organizationId, organizationId), query.state ? eq(notificationOutbox.state, query.state) : undefined);
  const [rows, counts] = await allQueries(
    db,
    () =>
      db
        .select()
        .from(notificationOutbox)
        .where(where)
        .orderBy(desc(notificationOutbox.id))
        .limit(DELIVERIES_PER_PAGE)
        .offset((query.page - 1) * DELIVERIES_PER_PAGE),
    () =>
      db
        .select({ state: notificationOutboxCounts.state, n: notificationOutboxCounts.n })
        .from(notificationOutboxCounts)
        .where(eq(notificationOutboxCounts.organizationId, organizationId)),
  );
  const byState = Object.fromEntries(deliveryStates.map((st) => [st, Number(counts.find((c) => c.state === st)?.n ?? 0)])) as DeliveryPage['counts'];
  return {
    results: rows.map((r) => ({
      id: r.id,
      event: r.event,
      event_label: eventById(r.event)?.label ?? r.event,
      to: r.toAddress,
      subject: r.subject,
      state: r.state,
      attempts: r.attempts,
      error: r.lastError,
      next_attempt_at: r.state === 'queued' ? r.nextAttemptAt.toISOString() : null,
      created_at: r.createdAt.toISOString(),
      sent_at: r.sentAt?.toISOString() ?? null,
    })),
    page: query.page,
    per_page: DELIVERIES_PER_PAGE,
    total: query.state ? byState[query.state] : Object.values(byState).reduce((a, b) => a + b, 0),
    counts: byState,
  };
}

/** POST …/deliveries/:id/retry: a failed e-mail queued again now, with its tries counted afresh. */
export async function retryDelivery(s: { db: Db; organizationId: number; userId: number; id: number }): Promise<void> {
  await s.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: notificationOutbox.state })
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.id, s.id), eq(notificationOutbox.organizationId, s.organizationId)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', M.deliveryNotFound);
    if (row.state !== 'failed') throw new AppError('CONFLICT', M.notFailed);
    await tx
      .update(notificationOutbox)
      .set({ state: 'queued', attempts: 0, nextAttemptAt: sql`now()`, claimedUntil: null })
      .where(eq(notificationOutbox.id, s.id));
    await ensureOutboxJob(tx, s.organizationId);
    await writeAudit(tx, { organizationId: s.organizationId, userId: s.userId, action: 'retry', entity: 'notification-delivery', entityId: s.id });
  });
}
