// IDP templates (issue 33, docs/decisions/0134): build a template through its steps (fields, learning, cart, review)
// with one item of each available group, resumed from the server-side draft; axe on every screen.
import type { Page } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];

async function fieldsStep(page: Page, tab: string, title: string, shot?: string) {
  await page.goto(`/setting/template/create?tab=${tab}`);
  await waitForHydration(page);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Built by the end-to-end test.');
  await page.getByLabel('Topics').fill('growth');
  await page.getByLabel('Topics').press('Enter');
  await expect(page.getByRole('list', { name: 'Topics' })).toContainText('growth');
  await page.getByLabel('Prepare for a future role').check();
  await page.getByLabel('Thumbnail 3').check({ force: true });
  if (shot) await noAxeViolations(page, { screenshot: shot });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/\/setting\/template\/learning\?tab=/);
  await waitForHydration(page);
}

/** Adds the first item of the group shown (opening the first category first for a recommended group). */
async function addFirst(page: Page, group: string, byCategory = false) {
  await page.getByRole('tab', { name: group }).click();
  if (byCategory) {
    // The first category that holds something to add.
    const opens = page.getByRole('button', { name: /^Open / });
    await expect(opens.first()).toBeVisible();
    const n = await opens.count();
    for (let i = 0; i < n; i++) {
      await opens.nth(i).click();
      const firstAdd = page.getByRole('button', { name: /^Add / }).first();
      await expect(firstAdd.or(page.getByText('Nothing to show.'))).toBeVisible();
      if (await firstAdd.isVisible()) break;
      await page.getByRole('button', { name: 'All categories' }).click();
    }
  }
  const add = page.getByRole('button', { name: /^Add / }).first();
  const name = ((await add.textContent()) ?? '').replace(/^Add /, '');
  await add.click();
  await expect(page.getByRole('button', { name: `${name} in cart` })).toBeDisabled();
  return name;
}

async function reviewAndSave(page: Page, tab: string, title: string, picked: string[], shot?: string) {
  await page.getByRole('link', { name: 'Next' }).click();
  await page.waitForURL(/\/cart\/cart-learning\?tab=/);
  await waitForHydration(page);
  for (const p of picked) await expect(page.getByRole('button', { name: `Remove ${p}` })).toBeVisible();
  if (shot) await noAxeViolations(page, { screenshot: `${shot}-cart` });
  await page.getByRole('link', { name: 'Next' }).click();
  await page.waitForURL(/\/review\?tab=/);
  await waitForHydration(page);
  await expect(page.getByText(title)).toBeVisible();
  if (shot) await noAxeViolations(page, { screenshot: `${shot}-review` });
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/setting\/template\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  for (const p of picked) await expect(page.locator('.idp-cart-group li', { hasText: p })).toBeVisible();
  void tab;
}

test('the template list of each tab has no accessibility violations', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, admin.email);
  await page.goto('/setting/template');
  await expect(page.getByRole('link', { name: 'Recommended Learning' })).toHaveAttribute('aria-current', 'page');
  await noAxeViolations(page, { screenshot: 'idp-list' });
  await page.goto('/setting/template?tab=social&order_by=title&order_type=asc');
  await noAxeViolations(page);
});

test('build a recommended template with a CBA competency and a job competency, resumed from the draft', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, admin.email);
  const title = `E2E recommended ${Date.now()}`;
  await fieldsStep(page, 'recommended', title, 'idp-fields');
  await noAxeViolations(page, { screenshot: 'idp-learning' });
  const cba = await addFirst(page, 'CBA', true);
  const job = await addFirst(page, 'Job Competencies', true);
  await noAxeViolations(page, { screenshot: 'idp-learning-content' });
  // Leave and come back: the fields and the cart were kept on the server.
  await page.goto('/setting/template/create?tab=recommended');
  await waitForHydration(page);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.goto('/setting/template/learning?tab=recommended');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Cart (2)' })).toBeVisible();
  await reviewAndSave(page, 'recommended', title, [cba, job], 'idp');
  await noAxeViolations(page, { screenshot: 'idp-detail' });
  await page.getByRole('link', { name: 'View as IDP' }).click();
  await expect(page.getByRole('heading', { name: 'Development plan' })).toBeVisible();
  await expect(page.getByText('Prepare for a future role')).toBeVisible();
  await noAxeViolations(page, { screenshot: 'idp-detail-idp' });
});

test('build formal, experiential and social templates with one item of each available group', async ({ page }) => {
  test.setTimeout(300_000);
  await login(page, admin.email);
  const stamp = Date.now();

  await fieldsStep(page, 'formal', `E2E formal ${stamp}`);
  const course = await addFirst(page, 'Course');
  const liveEvent = await addFirst(page, 'Live Event');
  const program = await addFirst(page, 'Program');
  await reviewAndSave(page, 'formal', `E2E formal ${stamp}`, [course, liveEvent, program]);

  await fieldsStep(page, 'experiential', `E2E experiential ${stamp}`);
  const project = await addFirst(page, 'Project');
  await reviewAndSave(page, 'experiential', `E2E experiential ${stamp}`, [project]);

  await fieldsStep(page, 'social', `E2E social ${stamp}`);
  const coach = await addFirst(page, 'Coaching');
  await page.getByRole('tab', { name: 'Mentoring' }).click();
  const mentor = page.getByRole('button', { name: /^Add / }).last();
  const mentorName = ((await mentor.textContent()) ?? '').replace(/^Add /, '');
  await mentor.click();
  await expect(page.getByRole('button', { name: `${mentorName} in cart` })).toBeDisabled();
  await reviewAndSave(page, 'social', `E2E social ${stamp}`, [coach, mentorName]);

  // The quick edit of the fields (PATCH title, description, topics).
  await page.getByRole('link', { name: 'Edit details' }).click();
  await waitForHydration(page);
  await noAxeViolations(page, { screenshot: 'idp-edit-template' });
  await page.getByLabel('Title').fill(`E2E social edited ${stamp}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/setting\/template\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name: `E2E social edited ${stamp}` })).toBeVisible();
  await page.goto(`/setting/template?tab=social&keyword=${stamp}`);
  await expect(page.getByRole('link', { name: `E2E social edited ${stamp}`, exact: true })).toBeVisible();
});
