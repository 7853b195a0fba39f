// Journeys (issue 29, decision 0148): a journey of a course and a checkpoint built on the screens, a learner's
// progress on its detail read from the seed's real completions; axe on the list, the form, the edit form and the detail.
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];

// The demo journey is the organisation's first (id 1, decision 0148).
for (const [name, path] of [
  ['list', '/journey'],
  ['form', '/journey/create'],
  ['edit', '/journey/edit/1'],
  ['detail', '/journey/detail/1'],
] as const) {
  test(`the journey ${name} has no accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, admin.email);
    await page.goto(path);
    if (name === 'form') {
      await waitForHydration(page);
      await page.getByLabel('Publish').check();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
      await expect(page.getByText('Add at least one step before sending the journey to review or publishing it.')).toBeVisible();
    }
    if (name === 'edit') {
      await waitForHydration(page);
      await expect(page.getByLabel('Title')).toHaveValue('Customer Service Excellence Journey');
      await expect(page.getByRole('combobox', { name: 'Unlock rule of step 2' })).toBeVisible();
    }
    if (name === 'list') await expect(page.getByRole('table')).toContainText('Customer Service Excellence Journey');
    if (name === 'detail') await expect(page.getByRole('region', { name: "Learners' Progress" })).toContainText(/\d+ of \d+ steps? completed|Completed \d/);
    await noAxeViolations(page, { screenshot: `journey-a11y-${name}` });
  });
}

test('build a journey of a course and a checkpoint, then see a learner’s progress on its detail', async ({ page }) => {
  test.setTimeout(240_000);
  const title = `E2E Journey ${Date.now()}`;
  await login(page, admin.email);
  await page.goto('/journey');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journey List');
  await page.getByRole('link', { name: 'Create Journey', exact: true }).click();
  await expect(page).toHaveURL(/\/journey\/create$/);
  await waitForHydration(page);
  await page.getByLabel('Title').fill(title);

  await page.getByRole('button', { name: 'Add Step' }).click();
  const picker = page.getByRole('dialog', { name: 'Add Content' });
  await picker.getByRole('radio', { name: 'Course' }).click();
  await picker.getByRole('searchbox').fill('Customer Service Excellence');
  await picker.getByRole('button', { name: 'Add Customer Service Excellence' }).click();
  await picker.getByRole('radio', { name: 'Checkpoint' }).click();
  await picker.getByRole('searchbox').fill('Customer Service Competency');
  await picker.getByRole('button', { name: 'Add Customer Service Competency Check Q4 2026' }).click();
  await picker.locator('.modal-close').click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove step 2' })).toBeVisible();

  // Invite a learner who completed the course and met the checkpoint in the demo data.
  await page.getByLabel('Find learners to invite').fill('Agus Rahayu');
  await page.getByRole('combobox', { name: 'Invited learners' }).click();
  await page.getByRole('option', { name: /Agus Rahayu/ }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Publish').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Journey has been successfully created.')).toBeVisible();
  await expect(page).toHaveURL(/\/journey$/);

  await page.getByRole('searchbox').fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Publish');
  await row.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/journey\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const steps = page.getByRole('region', { name: 'Steps' });
  await expect(steps.getByRole('row')).toHaveCount(3);
  await expect(steps.getByRole('row').nth(2)).toContainText('After the previous step is completed');
  const progress = page.getByRole('region', { name: "Learners' Progress" });
  const learner = progress.getByRole('row', { name: /Agus Rahayu/ });
  await expect(learner).toContainText('Invitation');
  await expect(learner.getByRole('cell', { name: /^Completed \d\d\/\d\d\/\d{4}$/ })).toHaveCount(3);
  // A column per step, headed by its title: the table scrolls in its card, the page never scrolls sideways at 1366.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await page.screenshot({ path: `${process.env.TEST_TMP ?? '.tmp'}/screens/journey-progress.png`, fullPage: true });
});
