import { and, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { jobs, type Job } from '@/db/schema/jobs';
import { heartbeatMs, INSTANCE_ID, leaseSeconds } from '@/server/leases';

/**
 * One background job runner (docs/architecture.md "The kits", docs/decisions/0009): jobs live in the database, so every
 * app instance can take them and a screen can show their progress. A job is claimed with FOR UPDATE SKIP LOCKED (two
 * instances never take the same one) and retried with exponential back-off. A running job is its runner's for a lease
 * that the runner renews while the job runs (src/server/leases.ts); when the runner's process dies the lease lapses and
 * another runner takes the job over as its next try, or fails it once it has had all its tries (docs/decisions/0112).
 */
export interface JobContext {
  db: Db;
  job: Job;
  /** Reports progress (0 to 100) and a short text for the screen's bar. */
  progress(percent: number, text?: string): Promise<void>;
  /** Aborted once the job is no longer this runner's (its lease lapsed and another runner took it over). */
  signal: AbortSignal;
}
/** Does the work and answers the job's result (JSON: e.g. the stored file's address). Throwing fails this try. */
export type JobHandler = (ctx: JobContext) => Promise<unknown>;
/**
 * A kind of job declared with more than its handler. `lane`: it runs in a lane of its own (docs/decisions/0104):
 * each lane takes one job at a time, so a long job of one lane (a LibreOffice conversion) never holds the jobs of
 * another (an export, a duration) behind it. `abandoned`: what the area records when the job is failed without its
 * handler, because every try ended with its runner's process (the handler records its own failures).
 */
export interface JobKind {
  run: JobHandler;
  lane?: string;
  abandoned?: (ctx: { db: Db; job: Job }) => Promise<void>;
}
/** The handlers by kind; a bare handler runs in the default lane. */
export type JobHandlers = Record<string, JobHandler | JobKind>;

/** Kinds declared without a lane share this one. */
const DEFAULT_LANE = 'default';

/**
 * A failure that another try would only repeat (a file refused by its limits, a program that ran out of its memory
 * or time): the job fails at once instead of being retried.
 */
export class PermanentJobError extends Error {}

const kindOf = (entry: JobHandler | JobKind | undefined): JobKind | undefined => (typeof entry === 'function' ? { run: entry } : entry);
const laneOf = (entry: JobHandler | JobKind): string => kindOf(entry)?.lane ?? DEFAULT_LANE;

/** Seconds before try n + 1 after try n failed: 5, 10, 20, … up to 5 minutes. */
export const backoffSeconds = (attempt: number) => Math.min(300, 5 * 2 ** Math.max(0, attempt - 1));

/** The note a job taken over from a runner that died carries while it runs again (the log says so). */
const TAKEN_OVER = 'taken over: the runner of its previous try stopped';

/** What a job failed because its last try ended with its runner's process says on the screen (format(): the try, the tries). */
const INTERRUPTED = 'The job was interrupted: the server running it stopped before it finished (try %s of %s).';

const leaseFromNow = () => sql`now() + make_interval(secs => ${leaseSeconds()})`;

export async function enqueueJob(
  db: Db,
  options: { organizationId: number; userId: number | null; kind: string; payload?: Record<string, unknown>; maxAttempts?: number },
): Promise<Job> {
  const [job] = await db
    .insert(jobs)
    .values({
      organizationId: options.organizationId,
      createdBy: options.userId,
      kind: options.kind,
      payload: options.payload ?? {},
      maxAttempts: options.maxAttempts ?? 3,
    })
    .returning();
  return job;
}

/** Takes the next due job, or a job whose runner died (its lease lapsed) that has tries left; null when there is none. */
export async function claimJob(db: Db, kinds: string[], worker = INSTANCE_ID): Promise<Job | null> {
  if (kinds.length === 0) return null;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, kinds),
        or(
          and(eq(jobs.state, 'queued'), lte(jobs.runAt, sql`now()`)),
          and(eq(jobs.state, 'running'), lt(jobs.leaseUntil, sql`now()`), lt(jobs.attempts, jobs.maxAttempts)),
        ),
      ),
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(jobs)
    .set({
      state: 'running',
      lockedAt: sql`now()`,
      lockedBy: worker,
      leaseUntil: leaseFromNow(),
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: sql`now()`,
      // (the old state: a running job's runner died)
      error: sql`case when ${jobs.state} = 'running' then ${TAKEN_OVER} else null end`,
    })
    .where(inArray(jobs.id, due))
    .returning();
  return job ?? null;
}

