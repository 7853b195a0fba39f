import type { DbOrTx } from '@/db/client';
import { badges } from '@/db/schema';
import { AppError } from '@/server/http/app-error';
import { storageDriver } from '@/server/storage/drivers';
import { FILE_URL_PREFIX, findStoredFile } from '@/server/storage/store-file';
import { storageMessages } from '../messages';

/** A badge is an image (spec 000: the badge selector uploads JPG or PNG), not any stored file of the organisation. */
const BADGE_TYPES = ['image/png', 'image/jpeg'];

/**
 * Saves an uploaded image of the organisation as a badge. The file is judged by its row: its type was read from its
 * bytes when it was stored, so not one byte is read here (a 500 MB video named as a badge is refused at once); the
 * driver is only asked that the bytes still exist.
 */
export async function createBadge(options: { db: DbOrTx; organizationId: number; userId: number; fileUrl: string; name?: string }) {
  const { db, organizationId } = options;
  const key = options.fileUrl.slice(FILE_URL_PREFIX.length);
  const file = await findStoredFile(db, organizationId, key);
  if (!BADGE_TYPES.includes(file.mimeType)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', storageMessages.badgeNotImage);
  if (!(await storageDriver(db).stat(key))) throw new AppError('NOT_FOUND', 'File not found');
  const [row] = await db
    .insert(badges)
    .values({ organizationId, fileUrl: options.fileUrl, name: options.name ?? null, createdBy: options.userId })
    .returning();
  return row;
}
