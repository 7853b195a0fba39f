import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { learningModules, placements } from '@/db/schema';
import { liveEventRegistrants } from '@/db/schema/live-event';
import { declaredContents } from '@/features/contents';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { placementsWithResults } from '@/server/placements';
import { liveEventMessages as M } from '../messages';
import { loadLiveEvent } from './load-live-event';

/**
 * DELETE /cms/live-events/{id}: an event nobody attended and whose contents hold no learner results goes with its
 * module, batch, schedule, registrants and placements (the placed items are freed).
 */
export async function deleteLiveEvent(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  const types = await declaredContents();
  await db.transaction(async (tx) => {
    const event = await loadLiveEvent(tx, organizationId, id);
    const [attended] = await tx
      .select({ userId: liveEventRegistrants.userId })
      .from(liveEventRegistrants)
      .where(and(eq(liveEventRegistrants.eventId, id), isNotNull(liveEventRegistrants.attendedAt)))
      .limit(1);
    if (attended) throw new AppError('CONFLICT', M.hasAttendance);
    const placed = await tx.select().from(placements).where(eq(placements.moduleId, event.moduleId));
    const held = await placementsWithResults(
      tx,
      placed.map((p) => p.id),
      types.resultTables(),
    );
    if (held.size)
      throw new AppError(
        'CONFLICT',
        M.hasResults(
          placed
            .filter((p) => held.has(p.id))
            .map((p) => M.resultHolder(types.label(p.contentType), p.title, types.activity(p.contentType)?.noun ?? 'results'))
            .join(', '),
        ),
      );
    await tx.delete(learningModules).where(eq(learningModules.id, event.moduleId));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'live-event', entityId: id, before: { title: event.title } });
  });
}
