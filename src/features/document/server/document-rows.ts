import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { files, users } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { documents, type DocumentRow } from '@/db/schema/document';
import { AppError } from '@/server/http/app-error';
import { FILE_URL_PREFIX } from '@/server/storage/store-file';
import type { DocumentArea } from '../kinds';
import { documentMessages as M } from '../messages';
import type { DocumentRowData } from '../schemas';

/** The caller's organisation's document of a type the area shows, or 404: another organisation's id is never data. */
export async function loadDocument(db: DbOrTx, area: DocumentArea, organizationId: number, id: number): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.organizationId, organizationId), inArray(documents.kind, [...area.types])));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

const file = alias(files, 'file');
const thumb = alias(files, 'thumb');
const preview = alias(files, 'preview');
const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

const url = (key: string | null) => (key ? FILE_URL_PREFIX + key : null);

/** The rows of these ids as the area's API answers them (category, files and people joined), in no particular order. */
export async function documentRows(db: DbOrTx, area: DocumentArea, ids: number[]): Promise<DocumentRowData[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      d: documents,
      categoryName: categories.name,
      file: { id: file.id, name: file.originalName, key: file.storageKey, mime: file.mimeType, size: file.sizeBytes },
      thumbKey: thumb.storageKey,
      previewKey: preview.storageKey,
      createdBy: creator.fullName,
      updatedBy: updater.fullName,
    })
    .from(documents)
    .innerJoin(file, eq(file.id, documents.fileId))
    .leftJoin(categories, eq(categories.id, documents.categoryId))
    .leftJoin(thumb, eq(thumb.id, documents.thumbnailFileId))
    .leftJoin(preview, eq(preview.id, documents.previewFileId))
    .leftJoin(creator, eq(creator.id, documents.createdBy))
    .leftJoin(updater, eq(updater.id, documents.updatedBy))
    .where(inArray(documents.id, ids));
  return rows.map(({ d, ...r }) => ({
    id: d.id,
    type: d.kind,
    title: d.title,
    description: d.description,
    category: d.categoryId !== null && r.categoryName !== null ? { id: d.categoryId, name: r.categoryName } : null,
    status: d.status,
    file: { id: r.file.id, name: r.file.name, url: FILE_URL_PREFIX + r.file.key, mime_type: r.file.mime, size: r.file.size },
    page_count: d.pageCount,
    thumbnail_url: url(r.thumbKey),
    download_url: `${area.api}/${d.id}/download`,
    preview_url: d.preview === 'ready' && r.previewKey ? `${area.api}/${d.id}/preview` : null,
    processing: d.processing,
    preview: d.preview,
    processing_error: d.processingError,
    created_by: { full_name: r.createdBy ?? '-' },
    updated_by: { full_name: r.updatedBy ?? '-' },
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
    // Nothing refers to a document yet; the course contents will (the merger adds the check with them).
    can_delete: true,
  }));
}

/** One document of the area as the API and the pages show it (404 otherwise). */
export async function getDocument(options: { db: DbOrTx; area: DocumentArea; organizationId: number; id: number }): Promise<DocumentRowData> {
  const { db, area, organizationId, id } = options;
  await loadDocument(db, area, organizationId, id);
  const [row] = await documentRows(db, area, [id]);
  return row;
}
