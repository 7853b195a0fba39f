import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { documentListCounts, documents } from '@/db/schema/document';
import { paginate, type ListResult } from '@/lib/list';
import { contentListTable, contentPage } from '@/server/list/content-list';
import { inPageOrder } from '@/server/list/query';
import { escapeLike } from '@/server/sql';
import { CONTENT_DOCUMENT_AREA, type DocumentArea } from '../kinds';
import { DOCUMENT_SORT_COLUMNS, type DocumentListQuery, type DocumentRowData, type FilePickerRowSchema } from '../schemas';
import { documentRows } from './document-rows';
import type { z } from 'zod';

const LIST = contentListTable<(typeof DOCUMENT_SORT_COLUMNS)[number]>(documents, {
  counter: documentListCounts,
  sorts: { status: { column: documents.status, cast: 'text' }, page_count: { expr: sql`${documents.pageCount}` } },
});

/** The documents an area shows, one page at a time (the list contract): updated_at desc by default. */
export async function findDocuments(options: {
  db: DbOrTx;
  area: DocumentArea;
  organizationId: number;
  query: DocumentListQuery;
}): Promise<ListResult<DocumentRowData>> {
  const { db, area, organizationId } = options;
  // /pdf shows the PDFs only, whatever type it is asked for.
  const query = area.types.length === 1 ? { ...options.query, type: area.types[0] } : options.query;
  const { ids, total } = await contentPage({
    db,
    list: LIST,
    table: documents,
    organizationId,
    query,
    sortColumns: DOCUMENT_SORT_COLUMNS,
    filter: {
      dates: ['start_date', 'end_date'],
      equal: { status: documents.status, type: documents.kind, category_id: documents.categoryId },
    },
  });
  const rows = inPageOrder(ids, await documentRows(db, area, ids), (r) => r.id);
  return paginate(rows, total, query.page, query.page_size);
}

type PickerRow = z.infer<typeof FilePickerRowSchema>;

/**
 * GET /api/files/upload (spec 002 §7): the published PDF and PPT documents of the library for a content picker,
 * newest first, 10 per page, searched by title and filtered by type.
 */
export async function findPickableFiles(options: {
  db: DbOrTx;
  organizationId: number;
  query: { page: number; page_size: number; keyword?: string; type?: 'pdf' | 'ppt' };
}): Promise<ListResult<PickerRow>> {
  const { db, organizationId, query } = options;
  const where: SQL[] = [eq(documents.organizationId, organizationId), eq(documents.status, 'publish')];
  if (query.type) where.push(eq(documents.kind, query.type));
  if (query.keyword) where.push(ilike(documents.title, `%${escapeLike(query.keyword)}%`));
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(documents)
    .where(and(...where));
  const page = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(...where))
    .orderBy(desc(documents.updatedAt), desc(documents.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const rows = inPageOrder(
    page.map((p) => p.id),
    await documentRows(
      db,
      CONTENT_DOCUMENT_AREA,
      page.map((p) => p.id),
    ),
    (r) => r.id,
  );
  const results = rows.map((r) => ({
    id: r.id,
    title: r.title,
    type: r.type,
    page_count: r.page_count,
    thumbnail_url: r.thumbnail_url,
    file_url: r.file.url,
    file_name: r.file.name,
    updated_at: r.updated_at,
  }));
  return paginate(results, total, query.page, query.page_size);
}
