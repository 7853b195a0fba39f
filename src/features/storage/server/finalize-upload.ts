import { stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { files, organizations } from '@/db/schema';
import { uploads, type UploadRow } from '@/db/schema/uploads';
import { AppError } from '@/server/http/app-error';
import { heartbeatMs, leaseSeconds } from '@/server/leases';
import { storageDriver } from '@/server/storage/drivers';
import { SNIFF_BYTES, sniffFile, type FileKind } from '@/server/storage/sniff';
import { checkImageSize, storageKeyFor, streamLocalFile, toStoredFile, type StoredFile } from '@/server/storage/store-file';
import { UPLOAD_FOLDERS } from '../policies';
import { discardTemporary, readReceived, uploadsDir } from './upload-store';

/** Refuses an upload whose bytes are not what its folder accepts: its temporary bytes and its row go. */
export async function refuseUpload(db: Db, row: UploadRow): Promise<never> {
  await discardTemporary(row.id);
  await db.delete(uploads).where(eq(uploads.id, row.id));
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_FOLDERS[row.folder]?.messages?.type ?? 'Mime types not accepted');
}

/** A storing whose lease ended before this moment is dead (its process stopped renewing it). */
const leaseEnd = () => new Date(Date.now() - leaseSeconds() * 1000);

const beingStored = () => new AppError('CONFLICT', 'The upload is being stored. Try again in a moment.');

async function fileOf(db: Db, id: number | null): Promise<StoredFile | null> {
  if (!id) return null;
  const [file] = await db.select().from(files).where(eq(files.id, id));
  return file ? toStoredFile(file) : null;
}

/**
 * Settles a storing that died half-way (docs/decisions/0112): when its file was recorded before it died, the upload is
 * complete with it; otherwise what it wrote under its key (bytes, a part file, chunks, a multipart upload) is removed
 * and the upload is as before the storing began. Answers the file when complete.
 */
async function settleDeadStoring(db: Db, row: UploadRow): Promise<StoredFile | null> {
  const dead = and(eq(uploads.id, row.id), row.storingKey ? eq(uploads.storingKey, row.storingKey) : isNull(uploads.storingKey));
  if (row.storingKey) {
    const [recorded] = await db.select().from(files).where(eq(files.storageKey, row.storingKey));
    if (recorded) {
      await db.update(uploads).set({ fileId: recorded.id, finalizingAt: null, storingKey: null }).where(dead);
      await discardTemporary(row.id);
      console.warn(`[uploads] ${row.id}: its storing had stored the file before its process stopped; completed`);
      return toStoredFile(recorded);
    }
    await storageDriver(db).remove(row.storingKey);
    console.warn(`[uploads] ${row.id}: its storing stopped half-way with its process; what it had written is removed`);
  }
  await db.update(uploads).set({ finalizingAt: null, storingKey: null }).where(dead);
  return null;
}

/**
 * Moves a complete upload into the configured storage, BY STREAM (a 500 MB video never sits in memory), and records
 * it in `files` like storeFile does: judged again by its bytes (a zip names the document it is only further on), an
 * image's size checked, a new unguessable key. Idempotent: a second call answers the file the first one stored.
 *
 * The storing is claimed on the row with its storage key before the first byte is written, and the claim is renewed
 * while it runs (a lease): a second request meanwhile is told to wait; a claim whose lease lapsed (its process died,
 * `deadBefore`: one lease ago, or when a restarted PGlite server started) is settled first and the storing begins
 * again (docs/decisions/0112).
 */
