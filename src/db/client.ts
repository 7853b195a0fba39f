import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock';
import { checkPostgres } from './postgres-checks';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs fn while holding a database-wide lock (migrations and first-start seeding across app instances). */
  withLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data directory dump (tar) to start from, e.g. the migrated test template. */
  loadDataDir?: Blob | File;
}

const LOCK_ID = 4_321_001;

/**
 * The only place that knows which client is behind the database. Everything above speaks Drizzle. Opening checks
 * first what would make every later query fail (src/db/postgres-checks.ts; the PGlite data directory's lock,
 * src/db/data-dir-lock.ts) and throws a StartError that says so in one line.
 */
export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    await checkPostgres(options.databaseUrl);
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: Number(process.env.DB_POOL_MAX ?? 10) });
    // An idle connection can be ended by the server (a restart, an administrator's terminate, a dropped test
    // database): pg emits that on the pool, and an 'error' event nobody listens to ends the process. The pool
    // replaces the connection; say so unless we are closing anyway.
    let closing = false;
    pool.on('error', (err) => {
      if (!closing) console.warn(`[db] an idle database connection was lost: ${err.message}`);
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async withLock(fn) {
        // The lock is this connection's, held while fn works through the pool: the seed's reads run queries side by
        // side (Promise.all), which one connection would have to queue (pg 8 warns, pg 9 refuses; issue 28 item 8).
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [LOCK_ID]);
          return await fn(db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [LOCK_ID]).catch(() => undefined);
          client.release();
        }
      },
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const lock = options.dataDir ? lockDataDir(options.dataDir) : null;
  let client;
  try {
    client = await PGlite.create(options.dataDir, {
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite is one connection owned by this process: nothing else can race it.
    withLock: (fn) => fn(db),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
