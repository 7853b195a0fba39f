import { PERMISSION_KEYS, type PermissionKey } from '@/lib/permissions';

/**
 * The role catalogue of spec 000 §3 as the permission editor shows it, derived from the keys of spec 000 §6
 * (src/lib/permissions.ts), which follow `group-sub`. Three keys have no group in their name; they join the group
 * whose screens they sit with in the menu (decision 0076).
 */
const LONE_KEYS: Record<string, string> = { approvals: 'marketplace', classroom: 'content', presence: 'content' };

/** The groups in the order of spec 000 §3, marketplace last (§6 lists it, §3 does not). */
const GROUP_ORDER = ['content', 'account', 'setting', 'analytic', 'branding', 'reporting', 'expert', 'marketplace'];

const GROUP_LABELS: Record<string, string> = {
  content: 'Content',
  account: 'Account',
  setting: 'Setting',
  analytic: 'Analytic',
  branding: 'Branding',
  reporting: 'Reporting',
  expert: 'Expert',
  marketplace: 'Marketplace',
};

interface CatalogueKey {
  key: PermissionKey;
  /** The sub-permission, readable: content-knowledge_feed → 'Knowledge feed'. */
  label: string;
}

export interface CatalogueGroup {
  group: string;
  label: string;
  keys: CatalogueKey[];
}

const groupOf = (key: string): string => LONE_KEYS[key] ?? key.split('-')[0];

const subOf = (key: string): string => (LONE_KEYS[key] ? key : key.slice(key.indexOf('-') + 1));

/** Words the key spells in lower case that read better otherwise. */
const WORDS: Record<string, string> = { ai: 'AI', chatai: 'Chat AI', faq: 'FAQ', digilib: 'Digital library' };

/** 'knowledge_feed' → 'Knowledge feed', 'quiz-v4' → 'Quiz v4', 'expert-list' → 'Expert list', 'course_ai' → 'Course AI'. */
export function labelOf(key: string): string {
  const words = subOf(key)
    .split(/[_-]+/)
    .filter(Boolean)
    .map((w) => WORDS[w] ?? w)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const rank = (group: string) => {
  const i = GROUP_ORDER.indexOf(group);
  return i < 0 ? GROUP_ORDER.length : i;
};

/** Every key of §6 in its group; groups in the catalogue's order, keys in §6's order within a group. */
export function catalogue(keys: readonly PermissionKey[] = PERMISSION_KEYS): CatalogueGroup[] {
  const groups = new Map<string, CatalogueGroup>();
  for (const key of keys) {
    const group = groupOf(key);
    if (!groups.has(group)) groups.set(group, { group, label: GROUP_LABELS[group] ?? labelOf(group), keys: [] });
    groups.get(group)!.keys.push({ key, label: labelOf(key) });
  }
  return [...groups.values()].sort((a, b) => rank(a.group) - rank(b.group));
}

/** Keys in §6's order without repeats (how a role's keys are stored, compared and audited). */
export function sortKeys(keys: Iterable<string>): PermissionKey[] {
  const set = new Set(keys);
  return PERMISSION_KEYS.filter((k) => set.has(k));
}

/** A group's select-all state: all, none, or some (the checkbox's indeterminate state). */
export function groupState(group: CatalogueGroup, selected: ReadonlySet<string>): 'all' | 'none' | 'some' {
  const on = group.keys.filter((k) => selected.has(k.key)).length;
  return on === 0 ? 'none' : on === group.keys.length ? 'all' : 'some';
}

/** The keys matching a search (key, label or group, ignoring case); an empty search keeps every key. */
export function searchCatalogue(groups: CatalogueGroup[], search: string): CatalogueGroup[] {
  const q = search.trim().toLowerCase();
  if (!q) return groups;
  return groups
    .map((g) => ({ ...g, keys: g.label.toLowerCase().includes(q) ? g.keys : g.keys.filter((k) => k.key.includes(q) || k.label.toLowerCase().includes(q)) }))
    .filter((g) => g.keys.length > 0);
}

/** One sidebar item and the keys it needs (all of them), for the editor's live menu preview. */
export interface MenuPreviewItem {
  group: string | null;
  label: string;
  path: string;
  requires: PermissionKey[];
}

/**
 * The menu items a role could show and the keys each needs, derived from the shell's own menu builder (passed in,
 * since an area does not import another): an item needs key k when the menu built from every key but k lacks it.
 * The route guard asks for all of a route's keys (its key, and the key a feature flag adds), so the
 * requirements are a conjunction and one removal per key finds them.
 */
export function menuRequirements(build: (keys: Set<PermissionKey>) => { group: string | null; items: { label: string; path: string }[] }[]): MenuPreviewItem[] {
  const paths = (keys: Set<PermissionKey>) => new Set(build(keys).flatMap((s) => s.items.map((i) => i.path)));
  const full = build(new Set(PERMISSION_KEYS));
  const without = PERMISSION_KEYS.map((k) => [k, paths(new Set(PERMISSION_KEYS.filter((x) => x !== k)))] as const);
  return full.flatMap((section) =>
    section.items.map((item) => ({
      group: section.group,
      label: item.label,
      path: item.path,
      requires: without.filter(([, shown]) => !shown.has(item.path)).map(([k]) => k),
    })),
  );
}

/** The menu items a set of keys shows, in menu order. */
export const visibleMenu = (items: MenuPreviewItem[], selected: ReadonlySet<string>) => items.filter((i) => i.requires.every((k) => selected.has(k)));
