import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { pointBalances, pointEntries, pointPeriodTotals, pointRules } from '@/db/schema/gamification';
import type { LearningEvent } from '@/features/learning-events';
import { POINT_ACTIVITIES } from '../schemas';

/** The Jakarta calendar day of an instant ('2026-11-28'), the day a daily cap and a rule's period count in. */
export const jakartaDay = (at: Date) => new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
/** The instant a Jakarta day starts. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);

/**
 * Locks the learner's balance row (made at zero the first time): every write of one learner's points runs after the
 * previous one, so a daily cap and a balance are never read stale.
 */
export async function lockBalance(db: DbOrTx, organizationId: number, userId: number) {
  await db.insert(pointBalances).values({ organizationId, userId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(pointBalances)
    .where(and(eq(pointBalances.organizationId, organizationId), eq(pointBalances.userId, userId)))
    .for('update');
  return row;
}

/**
 * The gamification area's listener of learning events (decision 0130): the organisation's active rule for the
 * activity, if today is within its period, awards its points, less what the learner already earned from that activity
 * today beyond the daily cap. The ledger's unique source key makes the same event count once, however often it is
 * emitted (a retake, a rescan, a resubmission, two at once). Runs in the emitter's transaction.
 */
export async function awardPoints(db: DbOrTx, event: LearningEvent): Promise<void> {
  const { organizationId, userId } = event;
  // Only the activities a rule may reward: a quiz finished without a pass, a grade, a classroom, a program or a live
  // event completed has none (decisions 0151, 0153).
  const activity = POINT_ACTIVITIES.find((a) => a === event.kind);
  if (!activity) return;
  const [rule] = await db
    .select()
    .from(pointRules)
    .where(and(eq(pointRules.organizationId, organizationId), eq(pointRules.activity, activity), eq(pointRules.status, 'active')));
  if (!rule) return;
  const today = jakartaDay(event.at);
  if ((rule.startsOn && today < rule.startsOn) || (rule.endsOn && today > rule.endsOn)) return;
  await lockBalance(db, organizationId, userId);
  let points = rule.points;
  if (rule.dailyCap !== null) {
    const [{ earned }] = await db
      .select({ earned: sql<number>`coalesce(sum(${pointEntries.points}), 0)`.mapWith(Number) })
      .from(pointEntries)
      .where(
        and(
          eq(pointEntries.userId, userId),
          eq(pointEntries.activity, activity),
          gte(pointEntries.createdAt, dayStart(today)),
          eq(pointEntries.organizationId, organizationId),
        ),
      );
    points = Math.min(points, rule.dailyCap - earned);
  }
  if (points <= 0) return;
  const inserted = await db
    .insert(pointEntries)
    .values({
      organizationId,
      userId,
      points,
      activity,
      ruleId: rule.id,
      sourceType: event.source.type,
      sourceId: event.source.id,
      reason: event.reason,
      createdAt: event.at,
    })
    .onConflictDoNothing()
    .returning({ id: pointEntries.id });
  if (!inserted.length) return;
  await db
    .update(pointBalances)
    .set({ balance: sql`${pointBalances.balance} + ${points}`, earned: sql`${pointBalances.earned} + ${points}` })
    .where(and(eq(pointBalances.organizationId, organizationId), eq(pointBalances.userId, userId)));
  for (const period of [today.slice(0, 7), today.slice(0, 4)]) {
    await db
      .insert(pointPeriodTotals)
      .values({ organizationId, period, userId, earned: points })
      .onConflictDoUpdate({
        target: [pointPeriodTotals.organizationId, pointPeriodTotals.period, pointPeriodTotals.userId],
        set: { earned: sql`${pointPeriodTotals.earned} + ${points}` },
      });
  }
}
