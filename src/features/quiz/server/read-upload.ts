import type { APIContext } from 'astro';
import { AppError } from '@/server/http/app-error';
import { quizMessages } from '../messages';

/**
 * One multipart file field within a size cap. The same rules as storage's readMultipartFile, which an area
 * may not import (lint boundaries); see the report about moving it to src/server/http.
 */
export async function readUpload(ctx: APIContext, maxBytes: number): Promise<{ file: File; bytes: Buffer }> {
  const type = ctx.request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  if (Number(ctx.request.headers.get('content-length') ?? 0) > maxBytes + 64 * 1024) throw new AppError('PAYLOAD_TOO_LARGE');
  let form: FormData;
  try {
    form = await ctx.request.formData();
  } catch {
    throw new AppError('VALIDATION', 'The upload could not be read.');
  }
  const files = form.getAll('file');
  if (files.length > 1) throw new AppError('VALIDATION', quizMessages.multipleFiles);
  const file = files[0];
  if (!(file instanceof File)) throw new AppError('VALIDATION', quizMessages.noFileSelected);
  if (file.size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
  return { file, bytes: Buffer.from(await file.arrayBuffer()) };
}
