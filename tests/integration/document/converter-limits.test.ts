// Issue 25, finding 4 (docs/decisions/0104): a PowerPoint bomb must not eat the machine. A deck whose unpacked size
// or shape count is absurd is refused before LibreOffice starts; LibreOffice runs under a memory and a CPU-time cap;
// a conversion stopped by its limits is not tried again, the document says why and its upload stays usable; and
// other jobs keep running while a conversion does.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../../src/db/schema';
import { documents } from '../../../src/db/schema/document';
import { jobs } from '../../../src/db/schema/jobs';
import { insertUser } from '../../../src/features/account/testing';
import { insertCategory } from '../../../src/features/category/testing';
import { CONTENT_DOCUMENT_AREA } from '../../../src/features/document/kinds';
import { DOCUMENT_JOB, documentJob, getDocumentProcessing } from '../../../src/features/document/server/process-document';
import { createDocument } from '../../../src/features/document/server/save-document';
import { getDocument } from '../../../src/features/document/server/document-rows';
import { insertOrganization } from '../../../src/features/organization/testing';
import { enqueueJob, runDueJobs, startJobRunner } from '../../../src/server/jobs/runner';
import { readStoredFile, storeFile } from '../../../src/server/storage/store-file';
import { manyShapesPptx, paddedPptx } from '../../fixtures/hostile-slides.mjs';
import { withTestDb } from '../../setup/test-db';
import { hasSoffice } from '../../setup/soffice';
import { until } from '../../setup/wait';

const t = withTestDb();
const handlers = { [DOCUMENT_JOB]: documentJob };

let org: { id: number; orgCode: string };
let userId: number;
let categoryId: number;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'console-doc-limits-'));
const ENV = [
  'STORAGE_DIR',
  'SOFFICE_PATH',
  'DOCUMENT_CONVERT_TIMEOUT_MS',
  'DOCUMENT_CONVERT_MEMORY_MB',
  'DOCUMENT_CONVERT_CPU_SECONDS',
  'DOCUMENT_CONVERT_STALL_SECONDS',
];
const saved = Object.fromEntries(ENV.map((k) => [k, process.env[k]]));
const restore = (keys: string[]) => {
  for (const k of keys)
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
};

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(scratch, 'files');
  org = await insertOrganization(t.db);
  userId = (await insertUser(t.db, { organizationId: org.id })).id;
  categoryId = (await insertCategory(t.db, { organizationId: org.id, name: 'Slides' })).id;
});
afterEach(() => restore(ENV.filter((k) => k !== 'STORAGE_DIR')));
afterAll(() => {
  restore(ENV);
  rmSync(scratch, { recursive: true, force: true });
});

/** A stand-in for LibreOffice: a shell script with this body. */
function fakeSoffice(name: string, body: string): string {
  const file = path.join(scratch, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

/** A PPTX (bytes made by the test) uploaded to the ppt folder and made a PPT document; answers the document's id. */
async function pptDocument(name: string, bytes: Buffer) {
  const file = await storeFile({ db: t.db, organization: org, userId, folder: 'ppt', name, bytes, policy: { kinds: ['pptx'], maxBytes: 100e6 } });
  const input = { type: 'ppt' as const, title: name, description: '', category_id: categoryId, file_id: file.id, status: 'draft' as const };
  const { id } = await createDocument({ db: t.db, organizationId: org.id, userId, area: CONTENT_DOCUMENT_AREA, input });
  return { id, file };
}
const row = async (id: number) => (await t.db.select().from(documents).where(eq(documents.id, id)))[0];
const jobOf = async (id: number) =>
  (
    await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, (await row(id)).jobId!))
  )[0];

/** The document failed for good after one try, with a reason; its upload is still stored and readable. */
async function expectFailedOnce(id: number, file: { id: number; size: number }, reason: RegExp) {
  const failed = await row(id);
  expect(failed).toMatchObject({ processing: 'failed', preview: 'failed', fileId: file.id, previewFileId: null, pageCount: null });
  expect(failed.processingError).toMatch(reason);
  expect(await jobOf(id)).toMatchObject({ state: 'failed', attempts: 1, error: failed.processingError });
  // The detail page's status line shows the reason; the file is still there to download.
  expect(await getDocumentProcessing(t.db, failed)).toMatchObject({ processing: 'failed', error: failed.processingError });
  const detail = await getDocument({ db: t.db, area: CONTENT_DOCUMENT_AREA, organizationId: org.id, id });
  expect(detail).toMatchObject({ preview_url: null, processing_error: failed.processingError, download_url: `${CONTENT_DOCUMENT_AREA.api}/${id}/download` });
  const [stored] = await t.db.select().from(files).where(eq(files.id, file.id));
  expect((await readStoredFile(t.db, org.id, stored.storageKey)).bytes.length).toBe(file.size);
  return failed;
}

