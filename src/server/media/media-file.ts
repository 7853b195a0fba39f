import { and, eq } from 'drizzle-orm';
import { parseFromTokenizer } from 'music-metadata';
import type { ITokenizer } from 'strtok3';
import type { DbOrTx } from '@/db/client';
import { files } from '@/db/schema';
import { storageDriver } from '@/server/storage/drivers';
import { openStoredFile, type RangedTokenizer } from '@/server/storage/ranged-tokenizer';

/**
 * The one place the media library reads a stored file's content (docs/decisions/0082): by range through the storage
 * driver, never whole, so a 2 GB video costs the job a few chunks of memory. Null when there is no such file.
 */
export async function openStoredMedia(db: DbOrTx, organizationId: number, fileId: number): Promise<RangedTokenizer | null> {
  const [file] = await db
    .select({ key: files.storageKey, mimeType: files.mimeType })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.organizationId, organizationId)));
  return file ? openStoredFile(storageDriver(db), file.key, file.mimeType) : null;
}

/**
 * The media's length in whole seconds, read from its container (MP4, WebM, MP3, M4A, WAV); null when it has none.
 * music-metadata parses forward and skips what it does not need (an MP4's media data, a WebM's clusters), which a
 * random-access tokenizer turns into a jump instead of a read; an MP3 without a frame count is read to its end.
 */
export async function readDuration(tokenizer: ITokenizer): Promise<number | null> {
  try {
    const meta = await parseFromTokenizer(tokenizer, { duration: true, skipCovers: true });
    const seconds = meta.format.duration;
    return seconds && Number.isFinite(seconds) ? Math.max(1, Math.round(seconds)) : null;
  } finally {
    await tokenizer.close();
  }
}

/** The stored file's duration (the job's and the demo seed's read); throws when the file is gone. */
export async function readStoredDuration(db: DbOrTx, organizationId: number, fileId: number): Promise<number | null> {
  const tokenizer = await openStoredMedia(db, organizationId, fileId);
  if (!tokenizer) throw new Error('the stored file is missing');
  return readDuration(tokenizer);
}
