import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Db, DbHandle } from './client';

import { areas } from '@/features/areas';

/** Applied in the order of the area manifests; each module has its own folder and bookkeeping table (see drizzle.config.ts). */
export const migrationModules = (): string[] => areas.flatMap((a) => a.migrations ?? []);

export function migrationsRoot(): string {
  return process.env.MIGRATIONS_DIR ?? path.resolve(process.cwd(), 'drizzle');
}

/** Applies the committed SQL migrations of every module (idempotent). */
export async function runMigrations(handle: DbHandle, db: Db = handle.db): Promise<void> {
  const migrate =
    handle.kind === 'postgres' ? (await import('drizzle-orm/node-postgres/migrator')).migrate : (await import('drizzle-orm/pglite/migrator')).migrate;
  for (const name of migrationModules()) {
    const folder = path.join(migrationsRoot(), name);
    if (!existsSync(path.join(folder, 'meta', '_journal.json'))) continue;
    await migrate(db as never, { migrationsFolder: folder, migrationsTable: `__drizzle_migrations_${name}` });
  }
}
