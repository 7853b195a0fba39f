// A course whose counted contents are quizzes placed in its batch, with learners enrolled: the ground of the
// completion and certificate tests (decisions 0138, 0139). Built from rows, as the quiz tests build theirs.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { sections } from '../../../src/db/schema';
import { courseCompletions, courseContents, courses } from '../../../src/db/schema/course';
import { insertUser } from '../../../src/features/account/testing';
import { addParticipants, insertBatch, insertModule, insertPlacement } from '../../../src/db/testing';
import { insertOrganization } from '../../../src/features/organization/testing';
import { buildQuizInput, insertQuiz } from '../../../src/features/quiz/testing';
import { startAttempt } from '../../../src/features/quiz/server/start-attempt';
import { submitAttempt } from '../../../src/features/quiz/server/submit-attempt';

export interface PlacedCourse {
  id: number;
  title: string;
  batchId: number;
  placements: number[];
}

/** A new organisation with an admin. */
export async function newOrganization(db: Db) {
  const orgId = (await insertOrganization(db)).id;
  const adminId = (await insertUser(db, { organizationId: orgId })).id;
  return { orgId, adminId };
}

/** A course of `quizzes` required quizzes (pass grade 50), each placed in the course's batch. */
export async function insertPlacedCourse(
  db: Db,
  v: { orgId: number; adminId: number; quizzes: number; title?: string; certificateTemplateId?: number | null },
): Promise<PlacedCourse> {
  const title = v.title ?? `Course ${Date.now()}`;
  const moduleId = (await insertModule(db, { organizationId: v.orgId, moduleType: 'course', title })).id;
  const batchId = (await insertBatch(db, { moduleId })).id;
  const [course] = await db
    .insert(courses)
    .values({
      organizationId: v.orgId,
      moduleId,
      batchId,
      title,
      status: 'published',
      achievement: v.certificateTemplateId ? 'certificate' : 'none',
      certificateTemplateId: v.certificateTemplateId ?? null,
    })
    .returning();
  const [section] = await db.insert(sections).values({ moduleId, title: 'Week 1' }).returning();
  const placements: number[] = [];
  for (let i = 0; i < v.quizzes; i++) {
    const quiz = await db.transaction((tx) =>
      insertQuiz(tx, { organizationId: v.orgId, createdBy: v.adminId, input: buildQuizInput({ title: `${title} quiz ${i + 1}`, pass_grade: 50 }) }),
    );
    const placement = await insertPlacement(db, {
      organizationId: v.orgId,
      moduleId,
      batchId,
      sectionId: section.id,
      contentType: 'quiz',
      contentId: quiz.id,
      title: quiz.title,
    });
    await db.insert(courseContents).values({
      courseId: course.id,
      sectionId: section.id,
      position: i,
      contentType: 'quiz',
      refId: quiz.id,
      title: quiz.title,
      settings: { required: true, min_minutes: null, pass_grade: null },
      placementId: placement.id,
    });
    placements.push(placement.id);
  }
  return { id: course.id, title, batchId, placements };
}

/** A new learner of the organisation enrolled in the course. */
export async function enrolLearner(db: Db, orgId: number, course: PlacedCourse, fullName?: string) {
  const learner = await insertUser(db, { organizationId: orgId, rule: 'editor', ...(fullName ? { fullName } : {}) });
  await addParticipants(db, course.batchId, [{ id: learner.id }]);
  return learner;
}

/** The learner takes the placed quiz and answers it right (it passes). */
export async function passQuiz(db: Db, orgId: number, placementId: number, userId: number) {
  const ctx = { db, organizationId: orgId, userId };
  const a = await startAttempt({ ...ctx, placementId });
  return submitAttempt({ ...ctx, attemptId: a.id, input: { answers: [{ question_id: a.questions[0].id, codes: ['A'] }] } });
}

/** The learner's recorded completions of the course. */
export const completionsOf = (db: Db, courseId: number, userId: number) =>
  db
    .select()
    .from(courseCompletions)
    .where(and(eq(courseCompletions.courseId, courseId), eq(courseCompletions.userId, userId)));
