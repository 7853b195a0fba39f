// The background job runner against a real database: claiming, progress, result, retry with back-off, failure, leases
// (a job whose runner died is taken over or failed; a running job's lease is renewed), failures not worth another
// try, and lanes (a long job of one lane does not hold the jobs of another). lease.test.ts kills a real runner process.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../src/db/schema/jobs';
import { insertOrganization } from '../../../src/features/organization/testing';
import {
  backoffSeconds,
  claimJob,
  enqueueJob,
  jobStatus,
  PermanentJobError,
  runDueJobs,
  runJob,
  startJobRunner,
  type JobHandlers,
} from '../../../src/server/jobs/runner';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
let organizationId: number;

beforeAll(async () => {
  organizationId = (await insertOrganization(t.db)).id;
});

const read = async (id: number) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0];
/** As if the runner holding the job had died a while ago: its lease is over. */
const lapse = (id: number) =>
  t.db
    .update(jobs)
    .set({ leaseUntil: sql`now() - interval '1 second'` })
    .where(eq(jobs.id, id));

/** Waits until every job has ended (done or failed), looking every 25 ms, at most `tries` times. */
async function ended(ids: number[], tries = 1200) {
  for (let i = 0; i < tries; i++) {
    const rows = await Promise.all(ids.map(read));
    if (rows.every((r) => r.state === 'done' || r.state === 'failed')) return rows;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`jobs ${ids.join(', ')} did not end`);
}

