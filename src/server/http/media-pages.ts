import { categoryChoices } from '@/server/media/library';
import { loadOr404, type PageScope } from './page';

/** The create page of a media library item: the category choices of the form. */
export async function mediaCreatePage(astro: Parameters<typeof loadOr404>[0]) {
  return { categories: await categoryChoices(astro.locals.db, astro.locals.org.id) };
}

/**
 * The edit page of a media library item (its area's /edit/{id}, docs/decisions/0082): the item through the
 * pages' not-found wrapper and the category choices of the form, as the form's props.
 * `const page = await mediaEditPage(Astro, getVideo); if (page instanceof Response) return page;`
 */
export async function mediaEditPage<T>(astro: Parameters<typeof loadOr404>[0], getItem: (scope: PageScope) => Promise<T | null>) {
  const item = await loadOr404(astro, getItem);
  if (item instanceof Response) return item;
  return { item, categories: await categoryChoices(astro.locals.db, astro.locals.org.id) };
}
