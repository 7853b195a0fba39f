import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { fileBlobs } from '@/db/schema';
import { fileChunks } from '@/db/schema/uploads';
import { listDisk, PART } from './disk-walk';
import { pieces, type ByteSource, type StorageDriver } from './driver-types';
import { s3Driver, s3ConfigFromEnv } from './s3-driver';

export type { ByteRange, StorageDriver } from './driver-types';

const storageRoot = () => process.env.STORAGE_DIR ?? path.join(process.env.DATA_DIR ?? './data', 'files');

/** Local disk under the data directory (the embedded default). A file appears whole (written aside, then renamed). */
export function diskDriver(root = storageRoot()): StorageDriver {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key escapes the storage root');
    return full;
  };
  const putStream = async (key: string, source: ByteSource) => {
    const full = resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    const part = `${full}${PART}${randomBytes(4).toString('hex')}`;
    try {
      await pipeline(source, createWriteStream(part));
      await rename(part, full);
    } catch (err) {
      await rm(part, { force: true });
      throw err;
    }
    return (await stat(full)).size;
  };
  return {
    name: 'disk',
    async put(key, bytes) {
      await putStream(key, Readable.from([bytes]));
    },
    putStream,
    async get(key) {
      return readFile(resolve(key)).catch(() => null);
    },
    async getStream(key, range) {
      const full = resolve(key);
      const found = await stat(full).catch(() => null);
      if (!found?.isFile()) return null;
      return createReadStream(full, range ? { start: range.start, end: range.end } : {});
    },
    async stat(key) {
      const found = await stat(resolve(key)).catch(() => null);
      return found?.isFile() ? { size: found.size } : null;
    },
    async remove(key) {
      const full = resolve(key);
      await rm(full, { force: true });
      // A write of this key that never finished (its process died) left its part file beside it.
      const name = path.basename(full) + PART;
      const parts = (await readdir(path.dirname(full)).catch(() => [] as string[])).filter((n) => n.startsWith(name));
      for (const n of parts) await rm(path.join(path.dirname(full), n), { force: true });
    },
    list: (options) => listDisk(root, options),
    async removeUnfinished(name) {
      if (path.basename(name).includes(PART)) await rm(resolve(name), { force: true });
    },
  };
}

/** Rows of the database driver: 1 MiB each, so a range read fetches only the rows it needs, one at a time. */
export const DB_CHUNK_BYTES = 1024 * 1024;

/**
 * Bytes in the database: every app instance behind a load balancer sees every file. New files are chunked rows
 * (file_chunks); a file stored before them (one file_blobs row) is still read.
 */
export function databaseDriver(db: DbOrTx): StorageDriver {
  const remove = async (storageKey: string) => {
    await db.delete(fileChunks).where(eq(fileChunks.storageKey, storageKey));
    await db.delete(fileBlobs).where(eq(fileBlobs.storageKey, storageKey));
  };
  const putStream = async (storageKey: string, source: ByteSource) => {
    await remove(storageKey);
    let seq = 0;
    let size = 0;
    try {
      for await (const piece of pieces(source, DB_CHUNK_BYTES)) {
        await db.insert(fileChunks).values({ storageKey, seq, bytes: Buffer.from(piece) });
        seq += 1;
        size += piece.length;
      }
    } catch (err) {
      await remove(storageKey).catch(() => undefined);
      throw err;
    }
    // An empty file is one empty chunk, so that it exists.
    if (seq === 0) await db.insert(fileChunks).values({ storageKey, seq: 0, bytes: Buffer.alloc(0) });
    return size;
  };
  const chunkStat = async (storageKey: string) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int`, size: sql<string>`coalesce(sum(octet_length(${fileChunks.bytes})), 0)::bigint` })
      .from(fileChunks)
      .where(eq(fileChunks.storageKey, storageKey));
    return row && row.n > 0 ? { size: Number(row.size) } : null;
  };
  const blob = async (storageKey: string) => {
    const [row] = await db.select().from(fileBlobs).where(eq(fileBlobs.storageKey, storageKey));
    return row?.bytes ?? null;
  };
  return {
    name: 'database',
    async put(key, bytes) {
      await putStream(key, Readable.from([bytes]));
    },
    putStream,
    async get(storageKey) {
      const rows = await db.select({ bytes: fileChunks.bytes }).from(fileChunks).where(eq(fileChunks.storageKey, storageKey)).orderBy(asc(fileChunks.seq));
      if (rows.length) return Buffer.concat(rows.map((r) => r.bytes));
      return blob(storageKey);
    },
    async getStream(storageKey, range) {
      const found = await chunkStat(storageKey);
      if (!found) {
        const bytes = await blob(storageKey);
        if (!bytes) return null;
        return Readable.from([range ? bytes.subarray(range.start, range.end + 1) : bytes]);
      }
      const start = range?.start ?? 0;
      const end = Math.min(range?.end ?? found.size - 1, found.size - 1);
      async function* rows() {
        for (let seq = Math.floor(start / DB_CHUNK_BYTES); seq * DB_CHUNK_BYTES <= end; seq++) {
          const [row] = await db
            .select({ bytes: fileChunks.bytes })
            .from(fileChunks)
            .where(and(eq(fileChunks.storageKey, storageKey), eq(fileChunks.seq, seq)));
          if (!row) throw new Error(`storage chunk ${seq} of ${storageKey} is missing`);
          const from = seq * DB_CHUNK_BYTES;
          yield row.bytes.subarray(Math.max(0, start - from), Math.min(row.bytes.length, end - from + 1));
        }
      }
      return Readable.from(rows());
    },
    async stat(storageKey) {
      const found = await chunkStat(storageKey);
      if (found) return found;
      const bytes = await blob(storageKey);
      return bytes ? { size: bytes.length } : null;
    },
    remove,
    async list({ after, limit, before }) {
      // One row per file: a write always starts with chunk 0 (an empty file is one empty chunk).
      const rows = await db
        .select({ key: fileChunks.storageKey })
        .from(fileChunks)
        .where(and(eq(fileChunks.seq, 0), lt(fileChunks.createdAt, before), after === null ? undefined : gt(fileChunks.storageKey, after)))
        .orderBy(asc(fileChunks.storageKey))
        .limit(limit);
      const keys = rows.map((r) => r.key);
      return { keys, unfinished: [], next: keys.length === limit ? keys[keys.length - 1] : null };
    },
    // A write that never finished is chunks under its key: list() names it, remove() takes them.
    removeUnfinished: async () => undefined,
  };
}

/** STORAGE_DRIVER=disk|database|s3; PostgreSQL deployments default to the database so instances share files. */
export function storageDriver(db: DbOrTx): StorageDriver {
  const choice = process.env.STORAGE_DRIVER ?? (process.env.DATABASE_URL ? 'database' : 'disk');
  if (choice === 's3') return s3Driver(s3ConfigFromEnv());
  return choice === 'database' ? databaseDriver(db) : diskDriver();
}
