// Step 2 Content's per-content conditions and LIM surveys (docs/decisions/0098): the API parses them with the shared
// content settings schema, the placements carry them to the reports, and a LIM survey is placed as the course places it.
import { beforeAll, describe, expect, it } from 'vitest';
import { assignmentResults } from '../../../src/db/schema/assignment';
import { insertAssignment } from '../../../src/features/assignment/testing';
import { ClassroomContentsSchema } from '../../../src/features/classroom/schemas';
import { getClassroom } from '../../../src/features/classroom/server/get-classroom';
import { createClassroom as createClassroomCase } from '../../../src/features/classroom/server/save-general';
import { saveContents } from '../../../src/features/classroom/server/save-contents';
import { buildQuizInput, insertQuiz, q } from '../../../src/features/quiz/testing';
import { insertOrgWithPeople } from '../../setup/org-people';
import { withTestDb } from '../../setup/test-db';
import { batchBody, C, createClassroom } from './helpers';
import { acmeCall, adminCall, fieldMessages, json } from '../../setup/http';

const Q = '/api/cms/v4/quizzes';
const A = '/api/cms/assignments';

/** The first item a classroom content picker offers for a type and keyword. */
const pickOne = async (type: string, keyword: string) =>
  (await json(await adminCall(`/api/cms/classroom-settings?type=${type}&keyword=${encodeURIComponent(keyword)}`))).data.results[0] as {
    id: number;
    title: string;
    type: string;
  };
const saveStep = (id: number, sessions: unknown) => adminCall(`${C}/${id}/contents`, { method: 'POST', body: { sessions } });

describe('POST /cms/classrooms/{id}/contents: conditions per content', () => {
  let quiz: { id: number };
  let essay: { id: number };
  beforeAll(async () => {
    quiz = await pickOne('quiz', 'Managing Performance');
    essay = await pickOne('assignment', 'Case Notes');
  });

  it('refuses a pass grade outside 0–100 and a condition that does not apply to the type, with a message per field, writing nothing', async () => {
    const id = await createClassroom('IT Conditions Refused');
    const presence = await pickOne('presence', '');
    const bad = await saveStep(id, [
      {
        title: 'Opening',
        contents: [
          { type: 'quiz', id: quiz.id, settings: { pass_grade: 150 } },
          { type: 'presence', id: presence.id, settings: { pass_grade: 70 } },
          { type: 'quiz', id: quiz.id, settings: { due_date: '2031-07-01T17:00:00+07:00' } },
          { type: 'assignment', id: essay.id, settings: { due_date: 'next Friday', min_minutes: -5 } },
        ],
      },
    ]);
    expect(bad.status).toBe(400);
    expect(await fieldMessages(bad)).toEqual({
      'sessions.0.contents.0.settings.pass_grade': 'Pass grade must be between 0 and 100',
      'sessions.0.contents.1.settings.pass_grade': 'Pass grade does not apply to Presence contents',
      'sessions.0.contents.2.settings.due_date': 'Due date does not apply to Quiz contents',
      'sessions.0.contents.3.settings.due_date': 'Enter a valid due date',
      'sessions.0.contents.3.settings.min_minutes': 'Minimum time must be between 0 and 10000 minutes',
    });
    const unknown = await saveStep(id, [{ title: 'Opening', contents: [{ type: 'quiz', id: quiz.id, settings: { passing: 70 } }] }]);
    expect(unknown.status).toBe(400);
    expect((await json(await adminCall(`${C}/${id}`))).data).toMatchObject({ step: 1, sessions: [] });
  });

  it('stores the conditions, shows them on the classroom, and carries them on the placements the reports read', async () => {
    const id = await createClassroom('IT Conditions Classroom');
    const saved = await saveStep(id, [
      {
        title: 'Opening',
        contents: [
          { type: 'quiz', id: quiz.id, settings: { required: false, min_minutes: 15, pass_grade: 70 } },
          { type: 'assignment', id: essay.id, settings: { pass_grade: 60, due_date: '2031-07-03T17:00:00+07:00' } },
        ],
      },
    ]);
    expect(saved.status).toBe(200);
    const [opening] = (await json(await adminCall(`${C}/${id}`))).data.sessions;
    expect(opening.contents.map((c: { type: string; settings: unknown }) => [c.type, c.settings])).toEqual([
      ['quiz', { required: false, min_minutes: 15, pass_grade: 70, due_date: null }],
      ['assignment', { required: true, min_minutes: null, pass_grade: 60, due_date: '2031-07-03T10:00:00.000Z' }],
    ]);
    const [quizPlacement, essayPlacement] = opening.contents.map((c: { placement_id: number }) => c.placement_id);

    // The assignment report's Condition card reads the placement: due date and pass grade.
    const dashboard = await json(await adminCall(`${A}/${essay.id}/dashboard?relation_id=${essayPlacement}`));
    expect(dashboard.data.conditions).toEqual([
      { key: 'due_date', value: '2031-07-03T10:00:00.000Z' },
      { key: 'pass_grade', value: 60 },
    ]);

    // Saved again with other conditions: the placements keep their ids (the reports' relation_id), the emptied condition goes.
    const again = await saveStep(id, [
      {
        id: opening.id,
        title: 'Opening',
        contents: [
          { type: 'assignment', id: essay.id, settings: { required: true, pass_grade: 80, due_date: null } },
          { type: 'quiz', id: quiz.id, settings: { required: true, min_minutes: null, pass_grade: null } },
        ],
      },
    ]);
    expect(again.status).toBe(200);
    const after = (await json(await adminCall(`${C}/${id}`))).data.sessions[0].contents;
    expect(after.map((c: { placement_id: number }) => c.placement_id)).toEqual([essayPlacement, quizPlacement]);
    expect(after.map((c: { settings: unknown }) => c.settings)).toEqual([
      { required: true, min_minutes: null, pass_grade: 80, due_date: null },
      { required: true, min_minutes: null, pass_grade: null, due_date: null },
    ]);
    expect((await json(await adminCall(`${A}/${essay.id}/dashboard?relation_id=${essayPlacement}`))).data.conditions).toEqual([
      { key: 'pass_grade', value: 80 },
    ]);
  });

  it("answers 404 for another organisation's classroom, whatever its conditions", async () => {
    const id = await createClassroom('IT Conditions Not Acme');
    const res = await acmeCall(`${C}/${id}/contents`, { method: 'POST', body: { sessions: [{ title: 'Mine', contents: [] }] } });
    expect(res.status).toBe(404);
    expect((await json(await adminCall(`${C}/${id}`))).data.sessions).toEqual([]);
  });
});

