import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { fileRefs } from '@/server/file-refs';
import { companies, divisions, files, users } from '@/db/schema';
import { channelAudiences, channelItems, channels, type Channel } from '@/db/schema/channel';
import { categories } from '@/db/schema/category';
import { AppError } from '@/server/http/app-error';
import { FILE_URL_PREFIX } from '@/server/storage/store-file';
import { channelMessages as M } from '../messages';
import type { StoredFileRef } from '@/lib/file-ref';
import type { ChannelItem, ChannelRow } from '../schemas';
import { channelTypeOf, lookupContent } from './content-registry';
import { allQueries } from '@/db/all-queries';

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');
const itemCount = sql<number>`(select count(*)::int from ${channelItems} where ${channelItems.channelId} = ${channels.id})`;

export const inOrganization = (organizationId: number, ...more: (SQL | undefined)[]) => and(eq(channels.organizationId, organizationId), ...more);

/** The channels matching `where` (the page's ids, or one id), with their category, who created and changed them and how many items they hold. */
export function selectChannelRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      channel: channels,
      category: categories.name,
      createdBy: creator.fullName,
      updatedBy: updater.fullName,
      items: itemCount,
      cover: files.storageKey,
    })
    .from(channels)
    .leftJoin(categories, eq(categories.id, channels.categoryId))
    .leftJoin(creator, eq(creator.id, channels.createdBy))
    .leftJoin(updater, eq(updater.id, channels.updatedBy))
    .leftJoin(files, eq(files.id, channels.coverFileId))
    .where(where);
}

/** The number of items of a channel, for the list's Items sort (a count, so served by OFFSET: docs/decisions/0088). */
export const channelItemCount = itemCount;

type Selected = Awaited<ReturnType<typeof selectChannelRows>>[number];

export function toChannelRow({ channel: c, category, createdBy, updatedBy, items, cover }: Selected): ChannelRow {
  return {
    id: c.id,
    title: c.title,
    category: c.categoryId && category ? { id: c.categoryId, name: category } : null,
    visibility: c.visibility,
    items: Number(items),
    cover: cover ? FILE_URL_PREFIX + cover : null,
    created_by: { full_name: createdBy ?? '-' },
    updated_by: { full_name: updatedBy ?? '-' },
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    can_delete: true,
  };
}

/** The caller's organisation's channel, or 404. */
export async function loadChannel(db: DbOrTx, organizationId: number, id: number): Promise<Channel> {
  const [row] = await db
    .select()
    .from(channels)
    .where(inOrganization(organizationId, eq(channels.id, id)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

/** The cover as the file field holds it (the stored file), or null. */
export async function coverOf(db: DbOrTx, fileId: number | null): Promise<StoredFileRef | null> {
  if (!fileId) return null;
  return (await fileRefs(db, [fileId])).get(fileId) ?? null;
}

/** The channel's items in order with their content's title and status; content that is gone is 'Content removed'. */
export async function itemsOf(db: DbOrTx, organizationId: number, channelId: number): Promise<ChannelItem[]> {
  const rows = await db.select().from(channelItems).where(eq(channelItems.channelId, channelId)).orderBy(asc(channelItems.position));
  const byType = new Map<string, number[]>();
  for (const r of rows) byType.set(r.contentType, [...(byType.get(r.contentType) ?? []), r.contentId]);
  const found = new Map<string, Map<number, { title: string; status: string | null }>>();
  const labels = new Map<string, string>();
  for (const [type, ids] of byType) {
    const declared = await channelTypeOf(type);
    if (declared) labels.set(type, declared.label);
    found.set(type, declared ? await lookupContent(db, declared, organizationId, ids) : new Map());
  }
  return rows.map((r) => {
    const content = found.get(r.contentType)?.get(r.contentId);
    return {
      type: r.contentType,
      type_label: labels.get(r.contentType) ?? r.contentType,
      id: r.contentId,
      title: content?.title ?? M.contentRemoved,
      status: content?.status ?? null,
      removed: !content,
    };
  });
}

/** Who sees a private channel, with the divisions' and companies' names. */
export async function audienceOf(db: DbOrTx, channelId: number) {
  const rows = await db.select().from(channelAudiences).where(eq(channelAudiences.channelId, channelId));
  const divisionIds = rows.filter((r) => r.kind === 'division').map((r) => r.refId);
  const companyIds = rows.filter((r) => r.kind === 'company').map((r) => r.refId);
  const [ds, cs] = await allQueries(
    db,
    () => (divisionIds.length ? db.select({ id: divisions.id, name: divisions.name }).from(divisions).where(inArray(divisions.id, divisionIds)) : []),
    () => (companyIds.length ? db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, companyIds)) : []),
  );
  return {
    division_ids: divisionIds,
    company_ids: companyIds,
    audience: [...ds.map((d) => ({ kind: 'division' as const, ...d })), ...cs.map((c) => ({ kind: 'company' as const, ...c }))],
  };
}
