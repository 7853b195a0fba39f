import type { ContentSettings } from '@/features/course/schemas';
import type { ContentTypeId } from '@/features/course/content-types';

/** The content step's working copy: sections with their ordered contents (ids for stored ones). */
export interface DraftContent {
  key: string;
  id?: number;
  content_type: ContentTypeId;
  ref_id: number;
  title: string;
  settings: ContentSettings;
}
export interface DraftSection {
  key: string;
  id?: number;
  title: string;
  contents: DraftContent[];
}

let seq = 0;
export const newKey = () => `k${++seq}`;

/** Where a content sits: section index and content index. */
export interface At {
  si: number;
  ci: number;
}

/** Moves the content at `from` to `to` (indexes as they are before the move); `to.ci` may equal the length (the end). */
export function moveContent(sections: DraftSection[], from: At, to: At): DraftSection[] {
  const next = sections.map((s) => ({ ...s, contents: [...s.contents] }));
  const [item] = next[from.si].contents.splice(from.ci, 1);
  if (!item) return sections;
  let ci = to.ci;
  if (from.si === to.si && from.ci < to.ci) ci -= 1;
  next[to.si].contents.splice(Math.max(0, Math.min(ci, next[to.si].contents.length)), 0, item);
  return next;
}

/**
 * One step up or down, the keyboard's way to reorder: past a section's first or last content it moves into the
 * previous section's end or the next section's start. Answers the new position, or null at the very ends.
 */
export function stepContent(sections: DraftSection[], at: At, direction: -1 | 1): { sections: DraftSection[]; at: At } | null {
  const section = sections[at.si];
  if (direction === -1) {
    if (at.ci > 0) return { sections: moveContent(sections, at, { si: at.si, ci: at.ci - 1 }), at: { si: at.si, ci: at.ci - 1 } };
    if (at.si === 0) return null;
    const end = sections[at.si - 1].contents.length;
    return { sections: moveContent(sections, at, { si: at.si - 1, ci: end }), at: { si: at.si - 1, ci: end } };
  }
  if (at.ci < section.contents.length - 1) return { sections: moveContent(sections, at, { si: at.si, ci: at.ci + 2 }), at: { si: at.si, ci: at.ci + 1 } };
  if (at.si === sections.length - 1) return null;
  return { sections: moveContent(sections, at, { si: at.si + 1, ci: 0 }), at: { si: at.si + 1, ci: 0 } };
}
