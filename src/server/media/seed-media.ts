import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { DEMO_MEDIA, readDemoMedia } from './demo-media';
import { categories } from '@/db/schema/category';
import { storeFile, type UploadPolicy } from '@/server/storage/store-file';
import type { FileKind } from '@/server/storage/sniff';
import type { MediaStatus } from '@/lib/media-library';
import type { MediaConfig } from './library';
import { readStoredDuration } from './media-file';

export interface SeedMediaItem {
  title: string;
  description: string;
  category: string;
  file: (typeof DEMO_MEDIA)[keyof typeof DEMO_MEDIA];
  status: MediaStatus;
  thumbnail: string | null;
  /** Days ago it was created. */
  age: number;
}

/** A demo media file stored like any upload (checked by its bytes), with the duration read from it. */
export async function storeDemoMedia(
  tx: Tx,
  options: { organization: { id: number; orgCode: string }; userId: number; config: MediaConfig; kinds: FileKind[]; file: SeedMediaItem['file'] },
): Promise<{ fileId: number; durationSeconds: number }> {
  const policy: UploadPolicy = { kinds: options.kinds, maxBytes: 5 * 1024 * 1024 };
  const { organization, userId, config, file } = options;
  const stored = await storeFile({ db: tx, organization, userId, folder: config.info.folder, name: file, bytes: await readDemoMedia(file), policy });
  return { fileId: stored.id, durationSeconds: await readStoredDuration(tx, organization.id, stored.id) };
}

/**
 * Stores the demo items' real small files with storeFile (checked by their bytes like any upload) and reads each
 * duration with the same code as the background job (docs/decisions/0082).
 */
export async function seedMediaItems(tx: Tx, ctx: SeedContext, config: MediaConfig, kinds: FileKind[], items: SeedMediaItem[]): Promise<void> {
  const { org, people } = ctx;
  const day = (n: number) => new Date(Date.now() - n * 86_400_000);
  for (const [i, item] of items.entries()) {
    const by = i % 2 ? people.editor : people.admin;
    const stored = await storeDemoMedia(tx, { organization: org, userId: by.id, config, kinds, file: item.file });
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.organizationId, org.id), eq(categories.name, item.category)));
    const moved = item.status !== 'draft';
    await tx.insert(config.table).values({
      organizationId: org.id,
      title: item.title,
      description: item.description,
      categoryId: category?.id ?? null,
      fileId: stored.fileId,
      thumbnail: item.thumbnail,
      durationSeconds: stored.durationSeconds,
      status: item.status,
      statusChangedBy: moved ? people.admin.id : null,
      statusChangedAt: moved ? day(item.age - 2) : null,
      createdBy: by.id,
      updatedBy: by.id,
      createdAt: day(item.age),
      updatedAt: day(Math.max(item.age - 2, 0)),
    });
  }
}
