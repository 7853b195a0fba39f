import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { batches, learningModules, schedules } from '@/db/schema';
import { liveEvents } from '@/db/schema/live-event';
import { writeAudit } from '@/server/audit';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import { wibInstant } from '@/lib/wib';
import { liveEventMessages as M } from '../messages';
import type { LiveEventUpdateSchema, LiveEventValues } from '../schemas';
import {
  checkReferences,
  checkWebinar,
  columnsOf,
  invalid,
  liveEventSnapshot,
  loadLiveEvent,
  saveSpeakers,
  speakersOf,
  valuesSnapshot,
  type LoadedLiveEvent,
} from './load-live-event';
import { fillSeats, registeredCount } from './registrants';

/** The title of the event's one batch (its seats): the associate lists show it beside the event's title. */
const BATCH_TITLE = 'Live session';

/**
 * A new live event in one transaction: its learning module (the title placements and reports name), the module's one
 * batch (its seats: registered people are its participants, so they may check in) and that batch's one schedule (the
 * event's time, where a presence placed on the event takes attendance), then its own row and speakers.
 */
export async function createLiveEvent(options: { db: Db; organizationId: number; userId: number; input: LiveEventValues }) {
  const { db, organizationId, userId, input } = options;
  return db.transaction(async (tx) => {
    await checkReferences(tx, organizationId, input);
    if (input.webinar_id !== null) await checkWebinar(tx, organizationId, input.webinar_id);
    const columns = columnsOf(input);
    const [module] = await tx.insert(learningModules).values({ organizationId, moduleType: 'live_event', title: input.title }).returning();
    const [batch] = await tx
      .insert(batches)
      .values({ moduleId: module.id, title: BATCH_TITLE, startsAt: columns.startsAt, endsAt: columns.endsAt })
      .returning();
    const [schedule] = await tx
      .insert(schedules)
      .values({ batchId: batch.id, title: input.title, startsAt: columns.startsAt, endsAt: columns.endsAt })
      .returning();
    const [row] = await tx
      .insert(liveEvents)
      .values({
        organizationId,
        moduleId: module.id,
        batchId: batch.id,
        scheduleId: schedule.id,
        ...columns,
        webinarId: input.webinar_id,
        createdBy: userId,
        updatedBy: userId,
      })
      .returning();
    const speakers = speakersOf(input);
    await saveSpeakers(tx, row.id, speakers);
    await writeAudit(tx, {
      organizationId,
      userId,
      action: 'create',
      entity: 'live-event',
      entityId: row.id,
      after: liveEventSnapshot(row, input.title, speakers),
    });
    return { id: row.id };
  });
}

const versioned: Versioned<typeof liveEvents> = {
  table: liveEvents,
  entity: 'live-event',
  load: loadLiveEvent,
  snapshot: (row) => {
    const loaded = row as LoadedLiveEvent;
    return liveEventSnapshot(row, loaded.title ?? '', loaded.speakers ?? []);
  },
};

/**
 * PATCH: nothing changed answers `changed: false` and writes nothing; a stale updated_at is a 409. The module's title,
 * the batch's and the schedule's times follow the event; a capacity below those already registered is refused, a
 * larger one moves people from the waiting list in order. The webinar it started from stays as it was.
 */
export async function updateLiveEvent(options: { db: Db; organizationId: number; userId: number; id: number; input: z.output<typeof LiveEventUpdateSchema> }) {
  const { organizationId, userId, id, input } = options;
  const { updated_at: startedFrom, ...values } = input;
  const result = await optimisticUpdate(
    { ...versioned, snapshot: (row) => ({ ...versioned.snapshot(row), ...('title' in row ? {} : { title: values.title, speakers: speakersOf(values) }) }) },
    {
      ...options,
      startedFrom,
      next: valuesSnapshot(values),
      changes: async (tx, before) => {
        await checkReferences(tx, organizationId, values);
        const registered = await registeredCount(tx, id);
        if (values.capacity !== null && values.capacity < registered) throw invalid('capacity', M.capacityBelowRegistered(registered));
        const startsAt = wibInstant(values.start_at)!;
        const endsAt = wibInstant(values.end_at)!;
        await tx.update(learningModules).set({ title: values.title }).where(eq(learningModules.id, before.moduleId));
        await tx.update(batches).set({ startsAt, endsAt }).where(eq(batches.id, before.batchId));
        await tx.update(schedules).set({ title: values.title, startsAt, endsAt }).where(eq(schedules.id, before.scheduleId));
        await saveSpeakers(tx, id, speakersOf(values));
        await fillSeats(tx, { id, batchId: before.batchId, capacity: values.capacity });
        return { ...columnsOf(values), updatedBy: userId };
      },
    },
  );
  return { id, changed: result.changed, updated_at: result.updated_at };
}
