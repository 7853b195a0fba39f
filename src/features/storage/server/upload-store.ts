import { open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Metadata, Server } from '@tus/server';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { files } from '@/db/schema';
import { uploads, type UploadRow } from '@/db/schema/uploads';
import type { RequestHead } from '@/server/http/api-context';
import { leaseSeconds } from '@/server/leases';
import { storageDriver } from '@/server/storage/drivers';
import { UPLOADS_PATH } from '../routes';

/**
 * The resumable uploads' tus server (@tus/server, docs/decisions/0081), served through the one API dispatcher: the
 * console's own handlers check the session, the organisation and the policy, then hand a request they rebuilt to
 * `handleWeb`. The bytes wait in a temporary directory under the data directory until the upload is complete; then
 * they are streamed into the configured storage driver and the temporary file is removed.
 */
export const uploadsDir = () => process.env.UPLOADS_DIR ?? path.join(process.env.DATA_DIR ?? './data', 'uploads');

/** An unfinished upload expires this long after it started (UPLOAD_EXPIRY_HOURS, 24 by default). */
export const uploadExpiryMs = () => Number(process.env.UPLOAD_EXPIRY_HOURS ?? 24) * 3600_000;

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
};

/**
 * What one user may have waiting at once: unfinished uploads (UPLOAD_MAX_OPEN, 20) and their declared bytes in all
 * (UPLOAD_MAX_OPEN_MB, 10240: ten GiB, five videos at the folder's cap), so that nobody reserves the server's disk.
 */
export const openUploadLimits = () => ({
  count: Math.floor(positive(process.env.UPLOAD_MAX_OPEN, 20)),
  megabytes: positive(process.env.UPLOAD_MAX_OPEN_MB, 10240),
});

/** What the console's handler knows about a request it hands to tus; the tus hooks read it back. */
export interface TusContext {
  id: string;
  db: Db;
  row?: UploadRow;
  organization: { id: number; orgCode: string };
  userId: number;
  /** The hook's own error, answered in the console's envelope instead of tus's plain text. */
  error?: unknown;
  /** Moves the complete upload into storage (finalize-upload.ts); answers the stored file's id. */
  finish?: () => Promise<number>;
  /** The stored file, once onUploadFinish moved the upload into storage. */
  fileId?: number;
}
const contexts = new WeakMap<Request, TusContext>();

let server: Server | null = null;
function tusServer(): Server {
  server ??= new Server({
    path: UPLOADS_PATH,
    datastore: new FileStore({ directory: uploadsDir(), expirationPeriodInMilliseconds: uploadExpiryMs() }),
    relativeLocation: true,
    // Same origin only: no Access-Control-Allow-Origin at all.
    allowedOrigins: [],
    namingFunction: (req) => {
      const ctx = contexts.get(req as unknown as Request);
      if (!ctx) throw new Error('a tus request must come through the console handler');
      return ctx.id;
    },
    onUploadFinish: async (req) => {
      const ctx = contexts.get(req as unknown as Request)!;
      try {
        if (!ctx.finish) throw new Error('this request cannot finish an upload');
        ctx.fileId = await ctx.finish();
      } catch (err) {
        ctx.error = err;
        throw { status_code: 500, body: 'upload could not be stored\n' };
      }
      return { headers: { 'Upload-File-Id': String(ctx.fileId) } };
    },
  });
  return server;
}

const TUS_HEADERS = ['tus-resumable', 'upload-length', 'upload-metadata', 'upload-offset', 'content-type', 'content-length'];

/** Hands a checked request to tus: only the protocol's headers, the body given (or none) and the console's context. */
export async function forwardToTus(request: RequestHead & { url: URL }, ctx: TusContext, body: ReadableStream<Uint8Array> | null = null): Promise<Response> {
  const headers = new Headers();
  for (const name of TUS_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (!body) headers.delete('content-length');
  const forwarded = new Request(request.url, { method: request.method, headers, body, duplex: 'half' } as RequestInit);
  contexts.set(forwarded, ctx);
  return tusServer().handleWeb(forwarded);
}

/** Upload-Metadata: comma-separated `key base64value` pairs (tus 1.0); null when malformed. */
export function parseMetadata(header: string | null): Record<string, string> | null {
  if (!header) return {};
  try {
    const parsed = Metadata.parse(header);
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, v ?? '']));
  } catch {
    return null;
  }
}

