import type { APIContext } from 'astro';
import { readMultipartFile } from '@/server/http/multipart';
import { quizMessages } from '../messages';

/** One multipart file field within a size cap, with the quiz import's "no file" message. */
export async function readUpload(ctx: APIContext, maxBytes: number): Promise<{ file: File; bytes: Buffer }> {
  return readMultipartFile(ctx.request, { maxBytes, missingMessage: quizMessages.noFileSelected });
}
