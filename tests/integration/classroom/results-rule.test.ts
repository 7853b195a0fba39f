// Use-case tests of the results rule (docs/decisions/0087): a classroom step that would remove placements or schedules
// holding learner results is refused whole. Step 2's own placements name no batch, so no learner can start an attempt
// on them through the API: here the attempts and submissions are recorded with the builders.
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { placements, sections } from '../../../src/db/schema';
import { assignmentResults } from '../../../src/db/schema/assignment';
import { quizAttempts } from '../../../src/db/schema/quiz';
import { addParticipants, insertBatch, insertPlacement, insertSchedule } from '../../../src/db/testing';
import { insertAssignment } from '../../../src/features/assignment/testing';
import { deleteClassroom } from '../../../src/features/classroom/server/delete-classroom';
import { getClassroom } from '../../../src/features/classroom/server/get-classroom';
import { createClassroom } from '../../../src/features/classroom/server/save-general';
import { saveContents } from '../../../src/features/classroom/server/save-contents';
import { insertAttendance, insertPresence } from '../../../src/features/presence/testing';
import { buildQuizInput, insertQuiz, recordAttempt } from '../../../src/features/quiz/testing';
import { declaredContents } from '../../../src/features/contents';
import { placementsWithResults as heldAmong } from '../../../src/server/placements';
import { insertOrgWithPeople } from '../../setup/org-people';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
let orgId: number;
let adminId: number;
let learnerId: number;

beforeAll(async () => {
  ({ orgId, adminId, learnerId } = await insertOrgWithPeople(t.db));
});

const ctx = () => ({ db: t.db, organizationId: orgId, userId: adminId });
/** The rule over the results the areas declare (src/features/contents.ts). */
const placementsWithResults = async (db: typeof t.db, ids: number[]) => heldAmong(db, ids, (await declaredContents()).resultTables());
const newClassroom = async (title: string) =>
  (await createClassroom({ ...ctx(), input: { title, description: '', category_id: null, thumbnail_file_id: null, status: 'draft' } })).id;
type Ref = { type: 'quiz' | 'assignment' | 'presence'; id: number };
const save = (id: number, sessions: { id?: number; title: string; contents: Ref[] }[]) => saveContents({ ...ctx(), id, input: { sessions } });
/** Everything step 2 stored: sessions with their titles and placements (ids, what, where, in order). */
const noConditions = { required: true, min_minutes: null, pass_grade: null, due_date: null };
const snapshot = async (id: number) => (await getClassroom({ db: t.db, organizationId: orgId, id })).sessions;
const attempts = async (placementId: number) => (await t.db.select({ n: count() }).from(quizAttempts).where(eq(quizAttempts.placementId, placementId)))[0].n;
const submissions = async (placementId: number) =>
  (await t.db.select({ n: count() }).from(assignmentResults).where(eq(assignmentResults.placementId, placementId)))[0].n;

