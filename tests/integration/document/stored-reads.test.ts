// What the document area reads of a stored file (issue 15: stored files are never held whole in memory): a PPT 97
// file's header and directory by range when it is checked, the preview streamed, and the job working from a copy
// in a temporary directory that is removed, with pdfinfo for the page count and pdf-lib only without poppler.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { files } from '../../../src/db/schema';
import { documents } from '../../../src/db/schema/document';
import { jobs } from '../../../src/db/schema/jobs';
import { insertUser } from '../../../src/features/account/testing';
import { documentMessages as M } from '../../../src/features/document/messages';
import { checkFile } from '../../../src/features/document/server/check-references';
import { previewResponse } from '../../../src/features/document/server/preview';
import { DOCUMENT_JOB, processDocumentJob, queueDocumentProcessing } from '../../../src/features/document/server/process-document';
import { insertDocument } from '../../../src/features/document/testing';
import { insertOrganization } from '../../../src/features/organization/testing';
import { runDueJobs } from '../../../src/server/jobs/runner';
import type { FileKind } from '../../../src/server/storage/sniff';
import { storeFile } from '../../../src/server/storage/store-file';
import { driverCalls, readsOf } from '../../fixtures/recording-driver';
import { withTestDb } from '../../setup/test-db';
import { hasSoffice } from '../../setup/soffice';

vi.mock('../../../src/server/storage/drivers', async (original) =>
  (await import('../../fixtures/recording-driver')).recordingDrivers(await original<typeof import('../../../src/server/storage/drivers')>()),
);

const t = withTestDb();
const handlers = { [DOCUMENT_JOB]: processDocumentJob };
const storage = mkdtempSync(path.join(os.tmpdir(), 'console-doc-reads-'));
const work = mkdtempSync(path.join(os.tmpdir(), 'console-doc-work-'));
const saved = { STORAGE_DIR: process.env.STORAGE_DIR, STORAGE_DRIVER: process.env.STORAGE_DRIVER, PDFINFO_PATH: process.env.PDFINFO_PATH };
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
const row = async (id: number) => (await t.db.select().from(documents).where(eq(documents.id, id)))[0];

/** Runs the due document jobs with os.tmpdir() pointed at a folder of the test's, and answers what they left in it. */
async function runJobsIn(dir: string) {
  const before = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    await runDueJobs(t.db, handlers);
  } finally {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
  }
  return readdirSync(dir);
}

async function queued(kind: 'pdf' | 'ppt', file: { id: number }) {
  const doc = await insertDocument(t.db, { organizationId: org.id, kind, fileId: file.id, createdBy: userId });
  await queueDocumentProcessing(t.db, { organizationId: org.id, userId, documentId: doc.id, fileId: file.id });
  return doc.id;
}

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

describe('the processing job', () => {
  it('works from a copy in a temporary directory that it removes, and never reads the stored file whole', async () => {
    const pdf = await store(await readFile('src/db/seed/media/demo-document.pdf'), 'handbook.pdf', ['pdf'], 'pdf');
    const id = await queued('pdf', pdf);
    driverCalls.length = 0;
    // A relative TMPDIR too: the programs run inside the directory and are given paths in it.
    const tmp = path.relative(process.cwd(), mkdtempSync(path.join(work, 'tmp-')));
    expect(await runJobsIn(tmp)).toEqual([]);
    expect(await row(id)).toMatchObject({ processing: 'done', pageCount: 3, preview: 'ready' });
    expect(driverCalls.filter((c) => c.method === 'get')).toEqual([]);
    expect(readsOf(keyOf(pdf), pdf.size).calls).toEqual([{ method: 'getStream', key: keyOf(pdf), range: undefined }]);
  });

  it('removes its temporary directory when the PDF cannot be read', async () => {
    const broken = await store(Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog'), 'broken.pdf', ['pdf'], 'pdf');
    const id = await queued('pdf', broken);
    const tmp = mkdtempSync(path.join(work, 'tmp-'));
    expect(await runJobsIn(tmp)).toEqual([]);
    const failed = await row(id);
    expect(failed.processing).toBe('queued');
    // Its retry is not for the next tests to run.
    await t.db.delete(jobs).where(eq(jobs.id, failed.jobId!));
  });

  it('takes the page count from pdfinfo, and from pdf-lib when pdfinfo is not installed', async () => {
    const bytes = await readFile('src/db/seed/media/demo-slides-preview.pdf');
    // A pdfinfo that answers what poppler's does, with a count of its own: the job believes it.
    const fake = path.join(work, 'fake-pdfinfo.sh');
    writeFileSync(fake, '#!/bin/sh\nprintf "Title:          Slides\\nPages:          7\\nEncrypted:      no\\n"\n');
    chmodSync(fake, 0o755);
    try {
      process.env.PDFINFO_PATH = fake;
      const first = await queued('pdf', await store(bytes, 'slides.pdf', ['pdf'], 'pdf'));
      await runJobsIn(mkdtempSync(path.join(work, 'tmp-')));
      expect(await row(first)).toMatchObject({ processing: 'done', pageCount: 7 });
      process.env.PDFINFO_PATH = path.join(work, 'no-such-pdfinfo');
      const second = await queued('pdf', await store(bytes, 'slides.pdf', ['pdf'], 'pdf'));
      await runJobsIn(mkdtempSync(path.join(work, 'tmp-')));
      expect(await row(second)).toMatchObject({ processing: 'done', pageCount: 2 });
    } finally {
      delete process.env.PDFINFO_PATH;
    }
  });

  it.runIf(hasSoffice)(
    "stores LibreOffice's PDF of a PPTX by stream, with the hash of what was stored",
    async () => {
      const pptx = await store(await readFile('src/db/seed/media/demo-slides.pptx'), 'slides.pptx', ['pptx']);
      const id = await queued('ppt', pptx);
      const tmp = mkdtempSync(path.join(work, 'tmp-'));
      expect(await runJobsIn(tmp)).toEqual([]);
      const done = await row(id);
      expect(done).toMatchObject({ processing: 'done', preview: 'ready', pageCount: 2 });
      const [preview] = await t.db.select().from(files).where(eq(files.id, done.previewFileId!));
      const stored = await readFile(path.join(storage, preview.storageKey));
      expect(preview).toMatchObject({ mimeType: 'application/pdf', sizeBytes: stored.length, folder: 'document-previews' });
      expect(preview.sha256).toBe(createHash('sha256').update(stored).digest('hex'));
    },
    180_000,
  );
});
