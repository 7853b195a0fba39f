import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '@/db/client';
import { files, users } from '@/db/schema';
import { merchandiseListCounts, merchandise, redemptions, type Merchandise } from '@/db/schema/gamification';
import { keywordSearch } from '@/server/list/keyword';
import { inPageOrder, listPage, listResult, type ListTable } from '@/server/list/query';
import type { ListResult } from '@/lib/list';
import { writeAudit } from '@/server/audit';
import { isUniqueViolation } from '@/server/db-errors';
import { fileRefs, ownFile } from '@/server/file-refs';
import { AppError } from '@/server/http/app-error';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import { FILE_URL_PREFIX } from '@/server/storage/store-file';
import { merchandiseMessages as M } from '../messages';
import type { MerchandiseDetail, MerchandiseRow, MerchandiseUpdateSchema, MerchandiseValues, SimpleListQuery } from '../schemas';

/** The folder the picture is uploaded to (the storage area's shared pictures, read by everyone of the organisation). */
const MERCHANDISE_IMAGE_FOLDERS = ['pictures'] as const;

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

function select(db: DbOrTx, organizationId: number, where = sql`true`) {
  return db
    .select({
      row: merchandise,
      image: files.storageKey,
      createdBy: creator.fullName,
      updatedBy: updater.fullName,
      redeemed: sql<number>`(select count(*) from ${redemptions} where ${redemptions.merchandiseId} = ${merchandise.id})`.mapWith(Number),
    })
    .from(merchandise)
    .leftJoin(files, eq(files.id, merchandise.imageFileId))
    .leftJoin(creator, eq(creator.id, merchandise.createdBy))
    .leftJoin(updater, eq(updater.id, merchandise.updatedBy))
    .where(and(eq(merchandise.organizationId, organizationId), where));
}
type Selected = Awaited<ReturnType<typeof select>>[number];

const toRow = ({ row: m, image, redeemed }: Selected): MerchandiseRow => ({
  id: m.id,
  name: m.name,
  image_url: image ? FILE_URL_PREFIX + image : null,
  point_price: m.pointPrice,
  stock: m.stock,
  status: m.status,
  redeemed,
  updated_at: m.updatedAt.toISOString(),
  // Redeemed merchandise stays: its redemptions name it (set it inactive instead).
  can_delete: redeemed === 0,
});

/** The merchandise list on the one list query (docs/decisions/0060): the index from the organisation by updated_at, the counter's total. */
const LIST: ListTable<'updated_at'> = {
  name: 'merchandise',
  table: merchandise,
  id: merchandise.id,
  organizationId: merchandise.organizationId,
  counter: merchandiseListCounts,
  sorts: { updated_at: { column: merchandise.updatedAt, cast: 'timestamptz' } },
};

/**
 * The organisation's merchandise, last updated first, 10 a page; the keyword looks in the name (its trigram index). The
 * page's ids come from the list query (a deep page starts from a remembered anchor, the total from the counter).
 */
export async function findMerchandise(options: { db: DbOrTx; organizationId: number; query: SimpleListQuery }): Promise<ListResult<MerchandiseRow>> {
  const { db, organizationId, query } = options;
  const { ids, total } = await listPage({
    db,
    list: LIST,
    organizationId,
    filters: query.keyword ? [await keywordSearch(db, [merchandise.name], query.keyword)] : [],
    filterKey: { keyword: query.keyword },
    sort: { column: 'updated_at', direction: 'desc' },
    page: query.page,
    pageSize: query.page_size,
  });
  const rows = ids.length ? await select(db, organizationId, inArray(merchandise.id, ids)) : [];
  return listResult(inPageOrder(ids, rows, (r) => r.row.id).map(toRow), total, query.page, query.page_size);
}

