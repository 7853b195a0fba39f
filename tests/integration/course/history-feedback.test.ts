import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, baseUrl, call, cookieFor, tokenFor } from '../../setup/http';
import { q } from '../../../src/features/quiz/testing';
import { api, freshItems, newCourse, V2 } from './helpers';

// Test answers are read loosely; each test asserts the shape it needs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const STAFF = ['admin@nusantara.example', 'editor@nusantara.example', 'rina@nusantara.example'];

/** A learner answers the quiz placed at `placementId` (start, then submit), with the answers `answer` gives. */
async function take(email: string, placementId: number, answer: (question: Loose) => Record<string, unknown>) {
  const token = await tokenFor(email);
  const headers = { origin: baseUrl() };
  const started = await call(`/api/learner/quiz-placements/${placementId}/attempts`, { method: 'POST', token, body: {}, headers });
  if (started.status !== 201) throw new Error(`start: ${started.status} ${await started.text()}`);
  const attempt = ((await started.json()) as Loose).data;
  const answers = attempt.questions.map((x: Loose) => ({ question_id: x.id, ...answer(x) }));
  const submitted = await call(`/api/learner/quiz-attempts/${attempt.id}/submit`, { method: 'POST', token, body: { answers }, headers });
  if (submitted.status !== 200) throw new Error(`submit: ${submitted.status} ${await submitted.text()}`);
}

/** A course with a quiz, a presence, an assignment, a video and a LIM 2 survey (essay and scale), and two invited learners. */
async function courseWithLearners(suffix: string) {
  const items = await freshItems(suffix);
  const survey = await api('/api/cms/v4/quizzes', {
    method: 'POST',
    body: {
      title: `Itinerary Feedback Survey ${suffix}`,
      description: '<p>How was it?</p>',
      type: 'lim',
      question_type: 'lim2',
      questions: [q.scale('The course was useful &amp; clear.', 'general', 1, 5), q.essay('What should we change?')],
    },
  });
  expect(survey.status).toBe(201);
  const video = (await api('/api/courses/content-picker/video')).body.data.results[0];
  const id = await newCourse(`IT History Course ${suffix}`);
  const saved = await api(`${V2}/course-content/${id}`, {
    method: 'PATCH',
    body: {
      restricted: false,
      sections: [
        {
          title: 'Week 1',
          contents: [
            { content_type: 'video', ref_id: video.id, title: 'Watch' },
            { content_type: 'quiz', ref_id: items.quiz, title: 'Quiz A' },
            // A presence in a course has its own schedule (docs/decisions/0115).
            {
              content_type: 'presence',
              ref_id: items.presence,
              title: 'Check-in',
              settings: { schedule_start: '2031-07-03T09:00:00+07:00', schedule_end: '2031-07-03T11:00:00+07:00' },
            },
            { content_type: 'assignment', ref_id: items.assignment, title: 'Essay' },
          ],
        },
        { title: 'Wrap-up', contents: [{ content_type: 'lim2', ref_id: survey.body.data.id, title: 'Feedback' }] },
      ],
    },
  });
  expect(saved.status).toBe(200);
  const options = (await api(`/api/courses/${id}/invite-users?by=user&page_size=50`)).body.data.results.filter(
    (o: Loose) => !STAFF.includes(o.detail) && o.detail.endsWith('.example'),
  );
  const learners = options.slice(0, 2) as { id: number; label: string; detail: string }[];
  expect((await api(`/api/courses/${id}/invite-users`, { method: 'POST', body: { by: 'user', ids: learners.map((l) => l.id) } })).status).toBe(200);
  const detail = (await api(`${V2}/course/${id}`)).body.data;
  const placement = (title: string) => detail.sections.flatMap((s: Loose) => s.contents).find((c: Loose) => c.title === title).placement_id as number;
  return { id, learners, quizPlacement: placement('Quiz A'), surveyPlacement: placement('Feedback'), surveyId: survey.body.data.id as number };
}

