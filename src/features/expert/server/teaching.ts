import { and, asc, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batchStaff, batches, learningModules, schedules } from '@/db/schema';
import { classrooms } from '@/db/schema/classroom';
import { courseContents, courseExperts, courses } from '@/db/schema/course';
import { quizAnswers, quizAttempts, quizQuestions, quizzes } from '@/db/schema/quiz';
import { liveEventSpeakers, liveEvents } from '@/db/schema/live-event';
import { webinarSpeakers, webinars } from '@/db/schema/webinar';
import { allQueries } from '@/db/all-queries';
import { declaredContents } from '@/features/contents';
import type { Rating, Teaching } from '../schemas';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Where a person of the organisation teaches, read from the placements the areas record (docs/decisions/0144): the
 * webinars and live events they speak at (their speakers, decision 0145), the classroom batches they are an expert of
 * (batch staff) and the courses that name them as an expert.
 */
export async function teachingOf(db: DbOrTx, organizationId: number, userId: number): Promise<Teaching[]> {
  const [spoken, live, batchRows, courseRows] = await allQueries(
    db,
    () =>
      db
        .select({ id: webinars.id, title: webinars.title, startsAt: webinars.startAt, endsAt: webinars.endAt })
        .from(webinarSpeakers)
        .innerJoin(webinars, eq(webinars.id, webinarSpeakers.webinarId))
        .where(and(eq(webinarSpeakers.userId, userId), eq(webinars.organizationId, organizationId)))
        .orderBy(desc(webinars.startAt), desc(webinars.id)),
    () =>
      db
        .selectDistinct({ id: liveEvents.id, title: learningModules.title, startsAt: liveEvents.startsAt, endsAt: liveEvents.endsAt })
        .from(liveEventSpeakers)
        .innerJoin(liveEvents, eq(liveEvents.id, liveEventSpeakers.eventId))
        .innerJoin(learningModules, eq(learningModules.id, liveEvents.moduleId))
        .where(and(eq(liveEventSpeakers.userId, userId), eq(liveEvents.organizationId, organizationId)))
        .orderBy(desc(liveEvents.startsAt), desc(liveEvents.id)),
    () =>
      db
        .select({ id: classrooms.moduleId, title: learningModules.title, batch: batches.title, startsAt: batches.startsAt, endsAt: batches.endsAt })
        .from(batchStaff)
        .innerJoin(batches, eq(batches.id, batchStaff.batchId))
        .innerJoin(classrooms, eq(classrooms.moduleId, batches.moduleId))
        .innerJoin(learningModules, eq(learningModules.id, classrooms.moduleId))
        .where(and(eq(batchStaff.userId, userId), eq(batchStaff.role, 'expert'), eq(classrooms.organizationId, organizationId)))
        .orderBy(desc(batches.startsAt), desc(batches.id)),
    () =>
      db
        .select({ id: courses.id, title: courses.title })
        .from(courseExperts)
        .innerJoin(courses, eq(courses.id, courseExperts.courseId))
        .where(and(eq(courseExperts.userId, userId), eq(courses.organizationId, organizationId)))
        .orderBy(asc(courses.title), asc(courses.id)),
  );
  return [
    ...spoken.map((w) => ({
      kind: 'webinar' as const,
      kind_label: 'Webinar',
      id: w.id,
      title: w.title,
      role: 'Speaker',
      starts_at: iso(w.startsAt),
      ends_at: iso(w.endsAt),
      href: `/webinar/detail/${w.id}`,
    })),
    ...live.map((l) => ({
      kind: 'live_event' as const,
      kind_label: 'Live event',
      id: l.id,
      title: l.title,
      role: 'Speaker',
      starts_at: iso(l.startsAt),
      ends_at: iso(l.endsAt),
      href: `/live-event/detail/${l.id}`,
    })),
    ...batchRows.map((b) => ({
      kind: 'classroom' as const,
      kind_label: 'Classroom batch',
      id: b.id,
      title: `${b.title} › ${b.batch}`,
      role: 'Expert',
      starts_at: iso(b.startsAt),
      ends_at: iso(b.endsAt),
      href: `/classroom/detail/${b.id}`,
    })),
    ...courseRows.map((c) => ({
      kind: 'course' as const,
      kind_label: 'Course',
      id: c.id,
      title: c.title,
      role: 'Expert',
      starts_at: null,
      ends_at: null,
      href: `/course/detail/${c.id}`,
    })),
  ];
}

/**
 * The sessions a person has taught, by user: published webinars and live events they spoke at that have ended, and the rundown
 * sessions (schedules) of the classroom batches they are an expert of that have ended. Courses have no sessions.
 */
