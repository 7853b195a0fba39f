import { hostname } from 'node:os';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { jobs, type Job } from '@/db/schema/jobs';

/**
 * One background job runner (DESIGN.md "Areas", docs/decisions/0009): jobs live in the database, so every app
 * instance can take them and a screen can show their progress. A job is claimed with FOR UPDATE SKIP LOCKED (two
 * instances never take the same one), retried with exponential back-off, and requeued when the instance running it
 * died (no progress for STALE_MINUTES).
 */
export interface JobContext {
  db: Db;
  job: Job;
  /** Reports progress (0 to 100) and a short text for the screen's bar. */
  progress(percent: number, text?: string): Promise<void>;
}
/** Does the work and answers the job's result (JSON: e.g. the stored file's address). Throwing fails this try. */
export type JobHandler = (ctx: JobContext) => Promise<unknown>;
/**
 * A kind of job that runs in a lane of its own (docs/decisions/0104): each lane takes one job at a time, so a long
 * job of one lane (a LibreOffice conversion) never holds the jobs of another (an export, a duration) behind it.
 */
export interface LaneJob {
  run: JobHandler;
  lane: string;
}
/** The handlers by kind; a bare handler runs in the default lane. */
export type JobHandlers = Record<string, JobHandler | LaneJob>;

/** Kinds declared without a lane share this one. */
const DEFAULT_LANE = 'default';

/**
 * A failure that another try would only repeat (a file refused by its limits, a program that ran out of its memory
 * or time): the job fails at once instead of being retried.
 */
export class PermanentJobError extends Error {}

const handlerOf = (entry: JobHandler | LaneJob | undefined): JobHandler | undefined => (typeof entry === 'function' ? entry : entry?.run);
const laneOf = (entry: JobHandler | LaneJob): string => (typeof entry === 'function' ? DEFAULT_LANE : entry.lane);

export const STALE_MINUTES = 15;
/** Seconds before try n + 1 after try n failed: 5, 10, 20, … up to 5 minutes. */
export const backoffSeconds = (attempt: number) => Math.min(300, 5 * 2 ** Math.max(0, attempt - 1));

const workerId = () => `${hostname()}:${process.pid}`;

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

/** Takes the next due job (or one whose runner died) for this process, or null. */
export async function claimJob(db: Db, kinds: string[], worker = workerId()): Promise<Job | null> {
  if (kinds.length === 0) return null;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, kinds),
        or(
          and(eq(jobs.state, 'queued'), lte(jobs.runAt, sql`now()`)),
          and(eq(jobs.state, 'running'), lt(jobs.updatedAt, sql`now() - make_interval(mins => ${STALE_MINUTES})`)),
        ),
      ),
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(jobs)
    .set({ state: 'running', lockedAt: sql`now()`, lockedBy: worker, attempts: sql`${jobs.attempts} + 1`, updatedAt: sql`now()`, error: null })
    .where(inArray(jobs.id, due))
    .returning();
  return job ?? null;
}

/** Runs a claimed job to its end: done with its result, queued again after a back-off, or failed. */
export async function runJob(db: Db, job: Job, handlers: JobHandlers): Promise<Job> {
  const handler = handlerOf(handlers[job.kind]);
  const progress = async (percent: number, text?: string) => {
    await db
      .update(jobs)
      .set({ progress: Math.max(0, Math.min(100, Math.round(percent))), progressText: text ?? null, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running')));
  };
  try {
    if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
    const result = await handler({ db, job, progress });
    const [done] = await db
      .update(jobs)
      .set({ state: 'done', progress: 100, result: (result ?? null) as never, finishedAt: sql`now()`, updatedAt: sql`now()`, lockedBy: null })
      .where(eq(jobs.id, job.id))
      .returning();
    return done;
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
            }
          : { state: 'failed', error: message, finishedAt: sql`now()`, updatedAt: sql`now()`, lockedBy: null },
      )
      .where(eq(jobs.id, job.id))
      .returning();
    return after;
  }
}

/** Runs due jobs one after another until none is left (or `max` ran, or `stopped` says so); answers how many ran. */
export async function runDueJobs(db: Db, handlers: JobHandlers, max = 100, stopped = () => false): Promise<number> {
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
 * only serve requests). Each lane (LaneJob; the default lane for the rest) polls on its own and runs one job at a
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
