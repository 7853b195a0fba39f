import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];

test('the organization screen has no accessibility violations, shows its fields and refuses a console host with a path', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, admin.email);
  await page.goto('/branding/organization');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organization');
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Nusantara Learning Academy');
  await expect(page.getByLabel('Learner Site Host')).toHaveValue('learn.nusantara.example');
  await expect(page.getByRole('img', { name: 'Logo of Nusantara Learning Academy' })).toBeVisible();
  await page.getByLabel('Console Host').fill('https://console.nusantara.example/admin');
  await page.getByLabel('Console Host').blur();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Console Host must be a host name such as learn.company.com (no https:// and no path)')).toBeVisible();
  await noAxeViolations(page, { screenshot: 'branding-organization' });
});

test('the colour screen checks contrast as typed, previews, and a saved primary colour draws the console header on the next page', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, admin.email);
  await page.goto('/dashboard');
  const topbar = page.locator('header.topbar');
  await expect(topbar).toHaveCSS('border-top-color', 'rgb(15, 118, 110)');

  await page.goto('/branding/primary-color');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Primary Color');
  await waitForHydration(page);
  const primary = page.getByRole('textbox', { name: 'Primary Color', exact: true });
  await expect(primary).toHaveValue('#0f766e');

  // Too light for white text: the ratio is shown and the save is refused on the form.
  await primary.fill('#ffff00');
  await expect(page.getByText('1.07:1 · Fails AA')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(/White text on the primary color has a contrast of 1\.07:1; WCAG AA needs at least 4\.5:1/)).toBeVisible();
  // Large text only: a warning; the preview follows what is typed.
  await primary.fill('#3b82f6');
  await expect(page.getByText('3.67:1 · AA large text only')).toBeVisible();
  await expect(page.getByTestId('preview-topbar')).toHaveCSS('border-top-color', 'rgb(59, 130, 246)');

  // A colour that passes AA: the screen (its preview drawn in it) has no accessibility violations.
  await primary.fill('#7c2d12');
  await expect(page.getByText('9.37:1 · AA')).toBeVisible();
  await noAxeViolations(page, { screenshot: 'branding-primary-color' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Colors have been successfully edited.')).toBeVisible();

  await page.goto('/dashboard');
  await expect(topbar).toHaveCSS('border-top-color', 'rgb(124, 45, 18)');

  // Put the demo's colour back for the other specs.
  await page.goto('/branding/primary-color');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Primary Color', exact: true }).fill('#0f766e');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Colors have been successfully edited.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(topbar).toHaveCSS('border-top-color', 'rgb(15, 118, 110)');
});
