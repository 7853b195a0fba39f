import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];

// Each screen on its own (axe is slow on a busy machine): the list, the form showing its field messages, the edit
// form and the detail page of the demo program (id 1, decision 0146).
for (const [name, path] of [
  ['list', '/program'],
  ['form', '/program/create'],
  ['edit', '/program/edit/1'],
  ['detail', '/program/detail/1'],
] as const) {
  test(`the program ${name} has no accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, admin.email);
    await page.goto(path);
    if (name === 'form') {
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
      await expect(page.getByText('Category is required')).toBeVisible();
    }
    if (name === 'edit') {
      await waitForHydration(page);
      await expect(page.getByLabel('Title')).toHaveValue('New Manager Program');
    }
    if (name === 'list') await expect(page.getByRole('table')).toContainText('New Manager Program');
    await noAxeViolations(page, { screenshot: `program-a11y-${name}` });
  });
}

test('create a program, find it in the list, open its detail and edit it', async ({ page }) => {
  test.setTimeout(240_000);
  const title = `E2E Program ${Date.now()}`;
  await login(page, admin.email);
  await page.goto('/program');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Program List');
  await page.getByRole('link', { name: 'Create Program', exact: true }).click();
  await expect(page).toHaveURL(/\/program\/create$/);
  await waitForHydration(page);
  await page.getByLabel('Title').fill(title);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: /Team Leadership/ }).click();
  await page.getByLabel('Advanced').check();
  await page.getByRole('radio', { name: 'Default thumbnail 5' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Program has been successfully created.')).toBeVisible();
  await expect(page).toHaveURL(/\/program$/);
  await page.getByRole('searchbox').fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Advanced');
  await expect(row).toContainText('Draft');
  await row.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/program\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: title })).toContainText('Team Leadership');

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await waitForHydration(page);
  await page.getByLabel('Publish').check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('alertdialog', { name: 'Save Changes?' }).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Program has been successfully edited.')).toBeVisible();
  await expect(page).toHaveURL(/\/program$/);
});
