// The sweep of what a storage holds for no file (issue 28 item 2, decision 0112): writes that died before their file
// was recorded, on every driver: files on disk and their part files, chunk rows in the database, objects and
// multipart uploads never completed in S3. Only what is older than the upload expiry goes, and only keys of the
// console's shape that neither a file nor an upload being stored names; at most UPLOAD_SWEEP_BATCH per pass.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateMultipartUploadCommand, ListMultipartUploadsCommand, S3Client, UploadPartCommand } from '@aws-sdk/client-s3';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../../src/db/schema';
import { fileChunks, uploads } from '../../../src/db/schema/uploads';
import { insertUser } from '../../../src/features/account/testing';
import { insertOrganization } from '../../../src/features/organization/testing';
import { uploadUpkeepPass } from '../../../src/features/storage/server/upload-upkeep';
import { uploadExpiryMs } from '../../../src/features/storage/server/upload-store';
import { storageDriver } from '../../../src/server/storage/drivers';
import { startS3, type TestS3 } from '../../setup/s3rver';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
const saved = { ...process.env };
const ENV = [
  'STORAGE_DRIVER',
  'STORAGE_DIR',
  'UPLOADS_DIR',
  'UPLOAD_SWEEP_BATCH',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];
let scratch: string;
let org: { id: number; orgCode: string };
let userId: number;
let s3: TestS3;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'console-orphans-'));
  process.env.UPLOADS_DIR = path.join(scratch, 'uploads');
  process.env.UPLOAD_SWEEP_BATCH = '2';
  org = await insertOrganization(t.db);
  userId = (await insertUser(t.db, { organizationId: org.id })).id;
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
  rmSync(scratch, { recursive: true, force: true });
  for (const k of ENV) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

const key = () => `${org.orgCode}/video/2026/11/${randomBytes(16).toString('hex')}.mp4`;
const pause = () => new Promise((r) => setTimeout(r, 1100));

/** What a driver leaves of a write that never finished, beside the stored keys (none for the database: its chunks). */
interface Leftovers {
  make(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const s3Client = () =>
  new S3Client({
    region: 'us-east-1',
    endpoint: s3.env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });

const drivers: { name: string; env: () => Record<string, string>; unfinished?: Leftovers }[] = [
  {
    name: 'disk',
    env: () => ({ STORAGE_DRIVER: 'disk', STORAGE_DIR: path.join(scratch, 'files') }),
    unfinished: {
      async make(k) {
        await storageDriver(t.db).put(k, Buffer.from('x'));
        const full = path.join(process.env.STORAGE_DIR!, k);
        writeFileSync(`${full}.part-0badf00d`, randomBytes(1000));
        rmSync(full);
      },
      exists: async (k) => existsSync(`${path.join(process.env.STORAGE_DIR!, k)}.part-0badf00d`),
    },
  },
  { name: 'database', env: () => ({ STORAGE_DRIVER: 'database' }) },
  {
    name: 's3',
    env: () => s3.env,
    unfinished: {
      async make(Key) {
        const client = s3Client();
        const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key }));
        await client.send(new UploadPartCommand({ Bucket: s3.bucket, Key, UploadId, PartNumber: 1, Body: randomBytes(1000) }));
      },
      async exists(Key) {
        const { Uploads = [] } = await s3Client().send(new ListMultipartUploadsCommand({ Bucket: s3.bucket }));
        return Uploads.some((u) => u.Key === Key);
      },
    },
  },
];

describe.each(drivers)('the sweep of orphans ($name driver)', ({ env, unfinished }) => {
  beforeAll(() => {
    for (const k of ENV.filter((k) => k.startsWith('S3_') || k.startsWith('STORAGE_'))) delete process.env[k];
    Object.assign(process.env, env());
  });

  it('removes what belongs to no file once older than the expiry, a few per pass, and keeps the rest', async () => {
    const driver = storageDriver(t.db);
    const put = async (k: string, size = 2000) => {
      await driver.put(k, randomBytes(size));
      return k;
    };
    // Old: three stored keys of no file (one a write that died after its first chunk), a write never finished.
    const orphans = [await put(key()), await put(key()), await put(key(), 1024 * 1024 + 10)];
    const oldUnfinished = unfinished ? key() : null;
    if (oldUnfinished) await unfinished!.make(oldUnfinished);
    // Old and kept: a file's bytes, the key an upload is being stored under, what the console never writes.
    const fileKey = await put(key());
    await t.db.insert(files).values({
      organizationId: org.id,
      folder: 'video',
      area: 'video',
      storageKey: fileKey,
      originalName: 'a.mp4',
      mimeType: 'video/mp4',
      sizeBytes: 2000,
      sha256: '0',
    });
    const storingKey = await put(key());
    await t.db.insert(uploads).values({
      id: randomBytes(16).toString('hex'),
      organizationId: org.id,
      userId,
      folder: 'video',
      name: 'b.mp4',
      length: 2000,
      finalizingAt: new Date(),
      storingKey,
      expiresAt: new Date(Date.now() + 3 * uploadExpiryMs()),
    });
    const foreign = await put(`backups/${randomBytes(4).toString('hex')}.tar`);
    await pause();
    const cutoff = new Date();
    await pause();
    // Fresh: a key of no file and a write under way, younger than the expiry.
    const fresh = await put(key());
    const freshUnfinished = unfinished ? key() : null;
    if (freshUnfinished) await unfinished!.make(freshUnfinished);
    if (process.env.STORAGE_DRIVER === 'database') {
      // One of the orphans lost its last chunk with its process: its first chunk alone is left.
      await t.db.delete(fileChunks).where(and(eq(fileChunks.storageKey, orphans[2]), eq(fileChunks.seq, 1)));
    }

    const present = async (k: string) => (await driver.stat(k)) !== null;
    const oldLeft = async () =>
      (await Promise.all(orphans.map(present))).filter(Boolean).length + (oldUnfinished && (await unfinished!.exists(oldUnfinished)) ? 1 : 0);
    const total = await oldLeft();
    expect(total).toBe(unfinished ? 4 : 3);

    // As the upkeep's pass one expiry after the cutoff: two at most go in a pass, the next pass goes on.
    const now = new Date(cutoff.getTime() + uploadExpiryMs());
    expect(await uploadUpkeepPass(t.db, now)).toBe(true);
    expect(await oldLeft()).toBe(total - 2);
    let passes = 1;
    while (await uploadUpkeepPass(t.db, now)) passes += 1;
    expect(passes).toBeLessThanOrEqual(2);
    expect(await oldLeft()).toBe(0);
    if (process.env.STORAGE_DRIVER === 'database') expect(await t.db.select().from(fileChunks).where(eq(fileChunks.storageKey, orphans[2]))).toHaveLength(0);

    for (const k of [fileKey, storingKey, foreign, fresh]) expect(await present(k), k).toBe(true);
    if (freshUnfinished) expect(await unfinished!.exists(freshUnfinished)).toBe(true);
    // Nothing more to sweep however often it runs.
    expect(await uploadUpkeepPass(t.db, now)).toBe(false);
    for (const k of [fileKey, storingKey, foreign, fresh]) expect(await present(k), k).toBe(true);
  }, 60_000);
});
