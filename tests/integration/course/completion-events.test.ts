// A grade that meets the course content and a quiz finished without passing complete the course at once (decision
// 0153): the assignment and quiz areas emit 'assignment_graded' and 'quiz_finished' in the transaction of the grade or
// the attempt, so the completion is recorded then, not at the learner's next qualifying event.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sections } from '../../../src/db/schema';
import { assignmentResults } from '../../../src/db/schema/assignment';
import { courseContents, courses } from '../../../src/db/schema/course';
import { pointEntries } from '../../../src/db/schema/gamification';
import { addParticipants, insertBatch, insertModule, insertPlacement } from '../../../src/db/testing';
import { insertUser } from '../../../src/features/account/testing';
import { gradeResults } from '../../../src/features/assignment/server/grade-results';
import { submitAssignment } from '../../../src/features/assignment/server/submit-assignment';
import { insertAssignment } from '../../../src/features/assignment/testing';
import { createPointRule } from '../../../src/features/gamification/server/point-rules';
import { PointRuleInputSchema } from '../../../src/features/gamification/schemas';
import { startAttempt } from '../../../src/features/quiz/server/start-attempt';
import { submitAttempt } from '../../../src/features/quiz/server/submit-attempt';
import { withTestDb } from '../../setup/test-db';
import { completionsOf, enrolLearner, insertPlacedCourse, newOrganization } from './completion-fixture';

const t = withTestDb();
const ids = { orgId: 0, adminId: 0 };

beforeAll(async () => {
  Object.assign(ids, await newOrganization(t.db));
  await createPointRule({
    db: t.db,
    organizationId: ids.orgId,
    userId: ids.adminId,
    input: PointRuleInputSchema.parse({ activity: 'course_completed', points: 25 }),
  });
});

const pointsOf = (userId: number) => t.db.select().from(pointEntries).where(eq(pointEntries.userId, userId));

/** A course whose one required content is an assignment placed in its batch, met from `passGrade`. */
async function assignmentCourse(passGrade: number) {
  const title = `Graded Course ${Date.now()}`;
  const moduleId = (await insertModule(t.db, { organizationId: ids.orgId, moduleType: 'course', title })).id;
  const batchId = (await insertBatch(t.db, { moduleId })).id;
  const [course] = await t.db
    .insert(courses)
    .values({ organizationId: ids.orgId, moduleId, batchId, title, status: 'published', achievement: 'none' })
    .returning();
  const [section] = await t.db.insert(sections).values({ moduleId, title: 'Week 1' }).returning();
  const a = await insertAssignment(t.db, { organizationId: ids.orgId, title: 'Essay', uploadCondition: 'optional', createdBy: ids.adminId });
  const placement = await insertPlacement(t.db, {
    organizationId: ids.orgId,
    moduleId,
    batchId,
    sectionId: section.id,
    contentType: 'assignment',
    contentId: a.id,
  });
  await t.db.insert(courseContents).values({
    courseId: course.id,
    sectionId: section.id,
    position: 0,
    contentType: 'assignment',
    refId: a.id,
    title: 'Essay',
    settings: { required: true, min_minutes: null, pass_grade: passGrade },
    placementId: placement.id,
  });
  return { course, assignmentId: a.id, placementId: placement.id, batchId };
}

async function handIn(c: Awaited<ReturnType<typeof assignmentCourse>>) {
  const learner = await insertUser(t.db, { organizationId: ids.orgId, rule: 'editor' });
  await addParticipants(t.db, c.batchId, [{ id: learner.id }]);
  await submitAssignment({
    db: t.db,
    organization: { id: ids.orgId, orgCode: 'x' },
    userId: learner.id,
    placementId: c.placementId,
    files: [],
    notes: 'My answer',
  });
  const [result] = await t.db
    .select()
    .from(assignmentResults)
    .where(and(eq(assignmentResults.placementId, c.placementId), eq(assignmentResults.userId, learner.id)));
  return { learner, result };
}

const grade = (assignmentId: number, data: { id: number; score: number }[]) =>
  gradeResults({ db: t.db, organizationId: ids.orgId, userId: ids.adminId, id: assignmentId, input: { data } });

describe('a grade that reaches the course content’s pass grade', () => {
  it('records the course completion in the grading transaction (one grade), once, and awards "Finishing a course"', async () => {
    const c = await assignmentCourse(70);
    const { learner, result } = await handIn(c);
    // Handed in but not graded: the content is not met yet.
    expect(await completionsOf(t.db, c.course.id, learner.id)).toHaveLength(0);
    await grade(c.assignmentId, [{ id: result.id, score: 60 }]);
    expect(await completionsOf(t.db, c.course.id, learner.id)).toHaveLength(0);
    await grade(c.assignmentId, [{ id: result.id, score: 80 }]);
    expect(await completionsOf(t.db, c.course.id, learner.id)).toHaveLength(1);
    // Grading again changes nothing recorded and awards nothing more; the grade itself earns no points.
    await grade(c.assignmentId, [{ id: result.id, score: 90 }]);
    expect(await completionsOf(t.db, c.course.id, learner.id)).toHaveLength(1);
    expect((await pointsOf(learner.id)).map((p) => [p.activity, p.sourceType, p.sourceId])).toEqual([['course_completed', 'course', c.course.id]]);
  });

  it('records every completed learner of a bulk grade (the grade import commits the same way)', async () => {
    const c = await assignmentCourse(70);
    const a = await handIn(c);
    const b = await handIn(c);
    await grade(c.assignmentId, [
      { id: a.result.id, score: 75 },
      { id: b.result.id, score: 50 },
    ]);
    expect(await completionsOf(t.db, c.course.id, a.learner.id)).toHaveLength(1);
    expect(await completionsOf(t.db, c.course.id, b.learner.id)).toHaveLength(0);
  });
});

describe('a quiz finished without passing', () => {
  it('completes a course whose content counts without a pass grade, at the attempt', async () => {
    const course = await insertPlacedCourse(t.db, { ...ids, quizzes: 1, title: 'Try Course' });
    const learner = await enrolLearner(t.db, ids.orgId, course);
    const ctx = { db: t.db, organizationId: ids.orgId, userId: learner.id };
    const a = await startAttempt({ ...ctx, placementId: course.placements[0] });
    const done = await submitAttempt({ ...ctx, attemptId: a.id, input: { answers: [{ question_id: a.questions[0].id, codes: ['B'] }] } });
    expect(done.status).toBe('not_passed');
    expect(await completionsOf(t.db, course.id, learner.id)).toHaveLength(1);
    // Not a pass: no "Passing a quiz" entry, only the course's.
    expect((await pointsOf(learner.id)).map((p) => p.activity)).toEqual(['course_completed']);
  });
});
