import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { allQueries } from '@/db/all-queries';
import { notificationInbox } from '@/db/schema/notification';
import { AppError } from '@/server/http/app-error';
import { notificationMessages as M } from '../messages';
import type { LearnerNotifications } from '../schemas';

const LEARNER_MAX = 50;

/** GET /api/learner/notifications: the caller's in-app notifications, newest first, and how many are unread. */
export async function findLearnerNotifications(s: { db: DbOrTx; organizationId: number; userId: number }): Promise<LearnerNotifications> {
  const mine = and(eq(notificationInbox.organizationId, s.organizationId), eq(notificationInbox.userId, s.userId));
  const [rows, [unread]] = await allQueries(
    s.db,
    () => s.db.select().from(notificationInbox).where(mine).orderBy(desc(notificationInbox.id)).limit(LEARNER_MAX),
    () =>
      s.db
        .select({ n: count() })
        .from(notificationInbox)
        .where(and(mine, isNull(notificationInbox.readAt))),
  );
  return {
    unread: Number(unread?.n ?? 0),
    results: rows.map((r) => ({ id: r.id, event: r.event, title: r.title, body: r.body, read: r.readAt !== null, created_at: r.createdAt.toISOString() })),
  };
}

/** POST /api/learner/notifications/:id/read: one of the caller's own (anyone else's is a 404). */
export async function markNotificationRead(s: { db: DbOrTx; organizationId: number; userId: number; id: number }): Promise<void> {
  const [row] = await s.db
    .update(notificationInbox)
    .set({ readAt: new Date() })
    .where(and(eq(notificationInbox.id, s.id), eq(notificationInbox.organizationId, s.organizationId), eq(notificationInbox.userId, s.userId)))
    .returning({ id: notificationInbox.id });
  if (!row) throw new AppError('NOT_FOUND', M.notificationNotFound);
}
