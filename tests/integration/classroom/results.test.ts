// The results rule through the API (docs/decisions/0087): learners take a quiz, hand in an assignment and check in
// through the learner and presence calls; a classroom edit that would delete those results answers 409 and writes
// nothing, while removing what holds no results still works.
import { describe, expect, it } from 'vitest';
import { ADMIN, adminCall, baseUrl, call, demo, json, postForm, tokenFor } from '../../setup/http';
import { createQuiz, Q } from '../quiz/helpers';
import { createUser } from '../user/helpers';
import { batchBody, batchInputOf, C, createClassroom, invite, newPresence } from './helpers';

const PR = '/api/cms/presences';
const AS = '/api/cms/assignments';

/**
 * Learners of its own, with the demo password (tokenFor signs in with it): the picker's people include those other
 * test files create with passwords of their own, so taking them from there failed to sign in now and then.
 */
async function learners(n: number) {
  return Promise.all(Array.from({ length: n }, () => createUser({ full_name: 'Results Learner', password: demo.password })));
}

async function newAssignment(title: string) {
  const res = await adminCall(AS, {
    method: 'POST',
    body: {
      title,
      instruction: '<p>Write it down.</p>',
      upload_condition: 'optional',
      allowed_upload_extensions: { documents: ['pdf'], videos: [], audios: [], others: [] },
    },
  });
  if (res.status !== 201) throw new Error(`assignment: ${res.status} ${await res.text()}`);
  return (await json(res)).data.id as number;
}

const getBatch = async (id: number, batchId: number) => (await json(await adminCall(`${C}/${id}/batch`))).data.find((b: { id: number }) => b.id === batchId);
const patchBatch = (id: number, batchId: number, body: unknown) => adminCall(`${C}/${id}/batch/${batchId}`, { method: 'PATCH', body });
const present = async (presenceId: number, scheduleId: number) =>
  (await json(await adminCall(`${PR}/${presenceId}/attendances?schedule_id=${scheduleId}&invitation=present&page_size=100`))).data.results.map(
    (r: { user_id: number }) => r.user_id,
  );
const markPresent = async (presenceId: number, scheduleId: number, userId: number) => {
  const res = await adminCall(`${PR}/${presenceId}/attendances`, { method: 'POST', body: { data: [{ user_id: userId, schedule_id: scheduleId }] } });
  expect(res.status).toBe(201);
};

