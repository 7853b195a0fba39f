import { demo, expect, login, test } from './fixtures';

const [admin] = demo.accounts;

// Issue 14 §3/§4: the pages say form-action 'self'; Frontpage still reaches the learner site, with a learner token.
test("Frontpage opens the learner site with its token under form-action 'self'", async ({ page, context }) => {
  const reached: string[] = [];
  await context.route('https://learn.nusantara.example/**', (route) => {
    reached.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Learner site</title><p>Learner site</p>' });
  });
  await login(page, admin.email);
  await page.locator('summary', { hasText: 'Ayu Pratiwi' }).click();
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Frontpage' }).click()]);
  await tab.waitForURL(/^https:\/\/learn\.nusantara\.example\/\?token=[\w-]{43}$/);
  await expect(tab.getByText('Learner site')).toBeVisible();
  expect(reached).toHaveLength(1);
  // The learner token is not a console sign-in: the console's verification refuses it.
  const token = new URL(reached[0]).searchParams.get('token')!;
  const other = await context.browser()!.newContext({ baseURL: new URL(page.url()).origin });
  const fresh = await other.newPage();
  await fresh.goto(`/pages/verification?token=${token}`);
  await fresh.getByRole('button', { name: 'Continue' }).click();
  await expect(fresh).toHaveURL(/\/pages\/verification\?error=invalid$/);
  await expect(fresh.getByRole('alert')).toHaveText('This sign-in link is invalid or has expired.');
  await other.close();
});
