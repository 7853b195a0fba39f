import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { schedules } from '@/db/schema';
import { presenceMessages as M } from '../messages';
import type { AssociatedBatch } from './load-presence';

/**
 * Whether anyone can ever check in with this presence's QR code: a check-in needs a schedule of an associated
 * batch. When nobody can, the QR tab and the printed sheet say what the administrator must do instead of showing a
 * code that only answers 'This QR code is not for a schedule' (issue 13 item 9, docs/decisions/0022).
 */
export async function qrBlocker(db: DbOrTx, batches: Pick<AssociatedBatch, 'id'>[]): Promise<string | null> {
  if (!batches.length) return M.qrNotAssociated;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(schedules)
    .where(
      inArray(
        schedules.batchId,
        batches.map((b) => b.id),
      ),
    );
  return row.n > 0 ? null : M.qrNoSchedules;
}