describe("a batch's own contents with learner results", () => {
  it('refuses removing a quiz with an attempt or an assignment with a submission (nothing written), removes the rest, and keeps moved placements', async () => {
    const id = await createClassroom('IT Results Batch Classroom');
    const quizId = await createQuiz(await tokenFor(ADMIN), { title: 'Itinerary Results Batch Quiz' });
    const assignmentId = await newAssignment('Results Batch Essay');
    const presenceId = await newPresence('IT Results Batch Presence');
    const [learner] = await learners(1);
    const created = await adminCall(`${C}/${id}/batch`, {
      method: 'POST',
      body: batchBody('IT Results Batch', [['2031-09-01', [['Morning', '09:00', '12:00']]]], {
        content: [
          { type: 'quiz', id: quizId, day_index: 0 },
          { type: 'assignment', id: assignmentId, day_index: null },
          { type: 'presence', id: presenceId, day_index: 0 },
        ],
      }),
    });
    expect(created.status).toBe(201);
    const batchId = (await json(created)).data.id as number;
    await invite(id, batchId, [learner.id]);
    const before = await getBatch(id, batchId);
    const placementOf = (type: string) => before.content.find((c: { type: string }) => c.type === type).placement_id as number;

    // The learner takes the quiz and hands in the assignment.
    const token = await tokenFor(learner.email);
    const origin = { origin: baseUrl() };
    const started = await call(`/api/learner/quiz-placements/${placementOf('quiz')}/attempts`, { method: 'POST', token, body: {}, headers: origin });
    expect(started.status).toBe(201);
    const attemptId = (await json(started)).data.id as number;
    const handedIn = await call(`/api/learner/quiz-attempts/${attemptId}/submit`, { method: 'POST', token, body: { answers: [] }, headers: origin });
    expect(handedIn.status).toBe(200);
    const submitted = await postForm(`/api/learner/assignment-placements/${placementOf('assignment')}/submissions`, token, [
      { name: 'notes', value: 'My essay' },
    ]);
    expect(submitted.status).toBe(201);

    const input = batchInputOf(before);
    const without = (type: string) => input.content.filter((c: { type: string }) => c.type !== type);
    const noQuiz = await patchBatch(id, batchId, { ...input, general: { ...input.general, title: 'IT Results Batch renamed' }, content: without('quiz') });
    expect(noQuiz.status).toBe(409);
    expect((await json(noQuiz)).message).toBe('A content with learner results cannot be removed: Quiz "Itinerary Results Batch Quiz" (quiz attempts).');
    const noAssignment = await patchBatch(id, batchId, { ...input, content: without('assignment') });
    expect(noAssignment.status).toBe(409);
    expect((await json(noAssignment)).message).toBe(
      'A content with learner results cannot be removed: Assignment "Results Batch Essay" (assignment submissions).',
    );
    expect(await getBatch(id, batchId)).toEqual(before);
    const attempts = (await json(await adminCall(`${Q}/${quizId}/results?relation_id=${placementOf('quiz')}&page_size=100`))).data.results;
    const attempt = attempts.find((r: { email: string }) => r.email === learner.email);
    expect(attempt.retake).toBe(1);
    expect(attempt.status).not.toBe('not_done');
    const results = (await json(await adminCall(`${AS}/${assignmentId}/results?relation_id=${placementOf('assignment')}&page_size=100`))).data.results;
    expect(results.find((r: { email: string }) => r.email === learner.email)).toMatchObject({ status: 'waiting_for_review', notes: 'My essay' });

    // The presence holds nothing: it goes. The quiz moves off its day and keeps its placement.
    const moved = input.content
      .filter((c: { type: string }) => c.type !== 'presence')
      .map((c: { type: string }) => (c.type === 'quiz' ? { ...c, day_index: null } : c));
    const saved = await patchBatch(id, batchId, { ...input, content: moved });
    expect(saved.status).toBe(200);
    expect(
      (await json(saved)).data.content.map((c: { type: string; placement_id: number; day_index: number | null }) => [c.type, c.placement_id, c.day_index]),
    ).toEqual(
      expect.arrayContaining([
        ['quiz', placementOf('quiz'), null],
        ['assignment', placementOf('assignment'), null],
      ]),
    );
    expect((await getBatch(id, batchId)).content).toHaveLength(2);

    // Once nobody is invited any more, the batch still cannot be deleted with those results.
    const removed = await adminCall(`${C}/${id}/batch/${batchId}/participants`, { method: 'PATCH', body: { user_ids: [learner.id], status: 'removed' } });
    expect(removed.status).toBe(200);
    const deleted = await adminCall(`${C}/${id}/batch/${batchId}`, { method: 'DELETE' });
    expect(deleted.status).toBe(409);
    expect((await json(deleted)).message).toBe('A batch with learner results (quiz attempts, assignment submissions or check-ins) cannot be deleted.');
    expect(await getBatch(id, batchId)).toBeDefined();
    // Nor the classroom: the list says so before its Delete is offered.
    const listed = (await json(await adminCall(`${C}?keyword=${encodeURIComponent('IT Results Batch Classroom')}`))).data.results;
    expect(listed).toEqual([expect.objectContaining({ id, participants: 0, can_delete: false })]);
    const classroomDeleted = await adminCall(`${C}/${id}`, { method: 'DELETE' });
    expect(classroomDeleted.status).toBe(409);
    expect((await json(classroomDeleted)).message).toBe(
      'A classroom with learner results (quiz attempts, assignment submissions or check-ins) cannot be deleted.',
    );
  });
});

