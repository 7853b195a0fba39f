// The checkpoint and issue reports (issue 32, docs/decisions/0142, 0143): each opened with a filter kept in the address
// and downloaded (the xlsx read back); a server-drawn SVG chart with its title, description and table; a learner files
// an issue through the learner API and an administrator moves it to resolved; axe on each screen.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { request as http, type Download, type Page } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

async function readBook(download: Download) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  return book.worksheets[0];
}

async function downloadFrom(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download (.xlsx)' }).first().click();
  return downloading;
}

test('the checkpoint report: a status filter, the download, a checkpoint’s figures and charts', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, demo.accounts[0].email);
  await page.goto('/reporting/checkpoint-report');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkpoint Report');
  await waitForHydration(page);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/status=publish/);
  const table = page.getByRole('table', { name: 'Checkpoint Report' });
  await expect(table).toContainText('Customer Service Competency Check Q4 2026');
  await expect(table).not.toContainText('Warehouse Safety Sign-off');
  await noAxeViolations(page, { screenshot: 'checkpoint-report-list' });
  const download = await downloadFrom(page);
  expect(download.suggestedFilename()).toMatch(/^checkpoint-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = await readBook(download);
  const statuses = sheet.getColumn(3).values.slice(2);
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['Publish']));

  await page.getByRole('link', { name: 'Customer Service Competency Check Q4 2026' }).click();
  await expect(page.getByRole('heading', { name: 'Customer Service Competency Check Q4 2026' })).toBeVisible();
  const chart = page.locator('svg[data-chart="met-rate"]');
  await expect(chart).toHaveAttribute('role', 'img');
  await expect(chart.locator('title')).toHaveText('Met rate per competency');
  await expect(chart.locator('desc')).toContainText('required level');
  await expect(page.getByRole('img', { name: /Score distribution/ })).toBeVisible();
  const numbers = page.locator('table.chart-table').filter({ has: page.locator('caption', { hasText: 'Score distribution' }) });
  await expect(numbers.locator('tbody tr')).toHaveCount(6);
  await waitForHydration(page);
  await page.getByRole('combobox', { name: 'Result' }).click();
  await page.getByRole('option', { name: 'Met', exact: true }).click();
  await expect(page).toHaveURL(/status=met/);
  await noAxeViolations(page, { screenshot: 'checkpoint-report-detail' });
});

test('a learner files an issue through the learner API; the issue report filters, downloads and resolves it', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await login(page, demo.accounts[0].email);
  const people = (await (await page.request.get('/api/users?page_size=100')).json()).data.results as { email: string }[];
  const learner = people.find((p) => /^[a-z]+\.[a-z]+\d+@nusantara\.example$/.test(p.email))!;
  const [webinar] = (await (await page.request.get('/api/webinars?page_size=1')).json()).data.results as { id: number; title: string }[];

  // The learner app's call: signed in with a bearer token, no cookie.
  const app = await http.newContext({ baseURL });
  const signIn = await app.post('/api/v3/cms/auth/login', { data: { username: learner.email, password: demo.password, org_code: demo.orgCode } });
  const token = (await signIn.json()).data.token as string;
  const description = `The recording stops halfway ${Date.now()}`;
  const filed = await app.post('/api/learner/issues', {
    headers: { authorization: `Bearer ${token}` },
    data: { content_type: 'webinar', content_id: webinar.id, category: 'broken_media', description },
  });
  expect(filed.status()).toBe(201);
  const id = (await filed.json()).data.id as number;

  await page.goto('/reporting/issue-report');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Issue Report');
  await waitForHydration(page);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Broken video or audio' }).click();
  await expect(page).toHaveURL(/category=broken_media/);
  await expect(page.getByRole('table', { name: 'Issue Report' })).toContainText(webinar.title);
  await page.reload();
  const chart = page.locator('svg[data-chart="issues-by-category"]');
  await expect(chart.locator('title')).toHaveText('Issues by category');
  await expect(chart.locator('desc')).toContainText('category');
  const numbers = page.locator('table.chart-table').filter({ has: page.locator('caption', { hasText: 'Issues by status' }) });
  await expect(numbers.locator('tbody tr')).toHaveCount(3);
  await noAxeViolations(page, { screenshot: 'issue-report-list' });
  const sheet = await readBook(await downloadFrom(page));
  const ids = sheet.getColumn(1).values.slice(2);
  expect(ids).toContain(String(id));
  expect(new Set(sheet.getColumn(3).values.slice(2))).toEqual(new Set(['Broken video or audio']));

  await page.goto(`/reporting/issue-report/detail/${id}`);
  await expect(page.getByText(description)).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Status').selectOption('in_progress');
  await page.getByLabel('Note').fill('Checking the file');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('table').filter({ hasText: 'Open → In Progress' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Status').selectOption('resolved');
  await page.getByLabel('Note').fill('Uploaded again');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('table').filter({ hasText: 'In Progress → Resolved' })).toBeVisible();
  await expect(page.locator('.issue-facts')).toContainText('Resolved');
  await noAxeViolations(page, { screenshot: 'issue-report-detail' });

  // The reporter sees it resolved, and was told in-app.
  const mine = await (await app.get(`/api/learner/issues?status=resolved`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(mine.data.results.map((r: { id: number }) => r.id)).toContain(id);
  const inbox = await (await app.get('/api/learner/notifications', { headers: { authorization: `Bearer ${token}` } })).json();
  expect(inbox.data.results.map((n: { title: string }) => n.title)).toContain(`Your report on "${webinar.title}" is Resolved`);
  await app.dispose();
});
