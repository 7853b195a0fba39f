// The course report (issue 32, docs/decisions/0135): a filter kept in the address, the filtered download read back,
// the detail's figures and its server-drawn SVG charts (title, description and the numbers as a table), axe on each.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

test('open the course report with a filter, download it, and read a course’s figures and charts', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, demo.accounts[0].email);
  await page.goto('/reporting/course-report');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course Report');
  await waitForHydration(page);
  // Once failed in a full run under load: the first click left the list closed. Open it until the option shows.
  await expect(async () => {
    await page.getByRole('combobox', { name: 'Status' }).click();
    await expect(page.getByRole('option', { name: 'Draft' })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await page.getByRole('option', { name: 'Draft' }).click();
  await expect(page).toHaveURL(/status=draft/);
  const table = page.getByRole('table', { name: 'Course Report' });
  await expect(table).toContainText('Data Storytelling for Managers');
  await expect(table).not.toContainText('New Manager Essentials');
  await noAxeViolations(page, { screenshot: 'course-report-list' });

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download (.xlsx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^course-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const statuses = sheet.getColumn(4).values.slice(2);
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['Draft']));

  // A course with results: its figures, and the charts drawn on the server.
  await page.goto('/reporting/course-report?status=published');
  await page.getByRole('link', { name: 'New Manager Essentials' }).click();
  await expect(page.getByRole('heading', { name: 'New Manager Essentials' })).toBeVisible();
  await expect(page.locator('.report-figure').filter({ hasText: 'Participants' })).toContainText('16');
  const chart = page.locator('svg[data-chart="score-distribution"]');
  await expect(chart).toHaveAttribute('role', 'img');
  await expect(chart.locator('title')).toHaveText('Score distribution');
  await expect(chart.locator('desc')).toContainText('average score');
  await expect(page.getByRole('img', { name: /Score distribution/ })).toBeVisible();
  const numbers = page.locator('table.chart-table').filter({ has: page.locator('caption', { hasText: 'Score distribution' }) });
  await expect(numbers.locator('tbody tr')).toHaveCount(10);
  await expect(page.locator('svg[data-chart="completion-over-time"] title')).toHaveText('Completion over time');
  // The learners: a status filter in the address narrows the table to the completed ones.
  await waitForHydration(page);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/status=completed/);
  await expect(page.getByRole('table', { name: 'Learners' }).getByRole('row')).toHaveCount(5);
  await noAxeViolations(page, { screenshot: 'course-report-detail' });
});
