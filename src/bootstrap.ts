import { openDatabase, type Db, type DbHandle } from './db/client';
import { runMigrations } from './db/migrate';
import { demo, isEmpty, seedDemo } from './db/seed/demo';

/** One database per process, opened, migrated and (on an empty database, unless SEED_ON_EMPTY=0) seeded once. */
const KEY = Symbol.for('console.db');
type Holder = { [KEY]?: Promise<DbHandle> };

export function printDemoSignIns(log: (line: string) => void = console.log): void {
  log(`Demo organisation seeded. Sign in at /pages/login with organisation code ${demo.orgCode} and password ${demo.password}:`);
  for (const a of demo.accounts) log(`  ${a.label.padEnd(48)} ${a.email}`);
}

async function open(): Promise<DbHandle> {
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATABASE_URL ? undefined : (process.env.DATA_DIR ?? './data'),
  });
  await handle.withLock(async (db) => {
    await runMigrations(handle, db);
    if (process.env.SEED_ON_EMPTY !== '0' && (await isEmpty(db))) {
      await seedDemo(db);
      printDemoSignIns();
    }
  });
  return handle;
}

export function getDbHandle(): Promise<DbHandle> {
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
