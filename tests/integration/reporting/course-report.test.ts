// The course report (issue 32, docs/decisions/0135): its figures are read from the learners' real results (a quiz
// attempt, a graded hand-in), checked against a fixture computed by hand; filters, the detail's learners, the xlsx read
// back, and the guards (no key: 403; another organisation's course: 404).
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { acmeToken, adminToken, answer, baseUrl, call, EDITOR, postForm, tokenFor, ACME_HOST, type Loose } from '../../setup/http';
import { api, freshItems, newCourse, saveContents, V2 } from '../course/helpers';

const R = '/api/reporting/course-report';
const STAFF = ['admin@nusantara.example', 'editor@nusantara.example', 'rina@nusantara.example'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const stamp = `${Date.now()}`;
const title = `=IT Report Course ${stamp}`;
const headers = () => ({ origin: baseUrl() });
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const shift = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let course: { id: number; quiz: number; assignment: number; assignmentId: number; learners: { id: number; detail: string }[] };

async function handIn(email: string) {
  const res = await postForm(`/api/learner/assignment-placements/${course.assignment}/submissions`, await tokenFor(email), [
    { name: 'files[]', value: PDF, filename: 'essay.pdf' },
  ]);
  expect(res.status).toBe(201);
}

async function grade(email: string, score: number) {
  const token = await adminToken();
  const results = (await answer(`/api/cms/assignments/${course.assignmentId}/results?relation_id=${course.assignment}&page_size=100`, { token })).body.data
    .results as { id: number; email: string }[];
  const row = results.find((r) => r.email === email)!;
  expect(
    (await answer(`/api/cms/assignments/${course.assignmentId}/results/grade`, { method: 'PATCH', token, body: { data: [{ id: row.id, score }] } })).status,
  ).toBe(200);
}

async function passQuiz(email: string) {
  const token = await tokenFor(email);
  const started = await call(`/api/learner/quiz-placements/${course.quiz}/attempts`, { method: 'POST', token, body: {}, headers: headers() });
  expect(started.status).toBe(201);
  const attempt = ((await started.json()) as Loose).data;
  const answers = attempt.questions.map((x: Loose) => ({ question_id: x.id, codes: ['A'] }));
  const res = await call(`/api/learner/quiz-attempts/${attempt.id}/submit`, { method: 'POST', token, body: { answers }, headers: headers() });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  const items = await freshItems(`rep${stamp}`);
  const id = await newCourse(title);
  expect(
    (
      await saveContents(id, [
        { content_type: 'quiz', ref_id: items.quiz, title: 'Quiz A' },
        { content_type: 'assignment', ref_id: items.assignment, title: 'Essay', settings: { pass_grade: 60 } },
      ])
    ).status,
  ).toBe(200);
  const options = (await api(`/api/courses/${id}/invite-users?by=user&page_size=50`)).body.data.results.filter(
    (o: Loose) => !STAFF.includes(o.detail) && o.detail.endsWith('@nusantara.example'),
  );
  const learners = options.slice(0, 3);
  expect((await api(`/api/courses/${id}/invite-users`, { method: 'POST', body: { by: 'user', ids: learners.map((l: Loose) => l.id) } })).status).toBe(200);
  const contents = (await api(`${V2}/course/${id}`)).body.data.sections[0].contents;
  const placement = (t: string) => contents.find((c: Loose) => c.title === t).placement_id as number;
  course = { id, quiz: placement('Quiz A'), assignment: placement('Essay'), assignmentId: items.assignment, learners };
  const [first, second] = learners;
  // First: the quiz (100) and the essay graded 80 → completed, average 90. Second: the essay graded 40 (below the pass
  // grade) → in progress, average 40. Third: nothing → not started.
  await passQuiz(first.detail);
  await handIn(first.detail);
  await grade(first.detail, 80);
  await handIn(second.detail);
  await grade(second.detail, 40);
}, 180_000);

const listRow = async (query = '') => {
  const res = await api(`${R}?keyword=${encodeURIComponent(`IT Report Course ${stamp}`)}${query}`);
  expect(res.status).toBe(200);
  return res.body.data.results as Loose[];
};

