import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { files } from '@/db/schema';
import { FILE_URL_PREFIX, toStoredFile, type StoredFile } from './storage/store-file';

/**
 * The stored file with this id when it belongs to the organisation and was uploaded to one of `folders` (so a cover
 * is an image the covers folder accepted, judged by its bytes); null otherwise: a guessed id is never taken.
 */
export async function ownFile(db: DbOrTx, organizationId: number, id: number, folders: readonly string[]): Promise<StoredFile | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.organizationId, organizationId), inArray(files.folder, [...folders])));
  return row ? toStoredFile(row) : null;
}

/** Stored files by id (rows that reference them), for showing them. */
export async function fileRefs(db: DbOrTx, ids: (number | null)[]): Promise<Map<number, StoredFile>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.select().from(files).where(inArray(files.id, wanted));
  return new Map(rows.map((r) => [r.id, toStoredFile(r)]));
}

/**
 * Whether `url` (a stored file's full_path, as a form sends a picture, icon or logo) names a JPG or PNG stored for the
 * organisation: the upload sniffed its bytes. Another organisation's file, or none, is not.
 */
export async function isOwnImage(db: DbOrTx, organizationId: number, url: string): Promise<boolean> {
  const key = url.startsWith(FILE_URL_PREFIX) ? url.slice(FILE_URL_PREFIX.length) : url;
  const [file] = await db
    .select({ mimeType: files.mimeType })
    .from(files)
    .where(and(eq(files.storageKey, key), eq(files.organizationId, organizationId)));
  return !!file && ['image/png', 'image/jpeg'].includes(file.mimeType);
}
