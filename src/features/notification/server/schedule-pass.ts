import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { organizations } from '@/db/schema';
import { jobs } from '@/db/schema/jobs';
import { batchParticipants, batches, learningModules, schedules } from '@/db/schema/learning';
import type { ServerStart } from '@/features/area-kit';
import { formatDate } from '@/lib/format';
import type { JobContext } from '@/server/jobs/runner';
import { emitNotificationEvent } from '@/server/notification-events';

export const SCHEDULE_JOB = 'notification-schedules';
const DAY = 86_400_000;
/** WIB, the console's zone (UTC+7, no daylight saving). */
const WIB = 7 * 3_600_000;
const HOUR = 3_600_000;

/** Tomorrow in WIB: from its midnight to the next. */
export function tomorrowWib(now: Date): { from: Date; to: Date } {
  const todayStart = Math.floor((now.getTime() + WIB) / DAY) * DAY - WIB;
  return { from: new Date(todayStart + DAY), to: new Date(todayStart + 2 * DAY) };
}

/**
 * The reminder pass of one organisation (decision 0131): every schedule that starts tomorrow (WIB) tells the
 * participants of its batch who are invited or confirmed. It runs every hour; a person is told once per schedule and
 * start (the event key), so a schedule moved to another day reminds again.
 */
export async function remindSchedules(db: Db, organizationId: number, now = new Date()): Promise<number> {
  const { from, to } = tomorrowWib(now);
  const due = await db
    .select({ id: schedules.id, title: schedules.title, startsAt: schedules.startsAt, batchId: schedules.batchId })
    .from(schedules)
    .innerJoin(batches, eq(batches.id, schedules.batchId))
    .innerJoin(learningModules, eq(learningModules.id, batches.moduleId))
    .where(and(eq(learningModules.organizationId, organizationId), gte(schedules.startsAt, from), lt(schedules.startsAt, to)))
    .limit(1000);
  if (!due.length) return 0;
  const people = await db
    .select({ batchId: batchParticipants.batchId, userId: batchParticipants.userId })
    .from(batchParticipants)
    .where(and(inArray(batchParticipants.batchId, [...new Set(due.map((d) => d.batchId))]), inArray(batchParticipants.invitation, ['invited', 'confirmed'])));
  for (const s of due) {
    const userIds = people.filter((p) => p.batchId === s.batchId).map((p) => p.userId);
    await db.transaction((tx) =>
      emitNotificationEvent(tx, {
        kind: 'schedule_tomorrow',
        organizationId,
        userIds,
        key: `schedule:${s.id}:${s.startsAt.toISOString()}`,
        values: { schedule_title: s.title, starts_at: formatDate(s.startsAt, 'DD/MM/YYYY HH:mm', 'Asia/Jakarta') },
      }),
    );
  }
  return due.length;
}

/**
 * How long a finished reminder pass is kept (decision 0153): a week of hourly passes (168 rows an organisation) is
 * enough to see on the jobs' rows when the last passes ran and why one failed; older ones only grow the table.
 */
export const SCHEDULE_JOB_RETENTION_DAYS = 7;
/** At most this many old rows go per pass (a backlog of years clears in a few passes, each statement stays short). */
const PRUNE_BATCH = 5000;

/**
 * Deletes the organisation's finished reminder passes (done or failed) that finished more than the retention period
 * before `now`; a queued or running pass, and every other kind of job, stay. Answers how many went.
 */
async function pruneSchedulePasses(db: Db, organizationId: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - SCHEDULE_JOB_RETENTION_DAYS * DAY);
  const old = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.organizationId, organizationId), eq(jobs.kind, SCHEDULE_JOB), inArray(jobs.state, ['done', 'failed']), lt(jobs.finishedAt, before)))
    .orderBy(asc(jobs.id))
    .limit(PRUNE_BATCH);
  const gone = await db.delete(jobs).where(inArray(jobs.id, old)).returning({ id: jobs.id });
  return gone.length;
}

/** The hourly job: the reminders, then the pruning of the passes older than the retention period. */
export const remindSchedulesJob = async ({ db, job }: JobContext) => {
  const schedules = await remindSchedules(db, job.organizationId);
  const pruned = await pruneSchedulePasses(db, job.organizationId);
  return { schedules, pruned };
};

/** Queues a reminder pass for every organisation that has none queued yet. */
async function queueSchedulePasses(db: Db): Promise<void> {
  await db.execute(sql`
    insert into ${jobs} (organization_id, kind, payload, max_attempts)
    select o.id, ${SCHEDULE_JOB}, '{}'::jsonb, 1 from ${organizations} o
    where not exists (select 1 from ${jobs} j where j.organization_id = o.id and j.kind = ${SCHEDULE_JOB} and j.state = 'queued')`);
}

/** The area's upkeep: a reminder pass a minute after start, then every hour. */
export function startScheduleReminders(db: Db, _server: ServerStart): void {
  const next = (ms: number) => setTimeout(() => void pass(), ms).unref();
  const pass = async () => {
    try {
      await queueSchedulePasses(db);
    } catch (err) {
      console.warn('[notifications] could not queue the schedule reminders', err);
    }
    next(HOUR);
  };
  next(60_000);
}