let course: Awaited<ReturnType<typeof courseWithLearners>>;
beforeAll(async () => {
  course = await courseWithLearners(`h${Date.now()}`);
  const [first, second] = course.learners;
  await take(first.detail, course.quizPlacement, (x) => (x.question_type === 'true_false' ? { codes: ['A'] } : {}));
  await take(first.detail, course.surveyPlacement, (x) => (x.question_type === 'essay' ? { text: 'More exercises, please' } : { value: 4 }));
  await take(second.detail, course.surveyPlacement, (x) => (x.question_type === 'essay' ? { text: 'Shorter videos' } : { value: 5 }));
}, 120_000);

describe('course user history', () => {
  it("lists each participant with what they did in the course's contents, 10 a page, searchable by name", async () => {
    const res = await api(`/api/courses/${course.id}/user-history`);
    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toMatchObject({ current_page: 1, total_data: 2 });
    const [first, second] = course.learners;
    const mine = res.body.data.results.find((r: Loose) => r.user_id === first.id);
    expect(mine.contents.map((c: Loose) => [c.title, c.state])).toEqual([
      ['Watch', 'not_recorded'],
      ['Quiz A', 'finished'],
      ['Check-in', 'not_started'],
      ['Essay', 'not_started'],
      ['Feedback', 'finished'],
    ]);
    const quiz = mine.contents[1];
    expect(quiz).toMatchObject({ attempts: 1, result: 'passed', score: 100 });
    expect(quiz.last_at).toBeTruthy();
    expect(mine.started_at).toBeTruthy();
    expect(mine.finished_at).toBeNull();
    const theirs = res.body.data.results.find((r: Loose) => r.user_id === second.id);
    expect(theirs.contents[1]).toMatchObject({ state: 'not_started', attempts: 0, score: null });

    const found = await api(`/api/courses/${course.id}/user-history?keyword=${encodeURIComponent(second.label)}`);
    expect(found.body.data.results.map((r: Loose) => r.user_id)).toEqual([second.id]);
    const paged = await api(`/api/courses/${course.id}/user-history?page=2&page_size=1`);
    expect(paged.body.data.pagination).toMatchObject({ current_page: 2, total_pages: 2, total_data: 2 });
    expect(paged.body.data.results.length).toBe(1);
  });

  it("is another organisation's 404, and checks its query", async () => {
    expect((await api(`/api/courses/${course.id}/user-history`, { acme: true })).status).toBe(404);
    expect((await api(`/api/courses/${course.id}/user-history?page=0`)).status).toBe(400);
    expect((await api('/api/courses/99999999/user-history')).status).toBe(404);
    expect((await call(`/api/courses/${course.id}/user-history`)).status).toBe(401);
  });

  it('renders the tab on the server with the search and the participants', async () => {
    const page = await call(`/course/detail/${course.id}?tab=history`, { cookie: await cookieFor(ADMIN) });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(course.learners[0].label);
    expect(html).toContain('Search by name');
  });
});

