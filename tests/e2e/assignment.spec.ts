import { mkdirSync, readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { demo, expect, login, test, waitForHydration } from './fixtures';

const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });

test('lists assignments and creates one through the form with its confirmation', async ({ page }) => {
  await login(page, admin.email);
  await page.goto('/assignment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assignment List');
  const table = page.getByRole('table');
  await expect(table).toContainText('Leadership Reflection Essay');
  await expect(page.getByRole('button', { name: 'Reset Filter' })).toBeDisabled();
  await page.screenshot({ path: `${shots}/assignment-list.png`, fullPage: true });

  await page.getByRole('link', { name: 'Create Assignment' }).click();
  await expect(page).toHaveURL(/\/assignment\/create$/);
  const submit = page.getByRole('button', { name: 'Create', exact: true });
  await expect(submit).toBeDisabled();
  await waitForHydration(page);
  // Typed at once into the placeholder: the keys typed while the editor loads are kept (issue 12).
  await page.getByRole('textbox', { name: 'Instruction' }).click();
  await page.keyboard.type('Describe what you saw on the shop floor.');
  await expect(page.locator('.ProseMirror')).toHaveText('Describe what you saw on the shop floor.');
  await page.getByLabel('Title').fill('E2E Field Report');
  await page.getByLabel('PDF').check();
  await expect(submit).toBeEnabled();
  await page.getByLabel('Disallowed').check();
  await expect(page.getByLabel('PDF')).not.toBeChecked();
  await page.getByLabel('Required').check();
  await page.getByLabel('Select All').check();
  await expect(page.getByLabel('PBIX')).toBeChecked();
  await page.screenshot({ path: `${shots}/assignment-create.png`, fullPage: true });
  await submit.click();
  await expect(page.getByText('Are you sure you want to create assignment?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/assignment$/);
  await expect(page.getByText('Assignment has been successfully created.')).toBeVisible();
  await expect(page.getByRole('table')).toContainText('E2E Field Report');
});

test('opens a seeded report, reviews a submission, downloads its file and grades it', async ({ page }) => {
  await login(page, admin.email);
  await page.goto('/assignment');
  await page.getByRole('link', { name: 'Detail Leadership Reflection Essay' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assignment Details');
  await expect(page.getByRole('tab', { name: '1. General' })).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: `${shots}/assignment-detail.png`, fullPage: true });
  await page.getByRole('tab', { name: '2. Assignment Result' }).click();
  await expect(page.getByText('Associate Assignment List')).toBeVisible();
  const table = page.getByRole('table', { name: 'Associate Assignment List' });
  await expect(table.getByRole('row')).toHaveCount(3);
  // The Batch filter's options come from GET …/filter; choosing one narrows the placements.
  await page.getByRole('combobox', { name: 'Batch' }).click();
  await page.getByRole('option', { name: /^Batch 1 - Jakarta Head Office/ }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row', { name: /Leadership Essentials Bootcamp/ });
  await expect(row).toContainText('Classroom');
  await page.screenshot({ path: `${shots}/assignment-associates.png`, fullPage: true });
  await row.getByRole('link', { name: 'View Detail' }).click();
  await expect(page).toHaveURL(/\/report\?detail=/);
  await expect(page.getByText('Assignment Individual report of participants')).toBeVisible();
  // Placed through the classroom's Batch step, which sets no due date or pass grade (decision 0094).
  await expect(page.getByText(/\d+ Passing Grade/)).toHaveCount(0);
  await expect(page.locator('.asg-card', { hasText: 'Participant' })).toContainText('18');
  await expect(page.getByRole('table')).toContainText('Waiting for Review');
  await page.screenshot({ path: `${shots}/assignment-report.png`, fullPage: true });

  const waiting = page.getByRole('row', { name: /Waiting for Review/ }).first();
  const name = (await waiting.getByRole('cell').nth(1).textContent())!.trim();
  await waiting.getByRole('button', { name: `Review ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Review Assignment' });
  await expect(dialog).toContainText('Submitted Date Time');
  await expect(dialog).toContainText('Passing Grade');
  await expect(dialog.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();
  const downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /^Download reflection-/ }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^reflection-\d+\.pdf$/);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await dialog.getByLabel('Grade Assignment').fill('88');
  await page.screenshot({ path: `${shots}/assignment-review.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Are you sure you want to submit your grade?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Grade has been successfully submitted.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Passed');
});

test('Grade All: downloads the template, edits it, previews and submits', async ({ page }) => {
  await login(page, admin.email);
  await page.goto('/assignment');
  await page.getByRole('link', { name: 'Detail Leadership Reflection Essay' }).click();
  await page.getByRole('tab', { name: '2. Assignment Result' }).click();
  await page
    .getByRole('row', { name: /Leadership Essentials Bootcamp/ })
    .getByRole('link', { name: 'View Detail' })
    .click();
  await expect(page.getByRole('button', { name: 'Grade All' })).toBeEnabled();
  await page.getByRole('button', { name: 'Grade All' }).click();
  const dialog = page.getByRole('dialog', { name: 'Grade All Assignment Individual' });
  await expect(dialog).toContainText('Please do not alter the content or format of the assignment report file.');
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  const downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^Assignment_report_\d+_\d{8}_\d{4}\.xlsx$/);

  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await download.path())!);
  const ws = wb.worksheets[0];
  const header = (ws.getRow(1).values as string[]).slice(1);
  const scoreCol = header.indexOf('Score') + 1;
  let edited = 0;
  ws.eachRow((r, n) => {
    if (n === 1) return;
    r.getCell(scoreCol).value = n <= 4 ? 95 : null;
    if (n <= 4) edited++;
  });
  const file = `${shots}/edited-template.xlsx`;
  await wb.xlsx.writeFile(file);

  await dialog.locator('input[type=file]').setInputFiles(file);
  await expect(dialog).toContainText('edited-template.xlsx');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('File has been successfully imported.')).toBeVisible();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('row')).toHaveCount(edited + 1);
  await expect(preview).toContainText(`${edited} of ${edited} rows will change.`);
  await preview.getByRole('searchbox').fill('zzzz');
  await expect(preview).toContainText('No data found');
  await preview.getByRole('searchbox').fill('');
  await expect(preview.getByRole('row')).toHaveCount(edited + 1);
  await page.screenshot({ path: `${shots}/assignment-preview.png`, fullPage: true });
  await preview.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(`${edited} Participants have been successfully graded.`)).toBeVisible();
  await page.screenshot({ path: `${shots}/assignment-report-after.png`, fullPage: true });
});