describe('step 2 Content: placements with learner results stay', () => {
  it('refuses removing a quiz with an attempt or an assignment with a submission, or their session; moving them keeps their placements', async () => {
    const id = await newClassroom('IT Results Classroom');
    const quiz = await t.db.transaction((tx) => insertQuiz(tx, { organizationId: orgId, input: buildQuizInput({ title: 'IT Results Quiz' }) }));
    const assignment = await insertAssignment(t.db, { organizationId: orgId, title: 'IT Results Essay' });
    const presence = await insertPresence(t.db, { organizationId: orgId, title: 'IT Results Presence' });
    const q: Ref = { type: 'quiz', id: quiz.id };
    const a: Ref = { type: 'assignment', id: assignment.id };
    const p: Ref = { type: 'presence', id: presence.id };
    await save(id, [
      { title: 'Opening', contents: [q, a] },
      { title: 'Closing', contents: [p] },
    ]);
    const before = await snapshot(id);
    const [opening, closing] = before;
    const [quizPlacement, assignmentPlacement] = opening.contents.map((c) => c.placement_id);
    await recordAttempt(t.db, { quiz, placementId: quizPlacement, userId: learnerId, retake: 1, at: new Date(), answer: () => undefined });
    await t.db
      .insert(assignmentResults)
      .values({ organizationId: orgId, assignmentId: assignment.id, placementId: assignmentPlacement, userId: learnerId, notes: 'My essay' });

    // The quiz taken out of its session (the session renamed too: nothing of the step is written).
    await expect(
      save(id, [
        { id: opening.id, title: 'Opening renamed', contents: [a] },
        { id: closing.id, title: 'Closing', contents: [p] },
      ]),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'A content with learner results cannot be removed: Quiz "IT Results Quiz" (quiz attempts).' });
    await expect(
      save(id, [
        { id: opening.id, title: 'Opening', contents: [q] },
        { id: closing.id, title: 'Closing', contents: [p] },
      ]),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A content with learner results cannot be removed: Assignment "IT Results Essay" (assignment submissions).',
    });
    await expect(save(id, [{ id: closing.id, title: 'Closing', contents: [p] }])).rejects.toMatchObject({
      code: 'CONFLICT',
      message:
        'A session whose contents have learner results cannot be removed: "Opening" with Quiz "IT Results Quiz" (quiz attempts), Assignment "IT Results Essay" (assignment submissions).',
    });
    await expect(save(id, [])).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await snapshot(id)).toEqual(before);
    expect(await attempts(quizPlacement)).toBe(1);
    expect(await submissions(assignmentPlacement)).toBe(1);

    // Without results a content and a session still go; contents moved to another session keep their placements.
    await save(id, [
      { id: opening.id, title: 'Opening', contents: [q, a] },
      { id: closing.id, title: 'Closing', contents: [] },
    ]);
    expect((await snapshot(id)).map((s) => s.contents.length)).toEqual([2, 0]);
    await save(id, [{ id: closing.id, title: 'Closing', contents: [a, q] }]);
    const after = await snapshot(id);
    expect(after).toEqual([
      {
        id: closing.id,
        title: 'Closing',
        contents: [
          { type: 'assignment', id: assignment.id, title: 'IT Results Essay', placement_id: assignmentPlacement, settings: noConditions },
          { type: 'quiz', id: quiz.id, title: 'IT Results Quiz', placement_id: quizPlacement, settings: noConditions },
        ],
      },
    ]);
    expect(await t.db.select().from(sections).where(eq(sections.id, opening.id))).toEqual([]);
    expect(await attempts(quizPlacement)).toBe(1);
    expect(await submissions(assignmentPlacement)).toBe(1);

    // Nor can the classroom be deleted with them (nobody is a participant any more).
    await expect(deleteClassroom({ ...ctx(), id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A classroom with learner results (quiz attempts, assignment submissions or check-ins) cannot be deleted.',
    });
  });

  it("counts a presence placement's check-ins at the batches it reaches, unless another placement still reaches them", async () => {
    const id = await newClassroom('IT Reach Classroom');
    const presence = await insertPresence(t.db, { organizationId: orgId, title: 'IT Reach Presence' });
    const batch = await insertBatch(t.db, { moduleId: id, title: 'IT Reach Batch' });
    const other = await insertBatch(t.db, { moduleId: id, title: 'IT Reach Other Batch' });
    const schedule = await insertSchedule(t.db, {
      batchId: batch.id,
      title: 'Morning',
      startsAt: new Date('2031-01-01T02:00:00Z'),
      endsAt: new Date('2031-01-01T05:00:00Z'),
    });
    await addParticipants(t.db, batch.id, [{ id: learnerId }]);
    await save(id, [{ title: 'Opening', contents: [{ type: 'presence', id: presence.id }] }]);
    const onClassroom = (await snapshot(id))[0].contents[0].placement_id;
    const place = (batchId: number) =>
      insertPlacement(t.db, { organizationId: orgId, moduleId: id, batchId, contentType: 'presence', contentId: presence.id, title: presence.title });
    const onOther = await place(other.id);
    expect(await placementsWithResults(t.db, [onClassroom, onOther.id])).toEqual(new Set());

    await insertAttendance(t.db, { organizationId: orgId, presenceId: presence.id, scheduleId: schedule.id, userId: learnerId });
    // The classroom's placement reaches the batch; the other batch's own placement does not.
    expect(await placementsWithResults(t.db, [onClassroom, onOther.id])).toEqual(new Set([onClassroom]));
    const onBatch = await place(batch.id);
    // With the batch's own placement staying, removing the classroom's loses no check-in; removing both does.
    expect(await placementsWithResults(t.db, [onClassroom])).toEqual(new Set());
    expect(await placementsWithResults(t.db, [onClassroom, onBatch.id])).toEqual(new Set([onClassroom, onBatch.id]));
    await t.db.delete(placements).where(inArray(placements.id, [onBatch.id, onOther.id]));

    await expect(save(id, [])).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A session whose contents have learner results cannot be removed: "Opening" with Presence "IT Reach Presence" (check-ins).',
    });
    expect((await snapshot(id))[0].contents[0].placement_id).toBe(onClassroom);
  });
});
