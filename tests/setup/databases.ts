// Test databases: PGlite (a migrated template dumped once per run, loaded per test file) or, with
// DATABASE_URL, PostgreSQL databases cloned from a migrated template database.
import { randomBytes } from 'node:crypto';
import { openDatabase, type Db, type DbHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';

/**
 * The migration modules the area manifests declare. Imported when needed: the manifests bring the whole app, which
 * only Vitest (Vite) can load (e.g. `?raw` imports); Playwright's global setup loads this file for the server helpers.
 */
const migrationModules = async () => (await import('../../src/features/areas')).migrationModules();

export const onPostgres = () => Boolean(process.env.DATABASE_URL);

export function databaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(fn: (q: (sql: string) => Promise<unknown>) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await fn((sql) => client.query(sql));
  } finally {
    await client.end();
  }
}

/** Creates (or recreates) an empty PostgreSQL database, optionally from a template. */
export async function recreatePgDatabase(name: string, template?: string): Promise<string> {
  await admin(async (q) => {
    await q(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await q(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  });
  return databaseUrl(name);
}

export async function dropPgDatabase(name: string): Promise<void> {
  await admin((q) => q(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** PG_TEST_PREFIX keeps the databases of parallel runs against one PostgreSQL server apart (work trees, helpers). */
export const PG_PREFIX = (process.env.PG_TEST_PREFIX ?? '').toLowerCase().replace(/[^a-z0-9_]/g, '');
export const PG_TEMPLATE = `${PG_PREFIX}console_test_template`;

/** Once per run: a migrated, empty database to copy from. Answers a PGlite dump (tar) path or the template name. */
export async function prepareTemplate(dumpPath: string): Promise<void> {
  if (onPostgres()) {
    const url = await recreatePgDatabase(PG_TEMPLATE);
    const handle = await openDatabase({ databaseUrl: url });
    await runMigrations(handle, await migrationModules());
    await handle.close();
    return;
  }
  const handle = await openDatabase({});
  await runMigrations(handle, await migrationModules());
  // dumpDataDir lives on the PGlite client; reach it through the drizzle session.
  const client = (handle.db as unknown as { $client: { dumpDataDir(c?: 'none' | 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const { writeFile } = await import('node:fs/promises');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

/** A fresh, migrated, empty database for one test file. */
export async function openTestDatabase(dumpPath: string): Promise<DbHandle & { dispose(): Promise<void> }> {
  if (onPostgres()) {
    const name = `${PG_PREFIX}console_t_${randomBytes(5).toString('hex')}`;
    const url = await recreatePgDatabase(name, PG_TEMPLATE);
    const handle = await openDatabase({ databaseUrl: url });
    return {
      ...handle,
      dispose: async () => {
        await handle.close();
        await dropPgDatabase(name);
      },
    };
  }
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(dumpPath);
  const handle = await openDatabase({ loadDataDir: new Blob([bytes]) });
  return { ...handle, dispose: () => handle.close() };
}

/**
 * Migrates a server's database before the server starts and lets `fill` write into it (a PGlite data directory is
 * one process's: it is closed again before the server opens it). The server then finds it not empty and does not
 * seed the demo organisation.
 */
export async function prepareDatabase(target: { dataDir?: string; databaseUrl?: string }, fill: (db: Db) => Promise<void>): Promise<void> {
  const handle = await openDatabase(target);
  try {
    await runMigrations(handle, await migrationModules());
    await fill(handle.db);
  } finally {
    await handle.close();
  }
}
