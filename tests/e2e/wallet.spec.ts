import ExcelJS from 'exceljs';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];

/** Rp with dot thousands separators (spec 000 §9) to a number of rupiah. */
const rupiah = (text: string | null) => Number((text ?? '').replace(/^Rp /, '').replaceAll('.', ''));

test('record a top-up, see the balance and the ledger row, download the ledger', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await login(page, admin.email);
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wallet');
  await expect(page.getByRole('table', { name: 'Wallet Ledger' })).toContainText('BCA-TRF-2026-0001');
  await waitForHydration(page);
  await noAxeViolations(page, { screenshot: 'wallet-list' });
  const before = rupiah(await page.getByTestId('wallet-available').textContent());

  await page.getByRole('button', { name: 'Record Top-up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a Top-up' });
  await dialog.getByLabel('Amount (Rp)').fill('1.500,50');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter the amount in whole rupiah, e.g. 1.500.000')).toBeVisible();
  await expect(dialog.getByText('Reference is required')).toBeVisible();
  await noAxeViolations(page, { settle: false, screenshot: 'wallet-top-up' });

  const reference = `E2E-TRF-${Date.now()}`;
  await dialog.getByLabel('Amount (Rp)').fill('2.750.000');
  await dialog.getByLabel('Reference').fill(reference);
  await dialog.getByLabel('Note').fill('=SUM(A1:A9) paid by transfer');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Top-up has been successfully recorded.')).toBeVisible();
  await expect(page.getByTestId('wallet-available')).toHaveText(/^Rp \d{1,3}(\.\d{3})*$/);
  expect(rupiah(await page.getByTestId('wallet-available').textContent())).toBeGreaterThanOrEqual(before + 2_750_000);
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Top-up');
  await expect(row).toContainText('Rp 2.750.000');
  await expect(row).toContainText('=SUM(A1:A9) paid by transfer');
  await expect(row).toContainText(admin.fullName);

  await page.getByRole('searchbox').fill(reference);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath('wallet.png'), fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Ledger' }).click();
  const file = testInfo.outputPath('ledger.xlsx');
  await (await download).saveAs(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.getWorksheet('Ledger')!;
  // The search is carried into the download: the header and this one top-up.
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(2).getCell(4).value).toBe(reference);
  expect(sheet.getRow(2).getCell(5).value).toBe('=SUM(A1:A9) paid by transfer');
  expect(sheet.getRow(2).getCell(6).value).toBe(2_750_000);
  expect(sheet.getRow(2).getCell(2).value).toBeInstanceOf(Date);
});
