// What the document area reads of a stored file (issue 15: stored files are never held whole in memory): a PPT 97
// file's header and directory by range when it is checked, and the preview streamed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertUser } from '../../../src/features/account/testing';
import { documentMessages as M } from '../../../src/features/document/messages';
import { checkFile } from '../../../src/features/document/server/check-references';
import { previewResponse } from '../../../src/features/document/server/preview';
import { insertDocument } from '../../../src/features/document/testing';
import { insertOrganization } from '../../../src/features/organization/testing';
import type { FileKind } from '../../../src/server/storage/sniff';
import { storeFile } from '../../../src/server/storage/store-file';
import { driverCalls, readsOf } from '../../fixtures/recording-driver';
import { withTestDb } from '../../setup/test-db';

vi.mock('../../../src/server/storage/drivers', async (original) =>
  (await import('../../fixtures/recording-driver')).recordingDrivers(await original<typeof import('../../../src/server/storage/drivers')>()),
);

const t = withTestDb();
const hasSoffice = (() => {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore', timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
})();
const storage = mkdtempSync(path.join(os.tmpdir(), 'console-doc-reads-'));
const work = mkdtempSync(path.join(os.tmpdir(), 'console-doc-work-'));
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
  rmSync(work, { recursive: true, force: true });
});

const store = (bytes: Buffer, name: string, kinds: FileKind[], folder = 'ppt') =>
  storeFile({ db: t.db, organization: org, userId, folder, name, bytes, policy: { kinds, maxBytes: 50e6 } });
const keyOf = (file: { full_path: string }) => file.full_path.replace(/^\/api\/storage\/files\//, '');
describe('checking a PPT 97 file', () => {
  it('refuses an Excel 97 file after reading its header and directory by range only', async () => {
    const xls = await store(await readFile('tests/fixtures/libreoffice/deleted-row.xls'), 'sheet.ppt', ['ole']);
    driverCalls.length = 0;
    await expect(checkFile(t.db, org.id, 'ppt', xls.id)).rejects.toMatchObject({ details: [{ field: 'file_id', message: M.fileNotPowerPoint }] });
    const reads = readsOf(keyOf(xls), xls.size);
    expect(reads.calls.map((c) => c.method)).not.toContain('get');
    expect(reads.largest).toBe(512);
  });

  it.runIf(hasSoffice)(
    'accepts a PowerPoint 97 file whose directory is at its end, reading a few KiB of it',
    async () => {
      const out = path.join(work, 'ppt');
      execFileSync(
        'soffice',
        [
          `-env:UserInstallation=file://${path.join(work, 'profile')}`,
          '--headless',
          '--convert-to',
          'ppt',
          '--outdir',
          out,
          'src/db/seed/media/demo-slides.pptx',
        ],
        { stdio: 'ignore', timeout: 150_000, env: { ...process.env, HOME: work } },
      );
      const ppt = await store(await readFile(path.join(out, 'demo-slides.ppt')), 'slides.ppt', ['ole']);
      driverCalls.length = 0;
      await checkFile(t.db, org.id, 'ppt', ppt.id);
      const reads = readsOf(keyOf(ppt), ppt.size);
      expect(reads.calls.map((c) => c.method)).not.toContain('get');
      expect(reads.total).toBeLessThanOrEqual(4096);
      expect(ppt.size).toBeGreaterThan(100 * reads.total);
    },
    180_000,
  );
});

describe('the preview', () => {
  it('streams the PDF from the driver instead of reading it whole', async () => {
    const bytes = await readFile('src/db/seed/media/demo-document.pdf');
    const pdf = await store(bytes, 'handbook.pdf', ['pdf'], 'pdf');
    const doc = await insertDocument(t.db, { organizationId: org.id, fileId: pdf.id, previewFileId: pdf.id, preview: 'ready', processing: 'done' });
    driverCalls.length = 0;
    const res = await previewResponse(t.db, doc);
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect(readsOf(keyOf(pdf), pdf.size).calls).toEqual([{ method: 'getStream', key: keyOf(pdf), range: undefined }]);
  });
});