describe('POST /cms/classrooms/{id}/contents: LIM surveys', () => {
  it('offers each LIM type in the picker (never as a quiz) and places a survey where the course places it: in its associate list', async () => {
    const lim3 = await json(await adminCall('/api/cms/classroom-settings?type=lim3&keyword=Coaching%20Impact'));
    expect(lim3.data.results).toEqual([expect.objectContaining({ title: 'Coaching Impact Survey', type: 'lim3' })]);
    const survey = lim3.data.results[0];
    expect((await json(await adminCall('/api/cms/classroom-settings?type=quiz&keyword=Coaching%20Impact'))).data.results).toEqual([]);
    expect((await json(await adminCall('/api/cms/classroom-settings?type=lim1&keyword=Coaching%20Impact'))).data.results).toEqual([]);
    // Not as another LIM type either: the survey is a LIM 3.
    const id = await createClassroom('IT LIM Classroom');
    const wrong = await saveStep(id, [{ title: 'Closing', contents: [{ type: 'lim1', id: survey.id }] }]);
    expect(wrong.status).toBe(400);
    expect((await fieldMessages(wrong))['sessions.0.contents.0.id']).toBe('Content not found');

    const lim2Grade = await saveStep(id, [{ title: 'Closing', contents: [{ type: 'lim3', id: survey.id, settings: { pass_grade: 60 } }] }]);
    expect((await fieldMessages(lim2Grade))['sessions.0.contents.0.settings.pass_grade']).toBe('Pass grade does not apply to LIM 3 contents');

    const saved = await saveStep(id, [{ title: 'Closing', contents: [{ type: 'lim3', id: survey.id, settings: { required: false, min_minutes: 10 } }] }]);
    expect(saved.status).toBe(200);
    const [content] = (await json(await adminCall(`${C}/${id}`))).data.sessions[0].contents;
    expect(content).toMatchObject({ type: 'lim3', id: survey.id, title: 'Coaching Impact Survey', settings: { required: false, min_minutes: 10 } });

    // The survey's associate list (the quiz area's) shows the classroom beside the demo course that places it too.
    const assoc = (await json(await adminCall(`${Q}/${survey.id}/associates?page_size=50`))).data.results as {
      title: string;
      module_type: string;
      section_title: string;
      relation_id: number;
    }[];
    expect(assoc.find((r) => r.module_type === 'course')).toBeDefined();
    expect(assoc.find((r) => r.title === 'IT LIM Classroom')).toMatchObject({
      module_type: 'classroom',
      section_title: 'Closing',
      relation_id: content.placement_id,
    });

    // A batch's own contents pick from the same types: the survey is read back as a LIM 3 there too.
    const batch = await adminCall(`${C}/${id}/batch`, {
      method: 'POST',
      body: batchBody('IT LIM Batch', [['2031-07-01', [['Morning', '09:00', '12:00']]]], { content: [{ type: 'lim3', id: survey.id, day_index: 0 }] }),
    });
    expect(batch.status).toBe(201);
    const [withSurvey] = (await json(await adminCall(`${C}/${id}/batch`))).data;
    expect(withSurvey.content).toEqual([expect.objectContaining({ type: 'lim3', id: survey.id, day_index: 0 })]);
  });
});

