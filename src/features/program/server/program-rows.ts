import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { files, placements, users } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { programs } from '@/db/schema/program';
import { defaultThumbnailUrl, type ProgramDetail } from '../schemas';

const updater = alias(users, 'program_updater');

/**
 * The programs of the organisation with these ids, with what the list and the detail show: category, creator and
 * last editor, thumbnail address, and can_delete (nothing is placed in the program's module).
 */
export async function programRows(db: DbOrTx, organizationId: number, ids: number[]): Promise<ProgramDetail[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      p: programs,
      categoryName: categories.name,
      creator: users.fullName,
      updater: updater.fullName,
      fileKey: files.storageKey,
      placed: sql<boolean>`exists (select 1 from ${placements} where ${placements.moduleId} = ${programs.moduleId})`,
    })
    .from(programs)
    .leftJoin(categories, eq(categories.id, programs.categoryId))
    .leftJoin(users, eq(users.id, programs.createdBy))
    .leftJoin(updater, eq(updater.id, programs.updatedBy))
    .leftJoin(files, eq(files.id, programs.thumbnailFileId))
    .where(and(eq(programs.organizationId, organizationId), inArray(programs.id, ids)));
  return rows.map(({ p, categoryName, creator, updater: editor, fileKey, placed }) => ({
    id: p.id,
    title: p.title,
    description: p.description,
    status: p.status,
    level: p.level,
    category_id: p.categoryId,
    category: p.categoryId !== null && categoryName !== null ? { id: p.categoryId, name: categoryName } : null,
    thumbnail_default: p.thumbnailDefault,
    thumbnail_file_id: p.thumbnailFileId,
    thumbnail_url: fileKey ? `/api/storage/files/${fileKey}` : p.thumbnailDefault ? defaultThumbnailUrl(p.thumbnailDefault) : null,
    created_by: { full_name: creator ?? '-' },
    updated_by: { full_name: editor ?? creator ?? '-' },
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    can_delete: !placed,
  }));
}
