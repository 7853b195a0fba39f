import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { files } from '@/db/schema';
import type { DocumentRow } from '@/db/schema/document';
import { AppError } from '@/server/http/app-error';
import { storageDriver } from '@/server/storage/drivers';
import { documentMessages as M } from '../messages';

/**
 * The preview PDF, inline, for the detail page's frame. The storage module serves files in a CSP sandbox, in which
 * Chromium refuses to show a PDF ("blocked"); this answer has no sandbox, may only be framed by the console itself
 * and is never sniffed as anything but a PDF (docs/decisions/0083). Streamed from the driver: a 300 MB PDF is never
 * held whole.
 */
export async function previewResponse(db: DbOrTx, doc: DocumentRow): Promise<Response> {
  if (doc.preview !== 'ready' || !doc.previewFileId) throw new AppError('NOT_FOUND', M.notFound);
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, doc.previewFileId), eq(files.organizationId, doc.organizationId)));
  if (!file || file.mimeType !== 'application/pdf') throw new AppError('NOT_FOUND', M.notFound);
  const stream = await storageDriver(db).getStream(file.storageKey);
  if (!stream) throw new AppError('NOT_FOUND', M.notFound);
  const name = file.originalName.replace(/[^\w.\- ]/g, '_');
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(file.sizeBytes),
      'content-disposition': `inline; filename="${name}"`,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'content-security-policy': "frame-ancestors 'self'",
      'cache-control': 'private, max-age=300',
    },
  });
}