/** The first `length` bytes already received for an upload (fewer when fewer arrived). */
export async function readReceived(id: string, length: number): Promise<Buffer> {
  const handle = await open(path.join(uploadsDir(), id), 'r').catch(() => null);
  if (!handle) return Buffer.alloc(0);
  try {
    const buf = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buf, 0, length, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Bytes received so far for an unfinished upload (tus's own record), or null when it is gone. */
export async function receivedOffset(id: string): Promise<number | null> {
  try {
    return (await tusServer().datastore.getUpload(id)).offset;
  } catch {
    return null;
  }
}

/** Removes an upload's temporary bytes and tus's record of them (nothing when they are gone already). */
export async function discardTemporary(id: string): Promise<void> {
  if (!UPLOAD_ID.test(id)) return;
  const dir = uploadsDir();
  await Promise.all([rm(path.join(dir, id), { force: true }), rm(path.join(dir, `${id}.json`), { force: true })]).catch(() => undefined);
}

/** Our upload ids (and so the temporary files' names): 32 hexadecimal characters. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** Uploads swept in one pass at most (UPLOAD_SWEEP_BATCH, 200): a backlog goes pass by pass, each one short. */
export const sweepBatch = () => Math.floor(positive(process.env.UPLOAD_SWEEP_BATCH, 200));

/**
 * Between two passes: the expiry period, but at least a minute (a tiny UPLOAD_EXPIRY_HOURS once made the sweep a busy
 * loop that starved the requests) and at most an hour.
 */
export function sweepIntervalMs(): number {
  const expiry = uploadExpiryMs();
  return Number.isFinite(expiry) ? Math.min(3_600_000, Math.max(60_000, expiry)) : 3_600_000;
}

let sweeping = false;

/**
 * One pass over abandoned uploads: at most sweepBatch() expired ones lose their temporary bytes and rows (a finished
 * upload's row, which only points at the stored file for a client that lost the last answer, goes after the same
 * time; one being stored goes once its storing's lease lapsed, with what that storing wrote), then at most as many
 * temporary files without a row (their user or organisation was deleted, or a process died between two writes) once
 * they are older than the expiry. One pass at a time: a pass already running in this process, or in another instance
 * (an advisory lock held for the pass), makes this call answer 0 at once. The rows and temporary files go in one
 * transaction, so on PGlite requests wait for it: it is bounded; the storage is written after it. Answers how many
 * uploads went.
 */
export async function sweepExpiredUploads(db: Db, now = new Date()): Promise<number> {
  if (sweeping) return 0;
  sweeping = true;
  try {
    const { count, storing } = await db.transaction(async (tx) => {
      const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('uploads-sweep')) as locked`)) as unknown as { rows: { locked: boolean }[] };
      if (!lock.rows[0]?.locked) return { count: 0, storing: [] as string[] };
      const limit = sweepBatch();
      const due = tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(lt(uploads.expiresAt, now), or(isNull(uploads.finalizingAt), lt(uploads.finalizingAt, new Date(now.getTime() - leaseSeconds() * 1000)))))
        .orderBy(uploads.expiresAt)
        .limit(limit);
      const gone = await tx
        .delete(uploads)
        .where(inArray(uploads.id, due))
        .returning({ id: uploads.id, storingKey: uploads.storingKey, fileId: uploads.fileId });
      for (const { id } of gone) await discardTemporary(id);
      const storingKeys = gone.filter((g) => g.storingKey && !g.fileId).map((g) => g.storingKey!);
      return { count: gone.length + (await sweepOrphans(tx, now, limit)), storing: storingKeys };
    });
    // A storing that died with its process, on an upload nobody came back for: what it wrote goes too, unless its
    // file was recorded (then the file is in use).
    for (const key of storing) {
      const [recorded] = await db.select({ id: files.id }).from(files).where(eq(files.storageKey, key));
      if (!recorded) await storageDriver(db).remove(key);
    }
    return count;
  } finally {
    sweeping = false;
  }
}

/** Temporary files whose upload row is gone, older than the expiry: at most `limit` of them are removed. */
async function sweepOrphans(tx: DbOrTx, now: Date, limit: number): Promise<number> {
  const dir = uploadsDir();
  const names = await readdir(dir).catch(() => [] as string[]);
  const ids = [...new Set(names.map((n) => n.replace(/\.json$/, '')).filter((n) => UPLOAD_ID.test(n)))];
  const oldest = now.getTime() - uploadExpiryMs();
  let removed = 0;
  for (let i = 0; i < ids.length && removed < limit; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const known = new Set((await tx.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, chunk))).map((r) => r.id));
    for (const id of chunk) {
      if (known.has(id) || removed >= limit) continue;
      const times = await Promise.all(
        [id, `${id}.json`].map((n) =>
          stat(path.join(dir, n)).then(
            (st) => st.mtimeMs,
            () => 0,
          ),
        ),
      );
      if (Math.max(...times) >= oldest) continue;
      await discardTemporary(id);
      removed += 1;
    }
  }
  return removed;
}
