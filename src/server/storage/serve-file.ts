import { Readable } from 'node:stream';
import type { DbOrTx } from '@/db/client';
import type { RequestHead } from '../http/api-context';
import { AppError } from '../http/app-error';
import { storageDriver, type ByteRange } from './drivers';
import { mayReadFile, type FileReader } from './file-access';
import { oleDocumentType } from './ole-directory';
import { rangeReader } from './read-range';
import { MIME } from './sniff';
import { findStoredFile } from './store-file';

/**
 * One Range of a `Range: bytes=…` header against a file of `size` bytes (RFC 9110 §14): the range, 'unsatisfiable'
 * (416), or null when the header is absent, malformed or asks for several ranges (the whole file is sent then).
 */
export function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/i.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Number(m[2]);
  if (m[2] !== '' && end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/** `inline` or `attachment` with the original name: an ASCII fallback and the exact name in UTF-8 (RFC 6266, 8187). */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;%]/g, '_') || 'file';
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/** What a browser may show in place: pictures, video, sound and PDF; anything else is downloaded. */
const showsInline = (mime: string) => /^(image|video|audio)\//.test(mime) || mime === 'application/pdf';

/** Downloads at least this large from an object store go straight to it (a presigned address), not through the console. */
const PRESIGN_MIN_BYTES = 8 * 1024 * 1024;
const PRESIGN_SECONDS = 300;

/**
 * GET /api/storage/files/{key}: a file of the caller's organisation (another organisation's key is a 404) that the
 * reader may read (its area's key, file-access.ts; otherwise 403, before anything about the file is answered),
 * streamed from its driver with byte ranges (206, 416) so that video and audio seek, its real type, never sniffed by
 * the browser, shown inline or downloaded (`?download=1`) under its original name, and cached privately: a key names
 * one content forever.
 */
export async function serveStoredFile(options: {
  db: DbOrTx;
  organization: { id: number; orgCode: string };
  reader: FileReader;
  key: string;
  /** What is read of the request: HEAD, and the Range, If-Range and If-None-Match headers. */
  request: RequestHead;
  download: boolean;
}): Promise<Response> {
  const { db, organization, key, request } = options;
  if (!key.startsWith(`${organization.orgCode}/`)) throw new AppError('NOT_FOUND', 'File not found');
  const row = await findStoredFile(db, organization.id, key);
  if (!(await mayReadFile(db, row, options.reader))) throw new AppError('FORBIDDEN', 'You do not have permission to read this file.');
  const size = row.sizeBytes;
  const etag = `"${row.sha256.slice(0, 40)}"`;
  const driver = storageDriver(db);
  // A .ppt, .doc or .xls is stored as a compound file ('ole'); served as what it is, judged by its directory (a few
  // KiB read by range), so that a browser or a phone opens it with PowerPoint, Word or Excel.
  const type = (row.mimeType === MIME.ole && (await oleDocumentType(rangeReader(driver, key), size))) || row.mimeType;
  const disposition = options.download || !showsInline(type) ? 'attachment' : 'inline';
  const headers = new Headers({
    'content-type': type,
    'accept-ranges': 'bytes',
    etag,
    'last-modified': row.createdAt.toUTCString(),
    'cache-control': 'private, max-age=31536000, immutable',
    'content-disposition': contentDisposition(disposition, row.originalName),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
  });
  const match = request.headers.get('if-none-match');
  if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return new Response(null, { status: 304, headers });

  if (options.download && driver.presignGet && size >= PRESIGN_MIN_BYTES) {
    const url = await driver.presignGet(key, {
      expiresIn: PRESIGN_SECONDS,
      contentType: type,
      disposition: contentDisposition('attachment', row.originalName),
    });
    return new Response(null, { status: 302, headers: { location: url, 'cache-control': 'no-store' } });
  }

  const ifRange = request.headers.get('if-range');
  const range = !ifRange || ifRange === etag ? parseRange(request.headers.get('range'), size) : null;
  if (range === 'unsatisfiable') {
    headers.set('content-range', `bytes */${size}`);
    headers.delete('content-disposition');
    return new Response(null, { status: 416, headers });
  }
  const status = range ? 206 : 200;
  if (range) headers.set('content-range', `bytes ${range.start}-${range.end}/${size}`);
  headers.set('content-length', String(range ? range.end - range.start + 1 : size));
  if (request.method === 'HEAD') return new Response(null, { status, headers });
  const stream = await driver.getStream(key, range ?? undefined);
  if (!stream) throw new AppError('NOT_FOUND', 'File not found');
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status, headers });
}