test('the report without a detail parameter or with a tampered one says so', async ({ page }) => {
  await login(page, admin.email);
  await page.goto('/assignment/detail/1/report');
  await expect(page.getByText('No Report Selected')).toBeVisible();
  await expect(page.getByText('Please select a report you want to view')).toBeVisible();
  await page.locator('a.btn', { hasText: 'Back' }).click();
  await expect(page).toHaveURL(/\/assignment\/detail\/1$/);
  await page.goto('/assignment/detail/1/report?detail=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByText('Invalid or tampered data.')).toBeVisible();
});

test('a group report shows the Group column and the List Group Member popup', async ({ page }) => {
  await login(page, admin.email);
  await page.goto('/assignment?keyword=Team');
  await page.getByRole('link', { name: 'Detail Team Coaching Plan' }).click();
  await page.getByRole('tab', { name: '2. Assignment Result' }).click();
  await page
    .getByRole('row', { name: /New Manager Essentials/ })
    .getByRole('link', { name: 'View Detail' })
    .click();
  await expect(page.getByText('Assignment Group report of participants')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Group' })).toBeVisible();
  await page.getByRole('button', { name: '4 Member' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'List Group Member' });
  await expect(dialog.getByRole('row')).toHaveCount(5);
  await expect(page.getByText('Expert : ')).toContainText('Others');
  await page.screenshot({ path: `${shots}/assignment-group.png`, fullPage: true });
});

test('edits an assignment with the reset warning, then deletes one that can be deleted', async ({ page }) => {
  await login(page, admin.email);
  await page.goto('/assignment');
  await page.getByRole('link', { name: 'Edit Sales Dashboard Project' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Assignment');
  await expect(page.getByLabel('Title')).toHaveValue('Sales Dashboard Project');
  await expect(page.getByLabel('PBIX')).toBeChecked();
  await waitForHydration(page);
  await page.getByLabel('Title').fill('');
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByLabel('Title').fill('Sales Dashboard Project Q4');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Are you sure you want to change this assignment? currently assignment will reset')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/assignment$/);
  await expect(page.getByText('Assignment has been successfully changed.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Sales Dashboard Project Q4' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Assignment Deleted Successfully')).toBeVisible();
  await expect(page.getByRole('table')).not.toContainText('Sales Dashboard Project Q4');
  await expect(page.getByRole('button', { name: /^Delete Leadership/ })).toHaveCount(0);
});
