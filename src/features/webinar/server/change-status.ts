import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { webinars } from '@/db/schema/webinar';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { sameInstant } from '@/server/sql';
import { webinarMessages as M } from '../messages';
import { STATUS_LABELS, STATUS_MOVES, type WebinarStatusSchema } from '../schemas';
import { loadWebinar } from './load-webinar';

/**
 * Moves a webinar's status along STATUS_MOVES and records who and when. A move the rules do not allow is a 409 (the
 * screen offered it from a status that has changed since); a stale updated_at too. Publishing needs a meeting link.
 */
export async function changeWebinarStatus(options: {
  db: Db;
  organizationId: number;
  userId: number;
  id: number;
  input: z.output<typeof WebinarStatusSchema>;
}) {
  const { db, organizationId, userId, id, input } = options;
  return db.transaction(async (tx) => {
    const before = await loadWebinar(tx, organizationId, id);
    if (input.updated_at && new Date(input.updated_at).getTime() !== before.updatedAt.getTime()) throw new AppError('CONFLICT');
    if (!STATUS_MOVES[before.status].includes(input.status)) {
      throw new AppError('CONFLICT', M.transitionRefused(STATUS_LABELS[before.status], STATUS_LABELS[input.status]), { title: M.statusFailed });
    }
    if (input.status === 'publish' && !before.meetingUrl)
      throw new AppError('VALIDATION', M.publishNeedsLink, { details: [{ field: 'status', message: M.publishNeedsLink }] });
    const now = new Date();
    const [row] = await tx
      .update(webinars)
      .set({ status: input.status, statusBy: userId, statusAt: now, updatedBy: userId, updatedAt: now })
      .where(and(eq(webinars.id, id), eq(webinars.organizationId, organizationId), sameInstant(webinars.updatedAt, before.updatedAt)))
      .returning();
    if (!row) throw new AppError('CONFLICT');
    await writeAudit(tx, {
      organizationId,
      userId,
      action: 'status',
      entity: 'webinar',
      entityId: id,
      before: { status: before.status },
      after: { status: row.status },
    });
    return { id, status: row.status, updated_at: row.updatedAt.toISOString() };
  });
}
