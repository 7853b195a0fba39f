// The program report (issue 32, docs/decisions/0155): its figures are read from the invited learners' real results on
// the contents placed in their own batch (quiz attempts), checked against a fixture computed by hand; the waiting
// list counted apart; filters, the detail's batches and learners, the xlsx read back, and the guards (no key: 403;
// another organisation's program: 404).
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { acmeToken, ACME_HOST, adminCall, adminToken, answer, baseUrl, call, EDITOR, json, tokenFor, type Loose } from '../../setup/http';
import { created, uniqueCode } from '../directory/helpers';
import { createQuiz, Q } from '../quiz/helpers';
import { createUser, signIn, STRONG } from '../user/helpers';

const R = '/api/reporting/program-report';
const P = '/api/programs';
const stamp = `${Date.now()}`;
const title = `=IT Report Program ${stamp}`;
const day = (n: number) => new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
const headers = () => ({ origin: baseUrl() });

let program: number;
let batchNorth: number;
let batchSouth: number;
let people: Loose[];

async function send(method: 'POST' | 'PUT', path: string, body: unknown, status = 200) {
  const res = await adminCall(path, { method, body });
  if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await json(res)).data;
}

/** One attempt of a placed quiz, every answer right (score 100) or none given (score 0); answers the score. */
async function takeQuiz(person: Loose, placement: number, right: boolean) {
  const token = ((await (await signIn(person.email, STRONG)).json()) as Loose).data.token as string;
  const started = await call(`/api/learner/quiz-placements/${placement}/attempts`, { method: 'POST', token, body: {}, headers: headers() });
  expect(started.status).toBe(201);
  const attempt = ((await started.json()) as Loose).data;
  const answers = right ? attempt.questions.map((x: Loose) => ({ question_id: x.id, codes: [x.question_type === 'true_false' ? 'A' : 'B'] })) : [];
  const res = await call(`/api/learner/quiz-attempts/${attempt.id}/submit`, { method: 'POST', token, body: { answers }, headers: headers() });
  expect(res.status).toBe(200);
  return ((await res.json()) as Loose).data.score as number;
}

beforeAll(async () => {
  const token = await adminToken();
  const category_id = (await json(await adminCall('/api/categories/options'))).data[0].value as number;
  program = (await send('POST', P, { title, category_id, level: 'advanced', thumbnail_default: 1, status: 'publish' }, 201)).id;
  const north = await created('/api/companies', { company_code: uniqueCode('RPN'), company_name: `Report North ${stamp}` });
  const south = await created('/api/companies', { company_code: uniqueCode('RPS'), company_name: `Report South ${stamp}` });
  const batch = async (t: string, company_id: number, capacity: number) =>
    (await send('POST', `${P}/${program}/batch`, { title: t, company_id, start_date: day(-1), end_date: day(30), capacity }, 201)).id as number;
  batchNorth = await batch('North Cohort', north, 2);
  batchSouth = await batch('South Cohort', south, 5);
  const quizA = await createQuiz(token, { title: `IT Report Quiz A ${stamp}` });
  const quizB = await createQuiz(token, { title: `IT Report Quiz B ${stamp}` });
  await send('PUT', `${P}/${program}/contents`, {
    days: [
      { sections: [{ title: 'Opening', contents: [{ type: 'quiz', id: quizA }] }] },
      { sections: [{ title: 'Closing', contents: [{ type: 'quiz', id: quizB }] }] },
    ],
  });
  people = [];
  for (const [n, company_id] of [
    [1, north],
    [2, north],
    [3, north],
    [4, south],
  ])
    people.push(await createUser({ full_name: `Report Learner ${n} ${stamp}`, company_id, password: STRONG }));
  // North seats two: the third waits. South seats its one.
  expect(await send('POST', `${P}/${program}/batch/${batchNorth}/invite-users`, { user_ids: people.slice(0, 3).map((p) => p.id) })).toMatchObject({
    invited: 2,
  });
  await send('POST', `${P}/${program}/batch/${batchSouth}/invite-users`, { user_ids: [people[3].id] });
  const placementOf = async (quiz: number, batchTitle: string) =>
    ((await json(await adminCall(`${Q}/${quiz}/associates`))).data.results as Loose[]).find((r) => r.batch_title === batchTitle).relation_id as number;
  // p0: both quizzes at 100 → completed, average 100. p1: quiz A with nothing answered (0, no pass grade: met) →
  // in progress, average 0. p2: waiting. p3 (south): nothing → not started.
  expect(await takeQuiz(people[0], await placementOf(quizA, 'North Cohort'), true)).toBe(100);
  expect(await takeQuiz(people[0], await placementOf(quizB, 'North Cohort'), true)).toBe(100);
  expect(await takeQuiz(people[1], await placementOf(quizA, 'North Cohort'), false)).toBe(0);
}, 180_000);

const listRow = async (query = '') => {
  const res = await answer(`${R}?keyword=${encodeURIComponent(`IT Report Program ${stamp}`)}${query}`, { token: await adminToken() });
  expect(res.status).toBe(200);
  return res.body.data.results as Loose[];
};

