// A runner process killed (SIGKILL) in the middle of a job, as a crashed or killed instance: another runner takes the
// job over once its lease lapses and finishes it as its next try, or fails it with the reason the screen shows when
// it had no try left (issue 28 item 1). Short leases (LEASE_SECONDS) keep this to seconds; nothing waits longer
// than the condition it polls for.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Job } from '../../../src/db/schema/jobs';
import { insertOrganization } from '../../../src/features/organization/testing';
import { enqueueJob, jobStatus } from '../../../src/server/jobs/runner';
import { dropPgDatabase, onPostgres, PG_PREFIX, prepareDatabase, recreatePgDatabase } from '../../setup/databases';

interface WorkerEvent {
  pid: number;
  event: 'started' | 'running' | 'ended';
  job?: number | Job;
  attempt?: number;
}

interface Worker {
  child: ChildProcess;
  events: WorkerEvent[];
  /** The first event that matches, once it has come (the worker's output if it exits first). */
  next(match: (e: WorkerEvent) => boolean): Promise<WorkerEvent>;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const clean of cleanups) await clean();
});

/** A database of its own, migrated, with one organisation and one 'lease-test' job of `maxAttempts` tries. */
async function databaseWithJob(maxAttempts: number): Promise<{ target: Record<string, string>; jobId: number }> {
  let jobId = 0;
  const fill = async (db: Parameters<Parameters<typeof prepareDatabase>[1]>[0]) => {
    const org = await insertOrganization(db);
    jobId = (await enqueueJob(db, { organizationId: org.id, userId: null, kind: 'lease-test', maxAttempts })).id;
  };
  if (onPostgres()) {
    const name = `${PG_PREFIX}console_lease_${randomBytes(4).toString('hex')}`;
    const url = await recreatePgDatabase(name);
    cleanups.push(() => dropPgDatabase(name));
    await prepareDatabase({ databaseUrl: url }, fill);
    return { target: { WORKER_DATABASE_URL: url }, jobId };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'console-lease-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  await prepareDatabase({ dataDir: dir }, fill);
  return { target: { WORKER_DATA_DIR: dir }, jobId };
}

function startWorker(env: Record<string, string>): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/jobs/lease-worker.ts'], {
    env: { ...process.env, LEASE_SECONDS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const events: WorkerEvent[] = [];
  let output = '';
  let buffered = '';
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  child.stdout!.on('data', (d: Buffer) => {
    output += d;
    buffered += d;
    for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      if (line.startsWith('{')) events.push(JSON.parse(line) as WorkerEvent);
    }
    wake();
  });
  child.stderr!.on('data', (d: Buffer) => (output += d));
  child.once('exit', wake);
  cleanups.push(async () => void child.kill('SIGKILL'));
  return {
    child,
    events,
    async next(match) {
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the worker ended without it:\n${output}`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
  };
}

async function kill(worker: Worker) {
  const exited = new Promise((r) => worker.child.once('exit', r));
  worker.child.kill('SIGKILL');
  await exited;
}

describe('a job whose runner is killed', () => {
  it('is taken over by another runner once its lease lapses, and finished as its next try', async () => {
    const { target, jobId } = await databaseWithJob(2);
    const first = startWorker({ ...target, WORKER_MODE: 'hang' });
    expect(await first.next((e) => e.event === 'running')).toMatchObject({ job: jobId, attempt: 1 });
    await kill(first);

    const second = startWorker({ ...target, WORKER_UNTIL_ENDED: String(jobId) });
    expect(await second.next((e) => e.event === 'running')).toMatchObject({ job: jobId, attempt: 2 });
    const ended = (await second.next((e) => e.event === 'ended')).job as Job;
    expect(ended).toMatchObject({ id: jobId, state: 'done', attempts: 2, progress: 100, result: { finished_by: second.child.pid }, lockedBy: null });
  }, 90_000);

  it('is failed with the reason once it had no try left, and the screen shows why', async () => {
    const { target, jobId } = await databaseWithJob(1);
    const first = startWorker({ ...target, WORKER_MODE: 'hang' });
    expect(await first.next((e) => e.event === 'running')).toMatchObject({ job: jobId, attempt: 1 });
    await kill(first);

    const second = startWorker({ ...target, WORKER_UNTIL_ENDED: String(jobId) });
    const ended = (await second.next((e) => e.event === 'ended')).job as Job;
    expect(ended).toMatchObject({ id: jobId, state: 'failed', attempts: 1, progress: 40, lockedBy: null });
    // The second runner never ran it: it only recorded why it failed.
    expect(second.events.filter((e) => e.event === 'running')).toEqual([]);
    // GET /api/jobs/{id} answers this (the download's progress shows the error of a failed job).
    const status = jobStatus({ ...ended, createdAt: new Date(ended.createdAt), finishedAt: ended.finishedAt && new Date(ended.finishedAt) });
    expect(status).toMatchObject({ state: 'failed', error: 'The job was interrupted: the server running it stopped before it finished (try 1 of 1).' });
  }, 90_000);
});
