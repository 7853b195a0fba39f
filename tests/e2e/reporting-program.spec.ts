// The program report (issue 32, docs/decisions/0155): a program with two contents and a batch is made through the API,
// one learner completes both quizzes; the report opens with a filter kept in the address and downloads (the xlsx read
// back); the detail shows the server-drawn charts with their title, description and table; axe on both screens.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { request as http, type APIRequestContext, type Download } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const PASSWORD = 'Mangga-Harum-77-Biru';

async function readBook(download: Download) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  return book.worksheets[0];
}

/** A JSON call with a bearer token (the API's own callers), failing loudly on an unexpected status. */
function caller(app: APIRequestContext, token: string, origin: string) {
  return async (method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown, status = [200, 201]) => {
    const res = await app.fetch(path, { method, data, headers: { authorization: `Bearer ${token}`, origin } });
    if (!status.includes(res.status())) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()).data;
  };
}

async function signIn(app: APIRequestContext, username: string, password: string) {
  const res = await app.post('/api/v3/cms/auth/login', { data: { username, password, org_code: demo.orgCode } });
  return (await res.json()).data.token as string;
}

const quiz = (title: string) => ({
  title,
  description: '<p>About</p>',
  type: 'quiz',
  question_type: 'Combine',
  questions: [
    {
      question: '<p>Sky is blue</p>',
      question_type: 'true_false',
      score: 100,
      options: [
        { code: 'A', no: 1, label: 'True', is_correct: true },
        { code: 'B', no: 2, label: 'False', is_correct: false },
      ],
    },
  ],
});

test('the program report: a level filter, the download, a program’s figures, charts and learners', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now()}`;
  const title = `E2E Leadership Track ${stamp}`;
  const app = await http.newContext({ baseURL });
  const admin = caller(app, await signIn(app, demo.accounts[0].email, demo.password), baseURL!);
  const day = (n: number) => new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

  const category_id = (await admin('GET', '/api/categories/options'))[0].value as number;
  const program = (await admin('POST', '/api/programs', { title, category_id, level: 'advanced', thumbnail_default: 2, status: 'publish' })).id as number;
  const company_id = (await admin('POST', '/api/companies', { company_code: `E2P${stamp.slice(-7)}`, company_name: `E2E Program Company ${stamp}` })).id;
  const batch = (await admin('POST', `/api/programs/${program}/batch`, { title: 'Jakarta Cohort', company_id, start_date: day(-1), end_date: day(60) })).id;
  const quizzes = [
    (await admin('POST', '/api/cms/v4/quizzes', quiz(`E2E Program Quiz A ${stamp}`))).id as number,
    (await admin('POST', '/api/cms/v4/quizzes', quiz(`E2E Program Quiz B ${stamp}`))).id as number,
  ];
  await admin('PUT', `/api/programs/${program}/contents`, {
    days: quizzes.map((id, i) => ({ sections: [{ title: `Part ${i + 1}`, contents: [{ type: 'quiz', id }] }] })),
  });
  const learners: { id: number; email: string }[] = [];
  for (const n of [1, 2]) {
    const email = `e2e-program-${n}-${stamp}@people.test`;
    const nik = `77${stamp.slice(-8)}${n}`;
    const made = await admin('POST', '/api/cms/users', { full_name: `Program Learner ${n}`, email, nik, password: PASSWORD, company_id });
    learners.push({ id: made.id, email });
  }
  await admin('POST', `/api/programs/${program}/batch/${batch}/invite-users`, { user_ids: learners.map((l) => l.id) });
  // The first learner takes both quizzes right: they complete the program. The second does nothing.
  const learner = caller(app, await signIn(app, learners[0].email, PASSWORD), baseURL!);
  for (const id of quizzes) {
    const [placed] = (await admin('GET', `/api/cms/v4/quizzes/${id}/associates`)).results as { relation_id: number }[];
    const attempt = await learner('POST', `/api/learner/quiz-placements/${placed.relation_id}/attempts`, {});
    const answers = attempt.questions.map((q: { id: number }) => ({ question_id: q.id, codes: ['A'] }));
    expect((await learner('POST', `/api/learner/quiz-attempts/${attempt.id}/submit`, { answers })).score).toBe(100);
  }
  await app.dispose();

  await login(page, demo.accounts[0].email);
  await page.goto('/reporting/program-report');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Program Report');
  await waitForHydration(page);
  await page.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'Advanced' }).click();
  await expect(page).toHaveURL(/level=advanced/);
  const table = page.getByRole('table', { name: 'Program Report' });
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('50');
  await expect(table).not.toContainText('New Manager Program');
  await noAxeViolations(page, { screenshot: 'program-report-list' });
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download (.xlsx)' }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^program-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = await readBook(download);
  expect(new Set(sheet.getColumn(4).values.slice(2))).toEqual(new Set(['Advanced']));
  const mine = sheet.getColumn(2).values.indexOf(title);
  expect(mine).toBeGreaterThan(1);
  expect([7, 8, 9, 10, 11].map((c) => sheet.getRow(mine).getCell(c).value)).toEqual([1, 2, 0, 1, 50]);

  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const chart = page.locator('svg[data-chart="completion-per-batch"]');
  await expect(chart).toHaveAttribute('role', 'img');
  await expect(chart.locator('title')).toHaveText('Completion rate per batch');
  await expect(chart.locator('desc')).toContainText('Jakarta Cohort (E2E Program Company');
  await expect(page.getByRole('img', { name: /Completion over time/ })).toBeVisible();
  const numbers = page.locator('table.chart-table').filter({ has: page.locator('caption', { hasText: 'Completion rate per batch' }) });
  await expect(numbers.locator('tbody tr')).toHaveCount(1);
  await expect(numbers.locator('tbody tr')).toContainText('50');
  await waitForHydration(page);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/status=completed/);
  const people = page.getByRole('table', { name: 'Learners' });
  await expect(people).toContainText('Program Learner 1');
  await expect(people).not.toContainText('Program Learner 2');
  await noAxeViolations(page, { screenshot: 'program-report-detail' });
});
