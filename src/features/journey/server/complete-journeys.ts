import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { journeyCompletions, journeys, journeySteps } from '@/db/schema/journey';
import { emitLearningEvent, type LearningEvent } from '@/features/learning-events';
import type { StepKind } from '../schemas';
import { stepCompletions } from './completions';
import { storedSteps } from './get-journey';
import { evaluate, isLearner, wibToday } from './progress';

/**
 * The step a learning event completes, each emitted after its own area recorded it (so the record is read here): a
 * course's completion (0138), a program's (0149), a live event's attendance (0145, 0151), a checkpoint met by a score
 * (0149).
 */
function completedStep(event: LearningEvent): { kind: StepKind; id: number } | null {
  if (event.kind === 'course_completed' && event.source.type === 'course') return { kind: 'course', id: event.source.id };
  if (event.kind === 'program_completed' && event.source.type === 'program') return { kind: 'program', id: event.source.id };
  if (event.kind === 'checkpoint_met' && event.source.type === 'checkpoint') return { kind: 'checkpoint', id: event.source.id };
  if (event.kind === 'live_event_attended' && event.source.type === 'live-event') return { kind: 'live_event', id: event.source.id };
  return null;
}

/**
 * The journey area's listener of learning events (docs/decisions/0148): when a completion finishes the last missing
 * step of a published journey the learner follows, the journey's completion is written once (journey_completions)
 * and only that write emits 'journey_completed', in the emitter's transaction.
 */
export async function completeJourneys(db: DbOrTx, event: LearningEvent): Promise<void> {
  const step = completedStep(event);
  if (!step) return;
  const holding = await db
    .selectDistinct({ id: journeys.id, title: journeys.title, audienceType: journeys.audienceType })
    .from(journeys)
    .innerJoin(journeySteps, eq(journeySteps.journeyId, journeys.id))
    .where(
      and(
        eq(journeys.organizationId, event.organizationId),
        eq(journeys.status, 'publish'),
        eq(journeySteps.kind, step.kind),
        eq(journeySteps.contentId, step.id),
      ),
    );
  for (const journey of holding) {
    if (!(await isLearner(db, event.organizationId, journey.id, journey.audienceType, event.userId))) continue;
    const steps = await storedSteps(db, journey.id);
    const { completed_at } = evaluate(steps, await stepCompletions(db, steps, [event.userId]), event.userId, wibToday(event.at));
    if (!completed_at) continue;
    const inserted = await db
      .insert(journeyCompletions)
      .values({ journeyId: journey.id, userId: event.userId, completedAt: event.at })
      .onConflictDoNothing()
      .returning({ journeyId: journeyCompletions.journeyId });
    if (!inserted.length) continue;
    await emitLearningEvent(db, {
      kind: 'journey_completed',
      organizationId: event.organizationId,
      userId: event.userId,
      source: { type: 'journey', id: journey.id },
      reason: `Completed the journey ${journey.title}`,
      at: event.at,
    });
  }
}
