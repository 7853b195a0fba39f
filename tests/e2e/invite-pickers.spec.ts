import type { Page } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';

const admin = demo.accounts[0];

/** The id of the first of a list's rows found by keyword, through the API the list page reads. */
async function idOf(page: Page, listPath: string, keyword: string): Promise<number> {
  const res = await page.request.get(`${listPath}?keyword=${encodeURIComponent(keyword)}`);
  return ((await res.json()) as { data: { results: { id: number }[] } }).data.results[0].id;
}

/**
 * The pickers that call another area's lists through the typed client with the routes their page passes (decision
 * 0110, issue 26 item 2): the course's Invite Users (by user, division or company) and the classroom's Participant
 * step (its division and company choices).
 */
test("a course's Invite Users lists people and divisions and invites the one chosen", async ({ page }) => {
  await login(page, admin.email);
  const id = await idOf(page, '/api/cms/v2/courses', 'Customer Service Excellence');
  await page.goto(`/course/detail/${id}?tab=participants`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Invite Users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Users' });
  const found = dialog.getByRole('list', { name: 'Who to invite' });
  await expect(found.getByRole('checkbox').first()).toBeVisible();
  await dialog.getByRole('radio', { name: 'Division' }).check();
  await expect(found.getByRole('checkbox').first()).toBeVisible();
  await expect(found).not.toContainText('No data');
  await dialog.getByRole('radio', { name: 'User' }).check();
  await found.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Invite (1)' }).click();
  await expect(page.getByText('1 user(s) invited')).toBeVisible();
});

test("the classroom's Participant step offers the organisation's divisions and companies", async ({ page }) => {
  await login(page, admin.email);
  const id = await idOf(page, '/api/cms/classrooms', 'Leadership Essentials Bootcamp');
  await page.goto(`/classroom/edit/${id}?step=4`);
  await waitForHydration(page);
  const division = page.getByRole('combobox', { name: 'Division' });
  const company = page.getByRole('combobox', { name: 'Company' });
  await expect.poll(() => division.locator('option').count()).toBeGreaterThan(1);
  await expect.poll(() => company.locator('option').count()).toBeGreaterThan(1);
  const add = page.getByRole('button', { name: 'Add Participants' });
  await expect(add).toBeDisabled();
  await division.selectOption({ index: 1 });
  await expect(add).toBeEnabled();
});
