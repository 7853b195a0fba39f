// Abandoned uploads expire: their temporary bytes and rows go; a live upload stays.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../../src/db/schema/uploads';
import { insertUser } from '../../../src/features/account/testing';
import { insertOrganization } from '../../../src/features/organization/testing';
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
