import { inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { files } from '@/db/schema';
import { uploads } from '@/db/schema/uploads';
import { storageDriver } from './drivers';

/**
 * The keys the console writes (storageKeyFor): organisation, folder, year, month, 32 hexadecimal characters and an
 * extension. Nothing else in a storage is ever taken for an orphan: a bucket shared with other data keeps that data.
 */
const CONSOLE_KEY = /^[^/]+\/(?:[^/]+\/)+\d{4}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]+$/;

/** Where the scan goes on at the next pass (this process's; it starts over once it reached the end). */
let cursor: string | null = null;
let sweeping = false;

async function referenced(db: Db, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const chunk = keys.slice(i, i + 500);
    for (const r of await db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, chunk))) found.add(r.key);
    for (const r of await db.select({ key: uploads.storingKey }).from(uploads).where(inArray(uploads.storingKey, chunk))) if (r.key) found.add(r.key);
  }
  return found;
}

/**
 * One pass of the sweep of what the storage holds for no file (docs/decisions/0112): bytes whose write died before
 * its file was recorded (a process killed while it stored, a transaction rolled back after it stored), part files of
 * the disk driver, S3 multipart uploads never completed, chunks of the database driver. Only what is older than
 * `before` (the upload expiry ago: a write under way is never that old) and of the console's key shape, and neither
 * a file's key nor the key an upload is being stored under. At most `scan` entries are examined (the scan goes on
 * from there at the next pass) and `limit` removed, one after another, outside any transaction (the storage's own
 * calls never hold PGlite's one connection). One pass at a time in a process; answers how many went.
 */
export async function sweepStoredOrphans(db: Db, options: { before: Date; limit: number; scan: number }): Promise<number> {
  if (sweeping) return 0;
  sweeping = true;
  try {
    const driver = storageDriver(db);
    const start = cursor;
    const page = await driver.list({ after: start, limit: options.scan, before: options.before });
    let removed = 0;
    let stopped = false;
    for (const leftover of page.unfinished.filter((u) => CONSOLE_KEY.test(u.key))) {
      if (removed >= options.limit) {
        stopped = true;
        break;
      }
      await driver.removeUnfinished(leftover.name);
      removed += 1;
    }
    const candidates = page.keys.filter((k) => CONSOLE_KEY.test(k));
    const kept = await referenced(db, candidates);
    let last: string | null = null;
    for (const key of stopped ? [] : candidates) {
      if (kept.has(key)) {
        last = key;
        continue;
      }
      if (removed >= options.limit) {
        stopped = true;
        break;
      }
      await driver.remove(key);
      removed += 1;
      last = key;
    }
    // Stopped by the limit: the next pass goes on after the last key this one settled (or reads this page again).
    if (stopped) cursor = last ?? start;
    else cursor = page.next;
    if (removed)
      console.log(`[storage] removed ${removed} stored ${removed === 1 ? 'thing' : 'things'} of no file (a write that died, or a file whose record is gone)`);
    return removed;
  } finally {
    sweeping = false;
  }
}
