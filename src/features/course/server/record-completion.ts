import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batchParticipants, schedules, users } from '@/db/schema';
import { courseCompletions, courseContents, courses } from '@/db/schema/course';
import { recordedCourseContents } from '@/features/course-measure';
import { emitLearningEvent, type LearningEvent } from '@/features/learning-events';
import { metCount } from '@/server/learner-activity';

/**
 * The learning events that may complete a course: what the course's counted contents record (decision 0138), and a
 * quiz finished without a pass or a hand-in graded, which meet a content by its own pass grade (decision 0153).
 */
const COMPLETING: LearningEvent['kind'][] = ['quiz_passed', 'quiz_finished', 'schedule_attended', 'assignment_submitted', 'assignment_graded'];

interface CourseRef {
  id: number;
  batchId: number;
  title: string;
  /** The certificate template its completion awards, when the course's achievement is a certificate. */
  certificateTemplateId: number | null;
}

/**
 * The learner's enrolled courses of the organisation that hold what the event was done on: a check-in's schedule
 * belongs to the course's batch; a passed quiz or a hand-in refers to a placement one of the course's contents made.
 */
async function coursesOf(db: DbOrTx, event: LearningEvent): Promise<CourseRef[]> {
  const fields = {
    id: courses.id,
    batchId: courses.batchId,
    title: courses.title,
    certificateTemplateId: sql<number | null>`case when ${courses.achievement} = 'certificate' then ${courses.certificateTemplateId} end`,
  };
  const enrolled = and(
    eq(courses.organizationId, event.organizationId),
    sql`exists (select 1 from ${batchParticipants} where ${batchParticipants.batchId} = ${courses.batchId} and ${batchParticipants.userId} = ${event.userId})`,
  );
  if (event.kind === 'schedule_attended') {
    return db
      .select(fields)
      .from(courses)
      .innerJoin(schedules, eq(schedules.batchId, courses.batchId))
      .where(and(enrolled, eq(schedules.id, event.source.id)))
      .orderBy(asc(courses.id));
  }
  return db
    .selectDistinct(fields)
    .from(courses)
    .innerJoin(courseContents, eq(courseContents.courseId, courses.id))
    .where(and(enrolled, eq(courseContents.placementId, event.source.id)))
    .orderBy(asc(courses.id));
}

/**
 * Records that the learner completed the course if every counted content is met now (the Participants tab's rule,
 * decision 0117) and it was not recorded before: one row per course and learner. The learner's enrolment row is
 * locked first, so two completions at once (a check-in and a passed quiz, each the last one missing) run one after
 * the other and the second one sees the first: the course is recorded once, never zero times. Only the call that
 * wrote the row emits 'course_completed'. Answers whether it recorded the completion.
 */
async function recordCourseCompletion(db: DbOrTx, organizationId: number, course: CourseRef, userId: number, at: Date): Promise<boolean> {
  await db
    .select({ userId: batchParticipants.userId })
    .from(batchParticipants)
    .where(and(eq(batchParticipants.batchId, course.batchId), eq(batchParticipants.userId, userId)))
    .for('update');
  const { counted, size } = await recordedCourseContents(db, course.id);
  if (!size) return false;
  const met = sql.join(
    counted.map((k) => metCount(k.kind, k.contents, users.id, course.batchId)),
    sql` + `,
  );
  const [row] = await db
    .select({ met: sql<number>`(${met})`.mapWith(Number) })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || row.met < size) return false;
  const inserted = await db
    .insert(courseCompletions)
    .values({ courseId: course.id, userId, organizationId, completedAt: at })
    .onConflictDoNothing()
    .returning({ courseId: courseCompletions.courseId });
  if (!inserted.length) return false;
  await emitLearningEvent(db, {
    kind: 'course_completed',
    organizationId,
    userId,
    source: { type: 'course', id: course.id },
    reason: `Completed the course ${course.title}`,
    at,
    // A course whose achievement is a certificate awards its template (decision 0139).
    ...(course.certificateTemplateId ? { award: { certificateTemplateId: course.certificateTemplateId, contentTitle: course.title } } : {}),
  });
  return true;
}

/**
 * The course area's listener of learning events (decision 0138): a passed quiz, a check-in or a hand-in may be the
 * last content a learner needed; each of their enrolled courses holding it is checked, in the emitter's transaction.
 */
export async function completeCourses(db: DbOrTx, event: LearningEvent): Promise<void> {
  if (!COMPLETING.includes(event.kind)) return;
  for (const course of await coursesOf(db, event)) await recordCourseCompletion(db, event.organizationId, course, event.userId, event.at);
}
