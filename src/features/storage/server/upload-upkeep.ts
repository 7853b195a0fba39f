import type { Db } from '@/db/client';
import { leaseSeconds } from '@/server/leases';
import { sweepStoredOrphans } from '@/server/storage/orphans';
import type { ServerStart } from '../../area-kit';
import { recoverStorings } from './finalize-upload';
import { sweepBatch, sweepExpiredUploads, sweepIntervalMs, uploadExpiryMs } from './upload-store';

/** Stored entries examined in one pass of the orphan sweep (the scan goes on from there at the next pass). */
const ORPHAN_SCAN = 5_000;

/**
 * One pass of the uploads' upkeep (decisions 0106, 0112), each part bounded by UPLOAD_SWEEP_BATCH: storings whose
 * process died (their lease lapsed) are settled, expired uploads and row-less temporary files go, and the storage is
 * scanned for what belongs to no file. Answers whether a part was full (a backlog: the next pass comes sooner).
 */
export async function uploadUpkeepPass(db: Db, now = new Date()): Promise<boolean> {
  const limit = sweepBatch();
  const recovered = await recoverStorings(db, { limit });
  const expired = await sweepExpiredUploads(db, now);
  const orphans = await sweepStoredOrphans(db, { before: new Date(now.getTime() - uploadExpiryMs()), limit, scan: ORPHAN_SCAN });
  return recovered >= limit || expired >= limit || orphans >= limit;
}

/**
 * From the start of the server, never inside a request: the storings that died with the previous process are settled
 * at once (on PGlite, every one claimed before this process started; on PostgreSQL, those whose lease lapsed, since
 * other instances may be storing), then a pass after one lease (a storing of an instance that died just now), and one
 * every sweepIntervalMs(), or after a few seconds while a backlog remains.
 */
export function startUploadUpkeep(db: Db, server: ServerStart): void {
  const deadBefore = server.kind === 'pglite' ? server.startedAt : undefined;
  recoverStorings(db, { deadBefore, limit: sweepBatch() }).catch((err) => console.warn('[uploads] recovery at start failed', err));
  const next = (ms: number) => setTimeout(() => void pass(), ms).unref();
  const pass = async () => {
    let full = false;
    try {
      full = await uploadUpkeepPass(db);
    } catch (err) {
      console.warn('[uploads] sweep failed', err);
    }
    next(full ? 5_000 : sweepIntervalMs());
  };
  next(leaseSeconds() * 1000);
}
