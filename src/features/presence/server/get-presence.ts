import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batchStaff, users } from '@/db/schema';
import { presenceAttendances, presences } from '@/db/schema/presence';
import { type PresenceDetail, type PresenceScopeQuery } from '../schemas';
import { attendanceCte, rowsOf } from './attendance-rows';
import { scheduleOfPresence } from './find-batch-options';
import { associatedBatches, loadPresence } from './load-presence';

/**
 * GET /cms/presences/{id}?batch_id&schedule_id: the presence with the totals, location, schedule range and
 * training support of the chosen batch and schedule (all batches when none is chosen).
 */
export async function getPresence(options: {
  db: DbOrTx;
  organizationId: number;
  id: number;
  scope?: PresenceScopeQuery;
  now?: Date;
}): Promise<PresenceDetail> {
  return (await getPresenceWithBatches(options)).detail;
}

/** getPresence, with the batches the presence is placed in (the detail page and the preview read their module types). */
export async function getPresenceWithBatches(options: { db: DbOrTx; organizationId: number; id: number; scope?: PresenceScopeQuery; now?: Date }) {
  const { db, organizationId, id, scope = {}, now = new Date() } = options;
  const p = await loadPresence(db, organizationId, id);
  const batches = await associatedBatches(db, organizationId, id);
  let batchId = scope.batch_id;
  let range: { start: string | null; end: string | null } = { start: null, end: null };
  if (scope.schedule_id) {
    const found = await scheduleOfPresence(db, organizationId, id, scope.schedule_id);
    batchId = found.batch.id;
    range = { start: found.schedule.startsAt.toISOString(), end: found.schedule.endsAt.toISOString() };
  }
  const chosen = batches.filter((b) => !batchId || b.id === batchId);
  const [creator] = p.createdBy ? await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, p.createdBy)) : [];
  const cte = attendanceCte({ organizationId, presenceId: id, batchId, scheduleId: scope.schedule_id, now });
  const [totals] = await rowsOf(
    db,
    sql`${cte} select
      count(*) filter (where status = 'present') as present,
      count(*) filter (where status = 'late') as late,
      count(*) filter (where status = 'absent') as absent,
      count(distinct user_id) filter (where invitation = 'confirmed') as confirmed,
      count(distinct user_id) filter (where invitation = 'invited') as invited,
      count(distinct user_id) filter (where invitation <> '-') as enrolled
      from rows`,
  );
  const support = chosen.length
    ? await db
        .selectDistinct({ id: users.id, picture: users.picture, fullName: users.fullName, phone: users.phone })
        .from(batchStaff)
        .innerJoin(users, eq(users.id, batchStaff.userId))
        .where(
          and(
            inArray(
              batchStaff.batchId,
              chosen.map((b) => b.id),
            ),
            eq(batchStaff.role, 'training_support'),
          ),
        )
        .orderBy(users.fullName)
    : [];
  const [attended] = await db.select({ id: presenceAttendances.id }).from(presenceAttendances).where(eq(presenceAttendances.presenceId, id)).limit(1);
  const modules = [...new Set(batches.map((b) => b.moduleTitle))];
  const n = (v: unknown) => Number(v ?? 0);
  const detail: PresenceDetail = {
    id: p.id,
    title: p.title,
    description: p.description,
    content_type: p.contentType,
    code: p.code,
    is_associated: batches.length > 0,
    associate_title: modules.length ? modules.join(', ') : null,
    associate_location: chosen.find((b) => b.locationName)?.locationName ?? null,
    start_date_time: range.start,
    end_date_time: range.end,
    total_present: n(totals?.present),
    total_late: n(totals?.late),
    total_confirmed: n(totals?.confirmed),
    total_invited: n(totals?.invited),
    total_enrolled: n(totals?.enrolled),
    total_absent: n(totals?.absent),
    training_support: support.map((s) => ({ picture: s.picture, full_name: s.fullName, phone: s.phone })),
    created_by: { full_name: creator?.fullName ?? '-' },
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    can_delete: batches.length === 0 && !attended,
    step_seconds: p.stepSeconds,
    print_step_seconds: p.printStepSeconds,
  };
  return { detail, batches };
}

/** The edit form's starting values, or null for an unknown id or another organisation's presence. */
export async function findPresenceForEdit(options: { db: DbOrTx; organizationId: number; id: number }) {
  const { id } = options;
  const [p] = await options.db
    .select()
    .from(presences)
    .where(and(eq(presences.id, id), eq(presences.organizationId, options.organizationId)));
  return p ? { id: p.id, title: p.title, description: p.description, content_type: p.contentType, updated_at: p.updatedAt.toISOString() } : null;
}
