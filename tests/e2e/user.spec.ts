import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';

const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });

async function noViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('create a user, find them in the list, edit, open the detail and deactivate', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, admin.email);
  await page.goto('/user');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User List');
  await expect(page.getByRole('table', { name: 'User List' }).getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('link', { name: 'Import', exact: true })).toHaveAttribute('href', '/user/import');
  await page.screenshot({ path: `${shots}/user-list.png`, fullPage: true });
  await noViolations(page);

  const stamp = Date.now();
  const name = `Putri E2E ${stamp}`;
  const email = `putri.${stamp}@people.test`;
  await page.getByRole('link', { name: 'Create User' }).click();
  await expect(page).toHaveURL(/\/user\/create$/);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Full Name is required')).toBeVisible();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('NIK').fill(`0042${stamp}`.slice(0, 14));
  await page.getByLabel('Position').fill('Quality Inspector');
  await pick(page, 'Roles', 'Content Editor');
  await page.keyboard.press('Escape');
  await page.locator('input[name="password"]').fill('password12');
  await page.locator('input[name="password"]').blur();
  await expect(page.getByText(/too common or too easy to guess/)).toBeVisible();
  await page.locator('input[name="password"]').fill('Rambutan-Merah-5150');
  await page.screenshot({ path: `${shots}/user-create.png`, fullPage: true });
  await noViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/user$/);
  await expect(page.getByText('User has been successfully created.')).toBeVisible({ timeout: 15_000 });

  // The search waits for 3 characters and 500 ms, then finds the person by e-mail.
  await waitForHydration(page);
  await page.getByRole('searchbox').fill(email);
  await expect(page).toHaveURL(/keyword=/);
  const table = page.getByRole('table', { name: 'User List' });
  await expect(table).toContainText(name);
  await expect(table.getByRole('row')).toHaveCount(2);

  // Row selection shows the bulk actions.
  await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await expect(page.getByRole('region', { name: 'Selected rows' })).toContainText('1 selected');
  await page.screenshot({ path: `${shots}/user-list-selected.png`, fullPage: true });
  await page.getByRole('checkbox', { name: `Select ${name}` }).uncheck();

  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue(name);
  await waitForHydration(page);
  await page.getByLabel('Position').fill('Senior Quality Inspector');
  await page.screenshot({ path: `${shots}/user-edit.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/user$/);
  await expect(page.getByText('User has been successfully edited.')).toBeVisible({ timeout: 15_000 });

  await page.goto(`/user?keyword=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: `Detail ${name}` }).click();
  await expect(page.locator('.user-detail h2')).toHaveText(name);
  await expect(page.locator('.user-detail')).toContainText('Senior Quality Inspector');
  await page.screenshot({ path: `${shots}/user-detail.png`, fullPage: true });
  await noViolations(page);
  await page.getByRole('link', { name: 'Audit Trail' }).click();
  await expect(page).toHaveURL(/tab=audit/);
  await expect(page.locator('.user-detail table')).toContainText('Ayu Pratiwi');
  await page.screenshot({ path: `${shots}/user-detail-audit.png`, fullPage: true });
  await noViolations(page);
  await page.getByRole('link', { name: 'Enrolments' }).click();
  await expect(page.locator('.user-detail')).toContainText('Not enrolled in any course or classroom yet.');
  await page.getByRole('link', { name: 'Sessions' }).click();
  await expect(page.locator('.user-detail')).toContainText('No sessions in use.');
  await page.screenshot({ path: `${shots}/user-detail-sessions.png`, fullPage: true });

  await waitForHydration(page);
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.locator('.user-detail-head')).toContainText('Inactive');
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();
  await expect(page.getByText('User has been deactivated.')).toBeVisible({ timeout: 15_000 });
});

test("a learner's Enrolments tab lists the courses and classroom batches the seed enrolled them in", async ({ page }) => {
  await login(page, admin.email);
  await page.goto('/user?keyword=agus.kusuma19');
  await page.getByRole('link', { name: 'Detail Agus Kusuma' }).click();
  await page.getByRole('link', { name: 'Enrolments' }).click();
  await expect(page).toHaveURL(/tab=enrolments/);
  const table = page.locator('.user-detail table');
  await expect(table.getByRole('link', { name: 'Customer Service Excellence' })).toHaveAttribute('href', /\/course\/detail\/\d+$/);
  await expect(table.getByRole('link', { name: 'Leadership Essentials Bootcamp' })).toHaveAttribute('href', /\/classroom\/detail\/\d+$/);
  await page.screenshot({ path: `${shots}/user-detail-enrolments.png`, fullPage: true });
  await noViolations(page);
});

test('the set-password page says when a link is not valid, without JavaScript', async ({ page }) => {
  await page.goto('/pages/set-password?token=not-a-real-token-at-all-000000000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link not valid');
  await page.screenshot({ path: `${shots}/user-set-password-invalid.png`, fullPage: true });
  await noViolations(page);
});