async function loadMerchandise(db: DbOrTx, organizationId: number, id: number): Promise<Merchandise> {
  const [row] = await db
    .select()
    .from(merchandise)
    .where(and(eq(merchandise.id, id), eq(merchandise.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

/** One merchandise with its picture; another organisation's is a 404. */
export async function getMerchandise(options: { db: DbOrTx; organizationId: number; id: number }): Promise<MerchandiseDetail> {
  const [s] = await select(options.db, options.organizationId, sql`${merchandise.id} = ${options.id}`);
  if (!s) throw new AppError('NOT_FOUND', M.notFound);
  const image = s.row.imageFileId ? ((await fileRefs(options.db, [s.row.imageFileId])).get(s.row.imageFileId) ?? null) : null;
  return {
    ...toRow(s),
    description: s.row.description,
    image,
    created_by: { id: s.row.createdBy, full_name: s.createdBy ?? '-' },
    created_at: s.row.createdAt.toISOString(),
    updated_by: { id: s.row.updatedBy, full_name: s.updatedBy ?? '-' },
  };
}

/** The picture must be a file the organisation uploaded to the pictures folder; anything else is the field's error. */
async function imageId(db: DbOrTx, organizationId: number, v: MerchandiseValues): Promise<number | null> {
  if (!v.image) return null;
  if (!(await ownFile(db, organizationId, v.image.id, MERCHANDISE_IMAGE_FOLDERS))) {
    throw new AppError('VALIDATION', M.imageInvalid, { details: [{ field: 'image', message: M.imageInvalid }] });
  }
  return v.image.id;
}

const columnsOf = (v: MerchandiseValues) => ({
  name: v.name,
  description: v.description,
  imageFileId: v.image?.id ?? null,
  pointPrice: v.point_price,
  stock: v.stock,
  status: v.status,
});
const snapshot = (m: ReturnType<typeof columnsOf>) => ({
  name: m.name,
  description: m.description,
  image_file_id: m.imageFileId,
  point_price: m.pointPrice,
  stock: m.stock,
  status: m.status,
});

async function nameChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('VALIDATION', M.nameTaken, { details: [{ field: 'name', message: M.nameTaken }] });
    throw err;
  }
}

export function createMerchandise(options: { db: Db; organizationId: number; userId: number; input: MerchandiseValues }) {
  const { db, organizationId, userId, input } = options;
  return nameChecked(() =>
    db.transaction(async (tx) => {
      await imageId(tx, organizationId, input);
      const [row] = await tx
        .insert(merchandise)
        .values({ organizationId, ...columnsOf(input), createdBy: userId, updatedBy: userId })
        .returning();
      await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'merchandise', entityId: row.id, after: snapshot(row) });
      return { id: row.id };
    }),
  );
}

const versioned: Versioned<typeof merchandise> = { table: merchandise, entity: 'merchandise', load: loadMerchandise, snapshot };

/** An edit sets the stock to the number typed (a restock or a count); a redemption at the same moment waits for it. */
export async function updateMerchandise(options: {
  db: Db;
  organizationId: number;
  userId: number;
  id: number;
  input: z.output<typeof MerchandiseUpdateSchema>;
}) {
  const { updated_at: startedFrom, ...values } = options.input;
  const result = await nameChecked(() =>
    optimisticUpdate(versioned, {
      ...options,
      startedFrom,
      next: snapshot(columnsOf(values)),
      changes: async (tx: Tx) => {
        await imageId(tx, options.organizationId, values);
        return { ...columnsOf(values), updatedBy: options.userId };
      },
    }),
  );
  return { id: options.id, changed: result.changed, updated_at: result.updated_at };
}

/** Deletes merchandise nobody redeemed (409 otherwise: the redemptions name it). */
export async function deleteMerchandise(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const before = await loadMerchandise(tx, organizationId, id);
    await tx.select({ id: merchandise.id }).from(merchandise).where(eq(merchandise.id, id)).for('update');
    const [{ n }] = await tx
      .select({ n: count() })
      .from(redemptions)
      .where(inArray(redemptions.merchandiseId, [id]));
    if (n) throw new AppError('CONFLICT', M.inUse, { title: M.deleteFailed });
    await tx.delete(merchandise).where(eq(merchandise.id, id));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'merchandise', entityId: id, before: snapshot(before) });
  });
}