describe('course report', () => {
  it('lists the course with the figures its learners’ results give', async () => {
    const [row] = await listRow();
    expect(row).toMatchObject({ id: course.id, title, status: 'draft', participants: 3, completed: 1, completion_rate: 33.3, average_score: 65 });
  });

  it('filters by course status, category, enrolment dates and division', async () => {
    expect(await listRow('&status=published')).toEqual([]);
    expect(await listRow('&status=draft')).toHaveLength(1);
    const cats = (await api('/api/categories?page_size=50')).body.data.results as { id: number }[];
    const [mine] = await listRow();
    // The course is in the first category (the helpers' newCourse): another category leaves it out.
    expect(await listRow(`&category_id=${cats[0].id}`)).toHaveLength(1);
    expect(await listRow(`&category_id=${cats[1].id}`)).toEqual([]);
    expect(mine.participants).toBe(3);
    // Everyone was enrolled today (Jakarta): a range that ends yesterday counts no one; one that holds today counts all.
    expect((await listRow(`&end_date=${shift(today(), -1)}`))[0]).toMatchObject({ participants: 0, completed: 0, completion_rate: 0, average_score: null });
    expect((await listRow(`&start_date=${today()}&end_date=${today()}`))[0]).toMatchObject({ participants: 3, completed: 1 });
    // A start after the end is refused in the report's words.
    const bad = await api(`${R}?start_date=${today()}&end_date=${shift(today(), -1)}`);
    expect(bad.status).toBe(400);
    // The first learner's division counts only the learners of that division.
    const person = (await api(`/api/cms/users/${course.learners[0].id}`)).body.data;
    const division = person.division as { id: number; name: string };
    const all = (await api(`${R}/${course.id}/learners?page_size=10`)).body.data.results as Loose[];
    const inDivision = all.filter((l) => l.division === division.name).map((l) => l.user_id);
    const learners = (await api(`${R}/${course.id}/learners?division_id=${division.id}&page_size=10`)).body.data.results as Loose[];
    expect(learners.map((l) => l.user_id)).toEqual(inDivision);
    expect(inDivision).toContain(course.learners[0].id);
    expect((await listRow(`&division_id=${division.id}`))[0].participants).toBe(inDivision.length);
    const company = person.company as { id: number; name: string };
    const inCompany = all.filter((l) => l.company === company.name).map((l) => l.user_id);
    expect(inCompany).toContain(course.learners[0].id);
    expect((await listRow(`&company_id=${company.id}`))[0].participants).toBe(inCompany.length);
  });

  it('details the course: figures, charts and per-learner rows with search, status filter, sorting and paging', async () => {
    const answered = await api(`${R}/${course.id}`);
    expect(answered.body).toMatchObject({ success: true });
    const detail = answered.body.data;
    expect(detail.figures).toEqual({ participants: 3, completed: 1, completion_rate: 33.3, average_score: 65 });
    expect(detail.completion_over_time).toHaveLength(1);
    expect(detail.completion_over_time[0].value).toBe(1);
    const bands = Object.fromEntries(detail.score_distribution.map((p: Loose) => [p.label, p.value]));
    expect(bands).toMatchObject({ '90–100': 1, '40–49': 1, '0–9': 0 });

    const [first, second, third] = course.learners;
    const rows = (await api(`${R}/${course.id}/learners?order_by=average_score&order_type=desc`)).body.data;
    expect(rows.pagination.total_data).toBe(3);
    expect(rows.results.map((r: Loose) => [r.user_id, r.status, r.progress, r.average_score])).toEqual([
      [first.id, 'completed', 100, 90],
      [second.id, 'in_progress', 0, 40],
      [third.id, 'not_started', 0, null],
    ]);
    expect(rows.results[0].completed_at).not.toBeNull();
    expect(rows.results[1].completed_at).toBeNull();

    const completed = (await api(`${R}/${course.id}/learners?status=completed`)).body.data.results;
    expect(completed.map((r: Loose) => r.user_id)).toEqual([first.id]);
    const searched = (await api(`${R}/${course.id}/learners?keyword=${encodeURIComponent(second.detail)}`)).body.data.results;
    expect(searched.map((r: Loose) => r.user_id)).toEqual([second.id]);
    const paged = (await api(`${R}/${course.id}/learners?page=2&page_size=2&order_by=average_score&order_type=desc`)).body.data;
    expect(paged.results.map((r: Loose) => r.user_id)).toEqual([third.id]);
    expect(paged.pagination).toMatchObject({ current_page: 2, total_pages: 2, total_data: 3 });
  });

  it('downloads the filtered report and its learners as xlsx: ids as text, dates as date cells, formula-like text as text', async () => {
    const res = await call(`${R}/download?keyword=${encodeURIComponent(`IT Report Course ${stamp}`)}`, { token: await adminToken() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Course ID',
      'Title',
      'Category',
      'Status',
      'Created (Asia/Jakarta)',
      'Participants',
      'Completed',
      'Completion Rate (%)',
      'Average Score',
    ]);
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(String(course.id));
    expect(row.getCell(2).value).toBe(title);
    expect(row.getCell(2).formula).toBeUndefined();
    expect(row.getCell(4).value).toBe('Draft');
    expect(row.getCell(5).value).toBeInstanceOf(Date);
    expect([6, 7, 8, 9].map((i) => row.getCell(i).value)).toEqual([3, 1, 33.3, 65]);

    const learners = await call(`${R}/${course.id}/learners/download?status=completed`, { token: await adminToken() });
    expect(learners.status).toBe(200);
    const lbook = new ExcelJS.Workbook();
    await lbook.xlsx.load(Buffer.from(await learners.arrayBuffer()) as unknown as ArrayBuffer);
    const ls = lbook.worksheets[0];
    expect(ls.rowCount).toBe(2);
    expect(ls.getRow(2).getCell(1).value).toBe(String(course.learners[0].id));
    expect(ls.getRow(2).getCell(7).value).toBe('Completed');
    expect(ls.getRow(2).getCell(8).value).toBe(100);
    expect(ls.getRow(2).getCell(9).value).toBe(90);
    expect(ls.getRow(2).getCell(6).value).toBeInstanceOf(Date);
    expect(ls.getRow(2).getCell(10).value).toBeInstanceOf(Date);
  });

  it('answers 403 to a user without the report’s key and 404 for another organisation’s course', async () => {
    const token = await tokenFor(EDITOR);
    for (const path of [R, `${R}/download`, `${R}/${course.id}`, `${R}/${course.id}/learners`, `${R}/${course.id}/learners/download`])
      expect((await call(path, { token })).status).toBe(403);
    const acme = await acmeToken();
    for (const path of [`${R}/${course.id}`, `${R}/${course.id}/learners`, `${R}/${course.id}/learners/download`])
      expect((await call(path, { token: acme, host: ACME_HOST })).status).toBe(404);
    // Nor does the other organisation's list show it.
    const theirs = (await answer(`${R}?keyword=${encodeURIComponent(stamp)}`, { token: acme, host: ACME_HOST })).body.data.results;
    expect(theirs).toEqual([]);
  });
});
