import type { DbOrTx } from '@/db/client';
import { declaredContents, type ServedContent } from '@/features/contents';
import { paginate, type ListResult } from '@/lib/list';
import type { ContentTypeInfo } from '@/lib/content-types';
import { lookupItems, pickItems } from '@/server/content-items';
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

/** A classroom type whose items an area serves, or none. */
const classroomSource = async (type: string) => (await classroomSources()).find((s) => s.type === type);

/**
 * The classroom content type of each placement (by its id): among the classroom's types placed as the placement's
 * type, the one whose items hold its content (a quiz placement of a LIM survey is that LIM type), so the wizard shows
 * and keeps it as what it is.
 */
export async function placedTypes(
  db: DbOrTx,
  rows: { id: number; organizationId: number; contentType: string; contentId: number }[],
): Promise<Map<number, string>> {
  const sources = await classroomSources();
  const out = new Map<number, string>();
  for (const kind of new Set(rows.map((r) => r.contentType))) {
    const placed = rows.filter((r) => r.contentType === kind);
    const candidates = sources.filter((s) => s.placement === kind);
    if (candidates.length <= 1) {
      for (const r of placed) out.set(r.id, candidates[0]?.type ?? kind);
      continue;
    }
    // One after the other: this may run inside a step's transaction, on one connection.
    const ids = placed.map((r) => r.contentId);
    const found: Set<number>[] = [];
    for (const s of candidates) found.push(new Set((await lookupItems(db, s.items, placed[0].organizationId, ids)).keys()));
    for (const r of placed) out.set(r.id, candidates[found.findIndex((f) => f.has(r.contentId))]?.type ?? kind);
  }
  return out;
}

/** GET /cms/classroom-settings?type&keyword: one page of the organisation's items of a type, by title. */
export async function findPickItems(options: {
  db: DbOrTx;
  organizationId: number;
  query: { type: string; keyword?: string; page: number; page_size: number };
}): Promise<ListResult<PickItem>> {
  const { db, organizationId, query } = options;
  const source = await classroomSource(query.type);
  if (!source) throw invalid('type', M.contentTypeUnknown);
  const { rows, total } = await pickItems(db, source.items, organizationId, {
    keyword: query.keyword,
    page: query.page,
    pageSize: query.page_size,
    order: 'title',
  });
  return paginate(
    rows.map((r) => ({ id: r.id, title: r.title, type: query.type })),
    total,
    query.page,
    query.page_size,
  );
}

/** Titles of the organisation's items, by type and id; an id missing from the answer is not the organisation's (or of no classroom type). */
export async function contentTitles(db: DbOrTx, organizationId: number, refs: { type: string; id: number }[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const type of new Set(refs.map((r) => r.type))) {
    const source = await classroomSource(type);
    if (!source) continue;
    const found = await lookupItems(
      db,
      source.items,
      organizationId,
      refs.filter((r) => r.type === type).map((r) => r.id),
    );
    for (const [id, item] of found) out.set(`${type}:${id}`, item.title);
  }
  return out;
}
