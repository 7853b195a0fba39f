import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { schedules } from '@/db/schema';
import { AppError } from '@/server/http/app-error';
import type { Option, ScheduleOption } from '../schemas';
import { associatedBatches, loadPresence, schedulesOfPresence } from './load-presence';

/**
 * GET /cms/presences/{id}/batch: every batch the presence is placed in (page size -1: all). A course has one batch
 * (its enrolment, titled 'Self-paced'): it is named by its course, as the batches of two courses would read alike.
 */
export async function findBatchOptions(options: { db: DbOrTx; organizationId: number; id: number }): Promise<Option[]> {
  await loadPresence(options.db, options.organizationId, options.id);
  const list = await associatedBatches(options.db, options.organizationId, options.id);
  return list.map((b) => ({ label: b.moduleType === 'course' ? `${b.moduleTitle} (${b.title})` : b.title, value: b.id }));
}

/** GET /cms/presences/{id}/schedules?batch_id: that batch's schedules, in time order; another batch is a 404. */
export async function findScheduleOptions(options: { db: DbOrTx; organizationId: number; id: number; batchId: number }): Promise<ScheduleOption[]> {
  const { db, organizationId, id, batchId } = options;
  await loadPresence(db, organizationId, id);
  const list = await associatedBatches(db, organizationId, id);
  if (!list.some((b) => b.id === batchId)) throw new AppError('NOT_FOUND', 'Batch not found');
  const rows = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.batchId, batchId), schedulesOfPresence(db, organizationId, id)))
    .orderBy(asc(schedules.startsAt), asc(schedules.id));
  return rows.map((s) => ({ label: s.title, value: s.id, start_date_time: s.startsAt.toISOString(), end_date_time: s.endsAt.toISOString() }));
}

/** The schedule, when it belongs to one of the presence's batches (else 404). */
export async function scheduleOfPresence(db: DbOrTx, organizationId: number, presenceId: number, scheduleId: number) {
  const list = await associatedBatches(db, organizationId, presenceId);
  if (!list.length) throw new AppError('NOT_FOUND', 'Schedule not found');
  const [row] = await db
    .select()
    .from(schedules)
    .where(
      and(
        eq(schedules.id, scheduleId),
        schedulesOfPresence(db, organizationId, presenceId),
        inArray(
          schedules.batchId,
          list.map((b) => b.id),
        ),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'Schedule not found');
  return { schedule: row, batch: list.find((b) => b.id === row.batchId)! };
}
