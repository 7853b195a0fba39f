// A course participant's status and progress follow what the learner did (issue 27 item 5, docs/decisions/0117):
// invited until they begin, confirmed once they do anything, completed once every counted content is met (a finished
// attempt or hand-in scoring at least the content's pass grade where it has one). Written through the learner calls
// and the grading call, read through the Participants call and the Participants tab.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminToken, answer, baseUrl, call, cookieFor, postForm, tokenFor } from '../../setup/http';
import { api, freshItems, newCourse, saveContents, V2 } from './helpers';

// Test answers are read loosely; each test asserts the shape it needs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const STAFF = ['admin@nusantara.example', 'editor@nusantara.example', 'rina@nusantara.example'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

let course: { id: number; quizPlacement: number; assignmentPlacement: number; assignmentId: number; learners: { id: number; label: string; detail: string }[] };

beforeAll(async () => {
  const items = await freshItems(`ps${Date.now()}`);
  const video = (await api('/api/courses/content-picker/video')).body.data.results[0];
  const id = await newCourse(`IT Status Course ${Date.now()}`);
  const saved = await saveContents(id, [
    // Nothing records a video: it does not count.
    { content_type: 'video', ref_id: video.id, title: 'Watch' },
    { content_type: 'quiz', ref_id: items.quiz, title: 'Quiz A' },
    { content_type: 'assignment', ref_id: items.assignment, title: 'Essay', settings: { pass_grade: 60 } },
  ]);
  expect(saved.status).toBe(200);
  const options = (await api(`/api/courses/${id}/invite-users?by=user&page_size=50`)).body.data.results.filter(
    (o: Loose) => !STAFF.includes(o.detail) && o.detail.endsWith('@nusantara.example'),
  );
  const learners = options.slice(0, 3);
  expect((await api(`/api/courses/${id}/invite-users`, { method: 'POST', body: { by: 'user', ids: learners.map((l: Loose) => l.id) } })).status).toBe(200);
  const contents = (await api(`${V2}/course/${id}`)).body.data.sections[0].contents;
  const placement = (title: string) => contents.find((c: Loose) => c.title === title).placement_id as number;
  course = { id, quizPlacement: placement('Quiz A'), assignmentPlacement: placement('Essay'), assignmentId: items.assignment, learners };
}, 120_000);

/** Each learner's [status, progress] on the Participants call. */
async function statuses() {
  const res = await api(`/api/courses/${course.id}/participants?page_size=10`);
  expect(res.status).toBe(200);
  const rows = res.body.data.results as { user_id: number; status: string; progress: number; invitation: string }[];
  return course.learners.map((l) => {
    const row = rows.find((r) => r.user_id === l.id)!;
    return [row.status, row.progress];
  });
}

const headers = () => ({ origin: baseUrl() });

async function startAttempt(email: string) {
  const started = await call(`/api/learner/quiz-placements/${course.quizPlacement}/attempts`, {
    method: 'POST',
    token: await tokenFor(email),
    body: {},
    headers: headers(),
  });
  expect(started.status).toBe(201);
  return ((await started.json()) as Loose).data;
}

async function submitAttempt(email: string, attempt: Loose) {
  const answers = attempt.questions.map((x: Loose) => ({ question_id: x.id, codes: ['A'] }));
  const res = await call(`/api/learner/quiz-attempts/${attempt.id}/submit`, {
    method: 'POST',
    token: await tokenFor(email),
    body: { answers },
    headers: headers(),
  });
  expect(res.status).toBe(200);
}

async function handIn(email: string) {
  const res = await postForm(`/api/learner/assignment-placements/${course.assignmentPlacement}/submissions`, await tokenFor(email), [
    { name: 'files[]', value: PDF, filename: 'essay.pdf' },
  ]);
  expect(res.status).toBe(201);
}

async function grade(userId: number, score: number) {
  const token = await adminToken();
  const results = (await answer(`/api/cms/assignments/${course.assignmentId}/results?relation_id=${course.assignmentPlacement}&page_size=100`, { token })).body
    .data.results as { id: number | null; email: string }[];
  const email = course.learners.find((l) => l.id === userId)!.detail;
  const row = results.find((r) => r.email === email)!;
  const res = await answer(`/api/cms/assignments/${course.assignmentId}/results/grade`, { method: 'PATCH', token, body: { data: [{ id: row.id, score }] } });
  expect(res.status).toBe(200);
}

describe('course participant status follows the learner', () => {
  it('moves invited → confirmed → completed as the learner writes progress, with the progress beside it', async () => {
    const [first, second, third] = course.learners;
    expect(await statuses()).toEqual([
      ['invited', 0],
      ['invited', 0],
      ['invited', 0],
    ]);

    // Beginning an attempt confirms: nothing is met yet.
    const attempt = await startAttempt(first.detail);
    expect((await statuses())[0]).toEqual(['confirmed', 0]);
    // A handed-in attempt meets the quiz (no pass grade on it): one of the two counted contents.
    await submitAttempt(first.detail, attempt);
    expect((await statuses())[0]).toEqual(['confirmed', 50]);
    // The hand-in waits for a grade: the content's pass grade (60) is not met yet.
    await handIn(first.detail);
    expect((await statuses())[0]).toEqual(['confirmed', 50]);
    await grade(first.id, 80);
    expect((await statuses())[0]).toEqual(['completed', 100]);

    // Below the pass grade the assignment is not met; a hand-in alone confirms.
    await handIn(second.detail);
    await grade(second.id, 40);
    expect(await statuses()).toEqual([
      ['completed', 100],
      ['confirmed', 0],
      ['invited', 0],
    ]);
    // A regrade at the pass grade and a finished quiz complete the course.
    await grade(second.id, 60);
    await submitAttempt(second.detail, await startAttempt(second.detail));
    expect((await statuses())[1]).toEqual(['completed', 100]);
    expect((await statuses())[2]).toEqual(['invited', 0]);
    expect(third).toBeTruthy();
  });

  it('shows the status on the Participants tab', async () => {
    const page = await call(`/course/detail/${course.id}?tab=participants`, { cookie: await cookieFor(ADMIN) });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<th scope="col">Status</th>');
    const rowOf = (label: string) => html.slice(html.indexOf(`<td>${label}</td>`), html.indexOf('</tr>', html.indexOf(`<td>${label}</td>`)));
    expect(rowOf(course.learners[0].label)).toContain('>Completed<');
    expect(rowOf(course.learners[2].label)).toContain('>Invited<');
  });

  it('shows the demo courses with participants in each status, consistently with their progress', async () => {
    const row = (await api(`${V2}/courses?keyword=New%20Manager%20Essentials`)).body.data.results[0];
    const people = (await api(`/api/courses/${row.id}/participants?page_size=100`)).body.data.results as { status: string; progress: number }[];
    const seen = new Set(people.map((p) => p.status));
    expect(seen).toEqual(new Set(['invited', 'confirmed', 'completed']));
    for (const p of people) {
      if (p.status === 'completed') expect(p.progress).toBe(100);
      if (p.status === 'invited') expect(p.progress).toBe(0);
      if (p.status === 'confirmed') expect(p.progress).toBeLessThan(100);
    }
  });
});
