/**
 * The category tree's rules, pure so they are tested alone (tree.test.ts) and used by the use cases on the
 * organisation's (id, parent) pairs. Depth counts levels: a top-level category is at depth 1 (docs/decisions/0070).
 */
export const MAX_DEPTH = 3;

/** id → parent id (null at the top) of every category of one organisation. */
export type ParentMap = ReadonlyMap<number, number | null>;

export type PlacementProblem = 'parent-missing' | 'own-parent' | 'own-ancestor' | 'too-deep';

/** The ancestors of a category, nearest first (a cycle in stored data stops the walk instead of looping). */
export function ancestorsOf(parents: ParentMap, id: number): number[] {
  const seen: number[] = [];
  for (let p = parents.get(id) ?? null; p !== null && !seen.includes(p); p = parents.get(p) ?? null) seen.push(p);
  return seen;
}

export const depthOf = (parents: ParentMap, id: number) => ancestorsOf(parents, id).length + 1;

/** Levels of the subtree under a category, the category included (a leaf is 1). */
export function heightOf(parents: ParentMap, id: number): number {
  const children = new Map<number, number[]>();
  for (const [child, parent] of parents) if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), child]);
  const seen = new Set([id]);
  const walk = (n: number): number => {
    let height = 1;
    for (const c of children.get(n) ?? []) {
      if (seen.has(c)) continue;
      seen.add(c);
      height = Math.max(height, 1 + walk(c));
    }
    return height;
  };
  return walk(id);
}

/**
 * Whether a category (`id`, or null for a new one) may sit under `parentId` (null: the top level): the parent must
 * exist, must not be the category or one of its descendants, and the moved subtree must stay within MAX_DEPTH.
 */
export function placementProblem(parents: ParentMap, id: number | null, parentId: number | null, maxDepth = MAX_DEPTH): PlacementProblem | null {
  if (parentId === null) return id === null || heightOf(parents, id) <= maxDepth ? null : 'too-deep';
  if (!parents.has(parentId)) return 'parent-missing';
  if (id !== null && parentId === id) return 'own-parent';
  if (id !== null && ancestorsOf(parents, parentId).includes(id)) return 'own-ancestor';
  const height = id === null ? 1 : heightOf(parents, id);
  return depthOf(parents, parentId) + height > maxDepth ? 'too-deep' : null;
}

export type Move = { direction: 'up' | 'down' } | { position: number };

/**
 * The siblings' new order after moving one of them up, down or to a 1-based position (clamped to the ends);
 * null when the move changes nothing (first moved up, last moved down).
 */
export function reorder(siblings: readonly number[], id: number, move: Move): number[] | null {
  const from = siblings.indexOf(id);
  if (from < 0) return null;
  const to = 'direction' in move ? from + (move.direction === 'up' ? -1 : 1) : Math.min(Math.max(move.position, 1), siblings.length) - 1;
  if (to < 0 || to >= siblings.length || to === from) return null;
  const next = siblings.filter((s) => s !== id);
  next.splice(to, 0, id);
  return next;
}
