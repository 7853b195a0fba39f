import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

for (const [name, path] of [
  ['list', '/webinar'],
  ['form', '/webinar/create'],
  ['detail', '/webinar/detail/1'],
] as const) {
  test(`the webinar ${name} has no accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, admin.email);
    await page.goto(path);
    if (name === 'form') {
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
    }
    await noAxeViolations(page, { screenshot: `webinar-a11y-${name}` });
  });
}

test('create a webinar, find it, open its detail, move its status, edit it, copy it and delete it', async ({ page }) => {
  test.setTimeout(300_000);
  await login(page, admin.email);
  await page.goto('/webinar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webinar List');
  await expect(page.getByRole('table')).toContainText('Coaching Conversations for First-Line Supervisors');

  const title = `E2E Webinar ${Date.now()}`;
  await page.getByRole('link', { name: 'Create Webinar' }).click();
  await expect(page).toHaveURL(/\/webinar\/create$/);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Quarterly product update for the sales team.');
  await choose(page, 'Category', 'Public Speaking');
  await page.getByLabel('Start (WIB)').fill('04/03/2030 09:00');
  await page.getByLabel('End (WIB)').fill('04/03/2030 10:30');
  await page.getByLabel('Meeting Link').fill('http://meet.example/abc');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a full https:// address')).toBeVisible();
  await page.getByLabel('Meeting Link').fill('https://meet.google.com/e2e-test-abc');
  await choose(page, 'Platform', 'Google Meet');
  await page.getByLabel('Capacity').fill('80');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/webinar$/);
  await expect(page.getByText('Webinar has been successfully created.')).toBeVisible();

  // The search waits for 3 characters and 500 ms; the schedule shows in WIB.
  await waitForHydration(page);
  await page.getByRole('searchbox').fill(title);
  await expect(page).toHaveURL(/keyword=E2E/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table')).toContainText('04/03/2030 09:00');
  await expect(page.getByRole('table')).toContainText('Draft');

  await page.getByRole('link', { name: `Detail ${title}` }).click();
  await expect(page.locator('#webinar-title')).toHaveText(title);
  await expect(page.locator('.webinar-detail')).toContainText('04 Mar 2030, 09:00 WIB – 04 Mar 2030, 10:30 WIB (90 minutes)');
  await expect(page.locator('.webinar-detail')).toContainText('Google Meet');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Webinar status changed to Review.')).toBeVisible();
  await expect(page.locator('.webinar-status .pill')).toHaveText('Review');
  await page.screenshot({ path: `${shots}/webinar-detail.png`, fullPage: true });

  // A live event is made from the webinar by copy (decision 0145): its create form starts from the webinar's title.
  await page.getByRole('navigation', { name: 'Webinar tabs' }).getByRole('link', { name: 'Live Event' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.goBack();

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText("There's no anything changed")).toBeVisible();
  await page.getByLabel('Capacity').fill('120');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/webinar$/);
  await expect(page.getByText('Webinar has been successfully edited.')).toBeVisible();

  // A copy starts from the webinar's values as a new draft.
  await page.goto(`/webinar?keyword=${encodeURIComponent(title)}&status=review`);
  await page.getByRole('link', { name: `Detail ${title}` }).click();
  await expect(page.locator('.webinar-detail')).toContainText('120 seats');
  await page.getByRole('link', { name: 'Copy' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(`Copy of ${title}`);
  await expect(page.getByLabel('Capacity')).toHaveValue('120');

  await page.goto(`/webinar?keyword=${encodeURIComponent(title)}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Webinar Deleted Successfully')).toBeVisible();
  await expect(page.getByRole('table')).not.toContainText(title);
});
