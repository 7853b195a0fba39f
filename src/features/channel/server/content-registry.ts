import type { DbOrTx } from '@/db/client';
import { declaredContents, type ServedContent } from '@/features/contents';
import { lookupItems, pickItems } from '@/server/content-items';

/** A piece of content as a channel shows it. */
export interface ContentRef {
  id: number;
  title: string;
  status: string | null;
}

/**
 * The content types a channel may hold, in the channel's order: those the areas declare `inChannels` in their
 * manifests (docs/decisions/0085, 0107). The channel reads their tables through the declarations, never another
 * area's code, so that a channel editor needs only the content-channel key, not each media area's key.
 */
export const channelTypes = async (): Promise<ServedContent[]> => (await declaredContents()).inChannels();

/** The channel's type of that name, if a channel may hold it. */
export const channelTypeOf = async (type: string) => (await channelTypes()).find((t) => t.type === type);

const toRef = ({ id, title, status }: ContentRef): ContentRef => ({ id, title, status });

/** The picker: one page of the type's content of the organisation, newest change first, the keyword in the title. */
export async function searchContent(db: DbOrTx, type: ServedContent, organizationId: number, q: { keyword?: string; page: number; pageSize: number }) {
  const { rows, total } = await pickItems(db, type.items, organizationId, { ...q, order: 'newest' });
  return { rows: rows.map(toRef), total };
}

/** The titles and statuses of some of the type's content of the organisation, by id (a missing id is gone). */
export async function lookupContent(db: DbOrTx, type: ServedContent, organizationId: number, ids: number[]): Promise<Map<number, ContentRef>> {
  const found = await lookupItems(db, type.items, organizationId, ids);
  return new Map([...found].map(([id, item]) => [id, toRef(item)]));
}
