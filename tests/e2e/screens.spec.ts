// Issue 13, items 11–14: what administrators hit on the screens (validation timing, stale links, keyboard, 1366 px).
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';

const [admin] = demo.accounts;
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });

test('/assignment/create shows no validation message before anything is typed; it shows after input or submit', async ({ page }) => {
  await login(page, admin.email);
  await page.goto('/assignment/create');
  await waitForHydration(page);
  await expect(page.locator('.field', { hasText: 'Instruction' }).locator('[contenteditable="true"]')).toBeVisible();
  // Longer than the 300 ms debounce: a message that were going to appear by itself would be there now.
  await page.waitForTimeout(800);
  await expect(page.getByText('Instruction is required')).toHaveCount(0);
  await expect(page.getByText('Title is required')).toHaveCount(0);
  await page.getByLabel('Title').fill('x');
  await page.getByLabel('Title').fill('');
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Instruction is required')).toHaveCount(0);
});

test.describe('a stale link, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('ends on the dashboard, which says the page does not exist', async ({ page }) => {
    await login(page, admin.email);
    for (const stale of ['/content-quiz/detail/999', '/presence/detail/999', '/assignment/detail/999', '/no/such/page']) {
      await page.goto(stale);
      await expect(page).toHaveURL(/\/dashboard\?notice=not-found$/);
      await expect(page.getByRole('status')).toHaveText('The page you opened does not exist or was removed.');
    }
    await page.goto('/dashboard');
    await expect(page.getByText('The page you opened does not exist or was removed.')).toHaveCount(0);
  });
});