describe('PowerPoint bombs and the converter limits', () => {
  it('refuses a deck of a hundred thousand shapes before LibreOffice starts, fails it at once with the reason and keeps the upload', async () => {
    const started = path.join(scratch, 'started-shapes');
    process.env.SOFFICE_PATH = fakeSoffice('soffice-marks-start.sh', `touch '${started}'\nexit 1`);
    // 100 slides of 1,000 text boxes: about 1 MB packed, 56 MB of XML.
    const { id, file } = await pptDocument('shapes-bomb.pptx', await manyShapesPptx({ slides: 100, shapesPerSlide: 1000 }));
    await runDueJobs(t.db, handlers);
    const failed = await expectFailedOnce(id, file, /too large or complex to preview/);
    expect(failed.processingError).toMatch(/shapes/);
    expect(existsSync(started)).toBe(false);
  });

  it('refuses a zip bomb by its directory (a part that unpacks a thousand times its size) before LibreOffice starts', async () => {
    const started = path.join(scratch, 'started-zip');
    process.env.SOFFICE_PATH = fakeSoffice('soffice-marks-start-2.sh', `touch '${started}'\nexit 1`);
    const { id, file } = await pptDocument('zip-bomb.pptx', await paddedPptx(64 * 1024 * 1024));
    await runDueJobs(t.db, handlers);
    const failed = await expectFailedOnce(id, file, /too large or complex to preview/);
    expect(failed.processingError).toMatch(/unpacks/);
    expect(existsSync(started)).toBe(false);
  });

  it('runs LibreOffice under the memory and CPU-time caps, by default and as configured', async () => {
    const seen = path.join(scratch, 'limits-seen');
    // `ulimit -v` answers KiB of address space, `ulimit -t` seconds of CPU time.
    process.env.SOFFICE_PATH = fakeSoffice('soffice-tells-limits.sh', `echo "$(ulimit -v) $(ulimit -t)" >> '${seen}'\nexit 1`);
    const deck = readFileSync('src/db/seed/media/demo-slides.pptx');
    await pptDocument('default-caps.pptx', deck);
    await runDueJobs(t.db, handlers);
    process.env.DOCUMENT_CONVERT_MEMORY_MB = '1536';
    process.env.DOCUMENT_CONVERT_CPU_SECONDS = '30';
    await pptDocument('configured-caps.pptx', deck);
    await runDueJobs(t.db, handlers);
    expect(readFileSync(seen, 'utf8').trim().split('\n')).toEqual([`${3072 * 1024} 90`, `${1536 * 1024} 30`]);
  });

  it('stops a converter that spends its CPU time, and does not try it again', async () => {
    process.env.SOFFICE_PATH = fakeSoffice('soffice-spins.sh', 'while :; do :; done');
    process.env.DOCUMENT_CONVERT_CPU_SECONDS = '1';
    // Far above the CPU cap: the cap, not the clock, stops it.
    process.env.DOCUMENT_CONVERT_TIMEOUT_MS = '60000';
    const { id, file } = await pptDocument('spins.pptx', readFileSync('src/db/seed/media/demo-slides.pptx'));
    await runDueJobs(t.db, handlers);
    await expectFailedOnce(id, file, /too large or complex to preview/);
  }, 90_000);

  it('stops a converter whose processes stop using CPU (LibreOffice may deadlock at its memory cap), and does not try it again', async () => {
    process.env.SOFFICE_PATH = fakeSoffice('soffice-hangs.sh', 'sleep 60');
    process.env.DOCUMENT_CONVERT_STALL_SECONDS = '2';
    process.env.DOCUMENT_CONVERT_TIMEOUT_MS = '60000';
    const { id, file } = await pptDocument('hangs.pptx', readFileSync('src/db/seed/media/demo-slides.pptx'));
    await runDueJobs(t.db, handlers);
    await expectFailedOnce(id, file, /could not be opened to preview it/);
  }, 90_000);

  it.runIf(hasSoffice)(
    'stops a real conversion at its memory cap, does not try it again, and runs another job meanwhile',
    async () => {
      // A normal deck needs about 450 MB of address space; these 5,000 shapes (within the shape limits) about 1.1 GB.
      process.env.DOCUMENT_CONVERT_MEMORY_MB = '700';
      const { id, file } = await pptDocument('heavy.pptx', await manyShapesPptx({ slides: 5, shapesPerSlide: 1000 }));
      // Another job, queued after the conversion: it looks at the document once the conversion has been taken.
      let seenWhileRunning: string | undefined;
      const probe = await enqueueJob(t.db, { organizationId: org.id, userId, kind: 'probe-job', maxAttempts: 1 });
      const probeJob = async () => {
        seenWhileRunning = await until(
          async () => (await row(id)).processing,
          (processing) => processing !== 'queued',
          { within: 100_000, every: 25 },
        );
        return null;
      };
      const stop = startJobRunner(async () => t.db, { ...handlers, 'probe-job': probeJob }, { pollMs: 20 });
      try {
        await until(
          async () => (await row(id)).processing,
          (processing) => processing === 'failed' || processing === 'done',
          { within: 100_000, every: 25 },
        );
        await until(
          async () => (await t.db.select().from(jobs).where(eq(jobs.id, probe.id)))[0].state,
          (state) => state === 'done',
          { within: 100_000, every: 25 },
        );
      } finally {
        await stop();
      }
      expect(seenWhileRunning).toBe('running');
      await expectFailedOnce(id, file, /too large or complex/);
    },
    180_000,
  );

  it.runIf(hasSoffice)(
    'still converts a deck within the limits under the caps',
    async () => {
      const { id } = await pptDocument('ordinary.pptx', await manyShapesPptx({ slides: 12, shapesPerSlide: 40 }));
      await runDueJobs(t.db, handlers);
      expect(await row(id)).toMatchObject({ processing: 'done', preview: 'ready', pageCount: 12, processingError: null });
    },
    180_000,
  );
});
