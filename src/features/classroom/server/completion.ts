import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { learningModules } from '@/db/schema';
import { certificateAwards } from '@/db/schema/certificate';
import { batchesHolding, completedBatch } from '@/features/batch-completion';
import { emitLearningEvent, type LearningEvent } from '@/features/learning-events';

/**
 * The classroom's listener of learning events (decision 0151): a passed quiz, a check-in or a hand-in may be the last
 * content a participant needed in a classroom batch; when every content reaching the batch is met, the classroom is
 * completed and 'classroom_completed' is emitted (source: the classroom, whose id is its module's), with the
 * classroom's certificate template as its award when its achievement is a certificate. The certificate area issues it
 * once per learner and classroom, whichever batch they completed it in.
 */
export async function completeClassrooms(db: DbOrTx, event: LearningEvent): Promise<void> {
  for (const held of await batchesHolding(db, event, 'classroom')) {
    if (!(await completedBatch(db, held, event.userId))) continue;
    const [classroom] = await db
      .select({ title: learningModules.title, templateId: certificateAwards.templateId })
      .from(learningModules)
      .leftJoin(certificateAwards, eq(certificateAwards.moduleId, learningModules.id))
      .where(and(eq(learningModules.id, held.moduleId), eq(learningModules.organizationId, event.organizationId)));
    if (!classroom) continue;
    await emitLearningEvent(db, {
      kind: 'classroom_completed',
      organizationId: event.organizationId,
      userId: event.userId,
      source: { type: 'classroom', id: held.moduleId },
      reason: `Completed the classroom ${classroom.title}`,
      at: event.at,
      ...(classroom.templateId ? { award: { certificateTemplateId: classroom.templateId, contentTitle: classroom.title } } : {}),
    });
  }
}
