// The classroom's delete rule and the list's can_delete are one (docs/decisions/0087): a classroom whose batches have
// no participants but whose placements or schedules hold learner results lists can_delete false and its delete is
// refused; without results it lists can_delete true and deletes. Results are recorded with the builders.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { batches, learningModules } from '../../../src/db/schema';
import { addParticipants, insertBatch, insertPlacement, insertSchedule } from '../../../src/db/testing';
import { deleteClassroom } from '../../../src/features/classroom/server/delete-classroom';
import { findClassrooms } from '../../../src/features/classroom/server/find-classrooms';
import { getClassroom } from '../../../src/features/classroom/server/get-classroom';
import { deleteBatch } from '../../../src/features/classroom/server/save-batch';
import { createClassroom } from '../../../src/features/classroom/server/save-general';
import { saveContents } from '../../../src/features/classroom/server/save-contents';
import { insertAttendance, insertPresence } from '../../../src/features/presence/testing';
import { buildQuizInput, insertQuiz, recordAttempt } from '../../../src/features/quiz/testing';
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
const newClassroom = async (title: string) =>
  (await createClassroom({ ...ctx(), input: { title, description: '', category_id: null, thumbnail_file_id: null, status: 'draft' } })).id;
/** The list row's can_delete (and the detail's, which reads the same row). */
async function canDelete(id: number, title: string) {
  const listed = (await findClassrooms({ db: t.db, organizationId: orgId, query: { page: 1, page_size: 10, keyword: title } })).results;
  const row = listed.find((r) => r.id === id)!;
  expect((await getClassroom({ db: t.db, organizationId: orgId, id })).can_delete).toBe(row.can_delete);
  return row.can_delete;
}
const exists = async (id: number) => (await t.db.select().from(learningModules).where(eq(learningModules.id, id))).length === 1;
const hasResults = { code: 'CONFLICT', message: 'A classroom with learner results (quiz attempts, assignment submissions or check-ins) cannot be deleted.' };
const morning = (batchId: number) =>
  insertSchedule(t.db, { batchId, title: 'Morning', startsAt: new Date('2031-03-01T02:00:00Z'), endsAt: new Date('2031-03-01T05:00:00Z') });

describe('a classroom without participants', () => {
  it('lists can_delete false and refuses the delete while a quiz placement has an attempt', async () => {
    const title = 'IT Delete Rule Quiz Classroom';
    const id = await newClassroom(title);
    const quiz = await t.db.transaction((tx) => insertQuiz(tx, { organizationId: orgId, input: buildQuizInput({ title: 'IT Delete Rule Quiz' }) }));
    await saveContents({ ...ctx(), id, input: { sessions: [{ title: 'Opening', contents: [{ type: 'quiz', id: quiz.id }] }] } });
    const placementId = (await getClassroom({ db: t.db, organizationId: orgId, id })).sessions[0].contents[0].placement_id;
    expect(await canDelete(id, title)).toBe(true);

    await recordAttempt(t.db, { quiz, placementId, userId: learnerId, retake: 1, at: new Date(), answer: () => undefined });
    expect(await canDelete(id, title)).toBe(false);
    await expect(deleteClassroom({ ...ctx(), id })).rejects.toMatchObject(hasResults);
    expect(await exists(id)).toBe(true);
  });

  it('lists can_delete false and refuses the delete while a rundown session has check-ins, whoever placed the presence', async () => {
    const title = 'IT Delete Rule Check-in Classroom';
    const id = await newClassroom(title);
    const presence = await insertPresence(t.db, { organizationId: orgId, title: 'IT Delete Rule Presence' });
    const batch = await insertBatch(t.db, { moduleId: id, title: 'IT Delete Rule Batch' });
    const schedule = await morning(batch.id);
    await insertPlacement(t.db, {
      organizationId: orgId,
      moduleId: id,
      batchId: batch.id,
      contentType: 'presence',
      contentId: presence.id,
      title: presence.title,
    });
    expect(await canDelete(id, title)).toBe(true);

    // The learner checked in and is no participant any more (the check-in stays: deleting would lose it).
    await insertAttendance(t.db, { organizationId: orgId, presenceId: presence.id, scheduleId: schedule.id, userId: learnerId });
    expect(await canDelete(id, title)).toBe(false);
    await expect(deleteClassroom({ ...ctx(), id })).rejects.toMatchObject(hasResults);
    expect(await exists(id)).toBe(true);
  });

  it('lists can_delete true and deletes when nothing holds results, placed quiz and presence and rundown included', async () => {
    const title = 'IT Delete Rule Free Classroom';
    const id = await newClassroom(title);
    const quiz = await t.db.transaction((tx) => insertQuiz(tx, { organizationId: orgId, input: buildQuizInput({ title: 'IT Delete Rule Free Quiz' }) }));
    const presence = await insertPresence(t.db, { organizationId: orgId, title: 'IT Delete Rule Free Presence' });
    const contents = [
      { type: 'quiz' as const, id: quiz.id },
      { type: 'presence' as const, id: presence.id },
    ];
    await saveContents({ ...ctx(), id, input: { sessions: [{ title: 'Opening', contents }] } });
    await morning((await insertBatch(t.db, { moduleId: id, title: 'IT Delete Rule Free Batch' })).id);
    expect(await canDelete(id, title)).toBe(true);
    await deleteClassroom({ ...ctx(), id });
    expect(await exists(id)).toBe(false);
  });
});

