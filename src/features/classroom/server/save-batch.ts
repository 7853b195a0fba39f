import { and, count, eq, isNull, notInArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { badges, batchDays, batches, batchParticipants, batchStaff, placements, schedules } from '@/db/schema';
import { AppError } from '@/server/http/app-error';
import { locations } from '@/db/schema/announcement';
import { classroomBatches, classroomScheduleDays } from '@/db/schema/classroom';
import { writeAudit } from '@/server/audit';
import { declaredContents } from '@/features/contents';
import { idsWithResults } from '@/server/learner-results';
import { schedulesWithCheckIns } from '@/server/placements';
import { classroomMessages as M } from '../messages';
import { WIB_OFFSET, type BatchInput } from '../schemas';
import { activePeople, readBatch, wibDate, wibTime } from './batch-read';
import { contentTitles } from './content-registry';
import { invalid, loadBatch, loadClassroom } from './load-classroom';
import { resultHolder, syncPlacements } from './save-contents';
import { markStep } from './save-general';

/** A WIB date and clock time as the instant the schedules store (UTC). */
const wib = (date: string, time: string) => new Date(`${date}T${time}:00${WIB_OFFSET}`);

async function checkReferences(db: DbOrTx, organizationId: number, input: BatchInput) {
  if (input.achievement.badge_id !== null) {
    const [b] = await db
      .select({ id: badges.id })
      .from(badges)
      .where(and(eq(badges.id, input.achievement.badge_id), eq(badges.organizationId, organizationId)));
    if (!b) throw invalid('achievement.badge_id', M.badgeInvalid);
  }
  const people = await activePeople(db, organizationId, [...input.experts, ...input.training_support]);
  if (input.experts.some((id) => !people.has(id))) throw invalid('experts', M.peopleInvalid);
  if (input.training_support.some((id) => !people.has(id))) throw invalid('training_support', M.peopleInvalid);
  const titles = await contentTitles(db, organizationId, input.content);
  input.content.forEach((c, i) => {
    if (!titles.has(`${c.type}:${c.id}`)) throw invalid(`content.${i}.id`, M.contentNotFound);
  });
  return titles;
}

/**
 * The batch's place: a picked location of the organisation (read from its table, never another area's code; locked
 * for share so that it is not deleted before this transaction ends) gives its name, address, coordinates and radius;
 * with none the typed ones stay, as before (decision 0124).
 */
async function placeOf(tx: DbOrTx, organizationId: number, location: BatchInput['location']) {
  if (location.location_id === null) return location;
  const [l] = await tx
    .select()
    .from(locations)
    .where(and(eq(locations.id, location.location_id), eq(locations.organizationId, organizationId)))
    .for('share');
  if (!l) throw invalid('location.location_id', M.locationInvalid);
  return { location_id: l.id, location_name: l.name, address: l.address, latitude: l.latitude, longitude: l.longitude, radius_meters: l.radiusMeters };
}

/** The rundown: days (batch_days) and sessions (schedules, which presence check-in reads), kept by id where given. */
async function saveRundown(tx: DbOrTx, batchId: number, rundown: BatchInput['rundown']) {
  const days = await tx.select().from(batchDays).where(eq(batchDays.batchId, batchId));
  const current = await tx.select().from(schedules).where(eq(schedules.batchId, batchId));
  rundown.forEach((d, i) => {
    if (d.id !== undefined && !days.some((x) => x.id === d.id)) throw invalid(`rundown.${i}.id`, 'Day not found');
    d.sessions.forEach((s, j) => {
      if (s.id !== undefined && !current.some((x) => x.id === s.id)) throw invalid(`rundown.${i}.sessions.${j}.id`, 'Session not found');
    });
  });
  const keptSessions = rundown.flatMap((d) => d.sessions.map((s) => s.id)).filter((x): x is number => x !== undefined);
  const keptDays = rundown.map((d) => d.id).filter((x): x is number => x !== undefined);
  // A session left out is deleted with its attendance: one that learners checked in to stays (docs/decisions/0087).
  const leaving = current.filter((s) => !keptSessions.includes(s.id));
  const checkedIn = await schedulesWithCheckIns(
    tx,
    leaving.map((s) => s.id),
    (await declaredContents()).resultTables(),
  );
  if (checkedIn.size) {
    const names = leaving.filter((s) => checkedIn.has(s.id)).map((s) => M.scheduleHolder(s.title, wibDate(s.startsAt), wibTime(s.startsAt)));
    throw new AppError('CONFLICT', M.scheduleHasResults(names.join(', ')));
  }
  await tx.delete(schedules).where(and(eq(schedules.batchId, batchId), keptSessions.length ? notInArray(schedules.id, keptSessions) : undefined));
  await tx.delete(batchDays).where(and(eq(batchDays.batchId, batchId), keptDays.length ? notInArray(batchDays.id, keptDays) : undefined));
  const dayIds: number[] = [];
  for (const [i, d] of rundown.entries()) {
    let dayId = d.id;
    if (dayId === undefined) {
      const [row] = await tx
        .insert(batchDays)
        .values({ batchId, title: d.title, position: i + 1 })
        .returning();
      dayId = row.id;
    } else
      await tx
        .update(batchDays)
        .set({ title: d.title, position: i + 1 })
        .where(eq(batchDays.id, dayId));
    dayIds.push(dayId);
    for (const s of d.sessions) {
      const values = { title: s.title, startsAt: wib(d.date, s.start_time), endsAt: wib(d.date, s.end_time) };
      let scheduleId = s.id;
      if (scheduleId === undefined) {
        const [row] = await tx
          .insert(schedules)
          .values({ batchId, ...values })
          .returning();
        scheduleId = row.id;
      } else await tx.update(schedules).set(values).where(eq(schedules.id, scheduleId));
      await tx.insert(classroomScheduleDays).values({ scheduleId, dayId }).onConflictDoUpdate({ target: classroomScheduleDays.scheduleId, set: { dayId } });
    }
  }
  return dayIds;
}

/**
 * POST /cms/classrooms/{id}/batch (create) and PATCH …/batch/{batchId} (edit), step 3: one batch with its eight
 * sections in one transaction. The shared rows are written exactly as presence reads them: batches (dates,
 * location, coordinates, radius), batch_days and schedules (the QR tab's Batch and Schedule selectors and the
 * check-in window), batch_staff, and placements for the batch's own contents.
 */
export async function saveBatch(options: { db: Db; organizationId: number; userId: number; classroomId: number; batchId?: number; input: BatchInput }) {
  const { db, organizationId, userId, classroomId, input } = options;
  return db.transaction(async (tx) => {
    if (options.batchId !== undefined) await loadBatch(tx, organizationId, classroomId, options.batchId);
    else await loadClassroom(tx, organizationId, classroomId);
    const titles = await checkReferences(tx, organizationId, input);
    const place = await placeOf(tx, organizationId, input.location);
    const shared = {
      title: input.general.title,
      startsAt: wib(input.general.start_date, '00:00'),
      endsAt: new Date(wib(input.general.end_date, '23:59').getTime() + 59_000),
      locationName: place.location_name || null,
      latitude: place.latitude,
      longitude: place.longitude,
      radiusMeters: place.radius_meters,
    };
    let batchId = options.batchId;
    if (batchId === undefined) {
      const [row] = await tx
        .insert(batches)
        .values({ moduleId: classroomId, ...shared })
        .returning();
      batchId = row.id;
    } else await tx.update(batches).set(shared).where(eq(batches.id, batchId));
    const extra = {
      description: input.general.description,
      capacity: input.general.capacity,
      address: place.address,
      locationId: place.location_id,
      badgeId: input.achievement.badge_id,
      highlightedInformation: input.highlighted_information,
    };
    await tx
      .insert(classroomBatches)
      .values({ batchId, ...extra })
      .onConflictDoUpdate({ target: classroomBatches.batchId, set: extra });
    const dayIds = await saveRundown(tx, batchId, input.rundown);
    await tx.delete(batchStaff).where(eq(batchStaff.batchId, batchId));
    const staff = [
      ...[...new Set(input.experts)].map((id) => ({ batchId: batchId!, userId: id, role: 'expert' as const })),
      ...[...new Set(input.training_support)].map((id) => ({ batchId: batchId!, userId: id, role: 'training_support' as const })),
    ];
    if (staff.length) await tx.insert(batchStaff).values(staff);
    // The batch's own contents, each on a rundown day (or none): placements with this batch and that day, kept across
    // days (a content moved to another day keeps its placement; one on a deleted day has lost its day already).
    const existing = await tx
      .select()
      .from(placements)
      .where(and(eq(placements.batchId, batchId), isNull(placements.sectionId)));
    const positions = new Map<number | null, number>();
    const wanted = input.content.map((c) => {
      const dayId = c.day_index === null ? null : dayIds[c.day_index];
      const position = positions.get(dayId) ?? 0;
      positions.set(dayId, position + 1);
      return { type: c.type, id: c.id, title: titles.get(`${c.type}:${c.id}`)!, sectionId: null, dayId, position };
    });
    const types = await declaredContents();
    await syncPlacements(
      tx,
      { organizationId, moduleId: classroomId, batchId },
      existing,
      wanted,
      (held) => new AppError('CONFLICT', M.contentHasResults(held.map(resultHolder(types)).join(', '))),
    );
    await markStep(tx, classroomId, userId, 3);
    await writeAudit(tx, { organizationId, userId, action: options.batchId ? 'update' : 'create', entity: 'classroom-batch', entityId: batchId, after: input });
    const [saved] = await tx.select().from(batches).where(eq(batches.id, batchId));
    return readBatch(tx, saved);
  });
}

/**
 * DELETE …/batch/{batchId}, only before anyone is invited and while nothing holds learner results (the rule of
 * src/server/learner-results.ts): its days, sessions, staff, participants and own placements go with it.
 */
export async function deleteBatch(options: { db: Db; organizationId: number; userId: number; classroomId: number; batchId: number }) {
  const { db, organizationId, userId, classroomId, batchId } = options;
  await db.transaction(async (tx) => {
    const batch = await loadBatch(tx, organizationId, classroomId, batchId);
    const [{ n }] = await tx.select({ n: count() }).from(batchParticipants).where(eq(batchParticipants.batchId, batchId));
    if (n > 0) throw new AppError('CONFLICT', 'This batch has invited participants and cannot be deleted.');
    if ((await idsWithResults(tx, 'batch', [batchId], (await declaredContents()).resultTables())).size) throw new AppError('CONFLICT', M.batchHasResults);
    await tx.delete(batches).where(eq(batches.id, batchId));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'classroom-batch', entityId: batchId, before: { title: batch.title } });
  });
}
