import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Db, DbHandle } from './client';

/** Applied in this order; each module has its own folder and bookkeeping table (see drizzle.config.ts). */
export const MIGRATION_MODULES = ['core', 'learning', 'quiz', 'presence', 'assignment'] as const;

export function migrationsRoot(): string {
  return process.env.MIGRATIONS_DIR ?? path.resolve(process.cwd(), 'drizzle');
}

/** Applies the committed SQL migrations of every module (idempotent). */
export async function runMigrations(handle: DbHandle, db: Db = handle.db): Promise<void> {
  const migrate =
    handle.kind === 'postgres' ? (await import('drizzle-orm/node-postgres/migrator')).migrate : (await import('drizzle-orm/pglite/migrator')).migrate;
  for (const name of MIGRATION_MODULES) {
    const folder = path.join(migrationsRoot(), name);
    if (!existsSync(path.join(folder, 'meta', '_journal.json'))) continue;
    await migrate(db as never, { migrationsFolder: folder, migrationsTable: `__drizzle_migrations_${name}` });
  }
}
