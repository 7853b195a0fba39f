import type { DbOrTx } from '@/db/client';
import { declaredContents, type ServedContent } from '@/features/contents';
import type { ListResult } from '@/lib/list';
import type { ContentTypeInfo } from '@/lib/content-types';
import { findPlaceableItems, placeableTitles, placedTypes as placedTypesOf } from '@/server/placed-contents';
import { classroomMessages as M } from '../messages';
import type { PickItem } from '../schemas';
import { invalid } from './load-classroom';

/**
 * What a classroom may hold: the types the areas declare `placeable.classroom` in their manifests, in the
 * classroom's order (docs/decisions/0087, 0098, 0107). Each is placed as its declaration's placement type (a LIM
 * survey as the quiz it is). The wizard's island gets this list from its page.
 */
export const classroomContentTypes = async (): Promise<ContentTypeInfo[]> => (await declaredContents()).catalogue('classroom');

/** The classroom's types whose items an area serves. */
const classroomSources = async (): Promise<ServedContent[]> =>
  (await declaredContents()).placeable('classroom').filter((c): c is ServedContent => Boolean(c.items));

/**
 * The classroom content type of each placement (by its id): among the classroom's types placed as the placement's
 * type, the one whose items hold its content (a quiz placement of a LIM survey is that LIM type), so the wizard shows
 * and keeps it as what it is.
 */
export async function placedTypes(
  db: DbOrTx,
  rows: { id: number; organizationId: number; contentType: string; contentId: number }[],
): Promise<Map<number, string>> {
  return placedTypesOf(db, await classroomSources(), rows);
}

/** GET /cms/classroom-settings?type&keyword: one page of the organisation's items of a type, by title. */
export async function findPickItems(options: {
  db: DbOrTx;
  organizationId: number;
  query: { type: string; keyword?: string; page: number; page_size: number };
}): Promise<ListResult<PickItem>> {
  return findPlaceableItems({ ...options, sources: await classroomSources(), unknownType: () => invalid('type', M.contentTypeUnknown) });
}

/** Titles of the organisation's items, by type and id; an id missing from the answer is not the organisation's (or of no classroom type). */
export async function contentTitles(db: DbOrTx, organizationId: number, refs: { type: string; id: number }[]): Promise<Map<string, string>> {
  return placeableTitles(db, await classroomSources(), organizationId, refs);
}
