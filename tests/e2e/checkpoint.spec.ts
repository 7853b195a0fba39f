import type { Page } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];
// A WIB day as the date fields take it: DD/MM/YYYY.
const wibDay = (n: number) => new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

test('create a checkpoint, find it in the list, score a learner on its detail and edit it (axe on every screen)', async ({ page }) => {
  test.setTimeout(300_000);
  await login(page, admin.email);
  await page.goto('/checkpoint');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkpoint List');
  await expect(page.getByRole('table')).toContainText('Customer Service Competency Check Q4 2026');
  await noAxeViolations(page, { screenshot: 'checkpoint-list' });

  await page.getByRole('link', { name: 'Create Checkpoint' }).click();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Choose at least one assessor')).toBeVisible();
  await noAxeViolations(page, { screenshot: 'checkpoint-form-errors' });

  const title = `E2E Checkpoint ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('radio', { name: 'Publish' }).check();
  await page.getByRole('radio', { name: 'Highest score' }).check();
  await page.getByLabel('Code 1').fill('NEG-01');
  await page.getByRole('textbox', { name: /^Competency 1/ }).fill('Negotiation');
  await choose(page, 'Required Level 1', '3 Proficient');
  await page.getByLabel('Criteria 1').fill('Prepares a walk-away point\nSummarises the agreement');
  await choose(page, 'Assessors', /admin@nusantara\.example/);
  await page.getByRole('button', { name: 'Add Batch' }).click();
  await page.getByLabel('Batch Title 1').fill('Pilot Batch');
  await page.getByLabel('Start Date 1 (WIB)').fill(wibDay(0));
  await page.getByLabel('End Date 1 (WIB)').fill(wibDay(10));
  await choose(page, 'Invited People 1', /agus\.rahayu3@nusantara\.example/);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/checkpoint$/);
  await expect(page.getByText('Checkpoint has been successfully created.')).toBeVisible();

  await waitForHydration(page);
  await page.getByRole('searchbox').fill(title);
  await expect(page).toHaveURL(/keyword=E2E/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table')).toContainText('Highest score');
  await page.getByRole('link', { name: `Detail ${title}` }).click();

  await expect(page.locator('#cp-title')).toHaveText(title);
  await expect(page.locator('.cp-competencies')).toContainText('Summarises the agreement');
  const scores = page.locator('.cp-scores');
  await expect(scores).toContainText('Agus Rahayu');
  await expect(scores).toContainText('Not scored');
  await waitForHydration(page);
  await choose(page, 'Person', /Agus Rahayu/);
  await choose(page, 'NEG-01 Negotiation (required 3)', '4 Advanced');
  await page.getByRole('button', { name: 'Save Scores' }).click();
  await expect(page.getByText('Scores have been successfully saved.')).toBeVisible();
  await expect(scores).toContainText('4 Advanced · Met');
  await noAxeViolations(page, { screenshot: 'checkpoint-detail' });

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await waitForHydration(page);
  // The scored competency cannot be removed.
  await expect(page.getByRole('button', { name: 'Remove competency 1' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} (edited)`);
  await noAxeViolations(page, { screenshot: 'checkpoint-edit' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/checkpoint$/);
  await expect(page.getByText('Checkpoint has been successfully edited.')).toBeVisible();
  await expect(page.getByRole('table')).toContainText(`${title} (edited)`);
});
