import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { placements, type PlacementContentType } from '@/db/schema';
import type { ListResult } from '@/lib/list';
import { lookupItems, pickPage, type ContentItems } from './content-items';
import type { AppError } from './http/app-error';
import { placementsWithResults, type ResultTables } from './placements';

type Placement = typeof placements.$inferSelect;

/**
 * A content type a structure holds whose items an area serves (a manifest's declaration with `items`: the caller reads
 * them from src/features/contents.ts, so that this module names no area): its type, what its placement row is, and
 * where its items live.
 */
export interface PlaceableSource {
  type: string;
  placement?: string;
  items: ContentItems;
}

/**
 * The typed content picker's query (src/islands/kit/TypedContentPicker.tsx: a classroom's sessions, a live event's and
 * a program's Manage Content): one page of the organisation's items of one of the structure's types, by title. A type
 * the structure does not hold is `unknownType`.
 */
export async function findPlaceableItems(options: {
  db: DbOrTx;
  organizationId: number;
  sources: PlaceableSource[];
  query: { type: string; keyword?: string; page: number; page_size: number };
  unknownType: () => AppError;
}): Promise<ListResult<{ id: number; title: string; type: string }>> {
  const { db, organizationId, query } = options;
  const source = options.sources.find((s) => s.type === query.type);
  if (!source) throw options.unknownType();
  return pickPage(db, source.items, organizationId, query, (r) => ({ id: r.id, title: r.title, type: query.type }));
}

/**
 * Titles of the organisation's items, keyed `type:id`; an item missing from the answer is not the organisation's (or
 * of none of the structure's types).
 */
export async function placeableTitles(
  db: DbOrTx,
  sources: PlaceableSource[],
  organizationId: number,
  refs: { type: string; id: number }[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  // One after the other: this may run inside a transaction, on one connection.
  for (const type of new Set(refs.map((r) => r.type))) {
    const source = sources.find((s) => s.type === type);
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

/**
 * The content type of each placement (by its id) as the screens show it: among the structure's types placed as the
 * placement's type, the one whose items hold its content (a quiz placement of a LIM survey is that survey's type).
 */
export async function placedTypes(
  db: DbOrTx,
  sources: PlaceableSource[],
  rows: { id: number; organizationId: number; contentType: string; contentId: number }[],
): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (const kind of new Set(rows.map((r) => r.contentType))) {
    const placed = rows.filter((r) => r.contentType === kind);
    const candidates = sources.filter((s) => s.placement === kind);
    if (candidates.length <= 1) {
      for (const r of placed) out.set(r.id, candidates[0]?.type ?? kind);
      continue;
    }
    // One after the other: this may run inside a transaction, on one connection.
    const ids = placed.map((r) => r.contentId);
    const found: Set<number>[] = [];
    for (const s of candidates) found.push(new Set((await lookupItems(db, s.items, placed[0].organizationId, ids)).keys()));
    for (const r of placed) out.set(r.id, candidates[found.findIndex((f) => f.has(r.contentId))]?.type ?? kind);
  }
  return out;
}

/** One content as a structure wants it placed: the item, where it sits (a section, a day, or neither), its place there. */
export interface WantedPlacement {
  /** The placement row's type (a LIM survey is placed as the quiz it is). */
  placedAs: PlacementContentType;
  id: number;
  title: string;
  sectionId: number | null;
  dayId: number | null;
  position: number;
  /** Its settings from those its placement had (`{}` for a new one): its conditions (default: kept as they are). */
  settings?: (had: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * The placement bridge's save (src/server/placements.ts) for a structure replaced as a whole: makes one structure's
 * placements (a classroom's sessions or a batch's own contents, a live event, a program's batch) exactly `wanted`. An
 * item already placed keeps its placement, where it was or moved to another section or day (its id is the relation_id
 * that attempts and results refer to); a new one gets one (it then shows in the item's associate list and blocks its
 * delete); one taken out loses it (which frees it). settings.position keeps the order. A placement that would go
 * while holding learner results refuses the whole save: `refusal` names them (docs/decisions/0087). Runs inside the
 * structure's transaction.
 */
export async function syncPlacements(
  tx: DbOrTx,
  where: { organizationId: number; moduleId: number; batchId: number | null },
  existing: Placement[],
  wanted: WantedPlacement[],
  results: { tables: ResultTables; refusal: (held: Placement[]) => AppError },
) {
  const key = (type: string, id: number) => `${type}:${id}`;
  const free = new Set(existing);
  const claimed = new Map<WantedPlacement, Placement>();
  const claim = (same: (p: Placement, w: WantedPlacement) => boolean) => {
    for (const w of wanted) {
      if (claimed.has(w)) continue;
      const p = [...free].find((x) => key(x.contentType, x.contentId) === key(w.placedAs, w.id) && same(x, w));
      if (p) {
        claimed.set(w, p);
        free.delete(p);
      }
    }
  };
  claim((p, w) => p.sectionId === w.sectionId && p.dayId === w.dayId);
  claim(() => true);
  const drop = [...free];
  const held = await placementsWithResults(
    tx,
    drop.map((p) => p.id),
    results.tables,
  );
  if (held.size) throw results.refusal(drop.filter((p) => held.has(p.id)));
  if (drop.length)
    await tx.delete(placements).where(
      inArray(
        placements.id,
        drop.map((p) => p.id),
      ),
    );
  for (const w of wanted) {
    const place = { title: w.title, sectionId: w.sectionId, dayId: w.dayId };
    const had = claimed.get(w);
    const settings = (base: Record<string, unknown>) => ({ ...(w.settings ? w.settings(base) : base), position: w.position });
    if (had)
      await tx
        .update(placements)
        .set({ ...place, settings: settings(had.settings) })
        .where(eq(placements.id, had.id));
    else await tx.insert(placements).values({ ...where, ...place, contentType: w.placedAs, contentId: w.id, settings: settings({}) });
  }
}
