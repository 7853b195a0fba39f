import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { liveEventRegistrants, liveEvents } from '@/db/schema/live-event';
import type { LearningEvent } from '@/features/learning-events';

/**
 * The live event's listener of learning events (decision 0145): a check-in at the event's schedule (the presence
 * area's 'schedule_attended', emitted with the check-in) marks the registrant attended, once, in the check-in's
 * transaction. That same event is what points (and certificates) follow: no second event is emitted.
 */
export async function recordAttendance(db: DbOrTx, event: LearningEvent): Promise<void> {
  if (event.kind !== 'schedule_attended' || event.source.type !== 'presence-schedule') return;
  const [live] = await db
    .select({ id: liveEvents.id })
    .from(liveEvents)
    .where(and(eq(liveEvents.scheduleId, event.source.id), eq(liveEvents.organizationId, event.organizationId)));
  if (!live) return;
  await db
    .update(liveEventRegistrants)
    .set({ attendedAt: event.at })
    .where(
      and(
        eq(liveEventRegistrants.eventId, live.id),
        eq(liveEventRegistrants.userId, event.userId),
        eq(liveEventRegistrants.status, 'registered'),
        isNull(liveEventRegistrants.attendedAt),
      ),
    );
}