describe('saveContents: conditions are written with the step, all or nothing', () => {
  const t = withTestDb();
  let orgId: number;
  let adminId: number;
  let learnerId: number;
  beforeAll(async () => {
    ({ orgId, adminId, learnerId } = await insertOrgWithPeople(t.db));
  });

  it('keeps every condition and title as they were when the step is refused after its first writes', async () => {
    const ctx = { db: t.db, organizationId: orgId, userId: adminId };
    const { id } = await createClassroomCase({
      ...ctx,
      input: { title: 'IT Atomic Conditions', description: '', category_id: null, thumbnail_file_id: null, status: 'draft' },
    });
    const quiz = await t.db.transaction((tx) => insertQuiz(tx, { organizationId: orgId, input: buildQuizInput({ title: 'IT Atomic Quiz' }) }));
    const survey = await t.db.transaction((tx) =>
      insertQuiz(tx, {
        organizationId: orgId,
        input: buildQuizInput({ title: 'IT Atomic Survey', type: 'lim', question_type: 'lim1', questions: [q.scale('How useful was it?')] }),
      }),
    );
    const essay = await insertAssignment(t.db, { organizationId: orgId, title: 'IT Atomic Essay' });
    // What the API would parse: the shared schema fills the defaults.
    const step = (sessions: unknown) => saveContents({ ...ctx, id, input: ClassroomContentsSchema.parse({ sessions }) });
    await step([
      {
        title: 'Opening',
        contents: [
          { type: 'quiz', id: quiz.id, settings: { pass_grade: 70 } },
          { type: 'assignment', id: essay.id, settings: { due_date: '2031-07-03T17:00:00+07:00' } },
        ],
      },
    ]);
    const before = (await getClassroom({ db: t.db, organizationId: orgId, id })).sessions;
    const essayPlacement = before[0].contents[1].placement_id;
    await t.db
      .insert(assignmentResults)
      .values({ organizationId: orgId, assignmentId: essay.id, placementId: essayPlacement, userId: learnerId, notes: 'Mine' });

    // The session renamed, a new session with a LIM survey, the quiz's pass grade changed, and the submitted essay taken out: refused whole.
    await expect(
      step([
        { id: before[0].id, title: 'Opening renamed', contents: [{ type: 'quiz', id: quiz.id, settings: { pass_grade: 90, min_minutes: 5 } }] },
        { title: 'Closing', contents: [{ type: 'lim1', id: survey.id, settings: { required: false } }] },
      ]),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await getClassroom({ db: t.db, organizationId: orgId, id })).sessions).toEqual(before);
    expect(before[0].contents.map((c) => c.settings.pass_grade)).toEqual([70, null]);
  });
});
