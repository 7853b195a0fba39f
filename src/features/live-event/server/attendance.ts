import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { learningModules } from '@/db/schema';
import { liveEventRegistrants, liveEvents } from '@/db/schema/live-event';
import { emitLearningEvent, type LearningEvent } from '@/features/learning-events';

/**
 * The live event's listener of learning events (decision 0145): a check-in at the event's schedule (the presence
 * area's 'schedule_attended', emitted with a QR check-in and with a manual attendance) marks the registrant attended,
 * once, in the check-in's transaction. Only the call that marked them emits 'live_event_attended' (decision 0151):
 * attending is completing the event, so it carries the event's certificate template (type 1) as its award when the
 * event has one, and the certificate area issues it once.
 */
export async function recordAttendance(db: DbOrTx, event: LearningEvent): Promise<void> {
  if (event.kind !== 'schedule_attended' || event.source.type !== 'presence-schedule') return;
  const [live] = await db
    .select({ id: liveEvents.id, title: learningModules.title, templateId: liveEvents.certificateTemplateId })
    .from(liveEvents)
    .innerJoin(learningModules, eq(learningModules.id, liveEvents.moduleId))
    .where(and(eq(liveEvents.scheduleId, event.source.id), eq(liveEvents.organizationId, event.organizationId)));
  if (!live) return;
  const marked = await db
    .update(liveEventRegistrants)
    .set({ attendedAt: event.at })
    .where(
      and(
        eq(liveEventRegistrants.eventId, live.id),
        eq(liveEventRegistrants.userId, event.userId),
        eq(liveEventRegistrants.status, 'registered'),
        isNull(liveEventRegistrants.attendedAt),
      ),
    )
    .returning({ userId: liveEventRegistrants.userId });
  if (!marked.length) return;
  await emitLearningEvent(db, {
    kind: 'live_event_attended',
    organizationId: event.organizationId,
    userId: event.userId,
    source: { type: 'live-event', id: live.id },
    reason: `Attended the live event ${live.title}`,
    at: event.at,
    ...(live.templateId ? { award: { certificateTemplateId: live.templateId, contentTitle: live.title } } : {}),
  });
}
