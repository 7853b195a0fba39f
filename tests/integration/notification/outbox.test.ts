// The notification area's background work on a database of its own (decision 0131): the hourly reminder pass of the
// schedules starting tomorrow (WIB), told once per person and start; the outbox's back-off and its final failure.
import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { withTestDb } from '../../setup/test-db';
import '../../../src/features/areas';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertUser } from '../../../src/features/account/testing';
import { batchParticipants, batches, learningModules, schedules } from '../../../src/db/schema';
import { jobs } from '../../../src/db/schema/jobs';
import { notificationInbox, notificationOutbox } from '../../../src/db/schema/notification';
import { remindSchedules, tomorrowWib } from '../../../src/features/notification/server/schedule-pass';
import { MAX_ATTEMPTS, OUTBOX_JOB, retrySeconds, sendOutbox } from '../../../src/features/notification/server/outbox';
import type { Job } from '../../../src/db/schema/jobs';

const t = withTestDb();
const SMTP = process.env.SMTP_URL;

afterEach(() => {
  if (SMTP === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = SMTP;
});

async function classroomWithSchedule(startsAt: Date) {
  const org = await insertOrganization(t.db);
  const [a, b, gone] = await Promise.all(['Ayu', 'Bima', 'Citra'].map((n) => insertUser(t.db, { organizationId: org.id, fullName: `${n} Learner` })));
  const [module] = await t.db.insert(learningModules).values({ organizationId: org.id, moduleType: 'classroom', title: 'Onboarding' }).returning();
  const [batch] = await t.db.insert(batches).values({ moduleId: module.id, title: 'Batch 1' }).returning();
  await t.db.insert(batchParticipants).values([
    { batchId: batch.id, userId: a.id, invitation: 'invited' },
    { batchId: batch.id, userId: b.id, invitation: 'confirmed' },
    { batchId: batch.id, userId: gone.id, invitation: 'declined' },
  ]);
  const [schedule] = await t.db
    .insert(schedules)
    .values({ batchId: batch.id, title: 'Opening Session', startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
    .returning();
  return { org, a, b, gone, schedule };
}

describe('the reminder pass of schedules starting tomorrow', () => {
  it('tells the invited and confirmed participants once, with the start in WIB; today and the day after are not tomorrow', async () => {
    // 22:30 WIB on 14 January: tomorrow is 15 January (WIB), 17:00 UTC on the 14th to 17:00 UTC on the 15th.
    const now = new Date('2027-01-14T15:30:00Z');
    expect(tomorrowWib(now)).toEqual({ from: new Date('2027-01-14T17:00:00Z'), to: new Date('2027-01-15T17:00:00Z') });
    const { org, a, b, gone } = await classroomWithSchedule(new Date('2027-01-15T02:00:00Z'));
    expect(await remindSchedules(t.db, org.id, now)).toBe(1);
    expect(await remindSchedules(t.db, org.id, now)).toBe(1);
    const told = await t.db.select().from(notificationInbox).where(eq(notificationInbox.organizationId, org.id));
    expect(told.map((n) => n.userId).sort()).toEqual([a.id, b.id].sort());
    expect(told.find((n) => n.userId === a.id)).toMatchObject({
      title: 'Tomorrow: Opening Session',
      body: expect.stringContaining('Dear Ayu Learner,\n\n"Opening Session" starts tomorrow at 15/01/2027 09:00 (WIB).'),
    });
    const mails = await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.organizationId, org.id));
    expect(mails.map((m) => m.userId).sort()).toEqual([a.id, b.id].sort());
    expect(mails.some((m) => m.userId === gone.id)).toBe(false);
    const queued = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.organizationId, org.id), eq(jobs.kind, OUTBOX_JOB)));
    expect(queued).toHaveLength(1);
    // A day later the schedule is today: nothing more.
    expect(await remindSchedules(t.db, org.id, new Date('2027-01-15T01:00:00Z'))).toBe(0);
  });
});

describe('the outbox', () => {
  it('puts a refused message back with the reason and a doubling back-off, and fails it once its tries are spent', async () => {
    const { org } = await classroomWithSchedule(new Date('2027-01-15T02:00:00Z'));
    await remindSchedules(t.db, org.id, new Date('2027-01-14T15:30:00Z'));
    // Nothing listens on port 1: every try is refused.
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    const job = { organizationId: org.id } as Job;
    const run = () => sendOutbox({ db: t.db, job, signal: new AbortController().signal, progress: async () => undefined });
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    let rows = await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.organizationId, org.id));
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r).toMatchObject({ state: 'queued', attempts: 1 });
      expect(r.lastError).toMatch(/ECONNREFUSED|connect/i);
      const wait = (r.nextAttemptAt.getTime() - Date.now()) / 1000;
      expect(wait).toBeGreaterThan(retrySeconds(1) - 5);
      expect(wait).toBeLessThanOrEqual(retrySeconds(1) + 1);
    }
    expect(retrySeconds(2)).toBe(2 * retrySeconds(1));
    // Not due yet: a pass (the runner took the event's job: it is no longer queued) sends nothing and leaves a job
    // queued for the later try.
    await t.db.delete(jobs).where(eq(jobs.organizationId, org.id));
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    const later = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.organizationId, org.id), eq(jobs.kind, OUTBOX_JOB), eq(jobs.state, 'queued')));
    expect(later).toHaveLength(1);
    expect(Math.abs(later[0].runAt.getTime() - rows[0].nextAttemptAt.getTime())).toBeLessThan(2_000);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await t.db.update(notificationOutbox).set({ nextAttemptAt: new Date() }).where(eq(notificationOutbox.organizationId, org.id));
      await run();
    }
    rows = await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.organizationId, org.id));
    for (const r of rows) expect(r).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('without SMTP settings fails each message at once with the reason', async () => {
    const { org } = await classroomWithSchedule(new Date('2027-01-15T02:00:00Z'));
    await remindSchedules(t.db, org.id, new Date('2027-01-14T15:30:00Z'));
    delete process.env.SMTP_URL;
    const job = { organizationId: org.id } as Job;
    expect(await sendOutbox({ db: t.db, job, signal: new AbortController().signal, progress: async () => undefined })).toEqual({ sent: 0, failed: 2 });
    const rows = await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.organizationId, org.id));
    for (const r of rows) expect(r).toMatchObject({ state: 'failed', lastError: 'E-mail is not configured on this server (SMTP_URL or SMTP_HOST).' });
  });
});
