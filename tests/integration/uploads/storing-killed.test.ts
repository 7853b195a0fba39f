// A resumable upload whose final PATCH is killed while it stores (issue 28 item 2): the process dies with all but the
// last MiB handed to the storage (a part file on disk, chunk rows in the database) and the upload claimed. Before,
// the upload was refused for 10 minutes ('The upload is being stored') and its bytes stayed for ever. Now the next
// start completes it (decision 0112): the client asking again gets the file, and nothing of the dead write is left.
// A half-stored upload whose bytes are not all there is rolled back instead, and its client resumes it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { files } from '../../../src/db/schema';
import { fileChunks, uploads } from '../../../src/db/schema/uploads';
import { insertUser } from '../../../src/features/account/testing';
import { insertOrganization } from '../../../src/features/organization/testing';
import { recoverStorings, finalizeUpload } from '../../../src/features/storage/server/finalize-upload';
import { storageDriver } from '../../../src/server/storage/drivers';
import { dropPgDatabase, onPostgres, PG_PREFIX, prepareDatabase, recreatePgDatabase } from '../../setup/databases';

const cleanups: (() => Promise<void>)[] = [];
const saved = { ...process.env };
let root: string;
beforeAll(async () => {
  await import('../../../src/features/areas');
  root = mkdtempSync(path.join(os.tmpdir(), 'console-storing-'));
  process.env.UPLOADS_DIR = path.join(root, 'uploads');
  mkdirSync(process.env.UPLOADS_DIR);
  process.env.STORAGE_DIR = path.join(root, 'files');
  process.env.LEASE_SECONDS = '1';
});
afterAll(async () => {
  for (const clean of cleanups) await clean();
  rmSync(root, { recursive: true, force: true });
  for (const k of ['UPLOADS_DIR', 'STORAGE_DIR', 'LEASE_SECONDS', 'STORAGE_DRIVER']) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

const LENGTH = 3 * 1024 * 1024 + 12345;
/** A video's bytes (the upload row says what its first bytes were sniffed as: an MP4). */
const video = () => randomBytes(LENGTH);

interface Target {
  open: { dataDir?: string; databaseUrl?: string };
  worker: Record<string, string>;
  org: { id: number; orgCode: string };
}

/** A database of its own with one organisation and its complete upload `id` (the temporary file fully received). */
async function databaseWithUpload(id: string, bytes: Buffer): Promise<Target> {
  let org = { id: 0, orgCode: '' };
  const fill = async (db: Db) => {
    const row = await insertOrganization(db);
    org = { id: row.id, orgCode: row.orgCode };
    const user = await insertUser(db, { organizationId: row.id });
    await db.insert(uploads).values({
      id,
      organizationId: row.id,
      userId: user.id,
      folder: 'video',
      name: 'talk.mp4',
      kind: 'mp4',
      length: bytes.length,
      expiresAt: new Date(Date.now() + 3600_000),
    });
  };
  writeFileSync(path.join(process.env.UPLOADS_DIR!, id), bytes);
  if (onPostgres()) {
    const name = `${PG_PREFIX}console_storing_${randomBytes(4).toString('hex')}`;
    const url = await recreatePgDatabase(name);
    cleanups.push(() => dropPgDatabase(name));
    await prepareDatabase({ databaseUrl: url }, fill);
    return { open: { databaseUrl: url }, worker: { WORKER_DATABASE_URL: url }, org };
  }
  const dir = mkdtempSync(path.join(root, 'db-'));
  await prepareDatabase({ dataDir: dir }, fill);
  return { open: { dataDir: dir }, worker: { WORKER_DATA_DIR: dir }, org };
}

/** Runs the final PATCH's storing in a process of its own and kills it (SIGKILL) half-way through the write. */
async function storeAndKill(target: Target, id: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/uploads/storing-worker.ts'], {
    env: { ...process.env, ...target.worker, WORKER_ORG: JSON.stringify(target.org), WORKER_UPLOAD: id, CONSOLE_FAILPOINT: 'store-before-last-mib' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(async () => void child.kill('SIGKILL'));
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d));
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on('data', (d: Buffer) => {
      output += d;
      if (output.includes('[failpoint] store-before-last-mib')) resolve();
    });
    child.once('exit', () => reject(new Error(`the worker ended before its failpoint:\n${output}`)));
  });
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

/** What a dead write of `key` left: a part file beside it on disk, or its chunk rows in the database. */
async function leftovers(db: Db, key: string): Promise<number> {
  if (process.env.STORAGE_DRIVER === 'database') return (await db.select().from(fileChunks).where(eq(fileChunks.storageKey, key))).length;
  const dir = path.dirname(path.join(process.env.STORAGE_DIR!, key));
  return existsSync(dir) ? readdirSync(dir).filter((n) => n.startsWith(`${path.basename(key)}.part-`)).length : 0;
}

