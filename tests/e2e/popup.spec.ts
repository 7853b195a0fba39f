import { mkdirSync, writeFileSync } from 'node:fs';
import { pngBytes } from '../fixtures/images';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });

// A WIB day as the date fields take it: DD/MM/YYYY.
const wibDay = (n: number) => new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');

for (const [name, path] of [
  ['list', '/popup'],
  ['form', '/popup/create'],
  ['detail', '/popup/detail/1'],
] as const) {
  test(`the popup ${name} has no accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, admin.email);
    await page.goto(path);
    if (name === 'form') {
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
    }
    await noAxeViolations(page, { screenshot: `popup-a11y-${name}` });
  });
}

test('create a popup with an image, see its preview, find it, edit it and delete it', async ({ page }) => {
  test.setTimeout(300_000);
  await login(page, admin.email);
  await page.goto('/popup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Popup List');

  const title = `E2E Popup ${Date.now()}`;
  await page.getByRole('link', { name: 'Create Popup' }).click();
  await waitForHydration(page);
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Body' }).click();
  await page.keyboard.type('The new canteen opens on Monday.');
  const coverFile = `${shots}/popup-cover.png`;
  writeFileSync(coverFile, pngBytes(320, 180));
  await page.getByLabel('Image', { exact: true }).setInputFiles(coverFile);
  await expect(page.getByRole('button', { name: 'Remove Image' })).toBeVisible();
  await page.getByLabel('Button Label').fill('See the menu');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Give the button both a label and a link, or neither')).toBeVisible();
  await page.getByLabel('Button Link').fill('https://canteen.example/menu');
  await page.getByLabel('Start Date (WIB)').fill(wibDay(0));
  await page.getByLabel('End Date (WIB)').fill(wibDay(5));
  // The preview follows the form.
  const preview = page.locator('.popup-preview');
  await expect(preview).toContainText(title);
  await expect(preview.getByRole('link', { name: /See the menu/ })).toBeVisible();
  await expect(preview.locator('img')).toHaveAttribute('src', /^\/api\/storage\/files\/DEMO\/covers\//);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/popup$/);
  await expect(page.getByText('Popup has been successfully created.')).toBeVisible();

  await waitForHydration(page);
  await page.getByRole('searchbox').fill(title);
  await expect(page).toHaveURL(/keyword=E2E/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table')).toContainText('Active');

  await page.getByRole('link', { name: `Detail ${title}` }).click();
  await expect(page.locator('#popup-title')).toHaveText(title);
  await expect(page.locator('.popup-preview')).toContainText('The new canteen opens on Monday.');
  await page.screenshot({ path: `${shots}/popup-detail.png`, fullPage: true });

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await waitForHydration(page);
  await page.getByRole('switch', { name: 'Active' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/popup$/);
  await expect(page.getByText('Popup has been successfully edited.')).toBeVisible();
  await page.goto(`/popup?keyword=${encodeURIComponent(title)}&state=inactive`);
  await expect(page.getByRole('table')).toContainText(title);

  await waitForHydration(page);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Popup Deleted Successfully')).toBeVisible();
  await expect(page.getByRole('table')).not.toContainText(title);
});
