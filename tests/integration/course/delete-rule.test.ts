// The course's delete rule and its can_delete are one (docs/decisions/0086): a course without participants whose
// placements or batch schedules hold learner results (quiz attempts, assignment submissions, check-ins) lists
// can_delete false and its delete is refused; without results it lists can_delete true and deletes. Results are
// recorded with the builders (no API call makes a schedule in a course's batch, but check-ins there would go with it).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../../src/db/schema/course';
import { insertSchedule } from '../../../src/db/testing';
import { insertCategory } from '../../../src/features/category/testing';
import { deleteCourse } from '../../../src/features/course/server/delete-course';
import { findCourses } from '../../../src/features/course/server/find-courses';
import { getCourse } from '../../../src/features/course/server/get-course';
import { saveCourseContent } from '../../../src/features/course/server/save-content';
import { createCourseGeneral } from '../../../src/features/course/server/save-general';
import { CourseContentSchema, CourseGeneralSchema } from '../../../src/features/course/schemas';
import { insertAttendance, insertPresence } from '../../../src/features/presence/testing';
import { buildQuizInput, insertQuiz, recordAttempt } from '../../../src/features/quiz/testing';
import { insertOrgWithPeople } from '../../setup/org-people';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
let orgId: number;
let adminId: number;
let learnerId: number;
let categoryId: number;

beforeAll(async () => {
  ({ orgId, adminId, learnerId } = await insertOrgWithPeople(t.db));
  categoryId = (await insertCategory(t.db, { organizationId: orgId })).id;
});

const ctx = () => ({ db: t.db, organizationId: orgId, userId: adminId });

/** A course (steps 1 and 2) placing `contents` in one section: its id, batch and placements by content type. */
async function newCourse(title: string, contents: { content_type: 'quiz' | 'presence'; ref_id: number; title: string }[]) {
  const general = CourseGeneralSchema.parse({ title, category_id: categoryId, level: 'developing', thumbnail_default: 1 });
  const { id } = await createCourseGeneral({ ...ctx(), input: general });
  await saveCourseContent({ ...ctx(), id, input: CourseContentSchema.parse({ sections: [{ title: 'Section 1', contents }] }) });
  const [{ batchId }] = await t.db.select({ batchId: courses.batchId }).from(courses).where(eq(courses.id, id));
  const placed = (await getCourse({ db: t.db, organizationId: orgId, id })).sections[0].contents;
  const placementOf = (type: string) => placed.find((c) => c.content_type === type)!.placement_id!;
  return { id, batchId, placementOf };
}

/** The list row's can_delete, checked against the detail's. */
async function canDelete(id: number, title: string) {
  const row = (await findCourses({ db: t.db, organizationId: orgId, query: { page: 1, page_size: 10, keyword: title } as never })).results.find(
    (r) => r.id === id,
  )!;
  expect((await getCourse({ db: t.db, organizationId: orgId, id })).can_delete).toBe(row.can_delete);
  return row.can_delete;
}
const exists = async (id: number) => (await t.db.select().from(courses).where(eq(courses.id, id))).length === 1;
const refused = { code: 'CONFLICT', message: 'Failed Delete Course' };

describe('a course without participants', () => {
  it('lists can_delete false and refuses the delete once a placed presence has check-ins at its batch', async () => {
    const title = 'IT Course Delete Check-in';
    const presence = await insertPresence(t.db, { organizationId: orgId, title: 'IT Course Delete Presence', contentType: 'course' });
    const course = await newCourse(title, [{ content_type: 'presence', ref_id: presence.id, title: presence.title }]);
    const schedule = await insertSchedule(t.db, {
      batchId: course.batchId,
      title: 'Kick-off',
      startsAt: new Date('2031-04-01T02:00:00Z'),
      endsAt: new Date('2031-04-01T03:00:00Z'),
    });
    expect(await canDelete(course.id, title)).toBe(true);

    await insertAttendance(t.db, { organizationId: orgId, presenceId: presence.id, scheduleId: schedule.id, userId: learnerId });
    expect(await canDelete(course.id, title)).toBe(false);
    await expect(deleteCourse({ ...ctx(), id: course.id })).rejects.toMatchObject(refused);
    expect(await exists(course.id)).toBe(true);
  });

  it('lists can_delete false and refuses the delete once a placed quiz has an attempt', async () => {
    const title = 'IT Course Delete Attempt';
    const quiz = await t.db.transaction((tx) => insertQuiz(tx, { organizationId: orgId, input: buildQuizInput({ title: 'IT Course Delete Quiz' }) }));
    const course = await newCourse(title, [{ content_type: 'quiz', ref_id: quiz.id, title: quiz.title }]);
    expect(await canDelete(course.id, title)).toBe(true);

    await recordAttempt(t.db, { quiz, placementId: course.placementOf('quiz'), userId: learnerId, retake: 1, at: new Date(), answer: () => undefined });
    expect(await canDelete(course.id, title)).toBe(false);
    await expect(deleteCourse({ ...ctx(), id: course.id })).rejects.toMatchObject(refused);
    expect(await exists(course.id)).toBe(true);
  });

  it('lists can_delete true and deletes when nothing holds results (a placed quiz and presence, a schedule)', async () => {
    const title = 'IT Course Delete Free';
    const quiz = await t.db.transaction((tx) => insertQuiz(tx, { organizationId: orgId, input: buildQuizInput({ title: 'IT Course Free Quiz' }) }));
    const presence = await insertPresence(t.db, { organizationId: orgId, title: 'IT Course Free Presence', contentType: 'course' });
    const course = await newCourse(title, [
      { content_type: 'quiz', ref_id: quiz.id, title: quiz.title },
      { content_type: 'presence', ref_id: presence.id, title: presence.title },
    ]);
    await insertSchedule(t.db, {
      batchId: course.batchId,
      title: 'Kick-off',
      startsAt: new Date('2031-04-01T02:00:00Z'),
      endsAt: new Date('2031-04-01T03:00:00Z'),
    });
    expect(await canDelete(course.id, title)).toBe(true);
    await deleteCourse({ ...ctx(), id: course.id });
    expect(await exists(course.id)).toBe(false);
  });
});
