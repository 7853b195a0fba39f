import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { allQueries } from '@/db/all-queries';
import type { Db, DbOrTx } from '@/db/client';
import { providers } from '@/db/schema/provider';
import { marketplaceCartItems, marketplaceOffers } from '@/db/schema/marketplace';
import { formatMinutes, formatRupiah } from '@/lib/format-numbers';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import { escapeLike } from '@/server/sql';
import { MODULE_LABELS, marketplaceMessages as M } from '../messages';
import { OFFER_SORT_COLUMNS, type MyOffer, type MyOfferListQuery, type MyOfferRow, type OfferInput } from '../schemas';

/**
 * The seller's side of the marketplace (decision 0141): an organisation's own offers, published for its own active
 * providers, edited with the form kit's optimistic check, and withdrawn from the catalogue (never deleted: requests and
 * grants name them). Whoever manages the organisation's providers (`account-provider`) publishes.
 */
interface Seller {
  db: DbOrTx;
  organizationId: number;
}

const ratingLabel = (sum: number, n: number) => (n ? `${(Math.round((sum / n) * 10) / 10).toFixed(1)} / 5 (${n})` : M.notRated);

const ORDER: Record<(typeof OFFER_SORT_COLUMNS)[number], PgColumn> = {
  title: marketplaceOffers.title,
  provider: providers.name,
  price: marketplaceOffers.price,
  is_active: marketplaceOffers.isActive,
  updated_at: marketplaceOffers.updatedAt,
};

