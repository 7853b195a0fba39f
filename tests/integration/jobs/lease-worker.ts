// A job runner in a process of its own, for lease.test.ts: it opens the database the test names (WORKER_DATABASE_URL,
// else the PGlite WORKER_DATA_DIR), runs jobs of the kind 'lease-test' and says on stdout what it does, one JSON
// object a line. WORKER_MODE=hang: the handler reports progress and then never ends (the test kills the process);
// otherwise it finishes. WORKER_UNTIL_ENDED=<job id>: the worker closes its database and exits once that job has
// ended (done or failed), printing the job's row.
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../../src/db/client';
import { jobs } from '../../../src/db/schema/jobs';
import { startJobRunner } from '../../../src/server/jobs/runner';

const say = (event: Record<string, unknown>) => process.stdout.write(`${JSON.stringify({ pid: process.pid, ...event })}\n`);

const handle = await openDatabase(
  process.env.WORKER_DATABASE_URL ? { databaseUrl: process.env.WORKER_DATABASE_URL } : { dataDir: process.env.WORKER_DATA_DIR },
);
const stop = startJobRunner(
  async () => handle.db,
  {
    'lease-test': async ({ job, progress }) => {
      await progress(40, 'half way');
      say({ event: 'running', job: job.id, attempt: job.attempts });
      if (process.env.WORKER_MODE === 'hang') await new Promise(() => undefined);
      return { finished_by: process.pid };
    },
  },
  { pollMs: 50 },
);
say({ event: 'started' });
// The runner's timers do not keep a process alive (a server's requests do): this one lives until it is killed.
setInterval(() => undefined, 60_000);

const until = Number(process.env.WORKER_UNTIL_ENDED);
if (until) {
  for (;;) {
    const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, until));
    if (row && (row.state === 'done' || row.state === 'failed')) {
      await stop();
      await handle.close();
      say({ event: 'ended', job: row });
      process.exit(0);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
