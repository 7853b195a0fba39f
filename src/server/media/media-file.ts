import { and, eq } from 'drizzle-orm';
import { parseFromTokenizer } from 'music-metadata';
import type { IRandomAccessTokenizer } from 'strtok3';
import type { DbOrTx } from '@/db/client';
import { files } from '@/db/schema';
import { PermanentJobError } from '@/server/jobs/runner';
import { storageDriver } from '@/server/storage/drivers';
import { openStoredFile, StorageReadError, type RangedTokenizer } from '@/server/storage/ranged-tokenizer';
import type { ReadAt } from '@/server/storage/read-range';
import { readMp4Duration } from './mp4-duration';
import { readWebmDuration } from './webm-duration';

/**
 * Why a duration could not be read, as the detail page shows it after 'Could not read the duration: ': what went
 * wrong in the administrator's words, and what they can do about it (docs/decisions/0111).
 */
export const DURATION_FAILURES = {
  noLength:
    'the file does not say how long it is. Check that it plays to its end, save it again with a video or audio converter (as MP4, or M4A for sound only) and upload that copy on the Edit page.',
  unreadable:
    'the file could not be read: it may be damaged or cut short. Check that it plays to its end, save it again with a video or audio converter (as MP4, or M4A for sound only) and upload that copy on the Edit page.',
  missing: 'the stored file is missing: upload the file again on the Edit page.',
} as const;

/** The file's bytes say no length: reading it again will not help, so the job is not tried again. */
export class UnreadableMediaError extends PermanentJobError {}

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

/** Bytes at a position through the tokenizer; a peek keeps what follows, so reading on from there costs no new range. */
function tokenizerReader(tokenizer: IRandomAccessTokenizer): ReadAt {
  const size = tokenizer.fileInfo.size ?? 0;
  return async (at, length) => {
    const target = new Uint8Array(Math.max(0, Math.min(length, size - at)));
    if (!target.length) return Buffer.alloc(0);
    const n = await tokenizer.peekBuffer(target, { position: at, mayBeLess: true });
    return Buffer.from(target.buffer, target.byteOffset, n);
  };
}

const isIsoMedia = (head: Buffer) => ['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide'].includes(head.toString('latin1', 4, 8));
const isEbml = (head: Buffer) => head.readUInt32BE(0) === 0x1a45dfa3;

/**
 * The media's length in seconds, by its container: MP4/M4A/MOV and WebM by our own readers (the video track, a
 * fragmented recording's fragments, a live WebM's clusters: docs/decisions/0111), MP3 and WAV by music-metadata.
 */
async function readSeconds(tokenizer: IRandomAccessTokenizer): Promise<number | null> {
  const readAt = tokenizerReader(tokenizer);
  const size = tokenizer.fileInfo.size ?? 0;
  const head = await readAt(0, 12);
  if (head.length >= 12 && isIsoMedia(head)) return readMp4Duration(readAt, size);
  if (head.length >= 4 && isEbml(head)) return readWebmDuration(readAt, size);
  // music-metadata parses forward and skips what it does not need; an MP3 without a frame count is read to its end.
  const meta = await parseFromTokenizer(tokenizer, { duration: true, skipCovers: true });
  return meta.format.duration ?? null;
}

/**
 * The media's length in whole seconds (MP4, WebM, MP3, M4A, WAV). A file whose bytes give none, or that cannot be
 * parsed, is an UnreadableMediaError with a plain message; a failure of the storage is passed on as it is.
 */
export async function readDuration(tokenizer: IRandomAccessTokenizer): Promise<number> {
  let seconds: number | null;
  try {
    seconds = await readSeconds(tokenizer);
  } catch (err) {
    if (err instanceof StorageReadError) throw err;
    throw new UnreadableMediaError(DURATION_FAILURES.unreadable, { cause: err });
  } finally {
    await tokenizer.close();
  }
  if (!seconds || !Number.isFinite(seconds) || seconds < 0) throw new UnreadableMediaError(DURATION_FAILURES.noLength);
  return Math.max(1, Math.round(seconds));
}

/** The stored file's duration (the job's and the demo seed's read); throws when the file is gone or gives no length. */
export async function readStoredDuration(db: DbOrTx, organizationId: number, fileId: number): Promise<number> {
  const tokenizer = await openStoredMedia(db, organizationId, fileId);
  if (!tokenizer) throw new StorageReadError(DURATION_FAILURES.missing);
  return readDuration(tokenizer);
}
