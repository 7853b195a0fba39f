import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { categories } from '@/db/schema/category';
import { courses } from '@/db/schema/course';
import { SITE_PAGES, type PageContent, type SitePageKind } from '../site-sections';
import { draftOf } from './site-pages';

export interface PreviewCourse {
  id: number;
  title: string;
  category: string | null;
}
export interface PreviewCategory {
  id: number;
  name: string;
}
export interface SitePreview {
  page: SitePageKind;
  content: PageContent;
  /** What each content section's rule chooses today, by section. */
  courses: Record<string, PreviewCourse[]>;
  categories: Record<string, PreviewCategory[]>;
}

const ids = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);

/** Published courses of the chosen categories (all when none), newest first or by title, at most `limit`. */
function coursesByRule(db: DbOrTx, organizationId: number, rule: Record<string, unknown>) {
  const chosen = ids(rule.categories);
  return db
    .select({ id: courses.id, title: courses.title, category: categories.name })
    .from(courses)
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .where(and(eq(courses.organizationId, organizationId), eq(courses.status, 'published'), chosen.length ? inArray(courses.categoryId, chosen) : undefined))
    .orderBy(...(rule.order === 'title' ? [asc(courses.title), asc(courses.id)] : [desc(courses.createdAt), desc(courses.id)]))
    .limit(Number(rule.limit) || 8);
}

/** The organisation's active categories (the chosen ones when some are), in the category list's order. */
function categoriesByRule(db: DbOrTx, organizationId: number, rule: Record<string, unknown>) {
  const chosen = ids(rule.categories);
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.organizationId, organizationId), eq(categories.isActive, true), chosen.length ? inArray(categories.id, chosen) : undefined))
    .orderBy(asc(categories.position), asc(categories.name))
    .limit(Number(rule.limit) || 12);
}

/** The preview of a page's draft: its sections and, for the content sections, what their rules choose now (real data). */
export async function sitePreview({ db, organizationId, page }: { db: DbOrTx; organizationId: number; page: SitePageKind }): Promise<SitePreview> {
  const content = await draftOf({ db, organizationId, page });
  const preview: SitePreview = { page, content, courses: {}, categories: {} };
  await Promise.all(
    SITE_PAGES[page].sections.map(async (s) => {
      const value = content[s.slug];
      if (!value.visible) return;
      if (s.rule === 'courses') preview.courses[s.slug] = await coursesByRule(db, organizationId, value);
      if (s.rule === 'categories') preview.categories[s.slug] = await categoriesByRule(db, organizationId, value);
    }),
  );
  return preview;
}

/** The organisation's categories, for the editors' category picker. */
export function categoryChoices({ db, organizationId }: { db: DbOrTx; organizationId: number }): Promise<PreviewCategory[]> {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.organizationId, organizationId))
    .orderBy(asc(categories.position), asc(categories.name));
}
