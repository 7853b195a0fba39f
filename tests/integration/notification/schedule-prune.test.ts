// The hourly reminder pass prunes its own finished rows once they are older than the retention period (decision
// 0153): a week of passes stays; queued or running passes, other kinds of job and other organisations' rows stay.
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { withTestDb } from '../../setup/test-db';
import '../../../src/features/areas';
import { insertOrganization } from '../../../src/features/organization/testing';
import { jobs, type JobState } from '../../../src/db/schema/jobs';
import { SCHEDULE_JOB, SCHEDULE_JOB_RETENTION_DAYS, remindSchedulesJob } from '../../../src/features/notification/server/schedule-pass';
import { runJob } from '../../../src/server/jobs/runner';

const t = withTestDb();
const DAY = 86_400_000;

async function row(organizationId: number, v: { kind?: string; state: JobState; daysAgo: number }) {
  const at = new Date(Date.now() - v.daysAgo * DAY);
  const [job] = await t.db
    .insert(jobs)
    .values({
      organizationId,
      kind: v.kind ?? SCHEDULE_JOB,
      state: v.state,
      maxAttempts: 1,
      runAt: at,
      createdAt: at,
      finishedAt: v.state === 'done' || v.state === 'failed' ? at : null,
    })
    .returning();
  return job.id;
}

describe('the hourly reminder pass', () => {
  it('deletes its finished passes older than the retention period, and nothing else', async () => {
    const org = await insertOrganization(t.db);
    const other = await insertOrganization(t.db);
    const past = SCHEDULE_JOB_RETENTION_DAYS + 1;
    const pruned = [await row(org.id, { state: 'done', daysAgo: past }), await row(org.id, { state: 'failed', daysAgo: past + 30 })];
    const kept = [
      await row(org.id, { state: 'done', daysAgo: SCHEDULE_JOB_RETENTION_DAYS - 1 }),
      await row(org.id, { state: 'queued', daysAgo: past }),
      await row(org.id, { kind: 'quiz-export', state: 'done', daysAgo: past }),
      await row(other.id, { state: 'done', daysAgo: past }),
    ];
    // The pass itself, claimed by this test's runner.
    const [pass] = await t.db
      .insert(jobs)
      .values({ organizationId: org.id, kind: SCHEDULE_JOB, state: 'running', maxAttempts: 1, attempts: 1, lockedBy: 'prune-test' })
      .returning();
    const done = await runJob(t.db, pass, { [SCHEDULE_JOB]: remindSchedulesJob });
    expect(done).toMatchObject({ state: 'done', result: { schedules: 0, pruned: 2 } });

    const left = (
      await t.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(inArray(jobs.id, [...pruned, ...kept, pass.id]))
    ).map((r) => r.id);
    expect(left.sort((a, b) => a - b)).toEqual([...kept, pass.id].sort((a, b) => a - b));

    // The next pass finds nothing more to prune; its own row is kept (it has just finished).
    await t.db.update(jobs).set({ state: 'running', lockedBy: 'prune-test' }).where(eq(jobs.id, pass.id));
    expect((await runJob(t.db, { ...pass, lockedBy: 'prune-test' }, { [SCHEDULE_JOB]: remindSchedulesJob })).result).toEqual({ schedules: 0, pruned: 0 });
  });
});
