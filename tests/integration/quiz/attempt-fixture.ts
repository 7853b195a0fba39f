// A quiz placed in a course batch with a learner enrolled: the common ground of the learner-side use-case tests.
import { and, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { Db } from '../../../src/db/client';
import { quizResults } from '../../../src/db/schema/quiz';
import { insertUser } from '../../../src/features/account/testing';
import { addParticipants, insertBatch, insertModule, insertPlacement } from '../../../src/db/testing';
import { insertOrganization } from '../../../src/features/organization/testing';
import type { QuizInput } from '../../../src/features/quiz/schemas';
import { buildQuizInput, insertQuiz } from '../../../src/features/quiz/testing';

/** Registers a beforeAll that makes an organisation, an admin, a signed-in non-participant and a course batch. */
export function placedQuizFixture(t: { readonly db: Db }) {
  const ids = { orgId: 0, adminId: 0, outsiderId: 0, moduleId: 0, batchId: 0 };
  beforeAll(async () => {
    ids.orgId = (await insertOrganization(t.db)).id;
    ids.adminId = (await insertUser(t.db, { organizationId: ids.orgId })).id;
    ids.outsiderId = (await insertUser(t.db, { organizationId: ids.orgId, rule: 'editor' })).id;
    ids.moduleId = (await insertModule(t.db, { organizationId: ids.orgId, moduleType: 'course' })).id;
    ids.batchId = (await insertBatch(t.db, { moduleId: ids.moduleId })).id;
  });
  /** A new quiz placed in the batch, with a new learner enrolled in it. */
  async function setup(input: Partial<QuizInput>) {
    const quiz = await t.db.transaction((tx) => insertQuiz(tx, { organizationId: ids.orgId, createdBy: ids.adminId, input: buildQuizInput(input) }));
    const placement = await insertPlacement(t.db, {
      organizationId: ids.orgId,
      moduleId: ids.moduleId,
      batchId: ids.batchId,
      contentType: 'quiz',
      contentId: quiz.id,
      title: quiz.title,
    });
    const learner = await insertUser(t.db, { organizationId: ids.orgId, rule: 'editor' });
    await addParticipants(t.db, ids.batchId, [{ id: learner.id }]);
    return { quiz, placementId: placement.id, userId: learner.id };
  }
  const ctx = (userId: number) => ({ db: t.db, organizationId: ids.orgId, userId });
  const result = async (placementId: number, userId: number) =>
    (
      await t.db
        .select()
        .from(quizResults)
        .where(and(eq(quizResults.placementId, placementId), eq(quizResults.userId, userId)))
    )[0];
  return { ids, setup, ctx, result };
}
