import { useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';

/** Where a content sits in a list of groups (a course's sections, a classroom's sessions): group and content index. */
export interface At {
  si: number;
  ci: number;
}

/** A group of ordered contents; each content has a stable key (the row's React key) and a title (announced). */
export interface ContentGroup<C extends { key: string; title: string }> {
  title: string;
  contents: C[];
}

/** Moves the content at `from` to `to` (indexes as they are before the move); `to.ci` may equal the length (the end). */
function moveContent<G extends { contents: unknown[] }>(groups: G[], from: At, to: At): G[] {
  const next = groups.map((g) => ({ ...g, contents: [...g.contents] }));
  const [item] = next[from.si].contents.splice(from.ci, 1);
  if (!item) return groups;
  let ci = to.ci;
  if (from.si === to.si && from.ci < to.ci) ci -= 1;
  next[to.si].contents.splice(Math.max(0, Math.min(ci, next[to.si].contents.length)), 0, item);
  return next;
}

/**
 * One step up or down, the keyboard's way to reorder: past a group's first or last content it moves into the
 * previous group's end or the next group's start. Answers the new position, or null at the very ends.
 */
function stepContent<G extends { contents: unknown[] }>(groups: G[], at: At, direction: -1 | 1): { groups: G[]; at: At } | null {
  const group = groups[at.si];
  if (direction === -1) {
    if (at.ci > 0) return { groups: moveContent(groups, at, { si: at.si, ci: at.ci - 1 }), at: { si: at.si, ci: at.ci - 1 } };
    if (at.si === 0) return null;
    const end = groups[at.si - 1].contents.length;
    return { groups: moveContent(groups, at, { si: at.si - 1, ci: end }), at: { si: at.si - 1, ci: end } };
  }
  if (at.ci < group.contents.length - 1) return { groups: moveContent(groups, at, { si: at.si, ci: at.ci + 2 }), at: { si: at.si, ci: at.ci + 1 } };
  if (at.si === groups.length - 1) return null;
  return { groups: moveContent(groups, at, { si: at.si + 1, ci: 0 }), at: { si: at.si + 1, ci: 0 } };
}

/** What a row needs to reorder itself; one stable object for the whole list, so rows may be memoised. */
export interface ReorderActions {
  /** One step up (-1) or down (1), across groups; focus follows the moved row's handle and the move is announced. */
  step: (at: At, direction: -1 | 1) => void;
  /** The handle's keys: Alt+Arrow Up or Down. */
  onHandleKey: (e: KeyboardEvent, at: At) => void;
  /** Props for a row's drag handle (a button): draggable, registered for focus, keyboard moves. */
  handleProps: (
    key: string,
    at: At,
  ) => {
    draggable: true;
    ref: (el: HTMLButtonElement | null) => void;
    onDragStart: (e: DragEvent) => void;
    onKeyDown: (e: KeyboardEvent) => void;
  };
  /** Props for a row (or an empty group's placeholder, with `ci` 0): dropping there puts the dragged content at `at`. */
  dropProps: (at: At) => { onDragOver: (e: DragEvent) => void; onDrop: (e: DragEvent) => void };
}

/**
 * Drag-and-keyboard reordering of contents in ordered groups, shared by the course's content step and the
 * classroom's: drag a row's handle onto another row (or an empty group), or focus the handle and press Alt+Arrow Up
 * or Down (the focus stays on the moved row's handle, and a polite live region says where it went). `set` receives
 * every new list (the caller clears its messages there). Answers the actions and the text for the live region.
 */
export function useContentReorder<C extends { key: string; title: string }, G extends ContentGroup<C>>(groups: G[], set: (next: G[]) => void) {
  const [announce, setAnnounce] = useState('');
  const dragFrom = useRef<At | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  // The latest groups and setter for the handlers, which stay the same object across renders: with hundreds of
  // contents a move re-renders only the rows whose position or values changed, not every row.
  const latest = useRef({ groups, set });
  latest.current = { groups, set };

  const actions = useMemo<ReorderActions>(() => {
    const step = (at: At, direction: -1 | 1) => {
      const all = latest.current.groups;
      const moved = stepContent(all, at, direction);
      if (!moved) return;
      const item = all[at.si].contents[at.ci];
      latest.current.set(moved.groups);
      setAnnounce(`${item.title} moved to position ${moved.at.ci + 1} of ${moved.groups[moved.at.si].title}`);
      requestAnimationFrame(() => handles.current.get(item.key)?.focus());
    };
    const onHandleKey = (e: KeyboardEvent, at: At) => {
      if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
      e.preventDefault();
      step(at, e.key === 'ArrowUp' ? -1 : 1);
    };
    return {
      step,
      onHandleKey,
      handleProps: (key, at) => ({
        draggable: true,
        ref: (el) => {
          if (el) handles.current.set(key, el);
          else handles.current.delete(key);
        },
        onDragStart: (e) => {
          dragFrom.current = at;
          e.dataTransfer.effectAllowed = 'move';
        },
        onKeyDown: (e) => onHandleKey(e, at),
      }),
      dropProps: (at) => ({
        onDragOver: (e) => e.preventDefault(),
        onDrop: (e) => {
          e.preventDefault();
          e.stopPropagation();
          const from = dragFrom.current;
          dragFrom.current = null;
          if (from) latest.current.set(moveContent(latest.current.groups, from, at));
        },
      }),
    };
  }, []);
  return { actions, announce };
}
