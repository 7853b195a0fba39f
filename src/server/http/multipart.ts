import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { AppError } from './app-error';

const NO_FILE = "There's no any file to be uploaded";
const MULTIPLE = 'Cannot select multiple file';
const FIELDS_BYTES = 64 * 1024;

/** A request body to read as multipart (ApiContext's `form` and `file`). */
export interface MultipartBody {
  headers: { get(name: string): string | null };
  /** Node's stream of the body; null when there is none. */
  body: Readable | null;
  /** Reading stopped before the body's end: the rest is left unread. */
  abandon(): void;
}

export interface MultipartOptions {
  maxTotalBytes?: number;
  maxFiles?: number;
}

/**
 * A multipart/form-data body read as a stream by busboy, within a size cap: each file at most `maxBytes`, the whole
 * body at most `maxBytes` plus 64 KB of fields. Reading stops at the first byte past a cap (413), whatever the
 * declared length says, so a chunked or lying upload is never read to its end.
 */
export async function readMultipartForm(request: MultipartBody, maxBytes: number, options: MultipartOptions = {}): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  const maxTotal = (options.maxTotalBytes ?? maxBytes) + FIELDS_BYTES;
  if (Number(request.headers.get('content-length') ?? 0) > maxTotal) throw new AppError('PAYLOAD_TOO_LARGE');
  const source = request.body;
  if (!source) throw new AppError('VALIDATION', 'The upload could not be read.');
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      // Browsers send a non-ASCII file name as raw UTF-8 in the part's header (Café ñandú.png), not as latin1.
      defParamCharset: 'utf8',
      limits: { fileSize: maxBytes, files: options.maxFiles ?? 20, fields: 50, fieldSize: FIELDS_BYTES, parts: 100 },
    });
  } catch {
    throw new AppError('VALIDATION', 'The upload could not be read.');
  }
  const form = new FormData();
  let total = 0;
  return new Promise<FormData>((resolve, reject) => {
    let failed = false;
    const fail = (err: AppError) => {
      if (failed) return;
      failed = true;
      // Not destroyed: that would drop the connection before the refusal is sent. The rest stays unread and the
      // answer closes the connection (ApiContext.bodyAbandoned).
      source.unpipe(parser);
      source.pause();
      request.abandon();
      reject(err);
    };
    const count = (n: number) => {
      total += n;
      if (total > maxTotal) fail(new AppError('PAYLOAD_TOO_LARGE'));
    };
    const pending: Promise<void>[] = [];
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      pending.push(
        new Promise<void>((done) => {
          stream.on('data', (c: Buffer) => {
            chunks.push(c);
            count(c.length);
          });
          stream.on('limit', () => fail(new AppError('PAYLOAD_TOO_LARGE')));
          stream.on('end', () => {
            if (!failed)
              form.append(
                name,
                new File([Buffer.concat(chunks) as Uint8Array<ArrayBuffer>], info.filename ?? '', { type: info.mimeType || 'application/octet-stream' }),
              );
            done();
          });
          stream.on('error', () => done());
        }),
      );
    });
    parser.on('field', (name, value) => {
      count(Buffer.byteLength(value));
      form.append(name, value);
    });
    for (const limit of ['filesLimit', 'fieldsLimit', 'partsLimit'] as const)
      parser.on(limit, () => fail(new AppError('VALIDATION', 'The upload has too many parts.')));
    parser.on('error', () => fail(new AppError('VALIDATION', 'The upload could not be read.')));
    parser.on('close', () => {
      void Promise.all(pending).then(() => (failed ? undefined : resolve(form)));
    });
    source.on('error', () => fail(new AppError('VALIDATION', 'The upload could not be read.')));
    source.pipe(parser);
  });
}

/** Exactly one file in the `file` field (spec 000 §8 messages for none and for several). */
export async function readMultipartFile(
  request: MultipartBody,
  options: { maxBytes: number; missingMessage?: string },
): Promise<{ file: File; bytes: Buffer; form: FormData }> {
  const form = await readMultipartForm(request, options.maxBytes);
  const all = form.getAll('file');
  if (all.length > 1) throw new AppError('VALIDATION', MULTIPLE);
  const file = all[0];
  if (!(file instanceof File) || file.size === 0) throw new AppError('VALIDATION', options.missingMessage ?? NO_FILE);
  if (file.size > options.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
  return { file, bytes: Buffer.from(await file.arrayBuffer()), form };
}
