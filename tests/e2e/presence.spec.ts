import { mkdirSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';

const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });

async function pick(page: Page, label: string, option: string | RegExp) {
  // A click that lands before the island hydrates focuses the server-rendered input but opens nothing.
  await waitForHydration(page);
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('create a presence, then edit it without changes', async ({ page }) => {
  await login(page, admin.email);
  await page.goto('/presence');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Presence List');
  await expect(page.getByRole('table')).toContainText('Leadership Bootcamp Daily Attendance');
  await page.screenshot({ path: `${shots}/presence-list.png`, fullPage: true });

  await page.getByRole('link', { name: 'Create Presence' }).click();
  await expect(page).toHaveURL(/\/presence\/create$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Description is required')).toBeVisible();
  await expect(page.getByText('Module Type is required')).toBeVisible();
  const title = `E2E Presence ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Attendance made by the end-to-end test');
  await pick(page, 'Module Type', 'Classroom');
  await page.screenshot({ path: `${shots}/presence-create.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Presence has been successfully created.')).toBeVisible();
  await page.waitForURL(/\/presence$/);
  await expect(page.getByRole('table')).toContainText(title);

  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText("There's no anything changed")).toBeVisible();
  await page.getByLabel('Title').fill(`${title} edited`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Save Changes?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Presence has been successfully edited.')).toBeVisible();
  await page.waitForURL(/\/presence$/);
  await expect(page.getByRole('table')).toContainText(`${title} edited`);
});

test('QR tab, preview in a new tab, manual presence and attendance export', async ({ page, context }) => {
  await login(page, admin.email);
  await page.goto('/presence?keyword=Bootcamp%20Daily');
  await page.getByRole('link', { name: 'Detail Leadership Bootcamp Daily Attendance' }).click();
  await expect(page.getByText('Learning Module Type')).toBeVisible();
  await expect(page.locator('.presence-general')).toContainText('Leadership Essentials Bootcamp');
  await page.screenshot({ path: `${shots}/presence-detail-general.png`, fullPage: true });

  await page.getByRole('link', { name: 'QR Code' }).click();
  await expect(page.locator('.presence-qr-frame')).toHaveClass(/is-blurred/);
  await expect(page.getByRole('button', { name: 'Open in New Tab' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Download' })).toBeDisabled();
  await pick(page, 'Batch', /^Batch 1 - Jakarta Head Of/);
  await pick(page, 'Schedule', 'Session 2 - Coaching Conversations');
  await expect(page.locator('.presence-qr-frame')).not.toHaveClass(/is-blurred/);
  await expect(page.getByTestId('presence-qr')).toHaveJSProperty('naturalWidth', 380);
  await page.screenshot({ path: `${shots}/presence-qr-tab.png`, fullPage: true });

  const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Open in New Tab' }).click()]);
  await preview.waitForLoadState();
  await expect(preview).toHaveURL(/\/presence\/preview\/\d+\?batch_id=\d+&schedule_id=\d+&status=preview$/);
  await expect(preview.getByRole('heading', { name: 'Leadership Bootcamp Daily Attendance' })).toBeVisible();
  await expect(preview.getByText('Rina Wijaya')).toBeVisible();
  // The sheet never reloads itself; at most one small script swaps the QR image (docs/decisions/0062).
  expect(await preview.locator('meta[http-equiv="refresh"]').count()).toBe(0);
  expect(await preview.locator('script').count()).toBeLessThanOrEqual(1);
  await expect(preview.locator('img.print-qr')).toHaveJSProperty('naturalWidth', 380);
  // A printed sheet lasts the schedule's check-in window and says so (issue 13 item 8); it no longer reloads itself.
  await expect(
    preview.getByText(/^This printed code is valid until \d{2} \w+ \d{4}, \d{2}:\d{2} \(WIB\), or until the QR code is regenerated\.$/),
  ).toBeVisible();
  expect(await preview.locator('meta[http-equiv="refresh"]').count()).toBe(0);
  await preview.screenshot({ path: `${shots}/presence-preview.png`, fullPage: true });
  await preview.emulateMedia({ media: 'print' });
  await preview.screenshot({ path: `${shots}/presence-preview-print.png`, fullPage: true });
  await preview.close();

  await page.getByRole('link', { name: 'Attendance' }).click();
  await pick(page, 'Batch', /^Batch 1 - Jakarta Head Of/);
  await pick(page, 'Schedule', 'Session 2 - Coaching Conversations');
  await expect(page.getByRole('table', { name: 'Attendance List' })).toContainText('Present');
  // The cards follow the chosen schedule: read them once its answers have arrived.
  await page.waitForLoadState('networkidle');
  const before = Number(await page.getByTestId('card-presence').textContent());
  await page.getByRole('button', { name: 'Manual Presence' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manual Presence' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(5);
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await dialog.getByRole('checkbox').first().check();
  await page.screenshot({ path: `${shots}/presence-manual.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Submit Presence?');
  await expect(confirm).toContainText('This action cannot be undone once you allow it.');
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Manual Presence has been successfully added.')).toBeVisible();
  await expect(page.getByTestId('card-presence')).toHaveText(String(before + 1));
  await page.screenshot({ path: `${shots}/presence-attendance.png`, fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
  expect(download.suggestedFilename()).toBe('Attendance.xlsx');
  const file = `${shots}/Attendance.xlsx`;
  await download.saveAs(file);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  expect(wb.worksheets[0].getRow(1).getCell(3).value).toBe('Name');
  expect(wb.worksheets[0].rowCount).toBe(19);
});
