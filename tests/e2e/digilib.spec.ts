import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pngBytes } from '../fixtures/images';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });

for (const [name, path] of [
  ['list', '/digilib'],
  ['form', '/digilib/create'],
  ['detail', '/digilib/detail/2'],
] as const) {
  test(`the digital library ${name} has no accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, admin.email);
    await page.goto(path);
    if (name === 'form') {
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
    }
    await noAxeViolations(page, { screenshot: `digilib-a11y-${name}` });
  });
}

test('create a physical book, see only its fields, find it, open it, edit it into an e-book and delete it', async ({ page }) => {
  test.setTimeout(300_000);
  await login(page, admin.email);
  await page.goto('/digilib');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Digital Library List');
  await expect(page.getByRole('table')).toContainText('The Effective Executive');

  const title = `E2E Book ${Date.now()}`;
  await page.getByRole('link', { name: 'Create Item' }).click();
  await waitForHydration(page);
  // E-Book Digital is the first type: its file field shows, the shelf fields do not.
  await expect(page.getByLabel('E-Book File')).toHaveCount(1);
  await expect(page.getByLabel('Location')).toHaveCount(0);
  await page.getByLabel('Fisik', { exact: true }).check();
  await expect(page.getByLabel('E-Book File')).toHaveCount(0);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Author').fill('Andrea Hirata');
  await page.getByLabel('ISBN').fill('978-0-306-40615-8');
  await page.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: 'Public Speaking' }).first().click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid ISBN-10 or ISBN-13 (its check digit does not match)')).toBeVisible();
  await page.getByLabel('ISBN').fill('978-0-306-40615-7');
  await page.getByLabel('Location').fill('Head office library, shelf C2');
  await page.getByLabel('Stock').fill('3');
  const coverFile = `${shots}/digilib-cover.png`;
  writeFileSync(coverFile, pngBytes(180, 260));
  await page.getByLabel('Cover').setInputFiles(coverFile);
  await expect(page.getByRole('button', { name: 'Remove Cover' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/digilib$/);
  await expect(page.getByText('Digital library item has been successfully created.')).toBeVisible();

  await waitForHydration(page);
  await page.getByRole('searchbox').fill('Andrea Hira');
  await expect(page).toHaveURL(/keyword=Andrea/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table')).toContainText('Fisik');

  await page.getByRole('link', { name: `Detail ${title}` }).click();
  await expect(page.locator('#digilib-title')).toHaveText(title);
  await expect(page.locator('.digilib-detail')).toContainText('3 copies, 0 borrowed, 3 available');
  await expect(page.locator('.digilib-detail')).toContainText('978-0306406157');
  await expect(page.getByRole('img', { name: `Cover of ${title}` })).toBeVisible();
  await page.screenshot({ path: `${shots}/digilib-detail.png`, fullPage: true });

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await waitForHydration(page);
  await page.getByLabel('E-Book Digital Partner', { exact: true }).check();
  await page.getByLabel('Partner Link').fill('https://partner.example/e2e-book');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/digilib$/);
  await expect(page.getByText('Digital library item has been successfully edited.')).toBeVisible();
  await page.goto(`/digilib?keyword=${encodeURIComponent(title)}&type=3`);
  await expect(page.getByRole('table')).toContainText('E-Book Digital Partner');

  await waitForHydration(page);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Digital Library Item Deleted Successfully')).toBeVisible();
  await expect(page.getByRole('table')).not.toContainText(title);
});

test('create an e-book with its PDF through the resumable upload, open it and download its file, then delete it', async ({ page, request }) => {
  test.setTimeout(300_000);
  await login(page, admin.email);
  await page.goto('/digilib/create');
  await waitForHydration(page);
  const title = `E2E E-Book ${Date.now()}`;
  // E-Book Digital is the first type: its file goes up through the resumable upload field.
  await page.getByLabel('Title').fill(title);
  await page.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: 'Public Speaking' }).first().click();
  await page.getByLabel('E-Book File').setInputFiles(path.join(process.cwd(), 'src/db/seed/media/demo-document.pdf'));
  await expect(page.getByRole('link', { name: 'demo-document.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/digilib$/);
  await expect(page.getByText('Digital library item has been successfully created.')).toBeVisible();

  await page.goto(`/digilib?keyword=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: `Detail ${title}` }).click();
  const file = page.locator('.digilib-detail').getByRole('link', { name: /^demo-document\.pdf/ });
  await expect(file).toBeVisible();
  // The stored file is the PDF itself, served with its type.
  const served = await request.get((await file.getAttribute('href'))!, {
    headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
  });
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('application/pdf');
  expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto(`/digilib?keyword=${encodeURIComponent(title)}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Digital Library Item Deleted Successfully')).toBeVisible();
});
