import path from 'node:path';
import type { Db, DbHandle } from './client';

export function migrationsFolder(): string {
  return process.env.MIGRATIONS_DIR ?? path.resolve(process.cwd(), 'drizzle');
}

/** Applies the committed SQL migrations in drizzle/ (idempotent). */
export async function runMigrations(handle: DbHandle, db: Db = handle.db): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(db as never, config);
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, config);
  }
}