/**
 * Fails the jobs of these kinds whose runner died during their last try (the lease lapsed, no try left), with a
 * reason the screen shows, and lets their area record it (JobKind.abandoned). Answers them.
 */
async function failAbandonedJobs(db: Db, handlers: JobHandlers): Promise<Job[]> {
  const kinds = Object.keys(handlers);
  if (kinds.length === 0) return [];
  const lapsed = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.kind, kinds), eq(jobs.state, 'running'), lt(jobs.leaseUntil, sql`now()`), gte(jobs.attempts, jobs.maxAttempts)))
    .limit(10)
    .for('update', { skipLocked: true });
  const failed = await db
    .update(jobs)
    .set({
      state: 'failed',
      error: sql`format(${INTERRUPTED}::text, ${jobs.attempts}, ${jobs.maxAttempts})`,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
      lockedBy: null,
      leaseUntil: null,
    })
    .where(inArray(jobs.id, lapsed))
    .returning();
  for (const job of failed) {
    console.warn(`[jobs] ${job.kind} #${job.id} failed: the runner of its last try (${job.attempts} of ${job.maxAttempts}) stopped`);
    try {
      await kindOf(handlers[job.kind])?.abandoned?.({ db, job });
    } catch (err) {
      console.warn(`[jobs] ${job.kind} #${job.id}: its area could not record the failure: ${(err as Error).message}`);
    }
  }
  return failed;
}

/**
 * Runs a claimed job to its end: done with its result, queued again after a back-off, or failed. Its lease is renewed
 * while it runs; every write is conditional on the job still being this runner's, so a runner that lost it (it
 * stalled past its lease and another took the job over) changes nothing.
 */
export async function runJob(db: Db, job: Job, handlers: JobHandlers): Promise<Job> {
  const handler = kindOf(handlers[job.kind])?.run;
  const mine = and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.lockedBy, job.lockedBy ?? INSTANCE_ID));
  const lost = new AbortController();
  const renew = async () => {
    const [held] = await db.update(jobs).set({ leaseUntil: leaseFromNow() }).where(mine).returning({ id: jobs.id });
    if (!held && !lost.signal.aborted) {
      console.warn(`[jobs] ${job.kind} #${job.id}: its lease was lost (another runner took it over); what this try does is not recorded`);
      lost.abort(new Error('the job is no longer this runner’s'));
    }
  };
  const heartbeat = setInterval(
    () => void renew().catch((err) => console.warn(`[jobs] ${job.kind} #${job.id}: lease renewal failed: ${(err as Error).message}`)),
    heartbeatMs(),
  );
  heartbeat.unref();
  const progress = async (percent: number, text?: string) => {
    await db
      .update(jobs)
      .set({ progress: Math.max(0, Math.min(100, Math.round(percent))), progressText: text ?? null, updatedAt: sql`now()`, leaseUntil: leaseFromNow() })
      .where(mine);
  };
  const current = async () => (await db.select().from(jobs).where(eq(jobs.id, job.id)))[0];
  if (job.error === TAKEN_OVER)
    console.warn(`[jobs] ${job.kind} #${job.id}: the runner of its previous try stopped; taken over, try ${job.attempts} of ${job.maxAttempts}`);
  try {
    if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
    const result = await handler({ db, job, progress, signal: lost.signal });
    const [done] = await db
      .update(jobs)
      .set({
        state: 'done',
        progress: 100,
        result: (result ?? null) as never,
        error: null,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
        lockedBy: null,
        leaseUntil: null,
      })
      .where(mine)
      .returning();
    return done ?? (await current());
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const retry = job.attempts < job.maxAttempts && !(err instanceof PermanentJobError);
    console.warn(`[jobs] ${job.kind} #${job.id} try ${job.attempts} failed${retry ? ', will retry' : ''}: ${message}`);
    const [after] = await db
      .update(jobs)
      .set(
        retry
          ? {
              state: 'queued',
              error: message,
              runAt: sql`now() + make_interval(secs => ${backoffSeconds(job.attempts)})`,
              updatedAt: sql`now()`,
              lockedBy: null,
              leaseUntil: null,
            }
          : { state: 'failed', error: message, finishedAt: sql`now()`, updatedAt: sql`now()`, lockedBy: null, leaseUntil: null },
      )
      .where(mine)
      .returning();
    return after ?? (await current());
  } finally {
    clearInterval(heartbeat);
  }
}

