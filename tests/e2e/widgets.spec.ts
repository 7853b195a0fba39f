import AxeBuilder from '@axe-core/playwright';
import { demo, expect, login, test } from './fixtures';

const admin = demo.accounts[0];

test('the list renders on the server and pages without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await login(page, admin.email);
  await page.goto('/playground');
  await expect(page.getByRole('table')).toContainText('Onboarding: Our Company Values');
  await expect(page.getByText('1 - 10 of 25')).toBeVisible();
  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\/playground\?page=2$/);
  await expect(page.getByText('11 - 20 of 25')).toBeVisible();
  await context.close();
});

test('after hydration the table pages in place and keeps its page in the URL', async ({ page }) => {
  await login(page, admin.email);
  await page.goto('/playground');
  const table = page.getByRole('table');
  await expect(table).toContainText('Onboarding: Our Company Values');
  await page.getByRole('link', { name: 'Page 3', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=3/);
  await expect(page.getByText('21 - 25 of 25')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(6);
  await page.reload();
  await expect(page.getByText('21 - 25 of 25')).toBeVisible();
  await page.goBack();
  await expect(page.getByText('1 - 10 of 25')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: `${process.env.TEST_TMP ?? '.tmp'}/screens/playground-island.png`, fullPage: true });
});
