import type { ApiContext } from '@/server/http/api-context';
import { quizMessages } from '../messages';

/** One multipart file field within a size cap, with the quiz import's "no file" message. */
export async function readUpload(ctx: ApiContext, maxBytes: number): Promise<{ file: File; bytes: Buffer }> {
  return ctx.file({ maxBytes, missingMessage: quizMessages.noFileSelected });
}
