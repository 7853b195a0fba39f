import type { DbOrTx } from '@/db/client';
import { route } from '@/lib/endpoint';
import { sitePageApi } from '../site-api';
import { sectionOf, SITE_PAGES, type SectionValue, type SitePageKind } from '../site-sections';
import { getSitePage } from './site-pages';
import { categoryChoices } from './site-preview';

type Who = { db: DbOrTx; organizationId: number };

/** What a page's overview (/branding/landing-page, /branding/home-page, /branding/login-page) shows and calls. */
export async function sitePageScreen({ db, organizationId, page }: Who & { page: SitePageKind }) {
  const data = await getSitePage({ db, organizationId, page });
  const calls = sitePageApi[page];
  return {
    def: SITE_PAGES[page],
    page: data,
    base: `/branding/${SITE_PAGES[page].slug}`,
    routes: { publish: route(calls.publish), restore: route(calls.restore), save: route(calls.saveSection) },
  };
}

/** What one section's editor needs, or null for an editor slug the page does not have (a 404). */
export async function sectionScreen({ db, organizationId, page, editor }: Who & { page: SitePageKind; editor: string }) {
  const section = editor.startsWith('edit-') ? sectionOf(page, editor.slice('edit-'.length)) : undefined;
  if (!section) return null;
  const [screen, categories] = await Promise.all([
    sitePageScreen({ db, organizationId, page }),
    section.fields.some((f) => f.kind === 'categories') ? categoryChoices({ db, organizationId }) : Promise.resolve([]),
  ]);
  return { ...screen, section, value: screen.page.draft[section.slug] as SectionValue, categories };
}
