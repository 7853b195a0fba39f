import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { allQueries } from '@/db/all-queries';
import type { DbOrTx } from '@/db/client';
import { organizations } from '@/db/schema/organizations';
import { providers } from '@/db/schema/provider';
import {
  marketplaceApprovalItems,
  marketplaceApprovals,
  marketplaceCartItems,
  marketplaceGrants,
  marketplaceOffers,
  marketplaceRatings,
  type OfferModule,
} from '@/db/schema/marketplace';
import { formatMinutes, formatRupiah } from '@/lib/format-numbers';
import { paginate, type ListResult } from '@/lib/list';
import { AppError } from '@/server/http/app-error';
import { escapeLike } from '@/server/sql';
import { MODULE_LABELS, marketplaceMessages as M } from '../messages';
import type { CatalogueQuery, Offer } from '../schemas';

/** Who is looking: the organisation buys, the user has a cart. */
export interface Buyer {
  db: DbOrTx;
  organizationId: number;
  userId: number;
}

const offerColumns = { offer: marketplaceOffers, provider: providers.name, seller: organizations.title };
type OfferJoin = { offer: typeof marketplaceOffers.$inferSelect; provider: string; seller: string };

const selectOffers = (db: DbOrTx) =>
  db
    .select(offerColumns)
    .from(marketplaceOffers)
    .innerJoin(providers, eq(providers.id, marketplaceOffers.providerId))
    .innerJoin(organizations, eq(organizations.id, marketplaceOffers.organizationId));

/** What the buyer's organisation already has of these offers: in the user's cart, waiting for an approval, owned. */
export async function offerStates(buyer: Buyer, offerIds: number[]): Promise<Map<number, Offer['state']>> {
  const states = new Map<number, Offer['state']>();
  if (offerIds.length === 0) return states;
  const [owned, requested, inCart] = await allQueries(
    buyer.db,
    () =>
      buyer.db
        .select({ id: marketplaceGrants.offerId })
        .from(marketplaceGrants)
        .where(and(eq(marketplaceGrants.organizationId, buyer.organizationId), inArray(marketplaceGrants.offerId, offerIds))),
    () =>
      buyer.db
        .select({ id: marketplaceApprovalItems.offerId })
        .from(marketplaceApprovalItems)
        .innerJoin(marketplaceApprovals, eq(marketplaceApprovals.id, marketplaceApprovalItems.approvalId))
        .where(
          and(
            eq(marketplaceApprovals.organizationId, buyer.organizationId),
            eq(marketplaceApprovals.status, 'pending'),
            inArray(marketplaceApprovalItems.offerId, offerIds),
          ),
        ),
    () =>
      buyer.db
        .select({ id: marketplaceCartItems.offerId })
        .from(marketplaceCartItems)
        .where(
          and(
            eq(marketplaceCartItems.organizationId, buyer.organizationId),
            eq(marketplaceCartItems.userId, buyer.userId),
            inArray(marketplaceCartItems.offerId, offerIds),
          ),
        ),
  );
  for (const r of inCart) states.set(r.id, 'in_cart');
  for (const r of requested) states.set(r.id, 'requested');
  for (const r of owned) states.set(r.id, 'owned');
  return states;
}

/** What the buyer's organisation has of these offers beyond their state: its rating and the owned content's address. */
async function buyerExtras(buyer: Buyer, offerIds: number[]): Promise<Map<number, { myRating: number | null; contentUrl: string }>> {
  const extras = new Map<number, { myRating: number | null; contentUrl: string }>();
  if (offerIds.length === 0) return extras;
  const [grants, ratings] = await allQueries(
    buyer.db,
    () =>
      buyer.db
        .select({ id: marketplaceGrants.offerId, url: marketplaceGrants.contentUrl })
        .from(marketplaceGrants)
        .where(and(eq(marketplaceGrants.organizationId, buyer.organizationId), inArray(marketplaceGrants.offerId, offerIds))),
    () =>
      buyer.db
        .select({ id: marketplaceRatings.offerId, rating: marketplaceRatings.rating })
        .from(marketplaceRatings)
        .where(and(eq(marketplaceRatings.organizationId, buyer.organizationId), inArray(marketplaceRatings.offerId, offerIds))),
  );
  for (const g of grants) extras.set(g.id, { myRating: null, contentUrl: g.url });
  for (const r of ratings) extras.set(r.id, { contentUrl: extras.get(r.id)?.contentUrl ?? '', myRating: r.rating });
  return extras;
}

