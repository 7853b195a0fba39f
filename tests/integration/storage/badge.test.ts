// A badge is judged by the stored file's row (its type was read from its bytes at upload): naming a 500 MB video
// reads none of it (issue 15: stored files are never held whole in memory).
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertUser } from '../../../src/features/account/testing';
import { insertOrganization } from '../../../src/features/organization/testing';
import { storageMessages } from '../../../src/features/storage/messages';
import { createBadge } from '../../../src/features/storage/server/create-badge';
import { FILE_URL_PREFIX, recordFile, storageKeyFor, storeFile } from '../../../src/server/storage/store-file';
import { pngBytes } from '../../fixtures/images';
import { driverCalls, readsOf } from '../../fixtures/recording-driver';
import { withTestDb } from '../../setup/test-db';

vi.mock('../../../src/server/storage/drivers', async (original) =>
  (await import('../../fixtures/recording-driver')).recordingDrivers(await original<typeof import('../../../src/server/storage/drivers')>()),
);

const t = withTestDb();
const storage = mkdtempSync(path.join(os.tmpdir(), 'console-badge-files-'));
const saved = { STORAGE_DIR: process.env.STORAGE_DIR, STORAGE_DRIVER: process.env.STORAGE_DRIVER };
let org: { id: number; orgCode: string };
let userId: number;

beforeAll(async () => {
  process.env.STORAGE_DIR = storage;
  process.env.STORAGE_DRIVER = 'disk';
  org = await insertOrganization(t.db);
  userId = (await insertUser(t.db, { organizationId: org.id })).id;
});
afterAll(() => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  rmSync(storage, { recursive: true, force: true });
});

const caller = () => ({ db: t.db, organizationId: org.id, userId });

describe('createBadge', () => {
  it('refuses a 500 MB video by its row, without reading a byte of it', async () => {
    const size = 500 * 1024 * 1024;
    const key = storageKeyFor(org.orgCode, 'video', 'mp4');
    const full = path.join(storage, key);
    mkdirSync(path.dirname(full), { recursive: true });
    // A sparse file: 500 MB as far as anyone reading it knows, no disk used.
    writeFileSync(full, Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]));
    truncateSync(full, size);
    const video = await recordFile(t.db, {
      organizationId: org.id,
      folder: 'video',
      key,
      name: 'induction.mp4',
      kind: 'mp4',
      size,
      image: null,
      sha256: '0'.repeat(64),
      userId,
    });
    driverCalls.length = 0;
    await expect(createBadge({ ...caller(), fileUrl: video.full_path })).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: storageMessages.badgeNotImage,
    });
    expect(readsOf(key, size).calls).toEqual([]);
  });

  it('saves a stored PNG as a badge, asking the driver only whether it is still there', async () => {
    const image = await storeFile({
      db: t.db,
      organization: org,
      userId,
      folder: 'badges',
      name: 'star.png',
      bytes: pngBytes(64, 64),
      policy: { kinds: ['png', 'jpeg'], maxBytes: 2 * 1024 * 1024 },
    });
    driverCalls.length = 0;
    const row = await createBadge({ ...caller(), fileUrl: image.full_path, name: 'Star' });
    expect(row).toMatchObject({ organizationId: org.id, fileUrl: image.full_path, name: 'Star' });
    expect(readsOf(image.full_path.slice(FILE_URL_PREFIX.length), image.size).calls.map((c) => c.method)).toEqual(['stat']);
  });

  it("answers 404 for another organisation's image and for an image whose bytes are gone", async () => {
    const other = await insertOrganization(t.db);
    const theirs = await storeFile({
      db: t.db,
      organization: other,
      userId: null,
      folder: 'badges',
      name: 'theirs.png',
      bytes: pngBytes(8, 8),
      policy: { kinds: ['png'], maxBytes: 1024 * 1024 },
    });
    await expect(createBadge({ ...caller(), fileUrl: theirs.full_path })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const gone = await storeFile({
      db: t.db,
      organization: org,
      userId,
      folder: 'badges',
      name: 'gone.png',
      bytes: pngBytes(8, 8),
      policy: { kinds: ['png'], maxBytes: 1024 * 1024 },
    });
    rmSync(path.join(storage, gone.full_path.slice(FILE_URL_PREFIX.length)));
    await expect(createBadge({ ...caller(), fileUrl: gone.full_path })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
