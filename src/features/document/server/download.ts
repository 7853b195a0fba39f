import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { files } from '@/db/schema';
import type { DocumentRow } from '@/db/schema/document';
import { AppError } from '@/server/http/app-error';
import type { RequestHead } from '@/server/http/api-context';
import type { FileReader } from '@/server/storage/file-access';
import { serveStoredFile } from '@/server/storage/serve-file';
import { documentMessages as M } from '../messages';

/**
 * The document's own file as a download under its original name, behind the area's key (the detail page's link): the
 * storage module's answer with `download`, so ranges work and, on the S3 driver, a file of 8 MiB or more is a 302 to
 * a presigned link (docs/decisions/0081).
 */
export async function downloadResponse(options: {
  db: DbOrTx;
  organization: { id: number; orgCode: string };
  /** The caller, who holds the door's key: a document key, which reads the document area's files. */
  reader: FileReader;
  doc: DocumentRow;
  request: RequestHead;
}): Promise<Response> {
  const { db, organization, reader, doc, request } = options;
  const [file] = await db
    .select({ key: files.storageKey })
    .from(files)
    .where(and(eq(files.id, doc.fileId), eq(files.organizationId, organization.id)));
  if (!file) throw new AppError('NOT_FOUND', M.notFound);
  return serveStoredFile({ db, organization, reader, key: file.key, request, download: true });
}
