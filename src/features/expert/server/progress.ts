import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { checkpointCompetencies, checkpointScores, checkpoints } from '@/db/schema/checkpoint';
import { courses } from '@/db/schema/course';
import { recordedCourseContents } from '@/features/course-measure';
import { metCount } from '@/server/learner-activity';
import type { MemberProgress, StepValues } from '../schemas';
import { sessionsTaught } from './teaching';

export interface StepRow {
  kind: StepValues['kind'];
  refId: number | null;
  sessions: number | null;
}

export interface Member {
  expertId: number;
  userId: number | null;
  name: string;
}

/** The steps' course and checkpoint titles, by id (another organisation's or a deleted item is absent). */
export async function stepTitles(db: DbOrTx, organizationId: number, steps: StepRow[]) {
  const ids = (kind: StepRow['kind']) => [...new Set(steps.filter((s) => s.kind === kind && s.refId).map((s) => s.refId!))];
  const [courseIds, checkpointIds] = [ids('course'), ids('checkpoint')];
  const [c, k] = await Promise.all([
    courseIds.length
      ? db
          .select({ id: courses.id, title: courses.title, batchId: courses.batchId })
          .from(courses)
          .where(and(eq(courses.organizationId, organizationId), inArray(courses.id, courseIds)))
      : [],
    checkpointIds.length
      ? db
          .select({ id: checkpoints.id, title: checkpoints.title, finalScore: checkpoints.finalScore })
          .from(checkpoints)
          .where(and(eq(checkpoints.organizationId, organizationId), inArray(checkpoints.id, checkpointIds)))
      : [],
  ]);
  return { courses: new Map(c.map((r) => [r.id, r])), checkpoints: new Map(k.map((r) => [r.id, r])) };
}

/** How a step reads on the screens: 'Complete a course: Customer Service Excellence', 'Teach 3 sessions'. */
export function stepLabel(step: StepRow, titles: Awaited<ReturnType<typeof stepTitles>>): string {
  if (step.kind === 'sessions') return `Teach ${step.sessions} session${step.sessions === 1 ? '' : 's'}`;
  const item = step.kind === 'course' ? titles.courses.get(step.refId ?? 0) : titles.checkpoints.get(step.refId ?? 0);
  const noun = step.kind === 'course' ? 'Complete the course' : 'Meet the checkpoint';
  return item ? `${noun} ${item.title}` : `${noun} (deleted)`;
}

/** The people (of `userIds`) who completed a course: every counted content met, the course's own rule (decision 0117). */
async function completedCourse(db: DbOrTx, course: { id: number; batchId: number }, userIds: number[]): Promise<Set<number>> {
  const { counted, size } = await recordedCourseContents(db, course.id);
  if (!size || !userIds.length) return new Set();
  const met = sql.join(
    counted.map((k) => metCount(k.kind, k.contents, users.id, course.batchId)),
    sql` + `,
  );
  const rows = await db
    .select({ id: users.id, met: sql<number>`(${met})`.mapWith(Number) })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Set(rows.filter((r) => r.met >= size).map((r) => r.id));
}

/**
 * The people (of `userIds`) who meet a checkpoint: on every competency, their final score (the last or the highest
 * entered, the checkpoint's final_score rule, over its batches) is at least the competency's required level.
 */
async function metCheckpoint(db: DbOrTx, checkpoint: { id: number; finalScore: string }, userIds: number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const final =
    checkpoint.finalScore === 'max_score'
      ? sql<number>`max(${checkpointScores.level})`
      : sql<number>`(array_agg(${checkpointScores.level} order by ${checkpointScores.scoredAt} desc, ${checkpointScores.id} desc))[1]`;
  const [competencies, finals] = await Promise.all([
    db
      .select({ id: checkpointCompetencies.id, required: checkpointCompetencies.requiredLevel })
      .from(checkpointCompetencies)
      .where(eq(checkpointCompetencies.checkpointId, checkpoint.id)),
    db
      .select({ userId: checkpointScores.userId, competencyId: checkpointScores.competencyId, level: final.mapWith(Number) })
      .from(checkpointScores)
      .innerJoin(checkpointCompetencies, eq(checkpointCompetencies.id, checkpointScores.competencyId))
      .where(and(eq(checkpointCompetencies.checkpointId, checkpoint.id), inArray(checkpointScores.userId, userIds)))
      .groupBy(checkpointScores.userId, checkpointScores.competencyId),
  ]);
  if (!competencies.length) return new Set();
  return new Set(userIds.filter((u) => competencies.every((c) => finals.some((f) => f.userId === u && f.competencyId === c.id && f.level >= c.required))));
}

/**
 * Each member's progress on the journey's steps, computed from their records (nothing stored): a course step is met
 * once they completed the course, a checkpoint step once they meet it, a sessions step once they taught that many.
 * An expert is certified (reaches the journey's level) when every step is met.
 */
export async function progressOf(db: DbOrTx, organizationId: number, steps: StepRow[], members: Member[]): Promise<MemberProgress[]> {
  const titles = await stepTitles(db, organizationId, steps);
  const userIds = members.flatMap((m) => (m.userId ? [m.userId] : []));
  const taught = steps.some((s) => s.kind === 'sessions') ? await sessionsTaught(db, organizationId, userIds) : new Map<number, number>();
  const metBy: Set<number>[] = [];
  for (const step of steps) {
    if (step.kind === 'course') {
      const course = titles.courses.get(step.refId ?? 0);
      metBy.push(course ? await completedCourse(db, course, userIds) : new Set());
    } else if (step.kind === 'checkpoint') {
      const checkpoint = titles.checkpoints.get(step.refId ?? 0);
      metBy.push(checkpoint ? await metCheckpoint(db, checkpoint, userIds) : new Set());
    } else {
      metBy.push(new Set(userIds.filter((u) => (taught.get(u) ?? 0) >= (step.sessions ?? 0))));
    }
  }
  return members.map((m) => {
    const list = steps.map((step, i) => ({
      kind: step.kind,
      label: stepLabel(step, titles),
      met: m.userId !== null && metBy[i].has(m.userId),
      done: step.kind === 'sessions' ? (m.userId ? (taught.get(m.userId) ?? 0) : 0) : null,
    }));
    const met = list.filter((s) => s.met).length;
    return {
      expert_id: m.expertId,
      name: m.name,
      steps: list,
      met,
      percent: steps.length ? Math.round((100 * met) / steps.length) : 0,
      certified: steps.length > 0 && met === steps.length,
    };
  });
}
