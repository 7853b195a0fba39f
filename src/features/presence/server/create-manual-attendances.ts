import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { batchParticipants } from '@/db/schema';
import { presenceAttendances } from '@/db/schema/presence';
import { AppError } from '@/server/http/app-error';
import { writeAudit } from '@/server/audit';
import { emitLearningEvent } from '@/features/learning-events';
import { presenceMessages as M } from '../messages';
import type { ManualAttendanceInput } from '../schemas';
import { scheduleOfPresence } from './find-batch-options';
import { loadPresence } from './load-presence';

/**
 * POST /cms/presences/{id}/attendances: marks invited learners present, all or nothing. A learner who is
 * already present stays as they were (unique index), and the answer says how many were new. Each new one is a
 * 'schedule_attended' learning event, as a QR check-in is (decision 0151).
 */
export async function createManualAttendances(options: {
  db: Db;
  organizationId: number;
  userId: number;
  id: number;
  input: ManualAttendanceInput;
  now?: Date;
}) {
  const { db, organizationId, userId, id, input, now = new Date() } = options;
  return db.transaction(async (tx) => {
    const presence = await loadPresence(tx, organizationId, id);
    const wanted = new Map<string, { user_id: number; schedule_id: number }>();
    for (const e of input.data) wanted.set(`${e.schedule_id}:${e.user_id}`, e);
    const bySchedule = new Map<number, number[]>();
    for (const e of wanted.values()) bySchedule.set(e.schedule_id, [...(bySchedule.get(e.schedule_id) ?? []), e.user_id]);
    let added = 0;
    for (const [scheduleId, userIds] of bySchedule) {
      const { batch } = await scheduleOfPresence(tx, organizationId, id, scheduleId).catch(() => {
        throw new AppError('VALIDATION', M.scheduleNotFound, { title: M.manualFailed });
      });
      const invited = await tx
        .select({ userId: batchParticipants.userId })
        .from(batchParticipants)
        .where(and(eq(batchParticipants.batchId, batch.id), inArray(batchParticipants.userId, userIds), ne(batchParticipants.invitation, 'declined')));
      if (invited.length !== userIds.length) throw new AppError('VALIDATION', M.notInvited, { title: M.manualFailed });
      const inserted = await tx
        .insert(presenceAttendances)
        .values(
          userIds.map((u) => ({
            organizationId,
            presenceId: id,
            scheduleId,
            userId: u,
            status: 'present' as const,
            source: 'manual' as const,
            clockIn: now,
            markedBy: userId,
          })),
        )
        .onConflictDoNothing()
        .returning({ userId: presenceAttendances.userId });
      added += inserted.length;
      if (inserted.length) {
        await writeAudit(tx, {
          organizationId,
          userId,
          action: 'manual-presence',
          entity: 'presence',
          entityId: id,
          after: { schedule_id: scheduleId, user_ids: inserted.map((r) => r.userId) },
        });
        // Attending is the same learning event as a QR check-in (points, a live event's attendance: decision 0151).
        for (const r of inserted)
          await emitLearningEvent(tx, {
            kind: 'schedule_attended',
            organizationId,
            userId: r.userId,
            source: { type: 'presence-schedule', id: scheduleId },
            reason: `Checked in to ${presence.title}`,
            at: now,
          });
      }
    }
    const already = wanted.size - added;
    return { added, already_present: already, message: added === 0 ? M.manualAlready : M.manualAdded };
  });
}
