import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { files } from '@/db/schema';
import { uploads, type UploadRow } from '@/db/schema/uploads';
import type { ApiContext } from '@/server/http/api-context';
import { AppError } from '@/server/http/app-error';
import { errorResponse, ok } from '@/server/http/envelope';
import { parseWith } from '@/server/http/parse';
import { SNIFF_BYTES, sniff } from '@/server/storage/sniff';
import { toStoredFile, type StoredFile } from '@/server/storage/store-file';
import { storageMessages as M } from '../messages';
import { UPLOAD_FOLDERS } from '../policies';
import { UploadFolderSchema, type UploadState } from '../schemas';
import { finalizeUpload, refuseUpload } from './finalize-upload';
import { discardTemporary, forwardToTus, openUploadLimits, parseMetadata, readReceived, receivedOffset, uploadExpiryMs, type TusContext } from './upload-store';

/** The one tus version the resumable uploads speak (docs/decisions/0081). */
const TUS_VERSION = '1.0.0';
const TUS = { 'Tus-Resumable': TUS_VERSION, 'Cache-Control': 'no-store' };

/**
 * OPTIONS /api/uploads: tus 1.0 discovery (the protocol's OPTIONS request), answered without a session as the
 * protocol expects: the version and the extensions the resumable uploads serve. The API entry answers it before the guard.
 */
export function tusDiscovery(): Response {
  return new Response(null, {
    status: 204,
    headers: { ...TUS, 'Tus-Version': TUS_VERSION, 'Tus-Extension': 'creation,termination,expiration' },
  });
}
const MB = 1024 * 1024;
const ZIP_FAMILY = ['pptx', 'docx', 'xlsx', 'epub'];

const contextOf = (ctx: ApiContext, id: string, row?: UploadRow): TusContext => {
  const { locals } = ctx;
  return {
    id,
    row,
    db: locals.db,
    organization: locals.org,
    userId: locals.auth!.user.id,
    finish: async () => (await finalizeUpload(locals.db, locals.org, id)).id,
  };
};

/** The upload named by the path, if it is the caller's: same organisation AND same user; anything else is a 404. */
async function ownUpload(ctx: ApiContext): Promise<UploadRow> {
  const { locals, params } = ctx;
  const [row] = await locals.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, String(params.key ?? '')), eq(uploads.organizationId, locals.org.id), eq(uploads.userId, locals.auth!.user.id)));
  if (!row) throw new AppError('NOT_FOUND', 'Upload not found');
  return row;
}

/** A hook's own failure (storing, a refused kind) in the console's envelope, still speaking tus. */
function answer(response: Response, tus: TusContext): Response {
  if (!tus.error) return response;
  const res = errorResponse(tus.error);
  res.headers.set('Tus-Resumable', TUS_VERSION);
  return res;
}

/** handle() for the tus calls: a refusal is the console's envelope and still names the protocol, as tus 1.0 asks of every answer. */
function tusHandle(fn: (ctx: ApiContext) => Promise<Response>): (ctx: ApiContext) => Promise<Response> {
  return async (ctx) => {
    try {
      return await fn(ctx);
    } catch (err) {
      const res = errorResponse(err);
      res.headers.set('Tus-Resumable', TUS_VERSION);
      return res;
    }
  };
}

/**
 * The caller's unfinished uploads (not complete, not expired) with this one must stay within openUploadLimits: a
 * refusal says what to do, and the upload field shows it (tus-js-client hands the field the answer's body).
 */
async function checkOpenUploads(tx: DbOrTx, userId: number, length: number): Promise<void> {
  const limits = openUploadLimits();
  const [open] = await tx
    .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${uploads.length}), 0)::float8` })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), isNull(uploads.fileId), gt(uploads.expiresAt, sql`now()`)));
  if (open.count >= limits.count) throw new AppError('RATE_LIMITED', M.tooManyOpenUploads(limits.count));
  if (open.bytes + length > limits.megabytes * MB) throw new AppError('PAYLOAD_TOO_LARGE', M.openUploadsTooLarge(limits.megabytes));
}

/** POST /api/uploads: Upload-Length (checked against the folder's cap now, before any byte), Upload-Metadata folder and filename. */
export const createUpload = tusHandle(async (ctx: ApiContext) => {
  const { headers, locals } = ctx;
  if (headers.has('upload-defer-length') || headers.has('upload-concat'))
    throw new AppError('VALIDATION', 'Upload-Length is required: the size is checked before the upload starts.');
  if (ctx.hasBody) throw new AppError('VALIDATION', 'Create the upload first, then send its bytes with PATCH.');
  const meta = parseMetadata(headers.get('upload-metadata'));
  if (!meta) throw new AppError('VALIDATION', 'Upload-Metadata is not valid.');
  const folder = parseWith(UploadFolderSchema, meta.folder ?? '');
  const policy = UPLOAD_FOLDERS[folder];
  const raw = headers.get('upload-length') ?? '';
  if (!/^\d{1,15}$/.test(raw)) throw new AppError('VALIDATION', 'Upload-Length is required: the size is checked before the upload starts.');
  const length = Number(raw);
  if (length === 0) throw new AppError('VALIDATION', "There's no any file to be uploaded");
  if (length > policy.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', policy.messages?.size ?? `The file is larger than ${Math.round(policy.maxBytes / 1024 / 1024)} MB.`);
  const id = randomBytes(16).toString('hex');
  const userId = locals.auth!.user.id;
  // Counted and recorded under a lock of the user's: two creations at once cannot both take the last place.
  await locals.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('uploads-open'), ${userId})`);
    await checkOpenUploads(tx, userId, length);
    await tx.insert(uploads).values({
      id,
      organizationId: locals.org.id,
      userId,
      folder,
      name: (meta.filename ?? meta.name ?? '').slice(0, 500),
      length,
      expiresAt: new Date(Date.now() + uploadExpiryMs()),
    });
  });
  const tus = contextOf(ctx, id);
  const response = await forwardToTus(ctx, tus);
  if (response.status !== 201) await locals.db.delete(uploads).where(eq(uploads.id, id));
  return answer(response, tus);
});

