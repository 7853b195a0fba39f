import type { DbOrTx } from '@/db/client';
import { CatalogueQuerySchema } from '../schemas';
import { getCart } from './cart';
import { findOfferProviders, findOffers } from './offers';

/**
 * /explore-content's data from its URL (search, filters, sort and page are a GET form's): one page of the catalogue,
 * the provider filter's names, the user's cart and the pager's links.
 */
export async function loadCatalogue(options: { db: DbOrTx; organizationId: number; userId: number; search: URLSearchParams }) {
  const { search, ...buyer } = options;
  const query = CatalogueQuerySchema.parse(Object.fromEntries(search));
  const offers = await findOffers({ ...buyer, query });
  const cart = await getCart(buyer);
  const providers = await findOfferProviders(buyer.db);
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(page));
    return `/explore-content?${params.toString()}`;
  };
  return { query, offers, cart, providers, hrefFor };
}