describe('course feedback (LIM)', () => {
  it('lists the LIM questions of the course with their answer counts', async () => {
    const res = await api(`/api/courses/${course.id}/feedback-lim`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        title: 'Feedback',
        type_label: 'LIM 2',
        questions: [
          expect.objectContaining({ question: 'The course was useful & clear.', question_type: 'linear_scale', answers: 2 }),
          expect.objectContaining({ question: 'What should we change?', question_type: 'essay', answers: 2 }),
        ],
      }),
    ]);
  });

  it('answers the spread of a linear scale and the essay answers, paged and searchable', async () => {
    const [scale, essay] = (await api(`/api/courses/${course.id}/feedback-lim`)).body.data[0].questions;
    const detail = (await api(`/api/courses/${course.id}/feedback-lim/${scale.id}`)).body.data;
    expect(detail).toMatchObject({ total_answers: 2, average: 4.5, question: { question_type: 'linear_scale' } });
    expect(detail.distribution.map((d: Loose) => [d.value, d.answers, d.percent])).toEqual([
      [1, 0, 0],
      [2, 0, 0],
      [3, 0, 0],
      [4, 1, 50],
      [5, 1, 50],
    ]);
    const essayDetail = (await api(`/api/courses/${course.id}/feedback-lim/${essay.id}`)).body.data;
    expect(essayDetail).toMatchObject({ total_answers: 2, distribution: null, average: null });
    const answers = (await api(`/api/courses/${course.id}/feedback-lim/${essay.id}/answers`)).body.data;
    expect(answers.results.map((a: Loose) => a.answer).sort()).toEqual(['More exercises, please', 'Shorter videos']);
    const searched = (await api(`/api/courses/${course.id}/feedback-lim/${essay.id}/answers?keyword=videos`)).body.data;
    expect(searched.results.map((a: Loose) => a.answer)).toEqual(['Shorter videos']);
    const paged = (await api(`/api/courses/${course.id}/feedback-lim/${essay.id}/answers?page=2&page_size=1`)).body.data;
    expect(paged.pagination).toMatchObject({ current_page: 2, total_pages: 2, total_data: 2 });
  });

  it('downloads the answers as a spreadsheet', async () => {
    const [, essay] = (await api(`/api/courses/${course.id}/feedback-lim`)).body.data[0].questions;
    const res = await call(`/api/courses/${course.id}/feedback-lim/${essay.id}/download`, { token: await tokenFor(ADMIN) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain(`Feedback_${course.id}_${essay.id}.xlsx`);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it("writes a linear scale's answers as number cells, under a Submitted At header that names its zone (issue 27 item 10)", async () => {
    const [scale, essay] = (await api(`/api/courses/${course.id}/feedback-lim`)).body.data[0].questions;
    const sheetOf = async (questionId: number) => {
      const res = await call(`/api/courses/${course.id}/feedback-lim/${questionId}/download`, { token: await tokenFor(ADMIN) });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
      return wb.worksheets[0];
    };
    const scaleSheet = await sheetOf(scale.id);
    expect((scaleSheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Name', 'E-mail', 'Answer', 'Submitted At (Asia/Jakarta)']);
    const answers = [2, 3].map((n) => scaleSheet.getRow(n).getCell(3).value);
    expect(answers.sort()).toEqual([4, 5]);
    expect(scaleSheet.getRow(2).getCell(4).value).toBeInstanceOf(Date);
    // An essay's answer stays text.
    const essaySheet = await sheetOf(essay.id);
    expect([2, 3].map((n) => essaySheet.getRow(n).getCell(3).value).sort()).toEqual(['More exercises, please', 'Shorter videos']);
  });

  it("is a 404 for a question not in the course, another organisation's course, and an unknown id", async () => {
    const [scale] = (await api(`/api/courses/${course.id}/feedback-lim`)).body.data[0].questions;
    expect((await api(`/api/courses/${course.id}/feedback-lim/${scale.id}`, { acme: true })).status).toBe(404);
    expect((await api(`/api/courses/${course.id}/feedback-lim/${scale.id}/answers`, { acme: true })).status).toBe(404);
    expect((await api(`/api/courses/${course.id}/feedback-lim/99999999`)).status).toBe(404);
    expect((await api(`/api/courses/${course.id}/feedback-lim/abc`)).status).toBe(404);
    const quizQuestion = (await api(`/api/cms/v4/quizzes/${(await freshItems(`x${Date.now()}`)).quiz}`)).body.data.questions[0].id;
    expect((await api(`/api/courses/${course.id}/feedback-lim/${quizQuestion}`)).status).toBe(404);
    expect((await api(`/api/courses/${course.id}/feedback-lim/${scale.id}/answers?page=0`)).status).toBe(400);
  });

  it('renders the Feedback Detail page on the server, and a 404 for a question outside the course', async () => {
    const [scale] = (await api(`/api/courses/${course.id}/feedback-lim`)).body.data[0].questions;
    const cookie = await cookieFor(ADMIN);
    const page = await call(`/course/detail/${course.id}/feedback-lim/${scale.id}`, { cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('The course was useful &amp; clear.');
    expect(html).toContain('Distribution of answers');
    const missing = await call(`/course/detail/${course.id}/feedback-lim/99999999`, { cookie });
    expect(missing.status).toBe(302);
  });
});
