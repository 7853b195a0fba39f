import { stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { files } from '@/db/schema';
import { uploads, type UploadRow } from '@/db/schema/uploads';
import { AppError } from '@/server/http/app-error';
import { SNIFF_BYTES, sniffFile, type FileKind } from '@/server/storage/sniff';
import { checkImageSize, streamLocalFile, toStoredFile, type StoredFile } from '@/server/storage/store-file';
import { UPLOAD_FOLDERS } from '../policies';
import { discardTemporary, readReceived, uploadsDir } from './upload-store';

/** Refuses an upload whose bytes are not what its folder accepts: its temporary bytes and its row go. */
export async function refuseUpload(db: Db, row: UploadRow): Promise<never> {
  await discardTemporary(row.id);
  await db.delete(uploads).where(eq(uploads.id, row.id));
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_FOLDERS[row.folder]?.messages?.type ?? 'Mime types not accepted');
}

/**
 * Moves a complete upload into the configured storage, BY STREAM (a 500 MB video never sits in memory), and records
 * it in `files` like storeFile does: judged again by its bytes (a zip names the document it is only further on), an
 * image's size checked, a new unguessable key. Idempotent: a second call answers the file the first one stored; two at
 * once are kept apart by a claim on the row.
 */
export async function finalizeUpload(db: Db, organization: { id: number; orgCode: string }, id: string): Promise<StoredFile> {
  const [claimed] = await db
    .update(uploads)
    .set({ finalizingAt: sql`now()` })
    .where(
      and(
        eq(uploads.id, id),
        eq(uploads.organizationId, organization.id),
        isNull(uploads.fileId),
        or(isNull(uploads.finalizingAt), lt(uploads.finalizingAt, sql`now() - interval '10 minutes'`)),
      ),
    )
    .returning();
  if (!claimed) {
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.organizationId, organization.id)));
    if (row?.fileId) {
      const [file] = await db.select().from(files).where(eq(files.id, row.fileId));
      if (file) return toStoredFile(file);
    }
    throw new AppError('CONFLICT', 'The upload is being stored. Try again in a moment.');
  }
  const release = () => db.update(uploads).set({ finalizingAt: null }).where(eq(uploads.id, id));
  const temporary = path.join(uploadsDir(), id);
  const received = await stat(temporary).catch(() => null);
  if (!received || received.size !== claimed.length) {
    await release();
    throw new AppError('CONFLICT', 'The upload is not complete yet.');
  }
  const policy = UPLOAD_FOLDERS[claimed.folder];
  const kind: FileKind = claimed.kind && claimed.kind !== 'zip' ? (claimed.kind as FileKind) : await sniffFile(temporary);
  if (!policy || !policy.kinds.includes(kind)) return refuseUpload(db, claimed);
  let image: { width: number; height: number } | null;
  try {
    image = checkImageSize(kind, await readReceived(id, SNIFF_BYTES), policy);
  } catch (err) {
    await discardTemporary(id);
    await db.delete(uploads).where(eq(uploads.id, id));
    throw err;
  }
  let stored: StoredFile;
  try {
    stored = await streamLocalFile(db, { organization, folder: claimed.folder, name: claimed.name, kind, image, userId: claimed.userId, filePath: temporary });
  } catch (err) {
    await release();
    throw err;
  }
  await db.update(uploads).set({ fileId: stored.id, kind, finalizingAt: null }).where(eq(uploads.id, id));
  await discardTemporary(id);
  return stored;
}
