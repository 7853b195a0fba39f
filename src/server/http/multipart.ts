import { AppError } from './app-error';

const NO_FILE = "There's no any file to be uploaded";
const MULTIPLE = 'Cannot select multiple file';

/** A multipart/form-data body within a size cap (checked on the declared length before anything is read). */
export async function readMultipartForm(request: Request, maxBytes: number): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes + 64 * 1024) throw new AppError('PAYLOAD_TOO_LARGE');
  try {
    return await request.formData();
  } catch {
    throw new AppError('VALIDATION', 'The upload could not be read.');
  }
}

/** Exactly one file in the `file` field (spec 000 §8 messages for none and for several). */
export async function readMultipartFile(
  request: Request,
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
