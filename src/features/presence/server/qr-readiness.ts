import { and, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { schedules } from '@/db/schema';
import { presenceMessages as M } from '../messages';
import { schedulesOfPresence, type AssociatedBatch } from './load-presence';

/**
 * Whether anyone can ever check in with this presence's QR code: a check-in needs a schedule of an associated
 * batch (a classroom session, or the presence's own schedule in a course). When nobody can, the QR tab and the
 * printed sheet say what the administrator must do instead of showing a code that only answers 'This QR code is not
 * for a schedule' (issue 13 item 9, docs/decisions/0022, 0115).
 */
export async function qrBlocker(
  db: DbOrTx,
  organizationId: number,
  presenceId: number,
  batches: Pick<AssociatedBatch, 'id' | 'moduleType' | 'moduleTitle'>[],
): Promise<string | null> {
  if (!batches.length) return M.qrNotAssociated;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(schedules)
    .where(
      and(
        inArray(
          schedules.batchId,
          batches.map((b) => b.id),
        ),
        schedulesOfPresence(db, organizationId, presenceId),
      ),
    );
  if (row.n > 0) return null;
  // A course gives its presence a schedule in its Content step (placed before that existed, it has none yet).
  const course = batches.find((b) => b.moduleType === 'course');
  return course ? M.qrNoCourseSchedule(course.moduleTitle) : M.qrNoSchedules;
}
