import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '@/db/client';
import { placements } from '@/db/schema';
import { declaredContents, type ServedContent } from '@/features/contents';
import { readConditions, refuseInapplicable, withConditions } from '@/lib/content-settings';
import { contentTypeIn, type ContentTypeInfo } from '@/lib/content-types';
import type { ListResult } from '@/lib/list';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { findPlaceableItems, placeableTitles, placedTypes, syncPlacements } from '@/server/placed-contents';
import { liveEventMessages as M } from '../messages';
import type { ContentItem, LiveEventContents, PickItem } from '../schemas';
import { invalid, loadLiveEvent } from './load-live-event';

type Placement = typeof placements.$inferSelect;

/**
 * What a live event holds: the types the areas declare placeable in a classroom (quiz, presence, assignment and the
 * LIM surveys), in the classroom's order: a live event is one classroom session (decision 0145).
 */
export const liveEventContentTypes = async (): Promise<ContentTypeInfo[]> => (await declaredContents()).catalogue('classroom');

const sources = async (): Promise<ServedContent[]> => (await declaredContents()).placeable('classroom').filter((c): c is ServedContent => Boolean(c.items));

/** The server's refinement of Manage Content: each content of a type the event holds, with only the conditions it takes. */
export async function refineContents(
  body: { contents: { type: string; settings: LiveEventContents['contents'][number]['settings'] }[] },
  ctx: z.RefinementCtx,
) {
  const types = await liveEventContentTypes();
  body.contents.forEach((c, i) => {
    const type = contentTypeIn(types, c.type);
    if (!type?.available) ctx.addIssue({ code: 'custom', path: ['contents', i, 'type'], message: M.contentTypeUnknown });
    else refuseInapplicable(ctx, type, c.settings, ['contents', i]);
  });
}

/** GET /cms/live-event-settings?type&keyword: one page of the organisation's items of a type, by title. */
export async function findPickItems(options: {
  db: DbOrTx;
  organizationId: number;
  query: { type: string; keyword?: string; page: number; page_size: number };
}): Promise<ListResult<PickItem>> {
  return findPlaceableItems({ ...options, sources: await sources(), unknownType: () => invalid('type', M.contentTypeUnknown) });
}

/** The event's placements in their order. */
const placementsOf = (db: DbOrTx, moduleId: number) => db.select().from(placements).where(eq(placements.moduleId, moduleId)).orderBy(asc(placements.id));

const positionOf = (p: Placement) => Number(p.settings.position ?? 0);

/**
 * The event's contents as the screens show them, each as the type it is: among the types placed as the placement's
 * type, the one whose items hold it (a quiz placement of a LIM survey is that survey's type).
 */
export async function readContents(db: DbOrTx, organizationId: number, moduleId: number): Promise<ContentItem[]> {
  const rows = (await placementsOf(db, moduleId)).sort((a, b) => positionOf(a) - positionOf(b) || a.id - b.id);
  const typeOf = await placedTypes(db, await sources(), rows);
  return rows.map((p) => ({ type: typeOf.get(p.id)!, id: p.contentId, title: p.title, placement_id: p.id, settings: readConditions(p.settings) }));
}

/**
 * PUT /cms/live-events/{id}/contents: the event's contents, replaced as a whole in one transaction through the
 * placement bridge: an item kept keeps its placement (its id is the relation_id results refer to), a new one is
 * placed on the event's batch (it then shows the event in its associate list and cannot be deleted), one taken out is
 * freed; taking out one that holds learner results refuses the whole save. A presence placed here takes attendance at
 * the event's schedule.
 */
export async function saveContents(options: { db: Db; organizationId: number; userId: number; id: number; input: LiveEventContents }) {
  const { db, organizationId, userId, id, input } = options;
  const types = await declaredContents();
  const all = await sources();
  return db.transaction(async (tx) => {
    const event = await loadLiveEvent(tx, organizationId, id);
    const titles = await placeableTitles(tx, all, organizationId, input.contents);
    const placedAs = (type: string) => types.of(type)!.placement!;
    const seen = new Set<string>();
    input.contents.forEach((c, i) => {
      if (!titles.has(`${c.type}:${c.id}`)) throw invalid(`contents.${i}.id`, M.contentNotFound);
      const key = `${placedAs(c.type)}:${c.id}`;
      if (seen.has(key)) throw invalid(`contents.${i}.id`, M.contentTwice);
      seen.add(key);
    });
    await syncPlacements(
      tx,
      { organizationId, moduleId: event.moduleId, batchId: event.batchId },
      await placementsOf(tx, event.moduleId),
      input.contents.map((c, position) => ({
        placedAs: placedAs(c.type),
        id: c.id,
        title: titles.get(`${c.type}:${c.id}`)!,
        sectionId: null,
        dayId: null,
        position,
        settings: (base: Record<string, unknown>) => withConditions(base, types.of(c.type), c.settings),
      })),
      {
        tables: types.resultTables(),
        refusal: (held) =>
          new AppError(
            'CONFLICT',
            M.hasResults(held.map((p) => M.resultHolder(types.label(p.contentType), p.title, types.activity(p.contentType)?.noun ?? 'results')).join(', ')),
          ),
      },
    );
    await writeAudit(tx, { organizationId, userId, action: 'update', entity: 'live-event-contents', entityId: id, after: input });
    return { id };
  });
}
