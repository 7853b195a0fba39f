import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { pngBytes } from '../fixtures/images';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

for (const [name, path] of [
  ['theme-list', '/theme'],
  ['theme-form', '/theme/create'],
  ['theme-detail', '/theme/detail/1'],
  ['template-list', '/certificate'],
  ['template-form', '/certificate/edit/1'],
  ['template-detail', '/certificate/detail/1?tab=preview'],
] as const) {
  test(`the certificate ${name} has no accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, admin.email);
    await page.goto(path);
    if (name === 'theme-form') {
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
    }
    await noAxeViolations(page, { screenshot: `certificate-a11y-${name}` });
  });
}

test('create a theme and a template on it, find the template, see its preview, download its sample PDF, delete both', async ({ page }) => {
  test.setTimeout(300_000);
  await login(page, admin.email);
  const stamp = Date.now();

  // The theme: an A4 landscape background, a colour and a font.
  const themeTitle = `E2E Theme ${stamp}`;
  await page.goto('/theme/create');
  await waitForHydration(page);
  await page.getByLabel('Title').fill(themeTitle);
  const background = `${shots}/certificate-background.png`;
  writeFileSync(background, pngBytes(842, 595));
  await page.getByLabel(/^Background Image\*?$/).setInputFiles(background);
  await expect(page.getByRole('button', { name: 'Remove Background Image' })).toBeVisible();
  await page.getByLabel('Text Colour').fill('#123456');
  await page.getByRole('radio', { name: 'Times (serif)' }).check();
  await expect(page.locator('.certificate-page')).toHaveCSS('color', 'rgb(18, 52, 86)');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/theme$/);
  await expect(page.getByText('Certificate theme has been successfully created.')).toBeVisible();

  // The template: its placeholders are checked as they are typed.
  const title = `E2E Certificate ${stamp}`;
  await page.goto('/certificate/create');
  await waitForHydration(page);
  await page.getByLabel('Title').fill(title);
  await pick(page, 'Type', 'Course');
  await pick(page, 'Theme', themeTitle);
  await page.getByLabel('Body').fill('Awarded to {learner_name} for {course_name}.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Unknown placeholder \{course_name\}/)).toBeVisible();
  await page.getByLabel('Body').fill('has completed {content_title} on {completion_date} in {city}.');
  await pick(page, 'City', 'Medan');
  await page.getByLabel('Signatory Name').fill('Budi Santoso');
  await page.getByLabel('Certificate Number Prefix').fill('E2E/');
  const preview = page.locator('.certificate-page');
  await expect(preview).toContainText('has completed Cyber Security Awareness');
  await expect(preview).toContainText('in Medan.');
  await page.screenshot({ path: `${shots}/certificate-form.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/certificate$/);
  await expect(page.getByText('Certificate template has been successfully created.')).toBeVisible();

  // Found in the list by keyword and type.
  await waitForHydration(page);
  await page.getByRole('searchbox').fill(title);
  await expect(page).toHaveURL(/keyword=E2E/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table')).toContainText(themeTitle);
  await page.goto(`/certificate?keyword=${encodeURIComponent(title)}&type=24`);
  await expect(page.getByRole('table')).not.toContainText(title);
  await page.goto(`/certificate?keyword=${encodeURIComponent(title)}&type=2`);
  await expect(page.getByRole('table')).toContainText(title);

  // The detail and its sample PDF.
  await page.getByRole('link', { name: `Detail ${title}` }).click();
  await expect(page.locator('#template-title')).toHaveText(title);
  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page.locator('.certificate-page')).toContainText('Siti Rahmawati');
  await page.screenshot({ path: `${shots}/certificate-detail.png`, fullPage: true });
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download sample PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await PDFDocument.load(readFileSync(await download.path()));
  expect(pdf.getPageCount()).toBe(1);
  expect(pdf.getPage(0).getSize().width).toBeCloseTo(841.89, 1);

  // The theme in use cannot be deleted; once the template is gone it can.
  await page.goto(`/theme?keyword=${encodeURIComponent(themeTitle)}`);
  await expect(page.getByRole('table')).toContainText(themeTitle);
  await expect(page.getByRole('button', { name: `Delete ${themeTitle}` })).toHaveCount(0);

  await page.goto(`/certificate?keyword=${encodeURIComponent(title)}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Certificate Template Deleted Successfully')).toBeVisible();
  await expect(page.getByRole('table')).not.toContainText(title);

  await page.goto(`/theme?keyword=${encodeURIComponent(themeTitle)}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Delete ${themeTitle}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Certificate Theme Deleted Successfully')).toBeVisible();
});
