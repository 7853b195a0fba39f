import { eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { digilibItems, digilibListCounts } from '@/db/schema/digilib';
import type { ListResult } from '@/lib/list';
import { fileRefs } from '@/server/file-refs';
import { AppError } from '@/server/http/app-error';
import { contentListTable, contentPage } from '@/server/list/content-list';
import { keywordSearch } from '@/server/list/keyword';
import { inPageOrder, keywordLike, listResult } from '@/server/list/query';
import { digilibMessages as M } from '../messages';
import { DIGILIB_SORT_COLUMNS, TYPE_LABELS, type DigilibDetail, type DigilibListQuery, type DigilibRow, type DigilibType } from '../schemas';

const LIST = contentListTable<(typeof DIGILIB_SORT_COLUMNS)[number]>(digilibItems, {
  counter: digilibListCounts,
  sorts: { type: { column: digilibItems.type, cast: 'text' } },
});
const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

async function selectItems(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ item: digilibItems, category: categories.name, createdBy: creator.fullName, updatedBy: updater.fullName })
    .from(digilibItems)
    .leftJoin(categories, eq(categories.id, digilibItems.categoryId))
    .leftJoin(creator, eq(creator.id, digilibItems.createdBy))
    .leftJoin(updater, eq(updater.id, digilibItems.updatedBy))
    .where(inArray(digilibItems.id, ids));
}
type Selected = Awaited<ReturnType<typeof selectItems>>[number];

function toRow({ item: i, category, createdBy }: Selected): DigilibRow {
  const type = i.type as DigilibType;
  return {
    id: i.id,
    type,
    type_name: TYPE_LABELS[type],
    title: i.title,
    author: i.author,
    publisher: i.publisher,
    isbn: i.isbn,
    category: i.categoryId && category ? { id: i.categoryId, name: category } : null,
    available: type === 2 ? Math.max(0, (i.stock ?? 0) - (i.borrowed ?? 0)) : null,
    created_by: { id: i.createdBy, full_name: createdBy ?? '-' },
    created_at: i.createdAt.toISOString(),
    updated_at: i.updatedAt.toISOString(),
    can_delete: true,
  };
}

/**
 * The keyword finds an item by its title, author, publisher or ISBN (hyphens ignored): each column by its trigram
 * index, the first three by the keyword's rare part where their statistics show one (keywordSearch, decision 0100).
 */
const keywordMatch = async (db: DbOrTx, keyword: string): Promise<SQL> =>
  or(
    await keywordSearch(db, [digilibItems.title, digilibItems.author, digilibItems.publisher], keyword),
    keywordLike(digilibItems.isbn, keyword.replace(/[\s-]/g, '')),
  )!;

/** The organisation's items, one page at a time (the list contract), last updated first unless asked otherwise. */
export async function findItems(options: { db: DbOrTx; organizationId: number; query: DigilibListQuery }): Promise<ListResult<DigilibRow>> {
  const { db, organizationId, query } = options;
  const { ids, total } = await contentPage({
    db,
    list: LIST,
    table: digilibItems,
    organizationId,
    query,
    sortColumns: DIGILIB_SORT_COLUMNS,
    filter: { keywordMatch: (keyword) => keywordMatch(db, keyword), custom: { type: (v) => eq(digilibItems.type, Number(v)) } },
  });
  const rows = await selectItems(db, ids);
  return listResult(inPageOrder(ids, rows, (r) => r.item.id).map(toRow), total, query.page, query.page_size);
}

/** One item with its cover and e-book file (the detail page, the edit form and GET /digilib/{id}). */
export async function getItem(options: { db: DbOrTx; organizationId: number; id: number }): Promise<DigilibDetail> {
  const [row] = await selectItems(options.db, [options.id]);
  if (!row || row.item.organizationId !== options.organizationId) throw new AppError('NOT_FOUND', M.notFound);
  const i = row.item;
  const files = await fileRefs(options.db, [i.coverFileId, i.ebookFileId]);
  return {
    ...toRow(row),
    description: i.description,
    cover: i.coverFileId ? (files.get(i.coverFileId) ?? null) : null,
    ebook: i.ebookFileId ? (files.get(i.ebookFileId) ?? null) : null,
    location: i.location,
    stock: i.stock,
    borrowed: i.borrowed,
    partner_url: i.partnerUrl,
    updated_by: { id: i.updatedBy, full_name: row.updatedBy ?? '-' },
  };
}
