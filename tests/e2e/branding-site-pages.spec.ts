// The learner site's page editors (docs/decisions/0136): the landing page's team section edited, reordered by
// keyboard, previewed from the server, published and read from the public API; axe on the editor screens.
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];

test("edit the landing page's team, reorder it by keyboard, preview, publish and read it from the public API", async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, admin.email);
  await page.goto('/branding/landing-page/edit-team');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Team');
  await waitForHydration(page);

  const members = page.locator('.site-item');
  for (const [name, role] of [
    ['Ayu Pratiwi', 'Head of Learning'],
    ['Budi Santoso', 'Instructional Designer'],
  ]) {
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    const last = members.last();
    await last.getByRole('textbox', { name: 'Name' }).fill(name);
    await last.getByRole('textbox', { name: 'Role' }).fill(role);
  }
  // A member without a name is refused on the form, in the field's words.
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(members.nth(2).getByText('Name is required')).toBeVisible();
  await members.nth(2).getByRole('button', { name: 'Remove Team Member 3' }).click();

  // Budi moves up by keyboard: focus his "Move up" button and press Enter.
  await page.getByRole('button', { name: 'Move Team Member 2: Budi Santoso up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.site-item-title')).toHaveText(['Team Member 1: Budi Santoso', 'Team Member 2: Ayu Pratiwi']);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Team has been successfully saved.')).toBeVisible();

  // The preview is the server's rendering of the saved draft; the draft is kept (the page opened again shows it).
  const preview = page.frameLocator('iframe[title="Preview of the draft page"]');
  await expect(preview.locator('#team .sp-card strong')).toHaveText(['Budi Santoso', 'Ayu Pratiwi']);
  await page.goto('/branding/landing-page/edit-team');
  await waitForHydration(page);
  await expect(page.locator('.site-item-title')).toHaveText(['Team Member 1: Budi Santoso', 'Team Member 2: Ayu Pratiwi']);
  await noAxeViolations(page, { screenshot: 'branding-edit-team' });

  // Not yet published: the learner site does not see the draft.
  const before = await (await page.request.get('/api/public/organizations/DEMO/landing-page')).json();
  expect(JSON.stringify(before.data.sections.team ?? {})).not.toContain('Budi Santoso');

  await page.goto('/branding/landing-page');
  await waitForHydration(page);
  await expect(page.getByText('The draft has changes that are not published.')).toBeVisible();
  await noAxeViolations(page, { screenshot: 'branding-landing-page' });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(/Landing Page has been published as version \d+\./)).toBeVisible();
  await expect(page.getByText('The draft is the published version.')).toBeVisible();

  const res = await page.request.get('/api/public/organizations/DEMO/landing-page');
  expect(res.status()).toBe(200);
  expect(res.headers()['etag']).toBeTruthy();
  const body = await res.json();
  expect(body.data.sections.team.items.map((m: { name: string }) => m.name)).toEqual(['Budi Santoso', 'Ayu Pratiwi']);
  const again = await page.request.get('/api/public/organizations/DEMO/landing-page', { headers: { 'if-none-match': res.headers()['etag'] } });
  expect(again.status()).toBe(304);
});

test('the home page editors with a content rule and the login page have no accessibility violations', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, admin.email);
  await page.goto('/branding/home-page/edit-newest-content');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Newest Content');
  await waitForHydration(page);
  await expect(page.frameLocator('iframe[title="Preview of the draft page"]').locator('#newest-content')).toBeVisible();
  await noAxeViolations(page, { screenshot: 'branding-edit-newest-content' });
  await page.goto('/branding/home-page/edit-slider');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add Slide' }).click();
  await noAxeViolations(page, { screenshot: 'branding-edit-slider' });
  await page.goto('/branding/home-page');
  await waitForHydration(page);
  await noAxeViolations(page, { screenshot: 'branding-home-page' });
  await page.goto('/branding/login-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login Page');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Headline' }).fill('Welcome to Nusantara Learning');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Login Page has been successfully saved.')).toBeVisible();
  await expect(page.frameLocator('iframe[title="Preview of the draft page"]').getByRole('heading', { name: 'Welcome to Nusantara Learning' })).toBeVisible();
  await noAxeViolations(page, { screenshot: 'branding-login-page' });
  await page.goto('/branding/landing-page/edit-nothing');
  await expect(page).toHaveURL(/notice=not-found/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test("the console's own sign-in still works (the learner site's login page is edited apart from it)", async ({ page }) => {
    await login(page, admin.email);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
