import { mkdirSync, writeFileSync } from 'node:fs';
import { pngBytes } from '../fixtures/images';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });

// Each screen on its own (axe is slow on a busy machine): the list, the form showing its field messages, the edit
// form of a seeded provider, the detail page and its History tab.
for (const [name, path] of [
  ['list', '/provider'],
  ['form', '/provider/create'],
  ['edit', '/provider/edit/1'],
  ['detail', '/provider/detail/1'],
  ['history', '/provider/detail/1?tab=history'],
] as const) {
  test(`the provider ${name} has no accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, admin.email);
    await page.goto(path);
    if (name === 'form') {
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByLabel('E-mail').fill('not-an-email');
      await expect(page.getByText('Name is required')).toBeVisible();
    }
    if (name === 'edit') {
      await waitForHydration(page);
      await expect(page.getByLabel('Name')).not.toHaveValue('');
    }
    await noAxeViolations(page, { screenshot: `provider-a11y-${name}` });
  });
}

test('create a provider, find it in the list, open its detail, edit it and delete it', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, admin.email);
  await page.goto('/provider');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Provider List');
  await expect(page.getByRole('table')).toContainText('Garuda Leadership Institute');
  await page.screenshot({ path: `${shots}/provider-list.png`, fullPage: true });

  const name = `E2E Provider ${Date.now()}`;
  await page.getByRole('link', { name: 'Create Provider' }).click();
  await expect(page).toHaveURL(/\/provider\/create$/);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel('Website').fill('bina.example');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a full web address starting with https:// or http://')).toBeVisible();
  await page.getByLabel('Website').fill('https://e2e-provider.example');
  await page.getByLabel('Contact Person').fill('Putri Anggraini');
  await page.getByLabel('E-mail').fill('putri@e2e-provider.example');
  await page.getByLabel('Phone').fill('+62 21 555 0199');
  await page.getByLabel('Description').fill('Made by the end-to-end test.');
  // The logo goes through the shared image upload (checked by its bytes on the server).
  const logoFile = `${shots}/provider-logo.png`;
  writeFileSync(logoFile, pngBytes(120, 120));
  await page.getByRole('button', { name: 'Upload Logo' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('dropzone-input').setInputFiles(logoFile);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Image was uploaded successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/provider$/);
  await expect(page.getByText('Provider has been successfully created.')).toBeVisible();

  // The search waits for 3 characters and 500 ms, then the list shows only the match.
  await waitForHydration(page);
  await page.getByRole('searchbox').fill('Putri Anggr');
  await expect(page).toHaveURL(/keyword=Putri/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table')).toContainText(name);

  await page.getByRole('link', { name: `Detail ${name}` }).click();
  await expect(page.locator('#provider-name')).toHaveText(name);
  await expect(page.locator('.provider-detail')).toContainText('putri@e2e-provider.example');
  await expect(page.locator('.provider-heading img')).toHaveAttribute('src', /^\/api\/storage\/files\/DEMO\/image\//);
  await expect(page.locator('.provider-detail')).toContainText('No content comes from this provider yet');
  await page.screenshot({ path: `${shots}/provider-detail.png`, fullPage: true });

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText("There's no anything changed")).toBeVisible();
  await page.getByLabel('Contact Person').fill('Putri Anggraini Wibowo');
  await page.getByRole('switch', { name: 'Active' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Save Changes?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/provider$/);
  await expect(page.getByText('Provider has been successfully edited.')).toBeVisible();

  // The edit is in the list (now inactive) and in the detail's history.
  await page.goto(`/provider?keyword=${encodeURIComponent(name)}&is_active=false`);
  await expect(page.getByRole('table')).toContainText('Putri Anggraini Wibowo');
  await page.getByRole('link', { name: `Detail ${name}` }).click();
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.locator('.provider-history')).toContainText('Edited: Contact Person, Status');

  await page.goto(`/provider?keyword=${encodeURIComponent(name)}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Provider Deleted Successfully')).toBeVisible();
  await expect(page.getByRole('table')).not.toContainText(name);
});