describe('program report', () => {
  it('lists the program with the figures its learners’ results give', async () => {
    const [row] = await listRow();
    expect(row).toMatchObject({
      id: program,
      title,
      level: 'advanced',
      status: 'publish',
      batches: 2,
      invited: 3,
      waiting: 1,
      completed: 1,
      completion_rate: 33.3,
      average_score: 50,
    });
  });

  it('filters by level, status, invitation dates and company; bad filters are 400s', async () => {
    expect(await listRow('&level=fundamental')).toEqual([]);
    expect(await listRow('&level=advanced&status=publish')).toHaveLength(1);
    expect(await listRow('&status=draft')).toEqual([]);
    expect((await listRow(`&end_date=${day(-1)}`))[0]).toMatchObject({
      batches: 2,
      invited: 0,
      waiting: 0,
      completed: 0,
      completion_rate: 0,
      average_score: null,
    });
    expect((await listRow(`&start_date=${day(0)}&end_date=${day(0)}`))[0]).toMatchObject({ invited: 3, waiting: 1, completed: 1 });
    expect((await listRow(`&company_id=${people[3].company.id}`))[0]).toMatchObject({ invited: 1, waiting: 0, completed: 0, average_score: null });
    const token = await adminToken();
    const bad = await answer(`${R}?start_date=${day(0)}&end_date=${day(-1)}`, { token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('End date must be on or after the start date');
    expect((await answer(`${R}?level=expert`, { token })).status).toBe(400);
    expect((await answer(`${R}/${program}/learners?status=done`, { token })).status).toBe(400);
  });

  it('details the program: figures, completion per batch, completions by week, learners by batch and status', async () => {
    const detail = (await json(await adminCall(`${R}/${program}`))).data;
    expect(detail.figures).toEqual({ batches: 2, invited: 3, waiting: 1, completed: 1, completion_rate: 33.3, average_score: 50 });
    expect(detail.batches.map((b: Loose) => [b.title, b.company, b.invited, b.completed, b.completion_rate])).toEqual([
      ['North Cohort', `Report North ${stamp}`, 2, 1, 50],
      ['South Cohort', `Report South ${stamp}`, 1, 0, 0],
    ]);
    expect(detail.completion_over_time).toHaveLength(1);
    expect(detail.completion_over_time[0].value).toBe(1);

    const rows = (await json(await adminCall(`${R}/${program}/learners?order_by=progress&order_type=desc`))).data;
    expect(rows.pagination.total_data).toBe(3);
    const by = Object.fromEntries(rows.results.map((r: Loose) => [r.user_id, [r.batch, r.status, r.met, r.contents, r.progress, r.average_score]]));
    expect(by).toEqual({
      [people[0].id]: ['North Cohort', 'completed', 2, 2, 100, 100],
      [people[1].id]: ['North Cohort', 'in_progress', 1, 2, 50, 0],
      [people[3].id]: ['South Cohort', 'not_started', 0, 2, 0, null],
    });
    expect(rows.results.map((r: Loose) => r.user_id)).toEqual([people[0].id, people[1].id, people[3].id]);
    expect(rows.results[0].completed_at).not.toBeNull();
    const only = async (q: string) => (await json(await adminCall(`${R}/${program}/learners?${q}`))).data.results.map((r: Loose) => r.user_id);
    expect(await only(`batch_id=${batchSouth}`)).toEqual([people[3].id]);
    expect(await only('status=in_progress')).toEqual([people[1].id]);
    expect(await only(`keyword=${encodeURIComponent(people[0].email)}`)).toEqual([people[0].id]);
    expect(await only('page=2&page_size=2&order_by=progress&order_type=desc')).toEqual([people[3].id]);
  });

  it('downloads the filtered report and its learners as xlsx', async () => {
    const res = await call(`${R}/download?keyword=${encodeURIComponent(`IT Report Program ${stamp}`)}`, { token: await adminToken() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(6).value).toBe('Created (Asia/Jakarta)');
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(String(program));
    expect(row.getCell(2).value).toBe(title);
    expect(row.getCell(2).formula).toBeUndefined();
    expect([4, 5].map((i) => row.getCell(i).value)).toEqual(['Advanced', 'Publish']);
    expect(row.getCell(6).value).toBeInstanceOf(Date);
    expect([7, 8, 9, 10, 11, 12].map((i) => row.getCell(i).value)).toEqual([2, 3, 1, 1, 33.3, 50]);

    const learners = await call(`${R}/${program}/learners/download?status=completed`, { token: await adminToken() });
    expect(learners.status).toBe(200);
    const lbook = new ExcelJS.Workbook();
    await lbook.xlsx.load(Buffer.from(await learners.arrayBuffer()) as unknown as ArrayBuffer);
    const ls = lbook.worksheets[0];
    expect(ls.rowCount).toBe(2);
    const l = ls.getRow(2);
    expect(l.getCell(1).value).toBe(String(people[0].id));
    expect(l.getCell(6).value).toBe('North Cohort');
    expect(l.getCell(7).value).toBeInstanceOf(Date);
    expect([8, 9, 10, 11, 12].map((i) => l.getCell(i).value)).toEqual([2, 2, 100, 100, 'Completed']);
    expect(l.getCell(13).value).toBeInstanceOf(Date);
  });

  it('answers 403 to a user without the report’s key and 404 for another organisation’s program', async () => {
    const token = await tokenFor(EDITOR);
    for (const path of [R, `${R}/download`, `${R}/${program}`, `${R}/${program}/learners`, `${R}/${program}/learners/download`])
      expect((await call(path, { token })).status).toBe(403);
    const acme = await acmeToken();
    for (const path of [`${R}/${program}`, `${R}/${program}/learners`, `${R}/${program}/learners/download`])
      expect((await call(path, { token: acme, host: ACME_HOST })).status).toBe(404);
    expect((await answer(`${R}?keyword=${encodeURIComponent(stamp)}`, { token: acme, host: ACME_HOST })).body.data.results).toEqual([]);
    expect((await call(`${R}/999999999`, { token: await adminToken() })).status).toBe(404);
  });
});
