// The program's LIM Feedback Detail (issue 29, docs/decisions/0157): a LIM 2 survey placed in a program of two batches,
// answered by invited learners through the learner calls; the figures per batch and in all, the answers' list, the
// xlsx read back, the detail's link, and the 404s (another organisation, an unknown question, a question not placed).
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { acmeToken, ACME_HOST, adminCall, adminToken, answer, baseUrl, call, cookieFor, ADMIN, json, type Loose } from '../../setup/http';
import { q } from '../../../src/features/quiz/testing';
import { created, uniqueCode } from '../directory/helpers';
import { Q } from '../quiz/helpers';
import { createUser, signIn, STRONG } from '../user/helpers';

const P = '/api/programs';
const stamp = `${Date.now()}`;
const day = (n: number) => new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

let program: number;
let other: number;
let batchNorth: number;
let batchSouth: number;
let scale: number;
let essay: number;
let unplaced: number;
let people: Loose[];

async function send(method: 'POST' | 'PUT', path: string, body: unknown, status = 200) {
  const res = await adminCall(path, { method, body });
  if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await json(res)).data;
}

async function survey(title: string) {
  const body = {
    title,
    description: '<p>How was it?</p>',
    type: 'lim',
    question_type: 'lim2',
    questions: [q.scale('The program was useful.'), q.essay('What should we change?')],
  };
  const id = (await send('POST', Q, body, 201)).id as number;
  return { id, questions: (await json(await adminCall(`${Q}/${id}`))).data.questions as Loose[] };
}

/** A learner answers the survey placed at `placement`: the scale's value and the essay's text. */
async function take(person: Loose, placement: number, value: number, text: string) {
  const token = ((await (await signIn(person.email, STRONG)).json()) as Loose).data.token as string;
  const headers = { origin: baseUrl() };
  const started = await call(`/api/learner/quiz-placements/${placement}/attempts`, { method: 'POST', token, body: {}, headers });
  expect(started.status).toBe(201);
  const attempt = ((await started.json()) as Loose).data;
  const answers = attempt.questions.map((x: Loose) => ({ question_id: x.id, ...(x.question_type === 'essay' ? { text } : { value }) }));
  const res = await call(`/api/learner/quiz-attempts/${attempt.id}/submit`, { method: 'POST', token, body: { answers }, headers });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  await adminToken();
  const category_id = (await json(await adminCall('/api/categories/options'))).data[0].value as number;
  const newProgram = async (title: string) =>
    (await send('POST', P, { title, category_id, level: 'fundamental', thumbnail_default: 1, status: 'publish' }, 201)).id as number;
  program = await newProgram(`IT Feedback Program ${stamp}`);
  other = await newProgram(`IT Feedback Other ${stamp}`);
  const north = await created('/api/companies', { company_code: uniqueCode('FBN'), company_name: `Feedback North ${stamp}` });
  const south = await created('/api/companies', { company_code: uniqueCode('FBS'), company_name: `Feedback South ${stamp}` });
  const batch = async (t: string, company_id: number) =>
    (await send('POST', `${P}/${program}/batch`, { title: t, company_id, start_date: day(-1), end_date: day(30), capacity: 5 }, 201)).id as number;
  batchNorth = await batch('North Cohort', north);
  batchSouth = await batch('South Cohort', south);
  const placed = await survey(`IT Program Survey ${stamp}`);
  [scale, essay] = placed.questions.map((x) => x.id as number);
  unplaced = (await survey(`IT Unplaced Survey ${stamp}`)).questions[0].id;
  await send('PUT', `${P}/${program}/contents`, { days: [{ sections: [{ title: 'Closing', contents: [{ type: 'lim2', id: placed.id }] }] }] });
  people = [];
  for (const [n, company_id] of [
    [1, north],
    [2, north],
    [3, south],
  ])
    people.push(await createUser({ full_name: `Feedback Learner ${n} ${stamp}`, company_id, password: STRONG }));
  await send('POST', `${P}/${program}/batch/${batchNorth}/invite-users`, { user_ids: [people[0].id, people[1].id] });
  await send('POST', `${P}/${program}/batch/${batchSouth}/invite-users`, { user_ids: [people[2].id] });
  const placementOf = async (batchTitle: string) =>
    ((await json(await adminCall(`${Q}/${placed.id}/associates`))).data.results as Loose[]).find((r) => r.batch_title === batchTitle).relation_id as number;
  const northPlacement = await placementOf('North Cohort');
  // p0 answers 4; p1 answers 5 and leaves the essay empty (not an answer); p2 (south) answers 4.
  await take(people[0], northPlacement, 4, 'More role plays');
  await take(people[1], northPlacement, 5, '');
  await take(people[2], await placementOf('South Cohort'), 4, 'Longer sessions');
}, 180_000);

const get = async (path: string) => {
  const res = await answer(path, { token: await adminToken() });
  return res;
};