describe('the same rule elsewhere', () => {
  it('refuses a batch whose schedules have check-ins and deletes one without', async () => {
    const id = await newClassroom('IT Delete Rule Batches Classroom');
    const presence = await insertPresence(t.db, { organizationId: orgId, title: 'IT Delete Rule Batches Presence' });
    await saveContents({ ...ctx(), id, input: { sessions: [{ title: 'Opening', contents: [{ type: 'presence', id: presence.id }] }] } });
    const held = await insertBatch(t.db, { moduleId: id, title: 'IT Delete Rule Held Batch' });
    const free = await insertBatch(t.db, { moduleId: id, title: 'IT Delete Rule Other Batch' });
    await morning(free.id);
    await insertAttendance(t.db, { organizationId: orgId, presenceId: presence.id, scheduleId: (await morning(held.id)).id, userId: learnerId });
    await expect(deleteBatch({ ...ctx(), classroomId: id, batchId: held.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A batch with learner results (quiz attempts, assignment submissions or check-ins) cannot be deleted.',
    });
    await deleteBatch({ ...ctx(), classroomId: id, batchId: free.id });
    const left = await t.db.select({ id: batches.id }).from(batches).where(eq(batches.moduleId, id));
    expect(left).toEqual([{ id: held.id }]);
  });

  it('says participants first: a classroom with invited people lists can_delete false and is refused as in use', async () => {
    const title = 'IT Delete Rule Participants Classroom';
    const id = await newClassroom(title);
    const batch = await insertBatch(t.db, { moduleId: id, title: 'IT Delete Rule Invited Batch' });
    await addParticipants(t.db, batch.id, [{ id: learnerId }]);
    expect(await canDelete(id, title)).toBe(false);
    await expect(deleteClassroom({ ...ctx(), id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This classroom has participants and cannot be deleted.',
    });
  });
});

describe('reading one classroom (issue 34)', () => {
  it('reads its own row by id, even when more than 1,000 newer classrooms contain its title', async () => {
    const title = 'IT Read By Id';
    const id = await newClassroom(title);
    // 1,001 newer classrooms whose titles contain it, written at once (the wizard's use case per row would be slow).
    const newer = await t.db
      .insert(learningModules)
      .values(Array.from({ length: 1001 }, (_, i) => ({ organizationId: orgId, moduleType: 'classroom' as const, title: `${title} copy ${i}` })))
      .returning({ id: learningModules.id });
    expect(newer.length).toBe(1001);
    const got = await getClassroom({ db: t.db, organizationId: orgId, id });
    expect({ id: got.id, title: got.title, status: got.status }).toEqual({ id, title, status: 'draft' });
    await expect(getClassroom({ db: t.db, organizationId: orgId + 1_000_000, id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