/** Runs due jobs one after another until none is left (or `max` ran, or `stopped` says so); answers how many ran. */
export async function runDueJobs(db: Db, handlers: JobHandlers, max = 100, stopped = () => false): Promise<number> {
  await failAbandonedJobs(db, handlers);
  let ran = 0;
  while (ran < max && !stopped()) {
    const job = await claimJob(db, Object.keys(handlers));
    if (!job) break;
    await runJob(db, job, handlers);
    ran++;
  }
  return ran;
}

/**
 * Polls for due jobs in this process (JOBS_POLL_MS, default 1000; JOBS=0 runs none here, e.g. on instances that
 * only serve requests). Each lane (JobKind.lane; the default lane for the rest) polls on its own and runs one job at a
 * time: a two-core server stays responsive, and a conversion does not hold an export behind it.
 */
export function startJobRunner(getDb: () => Promise<Db>, handlers: JobHandlers, options: { pollMs?: number } = {}): () => Promise<void> {
  if (process.env.JOBS === '0' || Object.keys(handlers).length === 0) return async () => undefined;
  const pollMs = options.pollMs ?? Number(process.env.JOBS_POLL_MS ?? 1000);
  const lanes = new Map<string, JobHandlers>();
  for (const [kind, entry] of Object.entries(handlers)) {
    const lane = laneOf(entry);
    lanes.set(lane, { ...lanes.get(lane), [kind]: entry });
  }
  const stops = [...lanes.values()].map((laneHandlers) => pollLane(getDb, laneHandlers, pollMs));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

/** One lane's loop: a pass over its due jobs, then a pause. Stopping waits for the pass under way to end. */
function pollLane(getDb: () => Promise<Db>, handlers: JobHandlers, pollMs: number): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    pass = (async () => {
      try {
        await runDueJobs(await getDb(), handlers, 10, () => stopped);
      } catch (err) {
        console.warn('[jobs] runner pass failed', err);
      }
      if (!stopped) {
        timer = setTimeout(tick, pollMs);
        timer.unref();
      }
    })();
  };
  timer = setTimeout(tick, pollMs);
  timer.unref();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await pass;
  };
}

export interface JobStatus {
  id: number;
  kind: string;
  state: Job['state'];
  progress: number;
  progress_text: string | null;
  result: unknown;
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

export const jobStatus = (job: Job): JobStatus => ({
  id: job.id,
  kind: job.kind,
  state: job.state,
  progress: job.progress,
  progress_text: job.progressText,
  result: job.state === 'done' ? job.result : null,
  error: job.state === 'failed' ? job.error : null,
  created_at: new Date(job.createdAt).toISOString(),
  finished_at: job.finishedAt ? new Date(job.finishedAt).toISOString() : null,
});
