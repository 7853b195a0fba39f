import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { merchandise, pointBalances, pointEntries, redemptions } from '@/db/schema/gamification';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { merchandiseMessages as M } from '../messages';
import { lockBalance } from './award-points';

/**
 * A learner redeems one item of merchandise (decision 0130), in one transaction: the item's stock goes down by one
 * only while it is above zero (the row's lock makes a second redemption of the last item wait and then find none),
 * the learner's balance row is locked and must cover the price, the ledger gets a negative entry naming the
 * redemption. The CHECKs (stock >= 0, balance >= 0) are the last word. Another organisation's merchandise is a 404.
 */
export async function redeemMerchandise(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(merchandise)
      .where(and(eq(merchandise.id, id), eq(merchandise.organizationId, organizationId)));
    if (!item) throw new AppError('NOT_FOUND', M.notFound);
    if (item.status !== 'active') throw new AppError('CONFLICT', M.unavailable);
    const [taken] = await tx
      .update(merchandise)
      .set({ stock: sql`${merchandise.stock} - 1` })
      .where(and(eq(merchandise.id, id), gt(merchandise.stock, 0), eq(merchandise.status, 'active')))
      .returning({ stock: merchandise.stock, price: merchandise.pointPrice });
    if (!taken) throw new AppError('CONFLICT', M.outOfStock);
    const balance = await lockBalance(tx, organizationId, userId);
    if (balance.balance < taken.price) throw new AppError('CONFLICT', M.notEnoughPoints(balance.balance, taken.price));
    const [redemption] = await tx.insert(redemptions).values({ organizationId, merchandiseId: id, userId, points: taken.price }).returning();
    await tx.insert(pointEntries).values({
      organizationId,
      userId,
      points: -taken.price,
      sourceType: 'redemption',
      sourceId: redemption.id,
      reason: `Redeemed ${item.name}`,
    });
    const [after] = await tx
      .update(pointBalances)
      .set({ balance: sql`${pointBalances.balance} - ${taken.price}` })
      .where(and(eq(pointBalances.organizationId, organizationId), eq(pointBalances.userId, userId)))
      .returning({ balance: pointBalances.balance });
    await writeAudit(tx, {
      organizationId,
      userId,
      action: 'redeem',
      entity: 'merchandise',
      entityId: id,
      after: { redemption_id: redemption.id, points: taken.price },
    });
    return { redemption_id: redemption.id, balance: after.balance, stock: taken.stock };
  });
}

/** The learner's balance and what they earned in all. */
export async function learnerPoints(options: { db: DbOrTx; organizationId: number; userId: number }) {
  const [row] = await options.db
    .select({ balance: pointBalances.balance, earned: pointBalances.earned })
    .from(pointBalances)
    .where(and(eq(pointBalances.organizationId, options.organizationId), eq(pointBalances.userId, options.userId)));
  return row ?? { balance: 0, earned: 0 };
}
