// The moment a learner completes a course is recorded (decision 0138; issue 30): the course area listens to the
// learning events that may meet its last counted content, writes one completion row per course and learner, and emits
// 'course_completed', which the gamification rule "Finishing a course" awards once.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointEntries } from '../../../src/db/schema/gamification';
import { createPointRule } from '../../../src/features/gamification/server/point-rules';
import { PointRuleInputSchema } from '../../../src/features/gamification/schemas';
import { withTestDb } from '../../setup/test-db';
import { completionsOf, enrolLearner, insertPlacedCourse, newOrganization, passQuiz } from './completion-fixture';

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

const coursePoints = (userId: number) =>
  t.db
    .select()
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, userId), eq(pointEntries.activity, 'course_completed')));

describe('course completion', () => {
  it('is recorded when the last counted content is met, once, and "Finishing a course" awards its points once', async () => {
    const course = await insertPlacedCourse(t.db, { ...ids, quizzes: 2, title: 'Completion Course' });
    const learner = await enrolLearner(t.db, ids.orgId, course);
    await passQuiz(t.db, ids.orgId, course.placements[0], learner.id);
    expect(await completionsOf(t.db, course.id, learner.id)).toHaveLength(0);
    expect(await coursePoints(learner.id)).toHaveLength(0);

    const before = Date.now();
    await passQuiz(t.db, ids.orgId, course.placements[1], learner.id);
    const [done] = await completionsOf(t.db, course.id, learner.id);
    expect(done).toMatchObject({ courseId: course.id, userId: learner.id, organizationId: ids.orgId });
    expect(done.completedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await coursePoints(learner.id)).toMatchObject([
      { points: 25, sourceType: 'course', sourceId: course.id, reason: 'Completed the course Completion Course' },
    ]);

    // Passing again (a retake) completes nothing new: the moment stays the first one, the points are not awarded twice.
    await passQuiz(t.db, ids.orgId, course.placements[1], learner.id).catch(() => undefined);
    expect(await completionsOf(t.db, course.id, learner.id)).toEqual([done]);
    expect(await coursePoints(learner.id)).toHaveLength(1);
  });

  it('records only the courses the learner is enrolled in that hold what they did', async () => {
    const first = await insertPlacedCourse(t.db, { ...ids, quizzes: 1 });
    const second = await insertPlacedCourse(t.db, { ...ids, quizzes: 1 });
    const learner = await enrolLearner(t.db, ids.orgId, first);
    await enrolLearner(t.db, ids.orgId, second);
    await passQuiz(t.db, ids.orgId, first.placements[0], learner.id);
    expect(await completionsOf(t.db, first.id, learner.id)).toHaveLength(1);
    expect(await completionsOf(t.db, second.id, learner.id)).toHaveLength(0);
  });

  it('records one completion and awards once when the last two contents are met at the same time', async () => {
    const course = await insertPlacedCourse(t.db, { ...ids, quizzes: 2 });
    for (let round = 0; round < 3; round++) {
      const learner = await enrolLearner(t.db, ids.orgId, course);
      await Promise.all(course.placements.map((p) => passQuiz(t.db, ids.orgId, p, learner.id)));
      expect(await completionsOf(t.db, course.id, learner.id)).toHaveLength(1);
      expect(await coursePoints(learner.id)).toHaveLength(1);
    }
  });
});
