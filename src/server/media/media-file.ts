import { and, eq } from 'drizzle-orm';
import { parseBuffer } from 'music-metadata';
import type { DbOrTx } from '@/db/client';
import { files } from '@/db/schema';
import { storageDriver } from '@/server/storage/drivers';

/**
 * The one place the media library reads a stored file's content (docs/decisions/0082). Today the storage driver
 * answers a Buffer; when the drivers become stream-based this is the only function to switch (music-metadata's
 * parseStream reads what it needs of a stream).
 */
export async function readStoredMedia(db: DbOrTx, organizationId: number, fileId: number): Promise<{ bytes: Buffer; mimeType: string } | null> {
  const [file] = await db
    .select({ key: files.storageKey, mimeType: files.mimeType })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.organizationId, organizationId)));
  if (!file) return null;
  const bytes = await storageDriver(db).get(file.key);
  return bytes ? { bytes, mimeType: file.mimeType } : null;
}

/** The media's length in whole seconds, read from its container (MP4, WebM, MP3, M4A, WAV); null when it has none. */
export async function readDuration(bytes: Buffer, mimeType: string): Promise<number | null> {
  const meta = await parseBuffer(new Uint8Array(bytes), { mimeType, size: bytes.length }, { duration: true, skipCovers: true });
  const seconds = meta.format.duration;
  return seconds && Number.isFinite(seconds) ? Math.max(1, Math.round(seconds)) : null;
}
