import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { checkpointBatches, checkpointCompetencies, checkpoints, checkpointScores } from '@/db/schema/checkpoint';
import { courseCompletions } from '@/db/schema/course';
import { liveEventRegistrants } from '@/db/schema/live-event';
import { programCompletions } from '@/db/schema/program';
import type { StepKind } from '../schemas';

/** When each learner completed each step's content, by `kind:content_id:user_id` (epoch milliseconds). */
export type Completions = Map<string, number>;
export const completionKey = (kind: StepKind, contentId: number, userId: number) => `${kind}:${contentId}:${userId}`;

const epochMs = (column: unknown) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`.mapWith(Number);

/**
 * The recorded completions of the steps' contents by these learners (docs/decisions/0148), each read in its own
 * area's table: a course's completion (course_completions, decision 0138), a live event's attendance (the registrant's
 * attended_at, decision 0145), a checkpoint met (every competency's final score, by the checkpoint's rule, at or above
 * its required level, in any of its batches; decision 0123), a program's completion (program_completions, decision
 * 0149: every content placed in the learner's program batch met).
 */
export async function stepCompletions(db: DbOrTx, steps: { kind: StepKind; content_id: number }[], userIds: number[]): Promise<Completions> {
  const done: Completions = new Map();
  if (!userIds.length) return done;
  const ids = (kind: StepKind) => steps.filter((s) => s.kind === kind).map((s) => s.content_id);
  const courseIds = ids('course');
  if (courseIds.length) {
    const rows = await db
      .select({ id: courseCompletions.courseId, userId: courseCompletions.userId, at: epochMs(courseCompletions.completedAt) })
      .from(courseCompletions)
      .where(and(inArray(courseCompletions.courseId, courseIds), inArray(courseCompletions.userId, userIds)));
    for (const r of rows) done.set(completionKey('course', r.id, r.userId), r.at);
  }
  const programIds = ids('program');
  if (programIds.length) {
    const rows = await db
      .select({ id: programCompletions.programId, userId: programCompletions.userId, at: epochMs(programCompletions.completedAt) })
      .from(programCompletions)
      .where(and(inArray(programCompletions.programId, programIds), inArray(programCompletions.userId, userIds)));
    for (const r of rows) done.set(completionKey('program', r.id, r.userId), r.at);
  }
  const eventIds = ids('live_event');
  if (eventIds.length) {
    const rows = await db
      .select({ id: liveEventRegistrants.eventId, userId: liveEventRegistrants.userId, at: epochMs(liveEventRegistrants.attendedAt) })
      .from(liveEventRegistrants)
      .where(and(inArray(liveEventRegistrants.eventId, eventIds), inArray(liveEventRegistrants.userId, userIds), isNotNull(liveEventRegistrants.attendedAt)));
    for (const r of rows) done.set(completionKey('live_event', r.id, r.userId), r.at);
  }
  const checkpointIds = ids('checkpoint');
  if (checkpointIds.length) for (const [key, at] of await checkpointsMet(db, checkpointIds, userIds)) done.set(key, at);
  return done;
}

/** A checkpoint is met once every competency's final score (last or highest entry, the checkpoint's rule) reaches its required level. */
async function checkpointsMet(db: DbOrTx, checkpointIds: number[], userIds: number[]): Promise<Completions> {
  const competencies = await db
    .select({
      id: checkpointCompetencies.id,
      checkpointId: checkpointCompetencies.checkpointId,
      required: checkpointCompetencies.requiredLevel,
      rule: checkpoints.finalScore,
    })
    .from(checkpointCompetencies)
    .innerJoin(checkpoints, eq(checkpoints.id, checkpointCompetencies.checkpointId))
    .where(inArray(checkpointCompetencies.checkpointId, checkpointIds));
  const finals = await db
    .select({
      checkpointId: checkpointBatches.checkpointId,
      userId: checkpointScores.userId,
      competencyId: checkpointScores.competencyId,
      max: sql<number>`max(${checkpointScores.level})::int`.mapWith(Number),
      last: sql<number>`((array_agg(${checkpointScores.level} order by ${checkpointScores.scoredAt} desc, ${checkpointScores.id} desc))[1])::int`.mapWith(
        Number,
      ),
      at: sql<number>`(extract(epoch from max(${checkpointScores.scoredAt})) * 1000)::float8`.mapWith(Number),
    })
    .from(checkpointScores)
    .innerJoin(checkpointBatches, eq(checkpointBatches.id, checkpointScores.batchId))
    .where(and(inArray(checkpointBatches.checkpointId, checkpointIds), inArray(checkpointScores.userId, userIds)))
    .groupBy(checkpointBatches.checkpointId, checkpointScores.userId, checkpointScores.competencyId);
  const score = new Map(finals.map((f) => [`${f.competencyId}:${f.userId}`, f]));
  const met: Completions = new Map();
  for (const checkpointId of checkpointIds) {
    const own = competencies.filter((c) => c.checkpointId === checkpointId);
    if (!own.length) continue;
    for (const userId of userIds) {
      let at = 0;
      const all = own.every((c) => {
        const f = score.get(`${c.id}:${userId}`);
        if (!f) return false;
        at = Math.max(at, f.at);
        return (c.rule === 'max_score' ? f.max : f.last) >= c.required;
      });
      if (all) met.set(completionKey('checkpoint', checkpointId, userId), at);
    }
  }
  return met;
}
