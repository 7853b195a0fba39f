import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batchParticipants, batches, learningModules, placements, schedules, users } from '@/db/schema';
import { metCount, type CountedContent } from '@/server/learner-activity';
import { declaredContents } from './contents';
import type { LearningEvent } from './learning-events';

/**
 * When a learner has completed a batch of a classroom or a program (decision 0151), shared by the two areas, which
 * may not import each other's server code (as course-measure.ts is shared by the course's screens): every content
 * placed so that it reaches the batch (placed in the batch, or in the module with no batch: a classroom's session
 * contents) whose kind records learner activity (quiz, presence, assignment, the LIM surveys) is met by the Participants
 * tab's rule (decision 0117: a finished attempt or hand-in at the placement's pass grade, a check-in at a schedule of
 * the batch). The required ones count (a condition's default), or all of them when none is. A batch with nothing recorded to meet is never
 * completed (nothing says the learner did anything).
 */

/**
 * The learning events that may complete a batch: what its placed contents record. A quiz finished without a pass and
 * a grade count too (decision 0153), as they do for a course: a survey or a hand-in graded up to its pass mark is met.
 */
const BATCH_COMPLETING: LearningEvent['kind'][] = ['quiz_passed', 'quiz_finished', 'schedule_attended', 'assignment_submitted', 'assignment_graded'];

interface HeldBatch {
  batchId: number;
  moduleId: number;
}

/**
 * The batches of a module of `moduleType` (classroom, program) that the learner is a participant of and that hold
 * what the event was done on: a check-in's schedule belongs to the batch; a passed quiz or a hand-in refers to a
 * placement in the batch, or in the batch's module with no batch.
 */
export async function batchesHolding(db: DbOrTx, event: LearningEvent, moduleType: 'classroom' | 'program'): Promise<HeldBatch[]> {
  if (!BATCH_COMPLETING.includes(event.kind)) return [];
  const participant = sql`exists (select 1 from ${batchParticipants} where ${batchParticipants.batchId} = ${batches.id} and ${batchParticipants.userId} = ${event.userId} and ${batchParticipants.invitation} <> 'declined')`;
  const ofType = and(eq(learningModules.moduleType, moduleType), eq(learningModules.organizationId, event.organizationId), participant);
  const fields = { batchId: batches.id, moduleId: batches.moduleId };
  if (event.kind === 'schedule_attended') {
    return db
      .select(fields)
      .from(schedules)
      .innerJoin(batches, eq(batches.id, schedules.batchId))
      .innerJoin(learningModules, eq(learningModules.id, batches.moduleId))
      .where(and(eq(schedules.id, event.source.id), ofType));
  }
  return db
    .selectDistinct(fields)
    .from(placements)
    .innerJoin(batches, or(eq(batches.id, placements.batchId), and(isNull(placements.batchId), eq(batches.moduleId, placements.moduleId))))
    .innerJoin(learningModules, eq(learningModules.id, batches.moduleId))
    .where(and(eq(placements.id, event.source.id), eq(placements.organizationId, event.organizationId), ofType))
    .orderBy(batches.id);
}

/**
 * Whether the learner has met every counted content that reaches the batch. The learner's participant row is locked
 * first (`for update`), so two completions at once (each the last content missing) run one after the other and the
 * second sees the first's row: the batch completes once, never zero times (the course's way, decision 0138).
 */
export async function completedBatch(db: DbOrTx, held: HeldBatch, userId: number): Promise<boolean> {
  await db
    .select({ userId: batchParticipants.userId })
    .from(batchParticipants)
    .where(and(eq(batchParticipants.batchId, held.batchId), eq(batchParticipants.userId, userId)))
    .for('update');
  const types = await declaredContents();
  const placed = await db
    .select({ id: placements.id, type: placements.contentType, itemId: placements.contentId, settings: placements.settings })
    .from(placements)
    .where(or(eq(placements.batchId, held.batchId), and(isNull(placements.batchId), eq(placements.moduleId, held.moduleId))));
  const recorded = placed.flatMap((p) => {
    const kind = types.activity(p.type);
    if (!kind) return [];
    const passGrade = typeof p.settings.pass_grade === 'number' ? p.settings.pass_grade : null;
    return [{ kind, required: p.settings.required !== false, content: { placementId: p.id, itemId: p.itemId, passGrade } satisfies CountedContent }];
  });
  const counted = recorded.some((r) => r.required) ? recorded.filter((r) => r.required) : recorded;
  if (!counted.length) return false;
  let size = 0;
  const parts = types.activities().flatMap((kind) => {
    const contents = counted.filter((r) => r.kind === kind).map((r) => r.content);
    if (!contents.length) return [];
    // A kind kept by schedule counts once per item (the same presence placed twice is one check-in).
    size += kind.placementId ? contents.length : new Set(contents.map((c) => c.itemId)).size;
    return [metCount(kind, contents, users.id, held.batchId)];
  });
  const [row] = await db
    .select({ met: sql<number>`(${sql.join(parts, sql` + `)})`.mapWith(Number) })
    .from(users)
    .where(inArray(users.id, [userId]));
  return Boolean(row && row.met >= size);
}
