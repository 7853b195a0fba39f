// The background work on a document's file against a real database: page count and first-page thumbnail of a PDF,
// PPT → PDF by LibreOffice when it is installed, 'unavailable' when it is not, and a conversion that overruns.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../../src/db/schema';
import { documents } from '../../../src/db/schema/document';
import { jobs } from '../../../src/db/schema/jobs';
import { insertUser } from '../../../src/features/account/testing';
import { insertCategory } from '../../../src/features/category/testing';
import { CONTENT_DOCUMENT_AREA, PDF_AREA } from '../../../src/features/document/kinds';
import { documentMessages as M } from '../../../src/features/document/messages';
import { DOCUMENT_JOB, getDocumentProcessing, processDocumentJob } from '../../../src/features/document/server/process-document';
import { createDocument, updateDocument } from '../../../src/features/document/server/save-document';
import { getDocument } from '../../../src/features/document/server/document-rows';
import { insertOrganization } from '../../../src/features/organization/testing';
import { runDueJobs } from '../../../src/server/jobs/runner';
import { readStoredFile, storeFile } from '../../../src/server/storage/store-file';
import { imageSize } from '../../../src/server/storage/sniff';
import { withTestDb } from '../../setup/test-db';
import { hasSoffice } from '../../setup/soffice';
import { underLoad } from '../../setup/wait';

const t = withTestDb();
const media = (name: string) => readFile(path.join('src/db/seed/media', name));
const handlers = { [DOCUMENT_JOB]: processDocumentJob };

let org: { id: number; orgCode: string };
let userId: number;
let categoryId: number;
const storage = mkdtempSync(path.join(os.tmpdir(), 'console-doc-files-'));
const saved = { STORAGE_DIR: process.env.STORAGE_DIR, STORAGE_DRIVER: process.env.STORAGE_DRIVER, SOFFICE_PATH: process.env.SOFFICE_PATH };

beforeAll(async () => {
  process.env.STORAGE_DIR = storage;
  org = await insertOrganization(t.db);
  userId = (await insertUser(t.db, { organizationId: org.id })).id;
  categoryId = (await insertCategory(t.db, { organizationId: org.id, name: 'Docs' })).id;
});
afterAll(() => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  rmSync(storage, { recursive: true, force: true });
});

const upload = async (name: string, kind: 'pdf' | 'pptx') =>
  storeFile({
    db: t.db,
    organization: org,
    userId,
    folder: kind === 'pdf' ? 'pdf' : 'ppt',
    name,
    bytes: await media(name),
    policy: { kinds: [kind], maxBytes: 50e6 },
  });
const row = async (id: number) => (await t.db.select().from(documents).where(eq(documents.id, id)))[0];
const caller = () => ({ db: t.db, organizationId: org.id, userId });
const input = (type: 'pdf' | 'ppt', fileId: number) => ({
  type,
  title: `A ${type}`,
  description: '',
  category_id: categoryId,
  file_id: fileId,
  status: 'draft' as const,
});

