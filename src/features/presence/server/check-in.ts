import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { batchParticipants } from '@/db/schema';
import { presenceAttendances, presences } from '@/db/schema/presence';
import { AppError } from '@/server/http/app-error';
import { writeAudit } from '@/server/audit';
import { emitLearningEvent } from '@/features/learning-events';
import { presenceMessages as M } from '../messages';
import type { CheckInInput, CheckInResult } from '../schemas';
import { scheduleOfPresence } from './find-batch-options';
import { locationStatus, type LocationStatus } from './geo';
import { parseToken, verifyToken } from './qr-token';

const C = M.checkIn;
const TITLE = 'Check-in Failed';
const MINUTE = 60_000;

/**
 * POST /learner/presence/check-in: the learner's app sends the scanned token (docs/decisions/0021).
 * Accepted only with a valid, unexpired token for a schedule, inside the schedule's window, for a learner
 * invited to that batch, once per learner and schedule (a second scan answers `already` and changes nothing).
 * `now` is injectable so tests control time.
 */
export async function checkIn(options: {
  db: Db;
  organizationId: number;
  userId: number;
  input: CheckInInput;
  now?: Date;
}): Promise<{ result: CheckInResult; message: string }> {
  const { db, organizationId, userId, input, now = new Date() } = options;
  const parts = parseToken(input.token);
  if (!parts) throw new AppError('VALIDATION', C.invalidToken, { title: TITLE });
  const [p] = await db
    .select()
    .from(presences)
    .where(and(eq(presences.id, parts.presenceId), eq(presences.organizationId, organizationId)));
  if (!p) throw new AppError('VALIDATION', C.invalidToken, { title: TITLE });
  const check = await verifyToken(db, p, parts, now);
  if (check === 'invalid') throw new AppError('VALIDATION', C.invalidToken, { title: TITLE });
  if (check === 'expired') throw new AppError('VALIDATION', C.expiredToken, { title: TITLE });
  if (parts.scheduleId === 0) throw new AppError('VALIDATION', C.notScheduled, { title: TITLE });
  const found = await scheduleOfPresence(db, organizationId, p.id, parts.scheduleId).catch(() => null);
  if (!found) throw new AppError('VALIDATION', C.invalidToken, { title: TITLE });
  const { schedule, batch } = found;

  const place = batch.latitude !== null && batch.longitude !== null ? { lat: batch.latitude, lon: batch.longitude, radiusMeters: batch.radiusMeters } : null;
  const result = (status: 'present' | 'late', clockIn: Date, location: LocationStatus | null, already: boolean): CheckInResult => ({
    status,
    already,
    clock_in: clockIn.toISOString(),
    outside_location: location === 'outside',
    location,
    presence: { id: p.id, title: p.title },
    schedule: { id: schedule.id, title: schedule.title },
  });
  // A recorded check-in's location, as the attendance list reads it (attendance-rows.ts).
  const recorded = (row: { lat: number | null; outsideLocation: boolean }): LocationStatus | null =>
    row.lat !== null ? (row.outsideLocation ? 'outside' : 'inside') : place ? 'unknown' : null;
  const existingRow = async () =>
    (
      await db
        .select()
        .from(presenceAttendances)
        .where(and(eq(presenceAttendances.presenceId, p.id), eq(presenceAttendances.scheduleId, schedule.id), eq(presenceAttendances.userId, userId)))
    )[0];

  // Once per learner and schedule: answered before the window so a repeated scan later still reads clearly.
  const before = await existingRow();
  if (before) return { result: result(before.status === 'late' ? 'late' : 'present', before.clockIn, recorded(before), true), message: C.already };

  if (now.getTime() < schedule.startsAt.getTime() - p.earlyMinutes * MINUTE) throw new AppError('CONFLICT', C.tooEarly, { title: TITLE });
  if (now.getTime() > schedule.endsAt.getTime() + p.closeMinutes * MINUTE) throw new AppError('CONFLICT', C.closed, { title: TITLE });
  const [participant] = await db
    .select({ userId: batchParticipants.userId })
    .from(batchParticipants)
    .where(and(eq(batchParticipants.batchId, batch.id), eq(batchParticipants.userId, userId), ne(batchParticipants.invitation, 'declined')));
  if (!participant) throw new AppError('FORBIDDEN', C.notInvited, { title: TITLE });

  const status = now.getTime() > schedule.startsAt.getTime() + p.graceMinutes * MINUTE ? 'late' : 'present';
  // Without coordinates the check-in is not 'inside': it is 'location unknown' when the batch has a location.
  const point = input.lat !== undefined && input.lon !== undefined ? { lat: input.lat, lon: input.lon } : null;
  const { status: location, distance } = locationStatus(point, place);
  const outside = location === 'outside';
  const inserted = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(presenceAttendances)
      .values({
        organizationId,
        presenceId: p.id,
        scheduleId: schedule.id,
        userId,
        status,
        source: 'qr',
        clockIn: now,
        lat: input.lat ?? null,
        lon: input.lon ?? null,
        outsideLocation: outside,
        distanceMeters: distance,
      })
      .onConflictDoNothing()
      .returning();
    if (rows.length) {
      await writeAudit(tx, {
        organizationId,
        userId,
        action: 'check-in',
        entity: 'presence',
        entityId: p.id,
        after: {
          schedule_id: schedule.id,
          status,
          lat: input.lat ?? null,
          lon: input.lon ?? null,
          outside_location: outside,
          location,
          distance_meters: distance,
        },
      });
      // Attending the schedule is a learning event (points, decision 0130), written with the check-in or not at all.
      await emitLearningEvent(tx, {
        kind: 'schedule_attended',
        organizationId,
        userId,
        source: { type: 'presence-schedule', id: schedule.id },
        reason: `Checked in to ${p.title}`,
        at: now,
      });
    }
    return rows[0];
  });
  if (!inserted) {
    const row = (await existingRow())!;
    return { result: result(row.status === 'late' ? 'late' : 'present', row.clockIn, recorded(row), true), message: C.already };
  }
  const message = outside
    ? C.outside
    : location === 'unknown'
      ? status === 'late'
        ? C.lateLocationUnknown
        : C.locationUnknown
      : status === 'late'
        ? C.late
        : C.present;
  return { result: result(status, now, location, false), message };
}
