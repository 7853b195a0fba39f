import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { fileBlobs } from '@/db/schema';

export interface StorageDriver {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/** Local disk under the data directory (the embedded default). */
function diskDriver(root = process.env.STORAGE_DIR ?? path.join(process.env.DATA_DIR ?? './data', 'files')): StorageDriver {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key escapes the storage root');
    return full;
  };
  return {
    async put(key, bytes) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, bytes);
    },
    async get(key) {
      return readFile(resolve(key)).catch(() => null);
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

/** Bytes in the database: every app instance behind a load balancer sees every file. */
function databaseDriver(db: DbOrTx): StorageDriver {
  return {
    async put(storageKey, bytes) {
      await db.insert(fileBlobs).values({ storageKey, bytes }).onConflictDoUpdate({ target: fileBlobs.storageKey, set: { bytes } });
    },
    async get(storageKey) {
      const [row] = await db.select().from(fileBlobs).where(eq(fileBlobs.storageKey, storageKey));
      return row?.bytes ?? null;
    },
    async remove(storageKey) {
      await db.delete(fileBlobs).where(eq(fileBlobs.storageKey, storageKey));
    },
  };
}

/** STORAGE_DRIVER=disk|database; PostgreSQL deployments default to the database so instances share files. */
export function storageDriver(db: DbOrTx): StorageDriver {
  const choice = process.env.STORAGE_DRIVER ?? (process.env.DATABASE_URL ? 'database' : 'disk');
  return choice === 'database' ? databaseDriver(db) : diskDriver();
}
