import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { providers } from '@/db/schema/provider';
import { marketplaceCartItems, marketplaceOffers } from '@/db/schema/marketplace';
import { formatMinutes, formatRupiah } from '@/lib/format-numbers';
import { AppError } from '@/server/http/app-error';
import { isUniqueViolation } from '@/server/db-errors';
import { marketplaceMessages as M } from '../messages';
import type { Cart, CartItem } from '../schemas';
import { groupByModule } from './groups';
import { getOffer, type Buyer } from './offers';

/** The user's cart rows with their offers (locked for a checkout when `forUpdate`). */
export function selectCart(db: DbOrTx, buyer: Omit<Buyer, 'db'>, forUpdate = false) {
  const q = db
    .select({ item: marketplaceCartItems, offer: marketplaceOffers, provider: providers.name })
    .from(marketplaceCartItems)
    .innerJoin(marketplaceOffers, eq(marketplaceOffers.id, marketplaceCartItems.offerId))
    .innerJoin(providers, eq(providers.id, marketplaceOffers.providerId))
    .where(and(eq(marketplaceCartItems.organizationId, buyer.organizationId), eq(marketplaceCartItems.userId, buyer.userId)))
    .orderBy(asc(marketplaceCartItems.id));
  return forUpdate ? q.for('update', { of: marketplaceCartItems }) : q;
}

/** GET /marketplace-organization/cart: the user's cart grouped by module, '{n} Item' and the total (spec 002 §9). */
export async function getCart(buyer: Buyer): Promise<Cart> {
  const rows = await selectCart(buyer.db, buyer);
  const items: CartItem[] = rows.map(({ item, offer, provider }) => ({
    cart_id: item.id,
    offer_id: offer.id,
    module: offer.module,
    title: offer.title,
    provider,
    duration_label: formatMinutes(offer.durationMinutes),
    price: offer.price,
    price_label: formatRupiah(offer.price),
  }));
  const total = items.reduce((sum, i) => sum + i.price, 0);
  return { groups: groupByModule(items), count: items.length, summary: M.itemSummary(items.length), total, total_label: formatRupiah(total) };
}

/** Adds an offer to the user's cart: 404 for no such offer, 409 when it is in the cart, waiting, or owned. */
export async function addToCart(buyer: Buyer & { offerId: number }): Promise<{ cart_id: number }> {
  const offer = await getOffer({ ...buyer, id: buyer.offerId });
  if (offer.state === 'owned') throw new AppError('CONFLICT', M.alreadyOwned);
  if (offer.state === 'requested') throw new AppError('CONFLICT', M.alreadyRequested);
  if (offer.state === 'in_cart') throw new AppError('CONFLICT', M.alreadyInCart);
  try {
    const [row] = await buyer.db
      .insert(marketplaceCartItems)
      .values({ organizationId: buyer.organizationId, userId: buyer.userId, offerId: offer.id })
      .returning({ id: marketplaceCartItems.id });
    return { cart_id: row.id };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', M.alreadyInCart);
    throw err;
  }
}

/** DELETE /marketplace-organization/cart/{cart_id}: the user's own item only (404 for anyone else's). */
export async function removeCartItem(buyer: Buyer & { cartId: number }): Promise<void> {
  const gone = await (buyer.db as Db)
    .delete(marketplaceCartItems)
    .where(
      and(
        eq(marketplaceCartItems.id, buyer.cartId),
        eq(marketplaceCartItems.organizationId, buyer.organizationId),
        eq(marketplaceCartItems.userId, buyer.userId),
      ),
    )
    .returning({ id: marketplaceCartItems.id });
  if (gone.length === 0) throw new AppError('NOT_FOUND', M.cartItemNotFound);
}
