import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBlobs } from '../../../src/db/schema';
import { fileChunks } from '../../../src/db/schema/uploads';
import { databaseDriver, DB_CHUNK_BYTES, diskDriver, type StorageDriver } from '../../../src/server/storage/drivers';
import { s3Driver, S3_PART_BYTES } from '../../../src/server/storage/s3-driver';
import { withTestDb } from '../../setup/test-db';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** `size` bytes yielded in odd-sized pieces (as a socket gives them), never held whole by the driver under test. */
function streamOf(bytes: Buffer, piece = 64 * 1024 + 17): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += piece) yield bytes.subarray(i, Math.min(bytes.length, i + piece));
    })(),
  );
}

async function collect(stream: Readable | null): Promise<Buffer> {
  expect(stream).not.toBeNull();
  const chunks: Buffer[] = [];
  for await (const c of stream!) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

/** What every driver must do: stream in, stream out (whole and by range), size, remove. */
async function roundTrip(driver: StorageDriver, key: string, bytes: Buffer) {
  expect(await driver.putStream(key, streamOf(bytes))).toBe(bytes.length);
  expect(await driver.stat(key)).toEqual({ size: bytes.length });
  expect(sha(await collect(await driver.getStream(key)))).toBe(sha(bytes));
  const start = 1_000_000 - 10;
  const end = Math.min(bytes.length - 1, 2_100_000);
  expect(sha(await collect(await driver.getStream(key, { start, end })))).toBe(sha(bytes.subarray(start, end + 1)));
  expect((await collect(await driver.getStream(key, { start: bytes.length - 5, end: bytes.length - 1 }))).equals(bytes.subarray(-5))).toBe(true);
  expect((await driver.get(key))?.length).toBe(bytes.length);
  await driver.remove(key);
  expect(await driver.stat(key)).toBeNull();
  expect(await driver.getStream(key)).toBeNull();
}

describe('storage drivers with streams', () => {
  const t = withTestDb();

  it('disk: written aside and renamed, read by range', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'console-disk-'));
    try {
      await roundTrip(diskDriver(root), 'DEMO/video/2026/11/a.mp4', randomBytes(2_500_000));
      await expect(diskDriver(root).stat('../escape')).rejects.toThrow();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('database: 1 MiB rows, a range reads only its rows, and the older one-row blobs stay readable', async () => {
    const driver = databaseDriver(t.db);
    const bytes = randomBytes(2 * DB_CHUNK_BYTES + 12345);
    await driver.putStream('DEMO/video/chunked.mp4', streamOf(bytes));
    const rows = await t.db.select({ seq: fileChunks.seq }).from(fileChunks).where(eq(fileChunks.storageKey, 'DEMO/video/chunked.mp4'));
    expect(rows.map((r) => r.seq).sort()).toEqual([0, 1, 2]);
    await roundTrip(driver, 'DEMO/video/chunked.mp4', bytes);

    const legacy = randomBytes(5000);
    await t.db.insert(fileBlobs).values({ storageKey: 'DEMO/image/legacy.png', bytes: legacy });
    expect(await driver.stat('DEMO/image/legacy.png')).toEqual({ size: 5000 });
    expect((await driver.get('DEMO/image/legacy.png'))?.equals(legacy)).toBe(true);
    expect((await collect(await driver.getStream('DEMO/image/legacy.png', { start: 10, end: 19 }))).equals(legacy.subarray(10, 20))).toBe(true);
    await driver.remove('DEMO/image/legacy.png');
    expect(await driver.stat('DEMO/image/legacy.png')).toBeNull();
  }, 120_000);

  describe('s3 (against s3rver started here)', () => {
    let s3rver: { run(): Promise<{ port: number }>; close(): Promise<void> };
    let dir: string;
    let driver: StorageDriver;
    beforeAll(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'console-s3rver-'));
      s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'console-files' }] });
      const { port } = await s3rver.run();
      driver = s3Driver({
        bucket: 'console-files',
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      });
    });
    afterAll(async () => {
      await s3rver?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('stores a small file in one request and a large one in 8 MiB parts, reads ranges, removes', async () => {
      await roundTrip(driver, 'DEMO/pdf/2026/11/small.pdf', randomBytes(2_200_000));
      await roundTrip(driver, 'DEMO/video/2026/11/large.mp4', randomBytes(2 * S3_PART_BYTES + 54321));
    }, 120_000);

    it('presigns a download the browser fetches straight from the bucket, under its name', async () => {
      const bytes = randomBytes(4096);
      await driver.putStream('DEMO/video/2026/11/presigned.mp4', streamOf(bytes), { contentType: 'video/mp4' });
      const url = await driver.presignGet!('DEMO/video/2026/11/presigned.mp4', {
        expiresIn: 60,
        contentType: 'video/mp4',
        disposition: `attachment; filename="talk.mp4"`,
      });
      expect(url).toContain('X-Amz-Signature=');
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="talk.mp4"');
      // Short-lived (s3rver does not check signatures, so their refusal is S3's to prove, not this test's).
      expect(url).toContain('X-Amz-Expires=60');
    });
  });
});
