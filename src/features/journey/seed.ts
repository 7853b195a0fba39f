import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { checkpointBatches, checkpointInvitees, checkpoints } from '@/db/schema/checkpoint';
import { courseCompletions, courses } from '@/db/schema/course';
import type { SeedContext } from '@/db/seed/context';
import { createJourney } from './server/save-journey';

/**
 * The demo journey (docs/decisions/0148), made through the same use case as Create Journey: a published path of the
 * demo course most completed (or the first) and the customer-service checkpoint, opened after the course. Its learners
 * are the checkpoint's first batch and whoever completed the course, so the detail's progress is read from the seed's
 * real completions and scores, never written for the show.
 */
export async function seedJourneys(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people } = ctx;
  const [course] = await tx
    .select({ id: courses.id, done: count(courseCompletions.userId) })
    .from(courses)
    .leftJoin(courseCompletions, eq(courseCompletions.courseId, courses.id))
    .where(eq(courses.organizationId, org.id))
    .groupBy(courses.id)
    .orderBy(desc(count(courseCompletions.userId)), asc(courses.id))
    .limit(1);
  const [checkpoint] = await tx
    .select({ id: checkpoints.id })
    .from(checkpoints)
    .where(and(eq(checkpoints.organizationId, org.id), eq(checkpoints.title, 'Customer Service Competency Check Q4 2026')));
  if (!course || !checkpoint) throw new Error('The demo journey needs a course and the customer-service checkpoint (their seeds run first).');
  const completers = await tx.select({ id: courseCompletions.userId }).from(courseCompletions).where(eq(courseCompletions.courseId, course.id));
  const [firstBatch] = await tx
    .select({ id: checkpointBatches.id })
    .from(checkpointBatches)
    .where(eq(checkpointBatches.checkpointId, checkpoint.id))
    .orderBy(asc(checkpointBatches.position))
    .limit(1);
  const invitees = firstBatch
    ? await tx.select({ id: checkpointInvitees.userId }).from(checkpointInvitees).where(eq(checkpointInvitees.batchId, firstBatch.id))
    : [];
  await createJourney({
    db: tx as unknown as Db,
    organizationId: org.id,
    userId: people.admin.id,
    input: {
      title: 'Customer Service Excellence Journey',
      description: '<p>From the customer-service course to the floor: learners finish the course, then supervisors assess them on the checkpoint.</p>',
      thumbnail_default: 2,
      audience_type: 'invitation',
      audience_ids: [],
      user_ids: [...new Set([...invitees, ...completers].map((p) => p.id))],
      status: 'publish',
      steps: [
        { kind: 'course', content_id: course.id, unlock: 'none', unlock_date: null },
        { kind: 'checkpoint', content_id: checkpoint.id, unlock: 'previous', unlock_date: null },
      ],
    },
  });
}