describe('program LIM feedback', () => {
  it('lists the placed survey with its questions and how many learners answered each', async () => {
    const res = await get(`${P}/${program}/feedback-lim`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        quiz_id: expect.any(Number),
        title: `IT Program Survey ${stamp}`,
        questions: [
          { id: scale, question: 'The program was useful.', question_type: 'linear_scale', answers: 3 },
          { id: essay, question: 'What should we change?', question_type: 'essay', answers: 2 },
        ],
      },
    ]);
  });

  it('spreads a scale question’s latest answers, in all and per batch', async () => {
    const all = (await get(`${P}/${program}/feedback-lim/${scale}`)).body.data;
    expect(all).toMatchObject({
      program: { id: program },
      question: { id: scale, question: 'The program was useful.', question_type: 'linear_scale' },
      batches: [
        { id: batchNorth, title: 'North Cohort' },
        { id: batchSouth, title: 'South Cohort' },
      ],
      batch_id: null,
      total_answers: 3,
      average: 4.33,
    });
    expect(all.distribution.map((d: Loose) => [d.value, d.answers, d.percent])).toEqual([
      ['1', 0, 0],
      ['2', 0, 0],
      ['3', 0, 0],
      ['4', 2, 66.7],
      ['5', 1, 33.3],
    ]);
    expect(all.distribution[0].label).toBe('Strongly disagree');
    const north = (await get(`${P}/${program}/feedback-lim/${scale}?batch_id=${batchNorth}`)).body.data;
    expect(north).toMatchObject({ batch_id: batchNorth, total_answers: 2, average: 4.5 });
    const essayDetail = (await get(`${P}/${program}/feedback-lim/${essay}`)).body.data;
    expect(essayDetail).toMatchObject({ total_answers: 2, distribution: null, average: null });
  });

  it('lists the answers with name, batch, answer and when, paged, by batch and searched', async () => {
    const res = (await get(`${P}/${program}/feedback-lim/${essay}/answers`)).body.data;
    expect(res.pagination).toMatchObject({ total_data: 2, current_page: 1 });
    expect(res.results.map((r: Loose) => [r.user_id, r.batch, r.answer])).toEqual([
      [people[0].id, 'North Cohort', 'More role plays'],
      [people[2].id, 'South Cohort', 'Longer sessions'],
    ]);
    expect(res.results[0].submitted_at).toBeTruthy();
    const paged = (await get(`${P}/${program}/feedback-lim/${scale}/answers?page=2&page_size=2`)).body.data;
    expect(paged.pagination).toMatchObject({ total_data: 3, total_pages: 2, current_page: 2 });
    expect(paged.results.map((r: Loose) => r.user_id)).toEqual([people[2].id]);
    const south = (await get(`${P}/${program}/feedback-lim/${scale}/answers?batch_id=${batchSouth}`)).body.data;
    expect(south.results.map((r: Loose) => [r.user_id, r.answer])).toEqual([[people[2].id, '4']]);
    const found = (await get(`${P}/${program}/feedback-lim/${essay}/answers?keyword=role`)).body.data;
    expect(found.results.map((r: Loose) => r.user_id)).toEqual([people[0].id]);
    const bad = await get(`${P}/${program}/feedback-lim/${scale}/answers?batch_id=999999999`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Choose a batch of this program that holds the survey');
  });

  it('downloads the answers of a batch as xlsx', async () => {
    const res = await call(`${P}/${program}/feedback-lim/${scale}/download?batch_id=${batchNorth}`, { token: await adminToken() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'E-mail', 'Batch', 'Answer', 'Submitted At (Asia/Jakarta)']);
    expect(sheet.rowCount).toBe(3);
    const rows = [2, 3].map((i) => sheet.getRow(i));
    expect(rows.map((r) => [r.getCell(1).value, r.getCell(3).value, r.getCell(4).value])).toEqual([
      [`Feedback Learner 1 ${stamp}`, 'North Cohort', 4],
      [`Feedback Learner 2 ${stamp}`, 'North Cohort', 5],
    ]);
    expect(rows[0].getCell(5).value).toBeInstanceOf(Date);
  });

  it('renders the page and links it from the program detail', async () => {
    const cookie = await cookieFor(ADMIN);
    const detail = await (await call(`/program/detail/${program}`, { cookie })).text();
    expect(detail).toContain(`href="/program/detail/${program}/feedback-lim/${scale}"`);
    const res = await call(`/program/detail/${program}/feedback-lim/${scale}?batch_id=${batchSouth}`, { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('The program was useful.');
    expect(html).toContain(`Feedback Learner 3 ${stamp}`);
    expect(html).not.toContain(`Feedback Learner 1 ${stamp}`);
    expect(html).toContain(`/api/programs/${program}/feedback-lim/${scale}/download?batch_id=${batchSouth}`);
  });

  it('answers 404 for another organisation’s program, an unknown question and a question not placed in the program', async () => {
    const token = await adminToken();
    for (const path of [
      `${P}/${program}/feedback-lim/999999999`,
      `${P}/${program}/feedback-lim/${unplaced}`,
      `${P}/${other}/feedback-lim/${scale}`,
      `${P}/${other}/feedback-lim/${scale}/answers`,
      `${P}/${other}/feedback-lim/${scale}/download`,
      `${P}/999999999/feedback-lim`,
    ])
      expect((await call(path, { token })).status, path).toBe(404);
    const acme = await acmeToken();
    for (const path of [`${P}/${program}/feedback-lim`, `${P}/${program}/feedback-lim/${scale}`, `${P}/${program}/feedback-lim/${scale}/answers`])
      expect((await call(path, { token: acme, host: ACME_HOST })).status, path).toBe(404);
    const cookie = await cookieFor(ADMIN);
    for (const path of [`/program/detail/${other}/feedback-lim/${scale}`, `/program/detail/${program}/feedback-lim/${unplaced}`]) {
      const res = await call(path, { cookie });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/pages/error-404');
    }
  });
});
