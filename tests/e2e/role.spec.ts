import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });

/** The Members (3) and Permissions (4) cells of a role's row. */
const cell = (page: Page, role: string, column: 3 | 4) =>
  page
    .getByRole('row', { name: new RegExp(role.replace(/[()]/g, '\\$&')) })
    .getByRole('cell')
    .nth(column);

test('create a role with a few keys, edit it, and delete another role by moving its members to it', async ({ page }) => {
  // Four axe runs on a shared two-core machine.
  test.setTimeout(300_000);
  const name = `E2E Reporters ${Date.now()}`;
  await login(page, admin.email);
  await page.goto('/role');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Role List');
  await expect(cell(page, 'Facilitator', 3)).toHaveText('3');
  await noAxeViolations(page);
  await page.screenshot({ path: `${shots}/role-list.png`, fullPage: true });

  await page.getByRole('link', { name: 'Create Role' }).click();
  await expect(page).toHaveURL(/\/role\/create$/);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  const preview = page.getByRole('complementary', { name: 'Menu preview' });
  await expect(preview).toContainText('Members will see 1 of');
  // Search the keys, switch the whole Reporting group on, then one key off: the group is partly selected.
  await page.getByLabel('Search permissions').fill('report');
  await page.getByRole('checkbox', { name: 'Select all shown in Reporting' }).check();
  await expect(preview).toContainText('Course Report');
  await expect(preview).toContainText('Issue Report');
  await page.getByRole('switch', { name: 'Issue reporting-issue' }).click();
  await expect(page.getByRole('checkbox', { name: 'Select all shown in Reporting' })).not.toBeChecked();
  expect(await page.getByRole('checkbox', { name: 'Select all shown in Reporting' }).evaluate((el: HTMLInputElement) => el.indeterminate)).toBe(true);
  await expect(preview).not.toContainText('Issue Report');
  await page.getByLabel('Search permissions').fill('');
  await page.getByRole('switch', { name: 'Video content-video' }).click();
  await expect(page.getByRole('switch', { name: 'Video content-video' })).toHaveAttribute('aria-checked', 'true');
  await expect(preview).toContainText('Video');
  await expect(page.getByText('5 of 53 selected')).toBeVisible();

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('Reads reports and watches videos');
  await noAxeViolations(page);
  await page.screenshot({ path: `${shots}/role-create.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/role$/);
  await expect(page.getByText('Role has been successfully created.')).toBeVisible();
  await expect(cell(page, name, 4)).toHaveText('5');

  // Edit: switch the video key off.
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await waitForHydration(page);
  await page.getByRole('switch', { name: 'Video content-video' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Save Changes?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/role$/);
  await expect(page.getByText('Role has been successfully edited.')).toBeVisible();
  await expect(cell(page, name, 4)).toHaveText('4');

  // Delete a role with members: the dialog moves them to the new role, then deletes.
  await page.getByRole('link', { name: 'Detail Legacy Trainers (2024)' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Legacy Trainers (2024)' })).toBeVisible();
  await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((i) => !i.hasAttribute('ssr')));
  await noAxeViolations(page);
  await page.screenshot({ path: `${shots}/role-detail.png`, fullPage: true });
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('has 2 members');
  await dialog.getByRole('button', { name: 'Move and Delete' }).click();
  await expect(dialog).toContainText('Choose the role to move the members to');
  await dialog.getByRole('combobox', { name: 'Move members to' }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.screenshot({ path: `${shots}/role-delete-move.png` });
  await dialog.getByRole('button', { name: 'Move and Delete' }).click();
  await page.waitForURL(/\/role$/);
  await expect(page.getByText('Role Deleted Successfully')).toBeVisible();
  await expect(page.getByRole('table')).not.toContainText('Legacy Trainers');
  await expect(cell(page, name, 3)).toHaveText('2');

  // The new role's detail lists the moved members and the history of its changes.
  await page.getByRole('link', { name: `Detail ${name}` }).click();
  await page.getByRole('link', { name: 'Members (2)' }).click();
  await expect(page.locator('.role-detail li')).toHaveCount(2);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.locator('.role-audit')).toContainText('Removed: content-video');
  await noAxeViolations(page);
});

// Two roles and two people of the test's own (the seeded roles and the demo admin stay as the other tests expect them).
test("a role with members is deleted from the list: the row's Delete asks where its members move, then deletes", async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const signIn = await request.post('/api/v3/cms/auth/login', { data: { username: admin.email, password: demo.password, org_code: demo.orgCode } });
  const headers = { authorization: `Bearer ${(await signIn.json()).data.token}` };
  const createRole = async (name: string) => {
    const res = await request.post('/api/roles', { headers, data: { name, description: 'Made by the list delete test', keys: ['content-video'] } });
    expect(res.status()).toBe(201);
    return (await res.json()).data.id as number;
  };
  const from = `E2E Old Crew ${stamp}`;
  const to = `E2E New Crew ${stamp}`;
  const fromId = await createRole(from);
  await createRole(to);
  for (const n of [1, 2]) {
    const res = await request.post('/api/cms/users', {
      headers,
      data: { full_name: `Crew Member ${n}`, email: `crew.${stamp}.${n}@people.test`, password: 'Mangga-Harum-77-Biru', role_ids: [fromId] },
    });
    expect(res.status()).toBe(201);
  }

  await login(page, admin.email);
  await page.goto('/role?keyword=Super%20Admin');
  await expect(page.getByRole('link', { name: 'Edit Super Admin' })).toBeVisible();
  // The built-in role is never deleted: no Delete on its row.
  await expect(page.getByRole('button', { name: 'Delete Super Admin' })).toHaveCount(0);

  await page.goto(`/role?keyword=${stamp}`);
  await waitForHydration(page);
  await expect(cell(page, from, 3)).toHaveText('2');
  await page.getByRole('button', { name: `Delete ${from}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`"${from}" has 2 members`);
  await dialog.getByRole('button', { name: 'Move and Delete' }).click();
  await expect(dialog).toContainText('Choose the role to move the members to');
  await dialog.getByRole('combobox', { name: 'Move members to' }).click();
  await page.getByRole('option', { name: `${to} (0)` }).click();
  await page.screenshot({ path: `${shots}/role-list-delete-move.png` });
  await noAxeViolations(page);
  await dialog.getByRole('button', { name: 'Move and Delete' }).click();
  await expect(page.getByText('Role Deleted Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The list reloads in place: the role is gone and the other one has its members.
  await expect(page).toHaveURL(/\/role\?keyword=/);
  await expect(page.getByRole('table')).not.toContainText(from);
  await expect(cell(page, to, 3)).toHaveText('2');
});

// The role screens the walk above does not check, each on its own (axe is slow on a busy machine): the edit form of
// a seeded role with members (its permission editor and "applies from their next request" line) and the detail's
// Members tab. Nothing is saved.
for (const name of ['edit', 'members'] as const) {
  test(`the role ${name} screen has no accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, admin.email);
    await page.goto('/role?keyword=Facilitator');
    if (name === 'edit') {
      await page.getByRole('link', { name: 'Edit Facilitator' }).click();
      await expect(page).toHaveURL(/\/role\/edit\/\d+$/);
      await expect(page.getByLabel('Name')).toHaveValue('Facilitator');
      await waitForHydration(page);
    } else {
      await page.getByRole('link', { name: 'Detail Facilitator' }).click();
      await page.getByRole('link', { name: /^Members \(\d+\)$/ }).click();
      await expect(page).toHaveURL(/tab=members/);
      await expect(page.locator('.role-detail li').first()).toBeVisible();
      await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((i) => !i.hasAttribute('ssr')));
    }
    await page.screenshot({ path: `${shots}/role-a11y-${name}.png`, fullPage: true });
    await noAxeViolations(page);
  });
}
