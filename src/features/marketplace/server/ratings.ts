import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { marketplaceGrants, marketplaceOffers, marketplaceRatings } from '@/db/schema/marketplace';
import { AppError } from '@/server/http/app-error';
import { marketplaceMessages as M } from '../messages';

/**
 * PUT …/offers/{id}/rating: an organisation that was granted the content rates it, 1 to 5, once (a new rating replaces
 * its own: one per organisation and offer). The offer's sum and count move in the same transaction, under the offer's
 * row lock, so the catalogue reads the average without summing (decision 0141). Another organisation's grant does not
 * count: an organisation without one gets 403.
 */
export async function rateOffer(options: {
  db: Db;
  organizationId: number;
  userId: number;
  id: number;
  rating: number;
}): Promise<{ rating: number; rating_count: number }> {
  const { organizationId, id, rating } = options;
  return options.db.transaction(async (tx) => {
    const [offer] = await tx.select({ id: marketplaceOffers.id }).from(marketplaceOffers).where(eq(marketplaceOffers.id, id)).for('update');
    if (!offer) throw new AppError('NOT_FOUND', M.offerNotFound);
    const [grant] = await tx
      .select({ id: marketplaceGrants.id })
      .from(marketplaceGrants)
      .where(and(eq(marketplaceGrants.organizationId, organizationId), eq(marketplaceGrants.offerId, id)));
    if (!grant) throw new AppError('FORBIDDEN', M.rateNotOwned);
    const [before] = await tx
      .select({ rating: marketplaceRatings.rating })
      .from(marketplaceRatings)
      .where(and(eq(marketplaceRatings.organizationId, organizationId), eq(marketplaceRatings.offerId, id)));
    const now = new Date();
    await tx
      .insert(marketplaceRatings)
      .values({ organizationId, offerId: id, rating, ratedBy: options.userId })
      .onConflictDoUpdate({
        target: [marketplaceRatings.organizationId, marketplaceRatings.offerId],
        set: { rating, ratedBy: options.userId, updatedAt: now },
      });
    const [after] = await tx
      .update(marketplaceOffers)
      .set({
        ratingSum: sql`${marketplaceOffers.ratingSum} + ${rating - (before?.rating ?? 0)}`,
        ratingCount: sql`${marketplaceOffers.ratingCount} + ${before ? 0 : 1}`,
      })
      .where(eq(marketplaceOffers.id, id))
      .returning({ sum: marketplaceOffers.ratingSum, count: marketplaceOffers.ratingCount });
    return { rating: Math.round((after.sum / after.count) * 10) / 10, rating_count: after.count };
  });
}