function toOffer(r: OfferJoin, state: Offer['state'], extra?: { myRating: number | null; contentUrl: string }): Offer {
  const o = r.offer;
  return {
    id: o.id,
    title: o.title,
    module: o.module,
    module_label: MODULE_LABELS[o.module],
    provider: r.provider,
    seller: r.seller,
    description: o.description,
    duration_minutes: o.durationMinutes,
    duration_label: formatMinutes(o.durationMinutes),
    price: o.price,
    price_label: formatRupiah(o.price),
    rating: o.ratingCount > 0 ? Math.round((o.ratingSum / o.ratingCount) * 10) / 10 : null,
    rating_count: o.ratingCount,
    my_rating: extra?.myRating ?? null,
    content_url: extra?.contentUrl ?? '',
    state,
  };
}

const ORDER = {
  newest: [desc(marketplaceOffers.id)],
  price_asc: [asc(marketplaceOffers.price), asc(marketplaceOffers.id)],
  price_desc: [desc(marketplaceOffers.price), desc(marketplaceOffers.id)],
  title: [asc(marketplaceOffers.title), asc(marketplaceOffers.id)],
};

/**
 * The catalogue of /explore-content: every active offer that organisations publish for their providers (decision
 * 0133), the keyword over the title and the provider, filtered by module and provider name, newest first unless asked.
 */
export async function findOffers(options: Buyer & { query: CatalogueQuery }): Promise<ListResult<Offer>> {
  const { db, query } = options;
  const like = (v: string) => `%${escapeLike(v)}%`;
  const where: SQL | undefined = and(
    eq(marketplaceOffers.isActive, true),
    query.keyword ? or(ilike(marketplaceOffers.title, like(query.keyword)), ilike(providers.name, like(query.keyword))) : undefined,
    query.module ? eq(marketplaceOffers.module, query.module) : undefined,
    query.provider ? ilike(providers.name, like(query.provider)) : undefined,
  );
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      selectOffers(db)
        .where(where)
        .orderBy(...ORDER[query.sort ?? 'newest'])
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => db.select({ total: count() }).from(marketplaceOffers).innerJoin(providers, eq(providers.id, marketplaceOffers.providerId)).where(where),
  );
  const ids = rows.map((r) => r.offer.id);
  const [states, extras] = await allQueries(
    db,
    () => offerStates(options, ids),
    () => buyerExtras(options, ids),
  );
  return paginate(
    rows.map((r) => toOffer(r, states.get(r.offer.id) ?? 'available', extras.get(r.offer.id))),
    total,
    query.page,
    query.page_size,
  );
}

/** One active offer of the catalogue; 404 'Content not found' for anything else. */
export async function getOffer(options: Buyer & { id: number }): Promise<Offer> {
  const [row] = await selectOffers(options.db).where(and(eq(marketplaceOffers.id, options.id), eq(marketplaceOffers.isActive, true)));
  if (!row) throw new AppError('NOT_FOUND', M.offerNotFound);
  const states = await offerStates(options, [row.offer.id]);
  const extras = await buyerExtras(options, [row.offer.id]);
  return toOffer(row, states.get(row.offer.id) ?? 'available', extras.get(row.offer.id));
}

/** The provider names of the catalogue, for its filter. */
export async function findOfferProviders(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: providers.name })
    .from(marketplaceOffers)
    .innerJoin(providers, eq(providers.id, marketplaceOffers.providerId))
    .where(eq(marketplaceOffers.isActive, true))
    .orderBy(asc(providers.name))
    .limit(200);
  return rows.map((r) => r.name);
}

export interface NewOffer {
  providerId: number;
  title: string;
  module: OfferModule;
  description?: string;
  durationMinutes: number;
  price: number;
  /** Where the bought content is opened (decision 0141). */
  contentUrl?: string;
}

/**
 * An organisation publishes an offer for one of its own providers (404 for another organisation's provider). The
 * demo seed and the tests publish through this; the screens go through createMyOffer (my-offers.ts, decision 0141).
 */
export async function publishOffer(options: { db: DbOrTx; organizationId: number; userId: number } & NewOffer) {
  const [provider] = await options.db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.id, options.providerId), eq(providers.organizationId, options.organizationId)));
  if (!provider) throw new AppError('NOT_FOUND', 'Provider not found');
  if (!Number.isSafeInteger(options.price) || options.price < 1) throw new AppError('VALIDATION', 'Price must be at least Rp 1');
  if (!Number.isSafeInteger(options.durationMinutes) || options.durationMinutes < 1) throw new AppError('VALIDATION', 'Duration must be at least 1 minute');
  const [offer] = await options.db
    .insert(marketplaceOffers)
    .values({
      organizationId: options.organizationId,
      providerId: provider.id,
      title: options.title.trim(),
      module: options.module,
      description: options.description ?? '',
      durationMinutes: options.durationMinutes,
      price: options.price,
      contentUrl: options.contentUrl ?? '',
      createdBy: options.userId,
    })
    .returning();
  return offer;
}