/** On PGlite the restarted server settles what was claimed before it started; on PostgreSQL, once the lease lapsed. */
async function restart(db: Db, startedAt: Date): Promise<number> {
  if (onPostgres()) await new Promise((r) => setTimeout(r, 1100));
  return recoverStorings(db, { deadBefore: onPostgres() ? undefined : startedAt, limit: 10 });
}

describe.each(['disk', 'database'])('a final PATCH killed while it stores (%s driver)', (driver) => {
  beforeAll(() => {
    process.env.STORAGE_DRIVER = driver;
  });

  it('is completed at the next start: the client asking again gets the file, and nothing of the dead write is left', async () => {
    const id = randomBytes(16).toString('hex');
    const bytes = video();
    const target = await databaseWithUpload(id, bytes);
    await storeAndKill(target, id);

    await prepareDatabase(target.open, async (db) => {
      const startedAt = new Date();
      const [half] = await db.select().from(uploads).where(eq(uploads.id, id));
      // The state the kill left: the upload claimed under the key it was being stored to, no file, bytes half written.
      expect(half).toMatchObject({ fileId: null });
      expect(half.finalizingAt).not.toBeNull();
      expect(half.storingKey).toMatch(new RegExp(`^${target.org.orgCode}/video/\\d{4}/\\d{2}/[0-9a-f]{32}\\.mp4$`));
      expect(await leftovers(db, half.storingKey!)).toBeGreaterThan(0);
      expect(await db.select().from(files).where(eq(files.storageKey, half.storingKey!))).toHaveLength(0);

      expect(await restart(db, startedAt)).toBe(1);
      const [done] = await db.select().from(uploads).where(eq(uploads.id, id));
      expect(done).toMatchObject({ finalizingAt: null, storingKey: null });
      expect(done.fileId).not.toBeNull();
      const [file] = await db.select().from(files).where(eq(files.id, done.fileId!));
      expect(file.sizeBytes).toBe(LENGTH);
      expect((await storageDriver(db).get(file.storageKey))?.equals(bytes)).toBe(true);
      // The dead write's key is gone (its part file or chunks removed), the temporary bytes too.
      expect(file.storageKey).not.toBe(half.storingKey);
      expect(await leftovers(db, half.storingKey!)).toBe(0);
      expect(await storageDriver(db).stat(half.storingKey!)).toBeNull();
      expect(existsSync(path.join(process.env.UPLOADS_DIR!, id))).toBe(false);
      // The client's PATCH again (or its HEAD after the restart): the stored file at once, not a refusal.
      expect((await finalizeUpload(db, target.org, id)).id).toBe(done.fileId);
      // A second start finds nothing to settle.
      expect(await recoverStorings(db, { deadBefore: new Date(), limit: 10 })).toBe(0);
    });
  }, 120_000);

  it('is rolled back when its bytes are not all there: what it wrote goes and the client resumes the upload', async () => {
    const id = randomBytes(16).toString('hex');
    const bytes = video();
    const target = await databaseWithUpload(id, bytes);
    await storeAndKill(target, id);
    // The temporary file lost its end meanwhile (the client will send it again).
    writeFileSync(path.join(process.env.UPLOADS_DIR!, id), bytes.subarray(0, 1024 * 1024));

    await prepareDatabase(target.open, async (db) => {
      const startedAt = new Date();
      const [half] = await db.select().from(uploads).where(eq(uploads.id, id));
      expect(await leftovers(db, half.storingKey!)).toBeGreaterThan(0);
      expect(await restart(db, startedAt)).toBe(1);
      const [after] = await db.select().from(uploads).where(eq(uploads.id, id));
      expect(after).toMatchObject({ fileId: null, finalizingAt: null, storingKey: null });
      expect(await leftovers(db, half.storingKey!)).toBe(0);
      expect(
        await db
          .select()
          .from(files)
          .where(like(files.storageKey, `${target.org.orgCode}/%`)),
      ).toHaveLength(0);
      // Not 'being stored' for 10 minutes: the upload waits for the rest of its bytes, then stores.
      await expect(finalizeUpload(db, target.org, id)).rejects.toThrow('The upload is not complete yet.');
      writeFileSync(path.join(process.env.UPLOADS_DIR!, id), bytes);
      const stored = await finalizeUpload(db, target.org, id);
      const [file] = await db.select().from(files).where(eq(files.id, stored.id));
      expect((await storageDriver(db).get(file.storageKey))?.equals(bytes)).toBe(true);
    });
  }, 120_000);
});
