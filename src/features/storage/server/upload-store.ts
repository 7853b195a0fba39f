import { open } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Metadata, Server } from '@tus/server';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { uploads, type UploadRow } from '@/db/schema/uploads';
import { UPLOADS_PATH } from '../schemas';

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
  scheduleSweeps(server);
  return server;
}

const TUS_HEADERS = ['tus-resumable', 'upload-length', 'upload-metadata', 'upload-offset', 'content-type', 'content-length'];

/** Hands a checked request to tus: only the protocol's headers, the body given (or none) and the console's context. */
export async function forwardToTus(request: Request, ctx: TusContext, body: ReadableStream<Uint8Array> | null = null): Promise<Response> {
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

/** Removes an upload's temporary bytes (nothing when they are gone already). */
export async function discardTemporary(id: string): Promise<void> {
  await tusServer()
    .datastore.remove(id)
    .catch(() => undefined);
}

/**
 * Abandoned uploads: their temporary bytes and rows go once they expire; a finished upload's row (it only points at
 * the stored file, for a client that lost the last answer) goes after the same time.
 */
export async function sweepExpiredUploads(db: Db, now = new Date()): Promise<number> {
  const expired = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(lt(uploads.expiresAt, now), or(isNull(uploads.finalizingAt), lt(uploads.finalizingAt, new Date(now.getTime() - 3600_000)))));
  for (const { id } of expired) {
    await discardTemporary(id);
    await db.delete(uploads).where(eq(uploads.id, id));
  }
  // Temporary files without a row (a crash between the two writes) expire by tus's own record.
  await tusServer()
    .cleanUpExpiredUploads()
    .catch(() => 0);
  return expired.length;
}

let sweepDb: Db | null = null;
/** The database the periodic sweep uses: the one of the first upload request of this process. */
export const rememberDb = (db: Db) => (sweepDb ??= db);

function scheduleSweeps(s: Server) {
  void s;
  const timer = setInterval(
    () => {
      if (sweepDb) sweepExpiredUploads(sweepDb).catch((err) => console.warn('[uploads] sweep failed', err));
    },
    Math.min(uploadExpiryMs(), 3600_000),
  );
  timer.unref();
}
