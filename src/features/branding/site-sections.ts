// The learner site's pages as data (docs/decisions/0136): each page's sections, each section's fields and ordered
// items. One generic editor (islands/branding/SectionEditor.tsx), the server's validation, the preview and the
// public read all follow these declarations; a section is a row here, not a screen of its own.
import type { SitePageKind } from '@/db/schema/branding';
import type { FieldDef, ItemsDef, PageDef, SectionDef } from './site-fields';
import { HOME_SECTIONS, LOGIN_SECTIONS } from './site-home';
import { LANDING_SECTIONS } from './site-landing';

export type { FieldDef, PageDef, SectionDef, SitePageKind };

export const SITE_PAGES: Record<SitePageKind, PageDef> = {
  landing: { kind: 'landing', slug: 'landing-page', title: 'Landing Page', sections: LANDING_SECTIONS },
  home: { kind: 'home', slug: 'home-page', title: 'Home Page', sections: HOME_SECTIONS },
  login: { kind: 'login', slug: 'login-page', title: 'Login Page', sections: LOGIN_SECTIONS },
};

export function sectionOf(kind: SitePageKind, slug: string): SectionDef | undefined {
  return SITE_PAGES[kind].sections.find((s) => s.slug === slug);
}

/** A section's stored values: the switch, its fields, and its items in order (each with a stable id). */
export type SectionValue = { visible: boolean; items?: Item[] } & Record<string, unknown>;
export type Item = { id: string } & Record<string, unknown>;
export type PageContent = Record<string, SectionValue>;

const initialOf = (f: FieldDef): unknown => (f.kind === 'categories' ? [] : f.kind === 'number' ? (f.initial ?? f.min ?? 0) : (f.initial ?? ''));

function initialSection(s: SectionDef): SectionValue {
  const value: SectionValue = { visible: true };
  for (const f of s.fields) value[f.name] = initialOf(f);
  if (s.items) value.items = [];
  return value;
}

export function initialItem(items: ItemsDef, id: string): Item {
  const item: Item = { id };
  for (const f of items.fields) item[f.name] = initialOf(f);
  return item;
}

/** A page's values with every section present: a stored page keeps what it has, a new section starts from its initial values. */
export function completePage(kind: SitePageKind, stored: unknown): PageContent {
  const saved = (stored && typeof stored === 'object' ? stored : {}) as Partial<PageContent>;
  return Object.fromEntries(SITE_PAGES[kind].sections.map((s) => [s.slug, { ...initialSection(s), ...(saved[s.slug] ?? {}) }]));
}