describe('job runner', () => {
  it('claims a due job once, reports progress and stores the result', async () => {
    const job = await enqueueJob(t.db, { organizationId, userId: null, kind: 'ok-job', payload: { n: 3 } });
    const seen: number[] = [];
    const handlers: JobHandlers = {
      'ok-job': async ({ job: j, progress }) => {
        await progress(50, 'half');
        seen.push((await read(j.id)).progress);
        return { doubled: (j.payload as { n: number }).n * 2 };
      },
    };
    const claimed = await claimJob(t.db, ['ok-job']);
    expect(claimed?.id).toBe(job.id);
    expect(claimed?.state).toBe('running');
    expect(await claimJob(t.db, ['ok-job'])).toBeNull();
    const done = await runJob(t.db, claimed!, handlers);
    expect(seen).toEqual([50]);
    expect(done).toMatchObject({ state: 'done', progress: 100, result: { doubled: 6 }, attempts: 1 });
    expect(done.finishedAt).not.toBeNull();
  });

  it('hands one job to one of two concurrent claims', async () => {
    const job = await enqueueJob(t.db, { organizationId, userId: null, kind: 'race-job' });
    const [a, b] = await Promise.all([claimJob(t.db, ['race-job'], 'a'), claimJob(t.db, ['race-job'], 'b')]);
    expect([a?.id, b?.id].filter(Boolean)).toEqual([job.id]);
  });

  it('retries a failing job after a back-off, then fails it for good with its error', async () => {
    const job = await enqueueJob(t.db, { organizationId, userId: null, kind: 'bad-job', maxAttempts: 2 });
    const handlers: JobHandlers = { 'bad-job': async () => Promise.reject(new Error('disk full')) };
    const first = await runJob(t.db, (await claimJob(t.db, ['bad-job']))!, handlers);
    expect(first).toMatchObject({ state: 'queued', error: 'disk full', attempts: 1 });
    expect(new Date(first.runAt).getTime()).toBeGreaterThan(Date.now() + (backoffSeconds(1) - 2) * 1000);
    // Not due yet: nothing to claim until the back-off has passed.
    expect(await claimJob(t.db, ['bad-job'])).toBeNull();
    await t.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, job.id));
    const second = await runJob(t.db, (await claimJob(t.db, ['bad-job']))!, handlers);
    expect(second).toMatchObject({ state: 'failed', error: 'disk full', attempts: 2 });
    expect(await claimJob(t.db, ['bad-job'])).toBeNull();
  });

  it('takes over a job whose runner died (its lease lapsed) as its next try; the dead runner can no longer write it', async () => {
    const job = await enqueueJob(t.db, { organizationId, userId: null, kind: 'stale-job' });
    const crashed = (await claimJob(t.db, ['stale-job'], 'crashed'))!;
    expect(crashed.leaseUntil).not.toBeNull();
    // Its lease runs: nobody else takes it.
    expect(await claimJob(t.db, ['stale-job'])).toBeNull();
    await lapse(job.id);
    const again = await claimJob(t.db, ['stale-job'], 'healthy');
    expect(again).toMatchObject({ id: job.id, lockedBy: 'healthy', attempts: 2, state: 'running' });
    // The first runner wakes up and finishes: nothing it does is recorded over the runner that owns the job now.
    const late = await runJob(t.db, crashed, {
      'stale-job': async ({ progress }) => {
        await progress(90, 'late');
        return { by: 'crashed' };
      },
    });
    expect(late).toMatchObject({ state: 'running', lockedBy: 'healthy', progress: 0 });
    const done = await runJob(t.db, again!, { 'stale-job': async () => ({ by: 'healthy' }) });
    expect(done).toMatchObject({ state: 'done', result: { by: 'healthy' }, attempts: 2, leaseUntil: null });
  });

  it('fails a job whose last try ended with its runner, with a reason the screen shows, and lets its area record it', async () => {
    const job = await enqueueJob(t.db, { organizationId, userId: null, kind: 'orphan-job', maxAttempts: 2 });
    await claimJob(t.db, ['orphan-job'], 'first');
    await lapse(job.id);
    await claimJob(t.db, ['orphan-job'], 'second');
    await lapse(job.id);
    const recorded: number[] = [];
    const handlers: JobHandlers = {
      'orphan-job': { run: async () => ({ never: true }), abandoned: async ({ job: j }) => void recorded.push(j.id) },
    };
    expect(await runDueJobs(t.db, handlers)).toBe(0);
    const failed = await read(job.id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 2, lockedBy: null });
    expect(recorded).toEqual([job.id]);
    expect(jobStatus(failed).error).toBe('The job was interrupted: the server running it stopped before it finished (try 2 of 2).');
  });

  it('renews the lease of a running job, so that a job running longer than its lease stays its runner’s', async () => {
    process.env.LEASE_SECONDS = '1.5';
    try {
      const job = await enqueueJob(t.db, { organizationId, userId: null, kind: 'long-lease-job' });
      const claimed = (await claimJob(t.db, ['long-lease-job'], 'runner'))!;
      let stolen: unknown = null;
      const run = runJob(t.db, claimed, {
        'long-lease-job': async () => {
          // Three leases long, another runner trying all along.
          const until = Date.now() + 4500;
          while (Date.now() < until && !stolen) {
            stolen = await claimJob(t.db, ['long-lease-job'], 'thief');
            await new Promise((r) => setTimeout(r, 50));
          }
          return null;
        },
      });
      expect(await run).toMatchObject({ id: job.id, state: 'done', attempts: 1 });
      expect(stolen).toBeNull();
    } finally {
      delete process.env.LEASE_SECONDS;
    }
  }, 20_000);

  it('runs every due job of the kinds it knows, and only those', async () => {
    await enqueueJob(t.db, { organizationId, userId: null, kind: 'batch-job' });
    await enqueueJob(t.db, { organizationId, userId: null, kind: 'batch-job' });
    const other = await enqueueJob(t.db, { organizationId, userId: null, kind: 'unknown-kind' });
    expect(await runDueJobs(t.db, { 'batch-job': async () => null })).toBe(2);
    expect((await read(other.id)).state).toBe('queued');
  });

  it('fails a job at once when its error says another try would repeat it', async () => {
    const job = await enqueueJob(t.db, { organizationId, userId: null, kind: 'doomed-job', maxAttempts: 3 });
    const handlers: JobHandlers = { 'doomed-job': async () => Promise.reject(new PermanentJobError('the file is refused')) };
    const after = await runJob(t.db, (await claimJob(t.db, ['doomed-job']))!, handlers);
    expect(after).toMatchObject({ id: job.id, state: 'failed', error: 'the file is refused', attempts: 1 });
  });

  it('runs the jobs of another lane while a long job holds its own lane, one job at a time per lane', async () => {
    // The long jobs wait for the quick job of the default lane: run one after the other, the first would never end.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const events: string[] = [];
    const handlers: JobHandlers = {
      'long-job': {
        lane: 'slow',
        run: async ({ job }) => {
          events.push(`long ${job.id} started`);
          const waited = await Promise.race([released.then(() => true), new Promise((r) => setTimeout(r, 20_000, false))]);
          events.push(`long ${job.id} ended`);
          if (!waited) throw new Error('the quick job never ran');
          return null;
        },
      },
      'quick-job': async () => {
        events.push('quick');
        release();
        return null;
      },
    };
    const first = await enqueueJob(t.db, { organizationId, userId: null, kind: 'long-job', maxAttempts: 1 });
    const second = await enqueueJob(t.db, { organizationId, userId: null, kind: 'long-job', maxAttempts: 1 });
    const quick = await enqueueJob(t.db, { organizationId, userId: null, kind: 'quick-job', maxAttempts: 1 });
    const stop = startJobRunner(async () => t.db, handlers, { pollMs: 20 });
    try {
      const rows = await ended([first.id, second.id, quick.id]);
      expect(rows.map((r) => r.state)).toEqual(['done', 'done', 'done']);
    } finally {
      await stop();
    }
    // The lane ran its two jobs one after the other.
    expect(events.indexOf(`long ${second.id} started`)).toBeGreaterThan(events.indexOf(`long ${first.id} ended`));
  }, 60_000);
});
