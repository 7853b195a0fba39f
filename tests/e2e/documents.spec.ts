import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });
const media = (name: string) => path.join('src/db/seed/media', name);

// Each screen on its own (axe is slow on a busy machine). Document 1 is the seeded handbook, a PDF: both doors open it.
for (const [name, url] of [
  ['pdf-list', '/pdf'],
  ['document-list', '/content-document'],
  ['pdf-form', '/pdf/create'],
  ['ppt-form', '/content-document/ppt/create'],
  ['pdf-detail', '/pdf/detail/1'],
  ['document-detail', '/content-document/pdf/detail/1'],
  ['history', '/pdf/detail/1?tab=history'],
] as const) {
  test(`the document ${name} has no accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, admin.email);
    await page.goto(url);
    if (name.endsWith('form')) {
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
      await expect(page.getByText("There's no any file to be uploaded")).toBeVisible();
    }
    await noAxeViolations(page, { screenshot: `documents-a11y-${name}` });
  });
}

async function pickCategory(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Create, find, open, edit and delete one document through the screens. */
async function roundTrip(page: Page, o: { list: string; create: string; type: 'PDF' | 'PPT'; file: string; noun: string }) {
  const title = `E2E ${o.type} ${Date.now()}`;
  await page.goto(o.list);
  await page.getByRole('link', { name: o.create, exact: true }).click();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(o.type === 'PPT' ? 'Add PPT' : o.list === '/pdf' ? 'Create PDF' : 'Add PDF');
  await page.getByLabel('Title').fill(title);
  await pickCategory(page, 'Data Literacy');
  await page.getByLabel(/^File/).setInputFiles(media(o.file));
  await expect(page.getByRole('link', { name: o.file })).toBeVisible();
  await page.getByText('Publish', { exact: true }).click();
  await page.screenshot({ path: `${shots}/documents-create-${o.type.toLowerCase()}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL((u) => u.pathname === o.list);
  await expect(page.getByText(`${o.noun} has been successfully created.`)).toBeVisible();

  // Find it with the search box (3 characters, 500 ms) and the status filter.
  await waitForHydration(page);
  await page.getByRole('searchbox').fill(title);
  await expect(page.getByRole('table')).toContainText(title);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Publish');
  await page.getByRole('link', { name: `Detail ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${o.type} Details`);
  await expect(page.locator('.doc-detail')).toContainText('Data Literacy');
  // The background job's state is shown; the page reloads itself when it ends.
  await expect(page.getByRole('status').filter({ hasText: /Waiting|Processing|Processed/ })).toBeVisible();
  // LibreOffice converts the slides where it is installed; elsewhere the page says the preview is unavailable.
  await expect(page.getByText('Processed', { exact: true })).toBeVisible({ timeout: 150_000 });
  if (o.type === 'PPT') {
    const unavailable = page.getByText('Preview unavailable: LibreOffice is not installed on the server');
    await expect(page.locator(`iframe[title="Preview of ${title}"]`).or(unavailable)).toBeVisible();
  } else {
    await expect(page.locator('.doc-detail dl')).toContainText('3');
    await expect(page.getByRole('img', { name: `First page of ${title}` })).toBeVisible();
    await expect(page.locator(`iframe[title="Preview of ${title}"]`)).toHaveAttribute('src', /\/preview$/);
  }
  await page.screenshot({ path: `${shots}/documents-detail-${o.type.toLowerCase()}.png`, fullPage: true });
  // The file's link downloads it under its name, through the area's own call (its key, not only a session).
  const fileLink = page.locator('.doc-detail dl').getByRole('link', { name: o.file });
  await expect(fileLink).toHaveAttribute('href', /^\/api\/(pdfs|content-documents)\/\d+\/download$/);
  const [download] = await Promise.all([page.waitForEvent('download'), fileLink.click()]);
  expect(download.suggestedFilename()).toBe(o.file);

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await waitForHydration(page);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText("There's no anything changed")).toBeVisible();
  await page.getByLabel('Title').fill(`${title} v2`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
  await page.waitForURL((u) => u.pathname === o.list);
  await expect(page.getByText(`${o.noun} has been successfully edited.`)).toBeVisible();

  await page.goto(`${o.list}?keyword=${encodeURIComponent(`${title} v2`)}`);
  await page.getByRole('link', { name: `Detail ${title} v2` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${o.type} Details`);
  await page.goto(`${new URL(page.url()).pathname}?tab=history`);
  await expect(page.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table')).toContainText('Edited: Title');
  await expect(page.getByRole('table')).toContainText('Created');

  await page.goto(`${o.list}?keyword=${encodeURIComponent(`${title} v2`)}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Delete ${title} v2` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${o.noun} Deleted Successfully`)).toBeVisible();
  await expect(page.getByRole('table')).not.toContainText(title);
}

test('create, find, open, edit and delete a PDF on /pdf', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, admin.email);
  await roundTrip(page, { list: '/pdf', create: 'Create PDF', type: 'PDF', file: 'demo-document.pdf', noun: 'PDF' });
});

test('create, find, open, edit and delete a PPT on /content-document/ppt', async ({ page }) => {
  test.setTimeout(300_000);
  await login(page, admin.email);
  await roundTrip(page, { list: '/content-document/ppt', create: 'Add PPT', type: 'PPT', file: 'demo-slides.pptx', noun: 'PPT' });
});

test('the document type is pdf or ppt, anything else is the 404 page; a PPT is not a PDF page', async ({ page }) => {
  await login(page, admin.email);
  await page.goto('/content-document/xls');
  await expect(page).toHaveURL(/\/dashboard\?notice=not-found|\/pages\/error-404/);
  const ppt = await (await page.request.get('/api/content-documents?type=ppt&keyword=Onboarding')).json();
  await page.goto(`/pdf/detail/${ppt.data.results[0].id}`);
  await expect(page).toHaveURL(/\/dashboard\?notice=not-found|\/pages\/error-404/);
  await page.goto(`/content-document/ppt/detail/${ppt.data.results[0].id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PPT Details');
  await expect(page.getByRole('img', { name: /First page of Customer Service Onboarding Slides/ })).toBeVisible();
});
