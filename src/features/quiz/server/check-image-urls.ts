import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { files } from '@/db/schema';
import { AppError, type FieldMessage } from '@/server/http/app-error';
import { FILE_URL_PREFIX } from '@/server/storage/store-file';
import { quizMessages as m } from '../messages';
import type { NormalQuestion } from './normalize-quiz';

/**
 * Question and option images must be files of this organisation's storage (`/api/storage/files/{key}` of a file it
 * uploaded): an address elsewhere would be loaded by every learner's browser and is refused on save, and the page
 * CSP allows images only from the console itself.
 */
export async function assertOwnImages(db: DbOrTx, organizationId: number, questions: Pick<NormalQuestion, 'urlImage' | 'options'>[]): Promise<void> {
  const wanted: { field: string; key: string | null; label: string }[] = [];
  questions.forEach((q, i) => {
    if (q.urlImage) wanted.push({ field: `questions.${i}.url_image`, key: storageKeyOf(q.urlImage), label: `Question ${i + 1}` });
    q.options.forEach((o, j) => {
      if (o.url_image)
        wanted.push({ field: `questions.${i}.options.${j}.url_image`, key: storageKeyOf(o.url_image), label: `Question ${i + 1}, option ${o.code}` });
    });
  });
  if (!wanted.length) return;
  const keys = [...new Set(wanted.map((w) => w.key).filter((k): k is string => k !== null))];
  const found = keys.length
    ? new Set(
        (
          await db
            .select({ key: files.storageKey })
            .from(files)
            .where(and(eq(files.organizationId, organizationId), inArray(files.storageKey, keys)))
        ).map((r) => r.key),
      )
    : new Set<string>();
  const errors: FieldMessage[] = wanted.filter((w) => !w.key || !found.has(w.key)).map((w) => ({ field: w.field, message: m.imageNotOwnStorage(w.label) }));
  if (errors.length) throw new AppError('VALIDATION', undefined, { details: errors });
}

/** The storage key of a console file address, or null for anything else (another host, a query, `..`). */
function storageKeyOf(url: string): string | null {
  if (!url.startsWith(FILE_URL_PREFIX)) return null;
  const key = url.slice(FILE_URL_PREFIX.length);
  return /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/.test(key) && !key.split('/').some((s) => s === '..' || s === '.') ? key : null;
}
