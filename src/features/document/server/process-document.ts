import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { files, organizations } from '@/db/schema';
import { documents } from '@/db/schema/document';
import { jobs, type Job } from '@/db/schema/jobs';
import { enqueueJob, PermanentJobError, type JobContext, type JobKind } from '@/server/jobs/runner';
import { storageDriver } from '@/server/storage/drivers';
import { copyStoredFile } from '@/server/storage/read-range';
import { storeFile, storeLocalFile } from '@/server/storage/store-file';
import { documentMessages as M } from '../messages';
import type { DocumentProcessing } from '../schemas';
import { convertToPdf, firstPageThumbnail, inTempDir, pdfPageCount, ToolMissing } from './file-tools';
import { checkPresentation } from './presentation-limits';

export const DOCUMENT_JOB = 'document.process';

const MB = 1024 * 1024;
const THUMBNAIL_POLICY = { kinds: ['png' as const], maxBytes: 5 * MB };
const PREVIEW_POLICY = { kinds: ['pdf' as const], maxBytes: 300 * MB };

/**
 * Queues the work on a document's file (page count, thumbnail, PPT → PDF) and marks the row queued. Called after
 * the create or the file change committed; the row's updated_at is not touched, so an open edit form still saves.
 */
export async function queueDocumentProcessing(db: Db, options: { organizationId: number; userId: number | null; documentId: number; fileId: number }) {
  const job = await enqueueJob(db, {
    organizationId: options.organizationId,
    userId: options.userId,
    kind: DOCUMENT_JOB,
    payload: { document_id: options.documentId, file_id: options.fileId },
    maxAttempts: 2,
  });
  await db
    .update(documents)
    .set({ jobId: job.id, processing: 'queued', preview: 'pending', processingError: null })
    .where(and(eq(documents.id, options.documentId), eq(documents.fileId, options.fileId)));
  return job;
}

type Outcome = Pick<typeof documents.$inferInsert, 'pageCount' | 'thumbnailFileId' | 'previewFileId' | 'preview'>;

/**
 * The job: for a PPT, LibreOffice's PDF first (or 'unavailable' without LibreOffice); then the page count and the
 * first-page thumbnail of the PDF. A job for a file the document no longer has ends without writing.
 */
export async function processDocumentJob({ db, job, progress }: JobContext): Promise<unknown> {
  const payload = job.payload as { document_id: number; file_id: number };
  const [doc] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, payload.document_id), eq(documents.organizationId, job.organizationId!)));
  if (!doc || doc.fileId !== payload.file_id) return { skipped: true };
  const stillCurrent = and(eq(documents.id, doc.id), eq(documents.fileId, payload.file_id));
  await db.update(documents).set({ processing: 'running' }).where(stillCurrent);
  try {
    const outcome = await work(db, doc, progress);
    await db
      .update(documents)
      .set({ ...outcome, processing: 'done', processingError: null })
      .where(stillCurrent);
    return { page_count: outcome.pageCount, preview: outcome.preview };
  } catch (err) {
    // A file refused by its limits, or a conversion stopped by them, would fail the same way again.
    const last = job.attempts >= job.maxAttempts || err instanceof PermanentJobError;
    const message = err instanceof Error ? err.message : String(err);
    await db
      .update(documents)
      .set(last ? { processing: 'failed', preview: doc.kind === 'ppt' ? 'failed' : 'pending', processingError: message } : { processing: 'queued' })
      .where(stillCurrent);
    throw err;
  }
}

/**
 * The work on one file, in a temporary directory removed when it ends: the stored file is copied there by stream
 * (a 100 MB PDF never sits in memory) and the programs read it from there; LibreOffice's PDF is stored by stream too.
 */
