// Abandoned uploads expire: their temporary bytes and rows go; a live upload stays. One sweep at a time, a bounded
// number of uploads per pass, and never a busy loop however short the expiry (issue 25 item 4).
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../../src/db/schema/uploads';
import { insertUser } from '../../../src/features/account/testing';
import { insertOrganization } from '../../../src/features/organization/testing';
import { onPostgres } from '../../setup/databases';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
const dir = mkdtempSync(path.join(os.tmpdir(), 'console-uploads-'));
process.env.UPLOADS_DIR = dir;
let organizationId: number;
let userId: number;

beforeAll(async () => {
  organizationId = (await insertOrganization(t.db)).id;
  userId = (await insertUser(t.db, { organizationId })).id;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`.padEnd(32, '0'));
const remaining = async (list: string[]) => (await t.db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, list))).length;
const expired = () => new Date(Date.now() - 60_000);

async function partial(id: string, expiresAt: Date) {
  await t.db.insert(uploads).values({ id, organizationId, userId, folder: 'video', name: 'a.mp4', length: 1000, expiresAt });
  writeFileSync(path.join(dir, id), Buffer.alloc(100));
  writeFileSync(path.join(dir, `${id}.json`), JSON.stringify({ id, size: 1000, offset: 0, metadata: {}, creation_date: new Date().toISOString() }));
}

describe('sweepExpiredUploads', () => {
  it('removes the bytes and rows of expired uploads and keeps the others', async () => {
    const { sweepExpiredUploads } = await import('../../../src/features/storage/server/upload-store');
    const old = 'a'.repeat(32);
    const live = 'b'.repeat(32);
    await partial(old, new Date(Date.now() - 60_000));
    await partial(live, new Date(Date.now() + 3600_000));
    expect(await sweepExpiredUploads(t.db)).toBe(1);
    expect(existsSync(path.join(dir, old))).toBe(false);
    expect(existsSync(path.join(dir, `${old}.json`))).toBe(false);
    expect(await t.db.select().from(uploads).where(eq(uploads.id, old))).toHaveLength(0);
    expect(existsSync(path.join(dir, live))).toBe(true);
    expect(await t.db.select().from(uploads).where(eq(uploads.id, live))).toHaveLength(1);
  });
});

describe('sweeps do not pile up', () => {
  it('runs one sweep at a time in a process: a second one started meanwhile does nothing', async () => {
    const { sweepExpiredUploads } = await import('../../../src/features/storage/server/upload-store');
    const list = ids('c', 3);
    for (const id of list) await partial(id, expired());
    const [a, b] = await Promise.all([sweepExpiredUploads(t.db), sweepExpiredUploads(t.db)]);
    expect(a + b).toBe(3);
    expect([a, b]).toContain(0);
    expect(await remaining(list)).toBe(0);
  });

  it('sweeps at most UPLOAD_SWEEP_BATCH uploads per pass; the next passes take the rest', async () => {
    const { sweepExpiredUploads } = await import('../../../src/features/storage/server/upload-store');
    const list = ids('d', 5);
    for (const id of list) await partial(id, expired());
    process.env.UPLOAD_SWEEP_BATCH = '2';
    try {
      expect(await sweepExpiredUploads(t.db)).toBe(2);
      expect(await remaining(list)).toBe(3);
      expect(await sweepExpiredUploads(t.db)).toBe(2);
      expect(await sweepExpiredUploads(t.db)).toBe(1);
      expect(await remaining(list)).toBe(0);
      for (const id of list) expect(existsSync(path.join(dir, id))).toBe(false);
    } finally {
      delete process.env.UPLOAD_SWEEP_BATCH;
    }
  });

  it('removes the temporary bytes of an upload whose row is gone (its user was deleted) once they are older than the expiry', async () => {
    const { sweepExpiredUploads } = await import('../../../src/features/storage/server/upload-store');
    const [old, recent] = ids('e', 2);
    for (const id of [old, recent]) {
      writeFileSync(path.join(dir, id), Buffer.alloc(10));
      writeFileSync(path.join(dir, `${id}.json`), JSON.stringify({ id, size: 1000, offset: 10, metadata: {}, creation_date: new Date().toISOString() }));
    }
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    for (const name of [old, `${old}.json`]) utimesSync(path.join(dir, name), dayAgo, dayAgo);
    expect(await sweepExpiredUploads(t.db)).toBe(1);
    expect(existsSync(path.join(dir, old))).toBe(false);
    expect(existsSync(path.join(dir, `${old}.json`))).toBe(false);
    expect(existsSync(path.join(dir, recent))).toBe(true);
  });

  // On PGlite one process owns the database: there is no other instance to keep apart.
  it.runIf(onPostgres())('leaves the pass to another instance that is sweeping (an advisory lock)', async () => {
    const { sweepExpiredUploads } = await import('../../../src/features/storage/server/upload-store');
    const list = ids('f', 2);
    for (const id of list) await partial(id, expired());
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const other = t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('uploads-sweep'))`);
      locked();
      await held;
    });
    await isLocked;
    try {
      expect(await sweepExpiredUploads(t.db)).toBe(0);
      expect(await remaining(list)).toBe(2);
    } finally {
      release();
      await other;
    }
    expect(await sweepExpiredUploads(t.db)).toBe(2);
  });

  it('waits at least a minute between passes, however short UPLOAD_EXPIRY_HOURS is, and at most an hour', async () => {
    const { sweepIntervalMs } = await import('../../../src/features/storage/server/upload-store');
    const saved = process.env.UPLOAD_EXPIRY_HOURS;
    try {
      for (const [hours, ms] of [
        ['0', 60_000],
        ['0.0001', 60_000],
        ['0.5', 1_800_000],
        ['24', 3_600_000],
        ['soon', 3_600_000],
      ] as const) {
        process.env.UPLOAD_EXPIRY_HOURS = hours;
        expect(sweepIntervalMs(), hours).toBe(ms);
      }
    } finally {
      if (saved === undefined) delete process.env.UPLOAD_EXPIRY_HOURS;
      else process.env.UPLOAD_EXPIRY_HOURS = saved;
    }
  });
});
