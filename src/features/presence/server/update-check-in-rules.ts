import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { presences } from '@/db/schema/presence';
import { writeAudit } from '@/server/audit';
import type { CheckInRules } from '../schemas';
import { loadPresence } from './load-presence';

const rulesOf = (p: {
  earlyMinutes: number;
  closeMinutes: number;
  graceMinutes: number;
  stepSeconds: number;
  printStepSeconds: number | null;
}): CheckInRules => ({
  early_minutes: p.earlyMinutes,
  close_minutes: p.closeMinutes,
  grace_minutes: p.graceMinutes,
  step_seconds: p.stepSeconds,
  print_step_seconds: p.printStepSeconds,
});

export async function getCheckInRules(options: { db: Db; organizationId: number; id: number }): Promise<CheckInRules> {
  return rulesOf(await loadPresence(options.db, options.organizationId, options.id));
}

/** Sets when check-in opens and closes, when an arrival counts as late, and how often the QR changes. Audited. */
export async function updateCheckInRules(options: { db: Db; organizationId: number; userId: number; id: number; rules: CheckInRules }): Promise<CheckInRules> {
  const { db, organizationId, userId, id, rules } = options;
  return db.transaction(async (tx) => {
    const before = await loadPresence(tx, organizationId, id);
    const [row] = await tx
      .update(presences)
      .set({
        earlyMinutes: rules.early_minutes,
        closeMinutes: rules.close_minutes,
        graceMinutes: rules.grace_minutes,
        stepSeconds: rules.step_seconds,
        printStepSeconds: rules.print_step_seconds,
      })
      .where(and(eq(presences.id, id), eq(presences.organizationId, organizationId)))
      .returning();
    await writeAudit(tx, {
      organizationId,
      userId,
      action: 'update-check-in-rules',
      entity: 'presence',
      entityId: id,
      before: rulesOf(before),
      after: rulesOf(row),
    });
    return rulesOf(row);
  });
}
