import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { badges, batchDays, batches, batchStaff, placements, schedules, users } from '@/db/schema';
import { classroomBatches, classroomParticipants, classroomScheduleDays } from '@/db/schema/classroom';
import type { Batch } from '../schemas';
import { toContentItems } from './get-classroom';

const HOUR = 3_600_000;
/** A moment as the WIB calendar day and clock time the rundown speaks (docs/decisions/0087). */
export const wibDate = (d: Date) => new Date(d.getTime() + 7 * HOUR).toISOString().slice(0, 10);
export const wibTime = (d: Date) => new Date(d.getTime() + 7 * HOUR).toISOString().slice(11, 16);

/**
 * One batch with its eight sections, as the Batch step edits it. Sessions whose day was not recorded (made before
 * the wizard existed) are grouped by their WIB date into days of their own, so saving keeps them.
 */
export async function readBatch(db: DbOrTx, batch: typeof batches.$inferSelect): Promise<Batch> {
  const [extra] = await db.select().from(classroomBatches).where(eq(classroomBatches.batchId, batch.id));
  const [badge] = extra?.badgeId ? await db.select().from(badges).where(eq(badges.id, extra.badgeId)) : [];
  const days = await db.select().from(batchDays).where(eq(batchDays.batchId, batch.id)).orderBy(asc(batchDays.position), asc(batchDays.id));
  const sessionRows = await db
    .select({ schedule: schedules, dayId: classroomScheduleDays.dayId })
    .from(schedules)
    .leftJoin(classroomScheduleDays, eq(classroomScheduleDays.scheduleId, schedules.id))
    .where(eq(schedules.batchId, batch.id))
    .orderBy(asc(schedules.startsAt), asc(schedules.id));
  const session = (s: typeof schedules.$inferSelect) => ({ id: s.id, title: s.title, start_time: wibTime(s.startsAt), end_time: wibTime(s.endsAt) });
  const rundown: Batch['rundown'] = days.map((d) => {
    const own = sessionRows.filter((r) => r.dayId === d.id).map((r) => r.schedule);
    return { id: d.id, title: d.title, date: own[0] ? wibDate(own[0].startsAt) : wibDate(batch.startsAt ?? new Date()), sessions: own.map(session) };
  });
  const loose = new Map<string, (typeof schedules.$inferSelect)[]>();
  for (const r of sessionRows.filter((x) => x.dayId === null || !days.some((d) => d.id === x.dayId))) {
    const key = wibDate(r.schedule.startsAt);
    loose.set(key, [...(loose.get(key) ?? []), r.schedule]);
  }
  for (const [date, list] of loose) rundown.push({ id: null, title: `Day ${rundown.length + 1}`, date, sessions: list.map(session) });
  rundown.sort((a, b) => a.date.localeCompare(b.date));

  const staff = await db
    .select({ id: users.id, full_name: users.fullName, role: batchStaff.role })
    .from(batchStaff)
    .innerJoin(users, eq(users.id, batchStaff.userId))
    .where(eq(batchStaff.batchId, batch.id))
    .orderBy(asc(users.fullName));
  const own = await db
    .select()
    .from(placements)
    .where(and(eq(placements.batchId, batch.id), isNull(placements.sectionId)));
  const dayIndex = (dayId: number | null) => {
    const i = rundown.findIndex((d) => d.id !== null && d.id === dayId);
    return i < 0 ? null : i;
  };
  const counts = await db
    .select({ status: classroomParticipants.status, n: count() })
    .from(classroomParticipants)
    .where(eq(classroomParticipants.batchId, batch.id))
    .groupBy(classroomParticipants.status);
  return {
    id: batch.id,
    general: {
      title: batch.title,
      start_date: batch.startsAt ? wibDate(batch.startsAt) : '',
      end_date: batch.endsAt ? wibDate(batch.endsAt) : '',
      description: extra?.description ?? '',
      capacity: extra?.capacity ?? null,
    },
    location: {
      location_id: extra?.locationId ?? null,
      location_name: batch.locationName ?? '',
      address: extra?.address ?? '',
      latitude: batch.latitude,
      longitude: batch.longitude,
      radius_meters: batch.radiusMeters,
    },
    achievement: { badge_id: badge?.id ?? null, badge: badge ? { id: badge.id, name: badge.name, file_url: badge.fileUrl } : null },
    content: (await toContentItems(db, own)).map((c) => ({ ...c, day_index: dayIndex(own.find((p) => p.id === c.placement_id)!.dayId) })),
    experts: staff.filter((s) => s.role === 'expert').map(({ id, full_name }) => ({ id, full_name })),
    training_support: staff.filter((s) => s.role === 'training_support').map(({ id, full_name }) => ({ id, full_name })),
    rundown,
    highlighted_information: extra?.highlightedInformation ?? '',
    participants: Object.fromEntries(counts.map((c) => [c.status, c.n])),
  };
}

/** GET /cms/classrooms/{id}/batch: every batch of the classroom, by start. */
export async function findBatches(options: { db: DbOrTx; classroomId: number }): Promise<Batch[]> {
  const rows = await options.db.select().from(batches).where(eq(batches.moduleId, options.classroomId)).orderBy(asc(batches.startsAt), asc(batches.id));
  const out: Batch[] = [];
  for (const b of rows) out.push(await readBatch(options.db, b));
  return out;
}

/** Active people of the organisation among `ids` (experts, training support, invitees). */
export async function activePeople(db: DbOrTx, organizationId: number, ids: number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.id, ids), eq(users.status, 'active')));
  return new Set(rows.map((r) => r.id));
}