export async function sessionsTaught(db: DbOrTx, organizationId: number, userIds: number[], now = new Date()): Promise<Map<number, number>> {
  const totals = new Map<number, number>();
  if (!userIds.length) return totals;
  const [spoken, live, held] = await allQueries(
    db,
    () =>
      db
        .select({ userId: webinarSpeakers.userId, n: count() })
        .from(webinarSpeakers)
        .innerJoin(webinars, eq(webinars.id, webinarSpeakers.webinarId))
        .where(
          and(inArray(webinarSpeakers.userId, userIds), eq(webinars.organizationId, organizationId), eq(webinars.status, 'publish'), lt(webinars.endAt, now)),
        )
        .groupBy(webinarSpeakers.userId),
    () =>
      db
        .select({ userId: sql<number>`${liveEventSpeakers.userId}`.mapWith(Number), n: sql<number>`count(distinct ${liveEvents.id})`.mapWith(Number) })
        .from(liveEventSpeakers)
        .innerJoin(liveEvents, eq(liveEvents.id, liveEventSpeakers.eventId))
        .where(
          and(
            inArray(liveEventSpeakers.userId, userIds),
            eq(liveEvents.organizationId, organizationId),
            eq(liveEvents.status, 'publish'),
            lt(liveEvents.endsAt, now),
          ),
        )
        .groupBy(liveEventSpeakers.userId),
    () =>
      db
        .select({ userId: batchStaff.userId, n: count() })
        .from(batchStaff)
        .innerJoin(classrooms, sql`${classrooms.moduleId} = (select ${batches.moduleId} from ${batches} where ${batches.id} = ${batchStaff.batchId})`)
        .innerJoin(schedules, eq(schedules.batchId, batchStaff.batchId))
        .where(
          and(inArray(batchStaff.userId, userIds), eq(batchStaff.role, 'expert'), eq(classrooms.organizationId, organizationId), lt(schedules.endsAt, now)),
        )
        .groupBy(batchStaff.userId),
  );
  for (const r of [...spoken, ...live, ...held]) totals.set(r.userId, (totals.get(r.userId) ?? 0) + r.n);
  return totals;
}

/**
 * The feedback learners gave on the courses a person teaches: the linear-scale answers of the LIM surveys placed in
 * each course (each learner's latest handed-in survey per objective, as the course's Feedback Detail counts them),
 * averaged. A rating of the course the expert teaches, not of the expert alone: no area asks learners to rate an
 * expert (docs/decisions/0144). Courses without such answers are left out.
 */
export async function ratingsOf(db: DbOrTx, organizationId: number, userId: number): Promise<Rating[]> {
  const asQuiz = (await declaredContents()).all.filter((c) => c.placement === 'quiz').map((c) => c.type);
  const placed = await db
    .select({ courseId: courses.id, title: courses.title, placementId: courseContents.placementId })
    .from(courseExperts)
    .innerJoin(courses, and(eq(courses.id, courseExperts.courseId), eq(courses.organizationId, organizationId)))
    .innerJoin(courseContents, and(eq(courseContents.courseId, courses.id), inArray(courseContents.contentType, asQuiz.length ? asQuiz : [''])))
    .innerJoin(quizzes, and(eq(quizzes.id, courseContents.refId), eq(quizzes.organizationId, organizationId), eq(quizzes.type, 'lim')))
    .where(eq(courseExperts.userId, userId));
  const placements = placed.flatMap((p) => (p.placementId ? [p.placementId] : []));
  if (!placements.length) return [];
  const latest = db
    .selectDistinctOn([quizAttempts.placementId, quizAttempts.userId, quizAttempts.objective], { id: quizAttempts.id, placementId: quizAttempts.placementId })
    .from(quizAttempts)
    .where(and(inArray(quizAttempts.placementId, placements), ne(quizAttempts.status, 'in_progress')))
    .orderBy(quizAttempts.placementId, quizAttempts.userId, quizAttempts.objective, desc(quizAttempts.submittedAt), desc(quizAttempts.id))
    .as('latest');
  const rows = await db
    .select({
      placementId: latest.placementId,
      sum: sql<number>`sum(${quizAnswers.scaleValue})`.mapWith(Number),
      answers: count(),
      scaleMax: sql<number>`max((select max((o->>'no')::int) from jsonb_array_elements(${quizQuestions.options}) o))`.mapWith(Number),
    })
    .from(quizAnswers)
    .innerJoin(latest, eq(latest.id, quizAnswers.attemptId))
    .innerJoin(quizQuestions, and(eq(quizQuestions.id, quizAnswers.questionId), eq(quizQuestions.questionType, 'linear_scale')))
    .where(sql`${quizAnswers.scaleValue} is not null`)
    .groupBy(latest.placementId);
  const byCourse = new Map<number, Rating>();
  for (const r of rows) {
    const course = placed.find((p) => p.placementId === r.placementId)!;
    const had = byCourse.get(course.courseId) ?? { course_id: course.courseId, course_title: course.title, average: 0, scale_max: 0, answers: 0 };
    const total = had.average * had.answers + r.sum;
    had.answers += r.answers;
    had.average = total / had.answers;
    had.scale_max = Math.max(had.scale_max, r.scaleMax || 0);
    byCourse.set(course.courseId, had);
  }
  return [...byCourse.values()].map((r) => ({ ...r, average: Math.round(r.average * 100) / 100 }));
}
