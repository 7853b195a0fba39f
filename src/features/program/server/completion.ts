import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { certificateAwards } from '@/db/schema/certificate';
import { programBatches, programCompletions, programs } from '@/db/schema/program';
import { batchesHolding, completedBatch } from '@/features/batch-completion';
import { emitLearningEvent, type LearningEvent } from '@/features/learning-events';

/**
 * The program's listener of learning events (decision 0151): a passed quiz, a check-in or a hand-in may be the last
 * content a member of a program batch needed; when every content placed in the batch (every batch carries the
 * program's contents, decision 0146) is met, the program batch is completed and 'program_completed' is emitted
 * (source: the program; a person is in one batch of a program), with the program's certificate template as its
 * award when its achievement is a certificate. The completion is recorded once per program and learner
 * (program_completions, decision 0149, in the emitter's transaction, after the batch's participant row is locked):
 * only the call whose insert wrote the row emits, so certificates, points and journeys see it once.
 */
export async function completePrograms(db: DbOrTx, event: LearningEvent): Promise<void> {
  for (const held of await batchesHolding(db, event, 'program')) {
    const [program] = await db
      .select({ id: programs.id, title: programs.title, templateId: certificateAwards.templateId })
      .from(programBatches)
      .innerJoin(programs, eq(programs.id, programBatches.programId))
      .leftJoin(certificateAwards, eq(certificateAwards.moduleId, programs.moduleId))
      .where(and(eq(programBatches.batchId, held.batchId), eq(programBatches.organizationId, event.organizationId)));
    if (!program || !(await completedBatch(db, held, event.userId))) continue;
    const inserted = await db
      .insert(programCompletions)
      .values({ programId: program.id, userId: event.userId, organizationId: event.organizationId, batchId: held.batchId, completedAt: event.at })
      .onConflictDoNothing()
      .returning({ programId: programCompletions.programId });
    if (!inserted.length) continue;
    await emitLearningEvent(db, {
      kind: 'program_completed',
      organizationId: event.organizationId,
      userId: event.userId,
      source: { type: 'program', id: program.id },
      reason: `Completed the program ${program.title}`,
      at: event.at,
      ...(program.templateId ? { award: { certificateTemplateId: program.templateId, contentTitle: program.title } } : {}),
    });
  }
}