async function work(db: Db, doc: typeof documents.$inferSelect, progress: JobContext['progress']): Promise<Outcome> {
  const [org] = await db.select({ id: organizations.id, orgCode: organizations.orgCode }).from(organizations).where(eq(organizations.id, doc.organizationId));
  const [source] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, doc.fileId), eq(files.organizationId, doc.organizationId)));
  if (!source) throw new Error('The file of the document is missing.');
  return inTempDir(async (dir) => {
    // LibreOffice picks its filter by the file's name.
    const input = path.join(dir, doc.kind === 'ppt' ? (source.mimeType.includes('openxml') ? 'in.pptx' : 'in.ppt') : 'in.pdf');
    await copyStoredFile(storageDriver(db), source.storageKey, input);
    let pdf = input;
    let previewFileId = doc.fileId;
    if (doc.kind === 'ppt') {
      await progress(5, 'Checking the presentation');
      await checkPresentation(input, path.extname(input) === '.pptx' ? 'pptx' : 'ppt');
      await progress(10, 'Converting the slides to PDF');
      try {
        pdf = await convertToPdf(input, dir);
      } catch (err) {
        if (err instanceof ToolMissing) return { pageCount: null, thumbnailFileId: null, previewFileId: null, preview: 'unavailable' };
        throw err;
      }
      const stored = await storeLocalFile({
        db,
        organization: org,
        userId: doc.createdBy,
        folder: 'document-previews',
        name: source.originalName.replace(/\.[^.]*$/, '') + '.pdf',
        filePath: pdf,
        policy: PREVIEW_POLICY,
      });
      previewFileId = stored.id;
    }
    await progress(60, 'Counting pages');
    let pageCount: number;
    try {
      pageCount = await pdfPageCount(pdf);
    } catch {
      throw new Error('The PDF could not be read.');
    }
    await progress(75, 'Drawing the first page');
    let thumbnailFileId: number | null = null;
    try {
      const png = await firstPageThumbnail(pdf, dir);
      const stored = await storeFile({
        db,
        organization: org,
        userId: doc.createdBy,
        folder: 'thumbnails',
        name: 'page-1.png',
        bytes: png,
        policy: THUMBNAIL_POLICY,
      });
      thumbnailFileId = stored.id;
    } catch (err) {
      // Without poppler the document still gets its page count and preview; only the picture is missing.
      if (!(err instanceof ToolMissing)) throw err;
      console.warn('[documents] pdftoppm is not installed: no thumbnail');
    }
    return { pageCount, thumbnailFileId, previewFileId, preview: 'ready' };
  });
}

/**
 * A job failed by the runner because every try ended with its server's process (docs/decisions/0112): the document
 * says so, as it says any other failure, instead of showing "running" for ever.
 */
async function documentJobAbandoned({ db, job }: { db: Db; job: Job }): Promise<void> {
  const payload = job.payload as { document_id: number; file_id: number };
  await db
    .update(documents)
    .set({ processing: 'failed', preview: sql`case when ${documents.kind} = 'ppt' then 'failed' else ${documents.preview} end`, processingError: job.error })
    .where(and(eq(documents.id, payload.document_id), eq(documents.fileId, payload.file_id), eq(documents.organizationId, job.organizationId)));
}

/**
 * The job as the manifest declares it: in a lane of its own (docs/decisions/0104), so that while LibreOffice works
 * on a deck (up to DOCUMENT_CONVERT_TIMEOUT_MS) the other jobs (exports, durations) still run beside it.
 */
export const documentJob: JobKind = { run: processDocumentJob, lane: 'documents', abandoned: documentJobAbandoned };

/** The detail page's poll: the row's state with the job's progress. */
export async function getDocumentProcessing(db: Db, doc: typeof documents.$inferSelect): Promise<DocumentProcessing> {
  const [job] = doc.jobId
    ? await db
        .select({ progress: jobs.progress, text: jobs.progressText })
        .from(jobs)
        .where(and(eq(jobs.id, doc.jobId), eq(jobs.organizationId, doc.organizationId)))
    : [];
  return {
    processing: doc.processing,
    preview: doc.preview,
    progress: doc.processing === 'done' ? 100 : (job?.progress ?? 0),
    progress_text: job?.text ?? null,
    page_count: doc.pageCount,
    error: doc.processingError ?? (doc.preview === 'unavailable' ? M.previewUnavailable : null),
  };
}
