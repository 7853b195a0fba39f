// /user/import (issue 16, docs/decisions/0078): the template, a file with row errors, then the 50 users LibreOffice
// wrote (tests/fixtures/user-import/users-50.xlsx) imported through the page; axe finds nothing on each state.
import { mkdirSync } from 'node:fs';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });
const fixture = 'tests/fixtures/user-import/users-50.xlsx';

test('import 50 users from the file LibreOffice wrote, after a file with row errors is refused', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, demo.accounts[0].email);
  await page.goto('/user/import');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import Users');
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Import');
  await waitForHydration(page);
  await noAxeViolations(page, { settle: false });
  await page.screenshot({ path: `${shots}/user-import.png`, fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Template' }).click();
  expect((await download).suggestedFilename()).toBe('User_import_template.xlsx');

  // A file with row errors: the preview names row, column and problem, and Import stays off.
  const bad = 'Full Name,Email,NIK,Division Code,Roles\nNo Division,e2e-bad@import.example,0123,NOPE,\nNo Role,e2e-bad2@import.example,,,Astronaut\n';
  await page.locator('input[type=file]').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await page.getByRole('button', { name: 'Check File' }).click();
  const errors = page.getByTestId('row-errors');
  await expect(errors).toContainText("unknown division code 'NOPE'");
  await expect(errors.getByRole('row').nth(2)).toContainText('3Rolesunknown role');
  await expect(page.getByRole('button', { name: 'Import Users' })).toBeDisabled();
  await noAxeViolations(page, { settle: false });
  await page.screenshot({ path: `${shots}/user-import-errors.png`, fullPage: true });

  // The LibreOffice file: 50 new users, NIKs with their leading zeros.
  await page.getByRole('button', { name: /^Remove/ }).click();
  await page.locator('input[type=file]').setInputFiles(fixture);
  await page.getByRole('button', { name: 'Check File' }).click();
  await expect(page.getByTestId('preview-counts')).toHaveText('50 rows: 50 new, 0 to update, 0 unchanged.');
  const rows = page.getByTestId('preview-rows');
  await expect(rows).toContainText('import.learner01@nusantara.example');
  await expect(rows).toContainText('0077001');
  await noAxeViolations(page, { settle: false });
  await page.screenshot({ path: `${shots}/user-import-preview.png`, fullPage: true });

  await page.getByRole('button', { name: 'Import Users' }).click();
  await expect(page.getByText('Users have been successfully imported: 50 created, 0 updated.')).toBeVisible();
  await expect(page.getByTestId('import-result')).toContainText('Imported 50 rows: 50 created, 0 updated, 0 unchanged.');
  await noAxeViolations(page, { settle: false });
  await page.screenshot({ path: `${shots}/user-import-done.png`, fullPage: true });

  // The same file again changes nothing.
  await page.locator('input[type=file]').setInputFiles(fixture);
  await page.getByRole('button', { name: 'Check File' }).click();
  await expect(page.getByTestId('preview-counts')).toHaveText('50 rows: 0 new, 0 to update, 50 unchanged.');
  await expect(page.getByRole('button', { name: 'Nothing to Import' })).toBeDisabled();
});

test("the user list's export, uploaded as it is: every row unchanged, its read-only columns named", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await login(page, demo.accounts[0].email);
  await page.goto('/user');
  await waitForHydration(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export' }).click();
  const file = testInfo.outputPath('users-export.xlsx');
  await (await download).saveAs(file);

  await page.goto('/user/import');
  await waitForHydration(page);
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Check File' }).click();
  await expect(page.getByTestId('preview-counts')).toHaveText(/^(\d+) rows: 0 new, 0 to update, \1 unchanged\.$/);
  await expect(page.getByTestId('ignored-columns')).toHaveText('Not imported (read only): Division Name, Company Name, Manager, Rule, Created (Asia/Jakarta).');
  await expect(page.getByRole('button', { name: 'Nothing to Import' })).toBeDisabled();
  await noAxeViolations(page, { settle: false });
});
