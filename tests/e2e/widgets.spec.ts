import { noAxeViolations } from './axe';
import { demo, expect, login, test } from './fixtures';

const admin = demo.accounts[0];

/** How many demo videos the playground lists (the video area's seed decides), read from its pager. */
async function demoVideos(page: import('@playwright/test').Page): Promise<number> {
  const text = await page.getByText(/^1 - 10 of \d+$/).textContent();
  return Number(/of (\d+)$/.exec(text ?? '')?.[1]);
}

test('the list renders on the server and pages without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await login(page, admin.email);
  await page.goto('/playground');
  await expect(page.getByRole('table')).toContainText('Onboarding: Our Company Values');
  const total = await demoVideos(page);
  await expect(page.getByText(`1 - 10 of ${total}`)).toBeVisible();
  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\/playground\?page=2$/);
  await expect(page.getByText(`11 - 20 of ${total}`)).toBeVisible();
  await context.close();
});

test('after hydration the table pages in place and keeps its page in the URL', async ({ page }) => {
  await login(page, admin.email);
  await page.goto('/playground');
  const table = page.getByRole('table');
  await expect(table).toContainText('Onboarding: Our Company Values');
  const total = await demoVideos(page);
  expect(total).toBeGreaterThan(20);
  const last = `21 - ${Math.min(30, total)} of ${total}`;
  await page.getByRole('link', { name: 'Page 3', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=3/);
  await expect(page.getByText(last)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(Math.min(10, total - 20) + 1);
  await page.reload();
  await expect(page.getByText(last)).toBeVisible();
  await page.goBack();
  await expect(page.getByText(`1 - 10 of ${total}`)).toBeVisible();
  await noAxeViolations(page, { screenshot: 'playground-island' });
});
