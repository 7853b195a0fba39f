import type { Db, Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { MerchandiseInputSchema, PointRuleInputSchema, TargetInputSchema } from './schemas';
import { createMerchandise } from './server/merchandise';
import { createPointRule } from './server/point-rules';
import { createTarget } from './server/targets';

/**
 * The demo organisation's leaderboard set-up, made through the area's use cases as an administrator makes it: this
 * month's target for everyone, one piece of merchandise, and a point rule kept inactive (an administrator switches it
 * on; an active rule would start awarding points for what the demo's people do while someone tries the console).
 */
export async function seedGamification(tx: Tx, ctx: SeedContext): Promise<void> {
  const scope = { db: tx as unknown as Db, organizationId: ctx.org.id, userId: ctx.people.admin.id };
  const month = new Date().toLocaleString('sv-SE', { timeZone: 'Asia/Jakarta' }).slice(0, 7);
  await createPointRule({ ...scope, input: PointRuleInputSchema.parse({ activity: 'assignment_submitted', points: 10, daily_cap: 30, status: 'inactive' }) });
  await createTarget({ ...scope, input: TargetInputSchema.parse({ name: 'Monthly learning goal', period: month, audience: 'all', goal: 100 }) });
  await createMerchandise({
    ...scope,
    input: MerchandiseInputSchema.parse({
      name: 'Company tumbler',
      description: 'A 500 ml steel tumbler with the company logo, collected at the training centre.',
      point_price: 200,
      stock: 25,
    }),
  });
}
