import type { DbOrTx } from '@/db/client';
import { declaredContents, type ServedContent } from '@/features/contents';
import { paginate, type ListResult } from '@/lib/list';
import type { ContentTypeInfo } from '@/lib/content-types';
import { AppError } from '@/server/http/app-error';
import { lookupItems, pickPage } from '@/server/content-items';
import type { PickerItem, PickerQuery } from '../schemas';

/**
 * The course's content types (spec 002 §3), in the spec's order: those the areas declare `placeable.course` in their
 * manifests (docs/decisions/0086, 0107), each `available` when an area serves its items. The wizard's island gets
 * this list from its page, and GET /courses/content-type answers it.
 */
export const courseContentTypes = async (): Promise<ContentTypeInfo[]> => (await declaredContents()).catalogue('course');

/** A course type whose items an area serves (where they are looked up and picked from), or none. */
export async function courseSource(type: string): Promise<ServedContent | undefined> {
  const declared = (await declaredContents()).served(type);
  return declared?.placeable?.course !== undefined ? declared : undefined;
}

/** The titles of the organisation's items of one type among `ids` (a missing id is not the organisation's). */
export async function titlesOf(db: DbOrTx, organizationId: number, type: ServedContent, ids: number[]): Promise<Map<number, string>> {
  const found = await lookupItems(db, type.items, organizationId, ids);
  return new Map([...found].map(([id, item]) => [id, item.title]));
}

/**
 * One page of a type's items for the content picker (10 a page, keyword over the title, by title): a type the course
 * does not list is a 404, one no area serves yet an empty page.
 */
export async function pickContent(options: { db: DbOrTx; organizationId: number; type: string; query: PickerQuery }): Promise<ListResult<PickerItem>> {
  const { db, organizationId, type, query } = options;
  if (!(await courseContentTypes()).some((t) => t.id === type)) throw new AppError('NOT_FOUND');
  const source = await courseSource(type);
  if (!source) return paginate([], 0, query.page, query.page_size);
  return pickPage(db, source.items, organizationId, query, (r) => ({ id: r.id, title: r.title, subtitle: r.subtitle ?? '' }));
}
