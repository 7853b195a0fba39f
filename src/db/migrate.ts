import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db, DbHandle } from './client';

/**
 * The most a GIN index (the trigram searches, docs/decisions/0100) keeps in its pending list, in kB. With the default
 * (4 MB, fastupdate on) a bulk insert or an import leaves thousands of entries there until a vacuum merges them, and
 * every search reads the whole list (324 pages after 100,000 titles: a search read 433 pages instead of 115). With
 * fastupdate off, that bulk insert took 5.8 times as long; at 128 kB it takes about a third longer and a search reads
 * at most 16 pages more.
 */
export const GIN_PENDING_LIST_KB = 128;

/** Bounds the pending list of every GIN index of the schema that is not bounded yet: one catalog read when all are. */
const BOUND_GIN_PENDING_LISTS = sql.raw(`do $$
declare r record;
begin
  for r in
    select c.oid::regclass as idx from pg_class c
      join pg_am a on a.oid = c.relam
      join pg_namespace n on n.oid = c.relnamespace
    where a.amname = 'gin' and n.nspname = current_schema()
      and not coalesce(c.reloptions, '{}') @> array['gin_pending_list_limit=${GIN_PENDING_LIST_KB}']
  loop
    execute format('alter index %s set (gin_pending_list_limit = ${GIN_PENDING_LIST_KB})', r.idx);
  end loop;
end $$`);

function migrationsRoot(): string {
  return process.env.MIGRATIONS_DIR ?? path.resolve(process.cwd(), 'drizzle');
}

/**
 * Applies the committed SQL migrations of the given modules in order (idempotent): the caller passes the modules the
 * area manifests declare (`migrationModules()` of src/features/areas.ts); each has its own folder and bookkeeping table.
 */
export async function runMigrations(handle: DbHandle, modules: readonly string[], db: Db = handle.db): Promise<void> {
  const migrate =
    handle.kind === 'postgres' ? (await import('drizzle-orm/node-postgres/migrator')).migrate : (await import('drizzle-orm/pglite/migrator')).migrate;
  for (const name of modules) {
    const folder = path.join(migrationsRoot(), name);
    if (!existsSync(path.join(folder, 'meta', '_journal.json'))) continue;
    await migrate(db as never, { migrationsFolder: folder, migrationsTable: `__drizzle_migrations_${name}` });
  }
  // After every module: the indexes a migration creates are bounded too, whichever module made them.
  await db.execute(BOUND_GIN_PENDING_LISTS);
}