describe('a rundown session with check-ins', () => {
  it('refuses removing it, or its day, and writes nothing; a session without check-ins goes', async () => {
    const id = await createClassroom('IT Results Rundown Classroom');
    const presenceId = await newPresence('IT Results Rundown Presence');
    const [learner] = await learners(1);
    const created = await adminCall(`${C}/${id}/batch`, {
      method: 'POST',
      body: batchBody(
        'IT Rundown Batch',
        [
          [
            '2031-10-01',
            [
              ['Morning', '09:00', '12:00'],
              ['Afternoon', '13:00', '16:00'],
            ],
          ],
          ['2031-10-02', [['Review', '09:00', '11:00']]],
        ],
        { content: [{ type: 'presence', id: presenceId, day_index: null }] },
      ),
    });
    const batchId = (await json(created)).data.id as number;
    await invite(id, batchId, [learner.id]);
    const before = await getBatch(id, batchId);
    const [morning, afternoon] = before.rundown[0].sessions;
    await markPresent(presenceId, morning.id, learner.id);

    const input = batchInputOf(before);
    const [day1, day2] = input.rundown;
    const noMorning = await patchBatch(id, batchId, { ...input, rundown: [{ ...day1, sessions: [afternoon] }, day2] });
    expect(noMorning.status).toBe(409);
    expect((await json(noMorning)).message).toBe('A rundown session with check-ins cannot be removed: "Morning" on 2031-10-01 09:00 WIB.');
    // The whole first day replaced by a new one: its sessions would go too.
    const newDay = { title: 'Day 1 again', date: '2031-10-01', sessions: [{ title: 'Morning', start_time: '09:00', end_time: '12:00' }] };
    const noDay = await patchBatch(id, batchId, { ...input, general: { ...input.general, title: 'IT Rundown renamed' }, rundown: [newDay, day2] });
    expect(noDay.status).toBe(409);
    expect(await getBatch(id, batchId)).toEqual(before);
    expect(await present(presenceId, morning.id)).toEqual([learner.id]);

    // Afternoon and the second day hold no check-ins: they go; Morning keeps its id (its attendance with it).
    const saved = await patchBatch(id, batchId, { ...input, rundown: [{ ...day1, sessions: [morning] }] });
    expect(saved.status).toBe(200);
    expect((await json(saved)).data.rundown).toEqual([expect.objectContaining({ id: day1.id, sessions: [morning] })]);
    expect(await present(presenceId, morning.id)).toEqual([learner.id]);
  });
});

describe('step 2 Content: a session whose presence has check-ins', () => {
  it('refuses removing the session or the presence, and writes nothing; the presence may move, an empty session goes', async () => {
    const id = await createClassroom('IT Results Session Classroom');
    const presenceId = await newPresence('IT Results Session Presence');
    const spareId = await newPresence('IT Results Spare Presence');
    const [learner] = await learners(1);
    const contents = (p: number) => [{ type: 'presence', id: p }];
    await adminCall(`${C}/${id}/contents`, {
      method: 'POST',
      body: {
        sessions: [
          { title: 'Opening', contents: contents(presenceId) },
          { title: 'Closing', contents: contents(spareId) },
        ],
      },
    });
    const before = (await json(await adminCall(`${C}/${id}`))).data.sessions;
    const [opening, closing] = before;
    const created = await adminCall(`${C}/${id}/batch`, {
      method: 'POST',
      body: batchBody('IT Session Batch', [['2031-11-01', [['Morning', '09:00', '12:00']]]]),
    });
    const batch = (await json(created)).data;
    await invite(id, batch.id, [learner.id]);
    const scheduleId = batch.rundown[0].sessions[0].id as number;
    await markPresent(presenceId, scheduleId, learner.id);

    const post = (sessions: unknown) => adminCall(`${C}/${id}/contents`, { method: 'POST', body: { sessions } });
    const noSession = await post([{ id: closing.id, title: 'Closing', contents: contents(spareId) }]);
    expect(noSession.status).toBe(409);
    expect((await json(noSession)).message).toBe(
      'A session whose contents have learner results cannot be removed: "Opening" with Presence "IT Results Session Presence" (check-ins).',
    );
    const noPresence = await post([
      { id: opening.id, title: 'Opening renamed', contents: [] },
      { id: closing.id, title: 'Closing', contents: contents(spareId) },
    ]);
    expect(noPresence.status).toBe(409);
    expect((await json(noPresence)).message).toBe('A content with learner results cannot be removed: Presence "IT Results Session Presence" (check-ins).');
    expect((await json(await adminCall(`${C}/${id}`))).data.sessions).toEqual(before);
    expect(await present(presenceId, scheduleId)).toEqual([learner.id]);
    expect((await json(await adminCall(`${PR}/${presenceId}/batch`))).data.results).toEqual([{ label: 'IT Session Batch', value: batch.id }]);

    // The spare presence holds nothing: it goes with its session; the presence moves there and keeps its placement.
    const saved = await post([{ id: closing.id, title: 'Closing', contents: contents(presenceId) }]);
    expect(saved.status).toBe(200);
    expect((await json(await adminCall(`${C}/${id}`))).data.sessions).toEqual([{ id: closing.id, title: 'Closing', contents: [{ ...opening.contents[0] }] }]);
    expect(await present(presenceId, scheduleId)).toEqual([learner.id]);
  });
});