/** HEAD /api/uploads/<key>: the tus offset; GET: the upload's state as JSON. */
export const uploadState = tusHandle(async (ctx: ApiContext) => {
  const row = await ownUpload(ctx);
  if (ctx.method === 'HEAD') {
    // A finished upload's bytes are in storage now: it answers complete, so a client that lost the last answer finishes.
    if (row.fileId) return new Response(null, { status: 200, headers: { ...TUS, 'Upload-Offset': String(row.length), 'Upload-Length': String(row.length) } });
    return forwardToTus(ctx, contextOf(ctx, row.id, row));
  }
  const file = await storedFileOf(ctx, row);
  const state: UploadState = {
    key: row.id,
    folder: row.folder,
    name: row.name,
    length: row.length,
    offset: file ? row.length : ((await receivedOffset(row.id)) ?? 0),
    expires_at: row.expiresAt.toISOString(),
    file,
  };
  return ok(state);
});

async function storedFileOf(ctx: ApiContext, row: UploadRow): Promise<StoredFile | null> {
  if (!row.fileId) return null;
  const [file] = await ctx.locals.db.select().from(files).where(eq(files.id, row.fileId));
  return file ? toStoredFile(file) : null;
}

/** The bytes up to the sniffing window: what is stored already plus what this request brings, read ahead of tus. */
async function readAhead(reader: ReadableStreamDefaultReader<Uint8Array>, need: number): Promise<{ chunks: Uint8Array[]; ended: boolean }> {
  const chunks: Uint8Array[] = [];
  let got = 0;
  while (got < need) {
    const { value, done } = await reader.read();
    if (done) return { chunks, ended: true };
    chunks.push(value);
    got += value.length;
  }
  return { chunks, ended: false };
}

/** The read-ahead bytes, then the rest of the request body, as one stream for tus. */
function replay(chunks: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>, ended: boolean): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (i < chunks.length) return controller.enqueue(chunks[i++]);
      if (ended) return controller.close();
      try {
        const { value, done } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (err) {
        controller.error(err);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/**
 * PATCH /api/uploads/<key>: tus appends the bytes. Until the first SNIFF_BYTES (or the whole, smaller file) are in,
 * this request's bytes are read ahead and judged by their content together with those already received: a wrong kind
 * is refused (415) before tus writes anything, and the upload is abandoned.
 */
export const appendUpload = tusHandle(async (ctx: ApiContext) => {
  const { locals } = ctx;
  const row = await ownUpload(ctx);
  if (row.fileId) throw new AppError('CONFLICT', 'This upload is complete already.');
  const tus = contextOf(ctx, row.id, row);
  const offset = Number(ctx.headers.get('upload-offset'));
  const window = Math.min(SNIFF_BYTES, row.length);
  const body = ctx.stream();
  if (row.kind || !body || !Number.isSafeInteger(offset) || offset < 0 || offset >= window) {
    return answer(await forwardToTus(ctx, tus, body), tus);
  }
  const stored = await readReceived(row.id, offset);
  // A wrong offset is tus's to answer (409), with nothing read.
  if (stored.length !== offset) return answer(await forwardToTus(ctx, tus, body), tus);
  const reader = body.getReader();
  let ahead: { chunks: Uint8Array[]; ended: boolean };
  try {
    ahead = await readAhead(reader, window - offset);
  } catch {
    // The connection dropped before the window was in: nothing was written, the client resumes at the same offset.
    throw new AppError('VALIDATION', 'The upload was interrupted.');
  }
  const head = Buffer.concat([stored, ...ahead.chunks]);
  if (head.length >= window) {
    const kind = await sniff(head.subarray(0, window));
    const policy = UPLOAD_FOLDERS[row.folder];
    const accepted = policy.kinds.includes(kind) || (kind === 'zip' && policy.kinds.some((k) => ZIP_FAMILY.includes(k)));
    if (!accepted) {
      await reader.cancel().catch(() => undefined);
      return refuseUpload(locals.db, row);
    }
    await locals.db.update(uploads).set({ kind }).where(eq(uploads.id, row.id));
  }
  return answer(await forwardToTus(ctx, tus, replay(ahead.chunks, reader, ahead.ended)), tus);
});

/** DELETE /api/uploads/<key>: abandons the upload (tus termination); a stored file stays (it may be in use). */
export const cancelUpload = tusHandle(async (ctx: ApiContext) => {
  const row = await ownUpload(ctx);
  if (!row.fileId) await discardTemporary(row.id);
  await ctx.locals.db.delete(uploads).where(eq(uploads.id, row.id));
  return new Response(null, { status: 204, headers: TUS });
});

/** GET /api/uploads/<key>/file: the stored file; a complete upload whose storing failed is stored now. */
export const uploadedFile = tusHandle(async (ctx: ApiContext) => {
  const row = await ownUpload(ctx);
  const file = await storedFileOf(ctx, row);
  if (file) return ok(file);
  if ((await receivedOffset(row.id)) !== row.length) throw new AppError('CONFLICT', 'The upload is not complete yet.');
  return ok(await finalizeUpload(ctx.locals.db, ctx.locals.org, row.id));
});