// Each test runs real jobs (poppler, LibreOffice): its budget stretches with the machine's load.
describe('document processing job', { timeout: underLoad(30_000) }, () => {
  it('counts the pages of a PDF and draws its first page as a PNG of at most 480 px', async () => {
    const file = await upload('demo-document.pdf', 'pdf');
    const { id } = await createDocument({ ...caller(), area: PDF_AREA, input: input('pdf', file.id) });
    const queued = await row(id);
    expect(queued).toMatchObject({ processing: 'queued', preview: 'pending', pageCount: null });
    expect(queued.jobId).not.toBeNull();

    expect(await runDueJobs(t.db, handlers)).toBe(1);
    const done = await row(id);
    expect(done).toMatchObject({ processing: 'done', preview: 'ready', pageCount: 3, previewFileId: file.id, processingError: null });
    // The job does not move updated_at: an edit form opened before it ran still saves.
    expect(done.updatedAt.getTime()).toBe(queued.updatedAt.getTime());
    const [thumb] = await t.db.select().from(files).where(eq(files.id, done.thumbnailFileId!));
    expect(thumb.mimeType).toBe('image/png');
    const { bytes } = await readStoredFile(t.db, org.id, thumb.storageKey);
    const size = imageSize(bytes)!;
    expect(Math.max(size.width, size.height)).toBe(480);
    const detail = await getDocument({ db: t.db, area: PDF_AREA, organizationId: org.id, id });
    expect(detail).toMatchObject({ page_count: 3, preview_url: `/api/pdfs/${id}/preview` });
    expect(await getDocumentProcessing(t.db, done)).toMatchObject({ processing: 'done', progress: 100, page_count: 3 });
  });

  it('says the preview is unavailable when LibreOffice is not installed, and the upload is kept', async () => {
    process.env.SOFFICE_PATH = path.join(storage, 'no-such-soffice');
    try {
      const file = await upload('demo-slides.pptx', 'pptx');
      const { id } = await createDocument({ ...caller(), area: CONTENT_DOCUMENT_AREA, input: input('ppt', file.id) });
      await runDueJobs(t.db, handlers);
      const done = await row(id);
      expect(done).toMatchObject({ processing: 'done', preview: 'unavailable', fileId: file.id, previewFileId: null, pageCount: null });
      expect(await getDocumentProcessing(t.db, done)).toMatchObject({ preview: 'unavailable', error: M.previewUnavailable });
      expect((await getDocument({ db: t.db, area: CONTENT_DOCUMENT_AREA, organizationId: org.id, id })).preview_url).toBeNull();
    } finally {
      delete process.env.SOFFICE_PATH;
    }
  });

  it('stops a conversion that takes too long and fails the document at once: another try would take as long', async () => {
    const slow = path.join(storage, 'slow-soffice.sh');
    // It would take ten minutes; the limit stops it (its whole process group) after 300 ms.
    writeFileSync(slow, '#!/bin/sh\nsleep 600\n');
    chmodSync(slow, 0o755);
    process.env.SOFFICE_PATH = slow;
    process.env.DOCUMENT_CONVERT_TIMEOUT_MS = '300';
    try {
      const file = await upload('demo-slides.pptx', 'pptx');
      const { id } = await createDocument({ ...caller(), area: CONTENT_DOCUMENT_AREA, input: input('ppt', file.id) });
      const started = Date.now();
      await runDueJobs(t.db, handlers);
      // Ended at the limit, not when the converter would have: ten seconds on an idle machine, more on a busy one.
      expect(Date.now() - started).toBeLessThan(underLoad(10_000));
      const failed = await row(id);
      expect(failed).toMatchObject({ processing: 'failed', preview: 'failed' });
      expect(failed.processingError).toMatch(/too large or complex to preview.*took longer than/);
      expect((await t.db.select().from(jobs).where(eq(jobs.id, failed.jobId!)))[0]).toMatchObject({ state: 'failed', attempts: 1 });
    } finally {
      delete process.env.SOFFICE_PATH;
      delete process.env.DOCUMENT_CONVERT_TIMEOUT_MS;
    }
  });

  it.runIf(hasSoffice)(
    'converts a PPTX to PDF with LibreOffice, then counts its slides and draws the first one',
    async () => {
      const file = await upload('demo-slides.pptx', 'pptx');
      const { id } = await createDocument({ ...caller(), area: CONTENT_DOCUMENT_AREA, input: input('ppt', file.id) });
      await runDueJobs(t.db, handlers);
      const done = await row(id);
      expect(done).toMatchObject({ processing: 'done', preview: 'ready', pageCount: 2 });
      const [preview] = await t.db.select().from(files).where(eq(files.id, done.previewFileId!));
      expect(preview.mimeType).toBe('application/pdf');
      expect(done.thumbnailFileId).not.toBeNull();
    },
    underLoad(180_000),
  );

  it('processes a replaced file again and ignores the job of the file it replaced', async () => {
    const first = await upload('demo-document.pdf', 'pdf');
    const { id } = await createDocument({ ...caller(), area: PDF_AREA, input: input('pdf', first.id) });
    const before = await row(id);
    const second = await upload('demo-slides-preview.pdf', 'pdf');
    const saved = await updateDocument({ ...caller(), area: PDF_AREA, id, input: { ...input('pdf', second.id), updated_at: before.updatedAt.toISOString() } });
    expect(saved.changed).toBe(true);
    expect(await runDueJobs(t.db, handlers)).toBe(2);
    expect(await row(id)).toMatchObject({ fileId: second.id, pageCount: 2, processing: 'done' });
    const [skipped] = await t.db.select().from(jobs).where(eq(jobs.id, before.jobId!));
    expect(skipped.result).toEqual({ skipped: true });
  });
});
