import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batchParticipants, placements } from '@/db/schema';
import { AppError } from '@/server/http/app-error';
import { quizMessages } from '../messages';

/** A quiz placement of the organisation that the learner takes part in (its batch's participant). */
export async function loadLearnerPlacement(db: DbOrTx, organizationId: number, userId: number, placementId: number) {
  if (!Number.isSafeInteger(placementId) || placementId < 1) throw new AppError('NOT_FOUND');
  const [placement] = await db
    .select()
    .from(placements)
    .where(and(eq(placements.id, placementId), eq(placements.organizationId, organizationId), eq(placements.contentType, 'quiz')));
  if (!placement) throw new AppError('NOT_FOUND');
  if (!placement.batchId) throw new AppError('FORBIDDEN', quizMessages.notParticipant);
  const [member] = await db
    .select({ userId: batchParticipants.userId })
    .from(batchParticipants)
    .where(and(eq(batchParticipants.batchId, placement.batchId), eq(batchParticipants.userId, userId)));
  if (!member) throw new AppError('FORBIDDEN', quizMessages.notParticipant);
  return placement;
}
