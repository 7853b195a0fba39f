import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Db, DbHandle } from './client';

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
}
