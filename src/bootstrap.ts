import { openDatabase, type Db, type DbHandle } from './db/client';
import { startPgliteMaintenance, type PgliteUpkeep } from './db/maintenance';
import { runMigrations } from './db/migrate';
import { demo, isEmpty, seedDemo } from './db/seed/demo';
import { StartError } from './db/start-error';
import { jobHandlers, migrationModules, startAreaUpkeep } from './features/areas';
import { startJobRunner } from './server/jobs/runner';

/** One database per process, opened, migrated and (on an empty database, unless SEED_ON_EMPTY=0) seeded once. */
const KEY = Symbol.for('console.db');
type Holder = { [KEY]?: Promise<DbHandle> };

async function open(): Promise<DbHandle> {
  const startedAt = new Date();
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATABASE_URL ? undefined : (process.env.DATA_DIR ?? './data'),
  });
  await handle.withLock(async (db) => {
    await runMigrations(handle, migrationModules(), db);
    if (process.env.SEED_ON_EMPTY !== '0' && (await isEmpty(db))) {
      await seedDemo(db);
      console.log(`[console] demo organisation ${demo.orgCode} seeded (sign-ins: README.md)`);
    }
  });
  // The built server stops gracefully instead (scripts/serve.mjs: stopJobs, closeDatabase; docs/decisions/0113).
  if (!import.meta.env.PROD) closeOnExit(handle);
  // PGlite has no autovacuum: the console vacuums and analyses what changed (PostgreSQL's own autovacuum does it there),
  // from its first request served on, in statements short enough never to hold a request up for long (decision 0119).
  if (handle.kind === 'pglite') upkeep = startPgliteMaintenance(handle.db);
  // Background jobs run beside the requests of this process (JOBS=0 turns that off on an instance).
  stopRunner = startJobRunner(async () => handle.db, jobHandlers());
  // The areas' own upkeep: uploads whose storing died with a process, their sweeps.
  startAreaUpkeep(handle.db, { kind: handle.kind, startedAt });
  return handle;
}

let stopRunner: () => Promise<void> = async () => undefined;
let upkeep: PgliteUpkeep | null = null;

/**
 * A graceful stop (scripts/serve.mjs, docs/decisions/0113), in two steps. stopJobs: the job runner takes no new job;
 * resolves once the jobs under way have ended.
 */
export const stopJobs = (): Promise<void> => stopRunner();

/** Then, once no request and no job is left: closes the database (PGlite flushes its files; the pool ends). */
export async function closeDatabase(): Promise<void> {
  const pending = (globalThis as Holder)[KEY];
  const handle = pending ? await pending.catch(() => null) : null;
  // The upkeep's statement under way ends first; it starts no other.
  await upkeep?.stop();
  await handle?.close();
}

/** PGlite flushes its files on close: shut down cleanly on Ctrl-C and on a service stop. */
function closeOnExit(handle: DbHandle) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // Whichever way the close goes, the process exits in its finally (and after 3 s at the latest).
      void handle.close().finally(() => process.exit(0));
      setTimeout(() => process.exit(0), 3000).unref();
    });
  }
}

function getDbHandle(): Promise<DbHandle> {
  const holder = globalThis as Holder;
  holder[KEY] ??= open().catch((err) => {
    delete holder[KEY];
    throw err;
  });
  return holder[KEY];
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/**
 * The built server opens its database as it starts, before it listens (scripts/serve.mjs imports this module first):
 * a database that cannot be used (missing, unreachable, without pg_trgm, a data directory in use by another process)
 * is one line on stderr and a non-zero exit, instead of a server that says it listens and then fails every request.
 */
async function startOrExit(): Promise<void> {
  try {
    await getDbHandle();
  } catch (err) {
    if (err instanceof StartError) console.error(`[console] ${err.message}`);
    else console.error('[console] could not start:', err);
    process.exit(1);
  }
}

// `astro dev` opens the database at its first request instead, as before.
if (import.meta.env.PROD) await startOrExit();
