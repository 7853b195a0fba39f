import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });

async function choose(page: Page, label: string, option: RegExp | string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

// Every live-event screen (the demo event is 1; the create form shown with its field messages).
for (const [name, path] of [
  ['list', '/live-event'],
  ['form', '/live-event/create'],
  ['edit', '/live-event/edit/1'],
  ['from-webinar', '/live-event/create/1'],
  ['detail', '/live-event/detail/1'],
  ['speakers', '/live-event/detail/1?tab=speakers'],
  ['contents-tab', '/live-event/detail/1?tab=contents'],
  ['registrants', '/live-event/detail/1?tab=registrants'],
  ['manage-content', '/live-event/detail/1/contents'],
] as const) {
  test(`the live event ${name} screen has no accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, admin.email);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (name === 'form') {
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
    }
    if (name === 'registrants') await expect(page.getByRole('table', { name: 'Registrants of the live event' })).toContainText('Registered');
    await noAxeViolations(page, { screenshot: `live-event-${name}` });
  });
}

test('create a live event, place a quiz in its contents, and see the quiz name the event in its associate list', async ({ page }) => {
  test.setTimeout(300_000);
  const title = `E2E Live Event ${Date.now()}`;
  await login(page, admin.email);
  await page.goto('/live-event');
  await expect(page.getByRole('table')).toContainText('Leadership Town Hall: Strategy 2027');
  await page.getByRole('link', { name: 'Create Live Event' }).click();
  await expect(page).toHaveURL(/\/live-event\/create$/);
  await waitForHydration(page);
  await page.getByLabel('Title').fill(title);
  await choose(page, 'Category', /Customer Service Excellence/);
  await page.getByLabel('Start (WIB)').fill('10/06/2031 09:00');
  await page.getByLabel('End (WIB)').fill('10/06/2031 11:00');
  await page.getByLabel('Meeting Link').fill('http://meet.example.com/e2e');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a full https:// address')).toBeVisible();
  await page.getByLabel('Meeting Link').fill('https://meet.example.com/e2e');
  await page.getByLabel('Capacity').fill('40');
  await page.getByRole('button', { name: 'Add External Speaker' }).click();
  await page.getByRole('textbox', { name: 'External speaker 1' }).fill('Dr. E2E Guest');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/live-event$/);
  await expect(page.getByText('Live event has been successfully created.')).toBeVisible();

  await waitForHydration(page);
  await page.getByRole('searchbox').fill(title);
  await expect(page).toHaveURL(/keyword=E2E/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table')).toContainText('10/06/2031 09:00');
  await page.getByRole('link', { name: `Detail ${title}` }).click();
  await expect(page.locator('#live-event-title')).toHaveText(title);
  await expect(page.locator('.detail-facts')).toContainText('10 Jun 2031, 09:00 WIB – 10 Jun 2031, 11:00 WIB');

  // Manage Content: a quiz from the picker, saved through the placement bridge.
  await page.getByRole('link', { name: 'Manage Content' }).first().click();
  await expect(page).toHaveURL(/\/live-event\/detail\/\d+\/contents$/);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add Content' }).click();
  const picker = page.getByRole('dialog', { name: 'Add Content' });
  await picker.getByRole('radio', { name: 'Quiz', exact: true }).click();
  await picker.getByLabel('Search').fill('Knowledge');
  await picker.getByRole('button', { name: 'Add Customer Service Knowledge Check' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.live-event-content-title')).toHaveText(['Customer Service Knowledge Check']);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Contents have been successfully saved.')).toBeVisible();
  await page.screenshot({ path: `${shots}/live-event-manage-content-saved.png`, fullPage: true });

  const res = await page.request.get(`/api/cms/live-event-settings?type=quiz&keyword=${encodeURIComponent('Customer Service Knowledge Check')}`);
  const quizId = ((await res.json()) as { data: { results: { id: number }[] } }).data.results[0].id;
  await page.goto(`/quiz/detail/${quizId}?tab=result`);
  const assoc = page.getByRole('table', { name: 'Associate Quiz List' });
  await expect(assoc).toContainText(title);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Live session');
  await page.screenshot({ path: `${shots}/live-event-quiz-associates.png`, fullPage: true });
});
