import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';

// Issue 16: a role made in the editor decides what its member sees, and a change to it shows on their next page.
const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });

/** The sidebar's entries, in order. */
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').allTextContents();

test('a role decides its member’s menu, and a change to the role shows on their next page', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const role = `E2E Menu ${stamp}`;
  const email = `menu.${stamp}@people.test`;
  const password = 'Kelapa-Muda-7391';

  // The administrator makes a role with two keys: videos and presences.
  await login(page, admin.email);
  await page.goto('/role/create');
  await waitForHydration(page);
  await page.getByLabel('Name').fill(role);
  await page.getByRole('switch', { name: 'Video content-video' }).click();
  await page.getByRole('switch', { name: 'Presence presence' }).click();
  const preview = page.getByRole('complementary', { name: 'Menu preview' });
  await expect(preview).toContainText('Video');
  await expect(preview).toContainText('Presence');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/role$/);

  // … and a person who holds only that role, with a password set by the administrator.
  await page.goto('/user/create');
  await waitForHydration(page);
  await page.getByLabel('Full Name').fill(`Menu Person ${stamp}`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('option', { name: role }).click();
  await page.keyboard.press('Escape');
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/user$/);
  await expect(page.getByText('User has been successfully created.')).toBeVisible({ timeout: 15_000 });

  // The person signs in in another browser: the menu has the dashboard, videos and presences, nothing else.
  const other = await browser.newContext();
  const person = await other.newPage();
  await login(person, email, password);
  await expect(person).toHaveURL(/\/dashboard$/);
  expect(await menu(person)).toEqual(['Dashboard', 'Video', 'Presence']);
  await person.screenshot({ path: `${shots}/role-member-menu-before.png` });
  await person.goto('/assignment');
  await expect(person).toHaveURL(/\/pages\/not-authorized/);

  // The administrator swaps videos for assignments in the role.
  await page.goto('/role');
  await page.getByRole('link', { name: `Edit ${role}` }).click();
  await waitForHydration(page);
  await page.getByRole('switch', { name: 'Video content-video' }).click();
  await page.getByRole('switch', { name: 'Assignment content-assignment' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/role$/);
  await expect(page.getByText('Role has been successfully edited.')).toBeVisible();

  // The person's next page already has the new menu, and the assignment list opens; no sign-out needed.
  await person.goto('/dashboard');
  expect(await menu(person)).toEqual(['Dashboard', 'Assignment', 'Presence']);
  await person.screenshot({ path: `${shots}/role-member-menu-after.png` });
  await person.goto('/assignment');
  await expect(person.getByRole('heading', { level: 1 })).toHaveText('Assignment List');
  await person.goto('/video');
  await expect(person).toHaveURL(/\/pages\/not-authorized/);
  await other.close();
});
