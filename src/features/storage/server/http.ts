import { desc, eq } from 'drizzle-orm';
import { badges } from '@/db/schema';
import { paginate } from '@/lib/list';
import type { ApiContext } from '@/server/http/api-context';
import { handle, ok } from '@/server/http/envelope';
import { parseWith } from '@/server/http/parse';
import { bind, reply, selfParsing } from '@/server/http/dispatch';
import { storageApi } from '../api';
import { readerOf } from '@/server/storage/file-access';
import { serveStoredFile } from '@/server/storage/serve-file';
import { storeFile } from '@/server/storage/store-file';
import { MAX_UPLOAD_BYTES, UPLOAD_FOLDERS } from '../policies';
import { UploadFolderSchema } from '../schemas';
import { createBadge } from './create-badge';
import { appendUpload, cancelUpload, createUpload, uploadedFile, uploadState } from './resumable-http';

/** POST /storage/upload: multipart file + folder; answers data.full_path. */
const upload = handle(async (ctx: ApiContext) => {
  const { locals } = ctx;
  const { file, bytes, form } = await ctx.file({ maxBytes: MAX_UPLOAD_BYTES });
  const folder = parseWith(UploadFolderSchema, form.get('folder') ?? 'image');
  const stored = await storeFile({
    db: locals.db,
    organization: locals.org,
    userId: locals.auth!.user.id,
    folder,
    name: file.name,
    bytes,
    policy: UPLOAD_FOLDERS[folder],
  });
  return ok(stored, 'Image was uploaded successfully', 201);
});

/**
 * GET /storage/files/{key}: the organisation's own files, to those who may read their area's files (decision 0106),
 * streamed with ranges (server/storage/serve-file.ts).
 */
const download = handle(async (ctx: ApiContext) =>
  serveStoredFile({
    db: ctx.locals.db,
    organization: ctx.locals.org,
    reader: readerOf(ctx.locals.auth!),
    key: decodeURIComponent(String(ctx.params.key ?? '')),
    request: ctx,
    download: ctx.url.searchParams.get('download') === '1',
  }),
);

/** The storage endpoints (api.ts); upload and file read their own requests (multipart, raw bytes). */
export const storageEndpoints = bind(storageApi, {
  upload: selfParsing(upload),
  file: selfParsing(download),
  createUpload: selfParsing(createUpload),
  uploadState: selfParsing(uploadState),
  appendUpload: selfParsing(appendUpload),
  cancelUpload: selfParsing(cancelUpload),
  uploadedFile: selfParsing(uploadedFile),
  createBadge: async ({ caller, body }) => {
    const row = await createBadge({ ...caller, fileUrl: body.file_url, name: body.name });
    return reply({ data: { id: row.id }, id: row.id, file_url: row.fileUrl }, 'Badge was saved', 201);
  },
  badges: async ({ caller, query: q }) => {
    const rows = await caller.db.select().from(badges).where(eq(badges.organizationId, caller.organizationId)).orderBy(desc(badges.id));
    const page = rows.slice((q.page - 1) * q.page_size, q.page * q.page_size).map((b) => ({ id: b.id, name: b.name, file_url: b.fileUrl }));
    return paginate(page, rows.length, q.page, q.page_size);
  },
});