export async function finalizeUpload(
  db: Db,
  organization: { id: number; orgCode: string },
  id: string,
  options: { deadBefore?: Date } = {},
): Promise<StoredFile> {
  const deadBefore = options.deadBefore ?? leaseEnd();
  const ours = and(eq(uploads.id, id), eq(uploads.organizationId, organization.id));
  let [row] = await db.select().from(uploads).where(ours);
  if (!row) throw new AppError('NOT_FOUND', 'Upload not found');
  const done = await fileOf(db, row.fileId);
  if (done) return done;
  if (row.finalizingAt) {
    if (row.finalizingAt >= deadBefore) throw beingStored();
    const settled = await settleDeadStoring(db, row);
    if (settled) return settled;
    [row] = await db.select().from(uploads).where(ours);
    if (!row) throw new AppError('NOT_FOUND', 'Upload not found');
  }
  const temporary = path.join(uploadsDir(), id);
  const received = await stat(temporary).catch(() => null);
  if (!received || received.size !== row.length) throw new AppError('CONFLICT', 'The upload is not complete yet.');
  const kind: FileKind = row.kind && row.kind !== 'zip' ? (row.kind as FileKind) : await sniffFile(temporary);
  const key = storageKeyFor(organization.orgCode, row.folder, kind);
  // The claim: the storing's key, written before any byte is; only if nobody claimed the upload since it was read.
  const [claimed] = await db
    .update(uploads)
    .set({ finalizingAt: sql`now()`, storingKey: key })
    .where(and(ours, isNull(uploads.fileId), isNull(uploads.storingKey), or(isNull(uploads.finalizingAt), lt(uploads.finalizingAt, deadBefore))))
    .returning();
  if (!claimed) {
    const [now] = await db.select().from(uploads).where(ours);
    const file = await fileOf(db, now?.fileId ?? null);
    if (file) return file;
    throw beingStored();
  }
  const mine = and(eq(uploads.id, id), eq(uploads.storingKey, key));
  const release = () => db.update(uploads).set({ finalizingAt: null, storingKey: null }).where(mine);
  const policy = UPLOAD_FOLDERS[claimed.folder];
  if (!policy || !policy.kinds.includes(kind)) return refuseUpload(db, claimed);
  let image: { width: number; height: number } | null;
  try {
    image = checkImageSize(kind, await readReceived(id, SNIFF_BYTES), policy);
  } catch (err) {
    await discardTemporary(id);
    await db.delete(uploads).where(eq(uploads.id, id));
    throw err;
  }
  const heartbeat = setInterval(() => {
    db.update(uploads)
      .set({ finalizingAt: sql`now()` })
      .where(mine)
      .catch((err) => console.warn(`[uploads] ${id}: could not renew its storing's lease: ${(err as Error).message}`));
  }, heartbeatMs());
  heartbeat.unref();
  let stored: StoredFile;
  try {
    stored = await streamLocalFile(db, {
      organization,
      folder: claimed.folder,
      name: claimed.name,
      kind,
      image,
      userId: claimed.userId,
      filePath: temporary,
      key,
    });
  } catch (err) {
    await release();
    throw err;
  } finally {
    clearInterval(heartbeat);
  }
  const [completed] = await db.update(uploads).set({ fileId: stored.id, kind, finalizingAt: null, storingKey: null }).where(mine).returning();
  if (!completed) {
    // This storing stalled past its lease and another settled it meanwhile: what it stored is not the upload's.
    await db.delete(files).where(eq(files.id, stored.id));
    await storageDriver(db).remove(key);
    throw beingStored();
  }
  await discardTemporary(id);
  return stored;
}

/**
 * Settles the storings that died with their process (docs/decisions/0112): at start (on PGlite every storing begun
 * before this process started is dead: one process per data directory) and in every sweep (a lease lapsed: another
 * instance died). A complete upload is stored again; an incomplete one is rolled back and waits for its client. At
 * most `limit` of them; answers how many were settled.
 */
export async function recoverStorings(db: Db, options: { deadBefore?: Date; limit: number }): Promise<number> {
  const deadBefore = options.deadBefore ?? leaseEnd();
  const dead = await db
    .select({ id: uploads.id, organization: { id: organizations.id, orgCode: organizations.orgCode } })
    .from(uploads)
    .innerJoin(organizations, eq(organizations.id, uploads.organizationId))
    .where(and(isNull(uploads.fileId), lt(uploads.finalizingAt, deadBefore), sql`${uploads.expiresAt} > now()`))
    .orderBy(uploads.finalizingAt)
    .limit(options.limit);
  for (const upload of dead) {
    try {
      await finalizeUpload(db, upload.organization, upload.id, { deadBefore });
      console.warn(`[uploads] ${upload.id}: stored after its storing stopped with its process`);
    } catch (err) {
      // Rolled back and not complete (its client resumes it), refused by its kind, or failing again: said once here.
      console.warn(`[uploads] ${upload.id}: not stored after its storing stopped: ${(err as Error).message}`);
    }
  }
  return dead.length;
}
