// The user detail's History tab with real rows, and deactivation keeping them (issue 16: "deactivated users keep
// their results"). A person of this test's own takes part in a classroom batch of this test's own (its session runs
// all of today in WIB, the display zone), then does what a learner does: a quiz attempt, an assignment submission and
// a QR check-in, through the learner API.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminCall, baseUrl, call, cookieFor, json, postForm } from '../../setup/http';
import { freshItems } from '../course/helpers';
import { batchBody, C, createClassroom, people } from '../classroom/helpers';
import { decodeQr } from '../presence/helpers';
import { createUser, signIn, U } from './helpers';

// Test answers are read loosely; each test asserts the shape it needs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const KINDS = ['quiz', 'assignment', 'presence'] as const;
const history = async (id: number, kind: (typeof KINDS)[number]) => (await json(await adminCall(`${U}/${id}/history?kind=${kind}`))).data;

let person: Loose;
let items: Awaited<ReturnType<typeof freshItems>> & { titles: Record<(typeof KINDS)[number], string> };
let placement: Record<(typeof KINDS)[number], number>;
let scheduleId: number;

beforeAll(async () => {
  const suffix = `uh${Date.now()}`;
  person = await createUser({ full_name: 'Historia Learner' });
  const made = await freshItems(suffix);
  items = {
    ...made,
    titles: { quiz: `Itinerary Course Quiz ${suffix}`, assignment: `Itinerary Course Assignment ${suffix}`, presence: `Itinerary Course Presence ${suffix}` },
  };

  // A classroom whose batch holds the three items and runs one session over the whole of today (WIB).
  const classroom = await createClassroom(`IT User History ${suffix}`);
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const [expert] = await people();
  const saved = await adminCall(`${C}/${classroom}/batch`, {
    method: 'POST',
    body: batchBody(`IT History Batch ${suffix}`, [[today, [['All day', '00:00', '23:59']]]], {
      experts: [expert.id],
      content: KINDS.map((type) => ({ type, id: made[type] })),
    }),
  });
  expect(saved.status, await saved.clone().text()).toBe(201);
  const batch = (await json(saved)).data;
  placement = Object.fromEntries(KINDS.map((k) => [k, batch.content.find((c: Loose) => c.type === k).placement_id])) as typeof placement;
  scheduleId = batch.rundown[0].sessions[0].id;
  // Added as a draft, then invited and confirmed: from then on they take part (batch_participants).
  const participants = `${C}/${classroom}/batch/${batch.id}/participants`;
  expect((await adminCall(participants, { method: 'POST', body: { user_ids: [person.id] } })).status).toBe(200);
  for (const status of ['invited', 'confirmed'])
    expect((await adminCall(participants, { method: 'PATCH', body: { user_ids: [person.id], status } })).status, status).toBe(200);

  // The learner's own session does the three things.
  const token = (await json(await signIn(person.email))).data.token as string;
  const headers = { origin: baseUrl() };
  const started = await call(`/api/learner/quiz-placements/${placement.quiz}/attempts`, { method: 'POST', token, body: {}, headers });
  expect(started.status, await started.clone().text()).toBe(201);
  const attempt = (await json(started)).data;
  const answers = attempt.questions.map((q: Loose) => ({ question_id: q.id, codes: ['A'] }));
  const submitted = await call(`/api/learner/quiz-attempts/${attempt.id}/submit`, { method: 'POST', token, body: { answers }, headers });
  expect(submitted.status).toBe(200);
  const handedIn = await postForm(`/api/learner/assignment-placements/${placement.assignment}/submissions`, token, [
    { name: 'files[]', value: pdf, filename: 'notes.pdf' },
  ]);
  expect(handedIn.status, JSON.stringify(handedIn.body)).toBe(201);
  const qr = await adminCall(`/api/cms/presences/${made.presence}/qr?batch_id=${batch.id}&schedule_id=${scheduleId}`);
  expect(qr.status).toBe(200);
  const checkIn = await call('/api/learner/presence/check-in', {
    method: 'POST',
    token,
    body: { token: decodeQr(Buffer.from(await qr.arrayBuffer())) },
  });
  expect(checkIn.status, await checkIn.clone().text()).toBe(201);
}, 180_000);

describe("a user's History: quiz attempts, assignment submissions and presence check-ins", () => {
  it('answers one row of each kind with its title, state, score and a link to the item', async () => {
    const quiz = await history(person.id, 'quiz');
    expect(quiz.pagination).toMatchObject({ total_data: 1 });
    expect(quiz.results[0]).toMatchObject({ title: `${items.titles.quiz} (attempt 1)`, status: 'passed', score: 100, href: `/quiz/detail/${items.quiz}` });
    const assignment = await history(person.id, 'assignment');
    expect(assignment.results).toEqual([
      expect.objectContaining({ title: items.titles.assignment, status: 'waiting_for_review', score: null, href: `/assignment/detail/${items.assignment}` }),
    ]);
    const presence = await history(person.id, 'presence');
    expect(presence.results).toEqual([expect.objectContaining({ title: items.titles.presence, href: `/presence/detail/${items.presence}` })]);
    expect(['present', 'late']).toContain(presence.results[0].status);
    for (const kind of KINDS) expect(Date.parse((await history(person.id, kind)).results[0].at)).toBeGreaterThan(Date.now() - 600_000);
  });

  it('shows them on the detail page, one kind at a time', async () => {
    const cookie = await cookieFor(ADMIN);
    for (const kind of KINDS) {
      const page = await call(`/user/detail/${person.id}?tab=history&kind=${kind}`, { cookie });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(items.titles[kind]);
      expect(html).toContain(`href="/${kind}/detail/${items[kind]}"`);
      expect(html).not.toContain('No records.');
    }
  });

  it('keeps every result after deactivation: the History and the items’ own result lists still show them', async () => {
    const off = await adminCall(`${U}/bulk`, { method: 'POST', body: { action: 'deactivate', ids: [person.id] } });
    expect((await json(off)).data.updated).toBe(1);
    expect((await json(await adminCall(`${U}/${person.id}`))).data.status).toBe('inactive');
    for (const kind of KINDS) expect((await history(person.id, kind)).pagination.total_data, kind).toBe(1);

    const mine = (r: Loose) => r.email === person.email;
    const quiz = (await json(await adminCall(`/api/cms/v4/quizzes/${items.quiz}/results?relation_id=${placement.quiz}&page_size=100`))).data.results;
    expect(quiz.find(mine)).toMatchObject({ status: 'passed' });
    const assignment = (await json(await adminCall(`/api/cms/assignments/${items.assignment}/results?relation_id=${placement.assignment}&page_size=100`))).data
      .results;
    expect(assignment.find(mine)).toMatchObject({ status: 'waiting_for_review' });
    expect(assignment.find(mine).files.map((f: Loose) => f.name)).toEqual(['notes.pdf']);
    const presence = (await json(await adminCall(`/api/cms/presences/${items.presence}/attendances?schedule_id=${scheduleId}&page_size=100`))).data.results;
    expect(presence.find(mine).clock_in).toBeTruthy();
  });
});