/** The organisation's offers, listed and withdrawn, newest change first unless asked otherwise. */
export async function findMyOffers(options: Seller & { query: MyOfferListQuery }): Promise<ListResult<MyOfferRow>> {
  const { db, organizationId, query } = options;
  const sort = readSort(query, OFFER_SORT_COLUMNS, { column: 'updated_at', direction: 'desc' });
  const where: SQL | undefined = and(
    eq(marketplaceOffers.organizationId, organizationId),
    query.keyword ? ilike(marketplaceOffers.title, `%${escapeLike(query.keyword)}%`) : undefined,
    query.module ? eq(marketplaceOffers.module, query.module) : undefined,
    query.is_active ? eq(marketplaceOffers.isActive, query.is_active === 'true') : undefined,
  );
  const by = ORDER[sort.column];
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select({ offer: marketplaceOffers, provider: providers.name })
        .from(marketplaceOffers)
        .innerJoin(providers, eq(providers.id, marketplaceOffers.providerId))
        .where(where)
        .orderBy(sort.direction === 'desc' ? desc(by) : asc(by), desc(marketplaceOffers.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => db.select({ total: count() }).from(marketplaceOffers).where(where),
  );
  return paginate(
    rows.map(({ offer: o, provider }) => ({
      id: o.id,
      title: o.title,
      provider,
      module: o.module,
      module_label: MODULE_LABELS[o.module],
      duration_label: formatMinutes(o.durationMinutes),
      price: o.price,
      price_label: formatRupiah(o.price),
      is_active: o.isActive,
      rating_label: ratingLabel(o.ratingSum, o.ratingCount),
      updated_at: o.updatedAt.toISOString(),
      can_delete: o.isActive,
    })),
    total,
    query.page,
    query.page_size,
  );
}

async function loadMyOffer(db: DbOrTx, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(marketplaceOffers)
    .where(and(eq(marketplaceOffers.id, id), eq(marketplaceOffers.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.offerNotFound);
  return row;
}

const toMyOffer = (o: typeof marketplaceOffers.$inferSelect): MyOffer => ({
  id: o.id,
  title: o.title,
  provider_id: o.providerId,
  module: o.module,
  duration_minutes: o.durationMinutes,
  price: o.price,
  description: o.description,
  content_url: o.contentUrl,
  is_active: o.isActive,
  updated_at: o.updatedAt.toISOString(),
});

/** One of the organisation's own offers (another organisation's: 404 'Content not found'). */
export async function getMyOffer(options: Seller & { id: number }): Promise<MyOffer> {
  return toMyOffer(await loadMyOffer(options.db, options.organizationId, options.id));
}

/** The provider must be the organisation's own (404 otherwise) and active (400: its content is not sold). */
async function checkProvider(db: DbOrTx, organizationId: number, providerId: number): Promise<void> {
  const [provider] = await db
    .select({ isActive: providers.isActive })
    .from(providers)
    .where(and(eq(providers.id, providerId), eq(providers.organizationId, organizationId)));
  if (!provider) throw new AppError('VALIDATION', M.providerNotFound, { details: [{ field: 'provider_id', message: M.providerNotFound }] });
  if (!provider.isActive) throw new AppError('VALIDATION', M.providerInactive, { details: [{ field: 'provider_id', message: M.providerInactive }] });
}

const columnsOf = (input: OfferInput) => ({
  title: input.title,
  providerId: input.provider_id,
  module: input.module,
  durationMinutes: input.duration_minutes,
  price: input.price,
  description: input.description,
  contentUrl: input.content_url,
  isActive: input.is_active,
});

/** A withdrawn offer leaves every cart (it can no longer be bought); requests already sent keep their snapshot. */
async function leaveCarts(tx: DbOrTx, offerId: number): Promise<void> {
  await tx.delete(marketplaceCartItems).where(eq(marketplaceCartItems.offerId, offerId));
}

/** POST: a new offer, listed at once unless the form says otherwise; audited in the same transaction. */
export async function createMyOffer(options: { db: Db; organizationId: number; userId: number; input: OfferInput }): Promise<{ id: number }> {
  const { organizationId, userId, input } = options;
  return options.db.transaction(async (tx) => {
    await checkProvider(tx, organizationId, input.provider_id);
    const [row] = await tx
      .insert(marketplaceOffers)
      .values({ organizationId, ...columnsOf(input), createdBy: userId })
      .returning({ id: marketplaceOffers.id });
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'marketplace-offer', entityId: row.id, after: input });
    return { id: row.id };
  });
}

const versioned: Versioned<typeof marketplaceOffers> = {
  table: marketplaceOffers,
  entity: 'marketplace-offer',
  load: loadMyOffer,
  snapshot: (o) => {
    const { id: _id, updated_at: _at, ...values } = toMyOffer(o);
    return values;
  },
};

/** PATCH: nothing changed answers `changed: false`; a stale updated_at is a 409; withdrawing empties the carts. */
export async function updateMyOffer(options: { db: Db; organizationId: number; userId: number; id: number; input: OfferInput & { updated_at?: string } }) {
  const { updated_at: startedFrom, ...values } = options.input;
  const result = await optimisticUpdate(versioned, {
    ...options,
    startedFrom,
    next: values,
    changes: async (tx, before) => {
      if (values.provider_id !== before.providerId) await checkProvider(tx, options.organizationId, values.provider_id);
      if (!values.is_active) await leaveCarts(tx, options.id);
      return columnsOf(values);
    },
  });
  return { id: options.id, changed: result.changed, updated_at: result.updated_at };
}

/** DELETE: the offer is withdrawn from the catalogue (kept: requests and grants name it) and leaves every cart. */
export async function withdrawMyOffer(options: { db: Db; organizationId: number; userId: number; id: number }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const before = await loadMyOffer(tx, options.organizationId, options.id);
    if (!before.isActive) return;
    await tx.update(marketplaceOffers).set({ isActive: false, updatedAt: new Date() }).where(eq(marketplaceOffers.id, before.id));
    await leaveCarts(tx, before.id);
    await writeAudit(tx, {
      organizationId: options.organizationId,
      userId: options.userId,
      action: 'update',
      entity: 'marketplace-offer',
      entityId: before.id,
      before: { is_active: true },
      after: { is_active: false },
    });
  });
}

/** The organisation's active providers for the form's select, and the edited offer's own (`keep`) whatever its state. */
export async function findOwnProviders(db: DbOrTx, organizationId: number, keep?: number): Promise<{ value: string; label: string }[]> {
  const rows = await db
    .select({ id: providers.id, name: providers.name })
    .from(providers)
    .where(and(eq(providers.organizationId, organizationId), keep ? or(eq(providers.isActive, true), eq(providers.id, keep)) : eq(providers.isActive, true)))
    .orderBy(asc(providers.name))
    .limit(500);
  return rows.map((p) => ({ value: String(p.id), label: p.name }));
}
