// Issue 27 items 16 and 17: dates typed and shown as DD/MM/YYYY and 24-hour HH:mm in WIB (never the browser's
// mm/dd/yyyy and AM/PM pickers), a capped field that says when text did not fit, Provider in one group in the sidebar
// and its trail, and names that hold what a control shows (axe's label-content-name-mismatch, on in every e2e check).
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { AxeBuilder, demo, expect, login, test, waitForHydration } from './fixtures';

const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });

const nativeDateInputs = (page: Page) => page.locator('input[type="date"], input[type="datetime-local"], input[type="time"], input[type="month"]');

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('a webinar typed as 17/08/2026 14:30 is saved and shown at 14:30 WIB; an impossible date says how to write one', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, admin.email);
  await page.goto('/webinar/create');
  await waitForHydration(page);
  await expect(nativeDateInputs(page)).toHaveCount(0);
  const start = page.getByLabel('Start (WIB)');
  await expect(start).toHaveAttribute('placeholder', 'DD/MM/YYYY HH:mm');
  await expect(page.getByText('DD/MM/YYYY HH:mm, 24-hour').first()).toBeVisible();

  const title = `E2E Zone ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('A webinar whose times are typed as the console shows them.');
  await choose(page, 'Category', 'Public Speaking');
  await start.fill('31/02/2026 14:30');
  await start.press('Tab');
  const message = 'Enter a real date and a 24-hour time as DD/MM/YYYY HH:mm, e.g. 17/08/2026 14:30.';
  await expect(page.getByText(message)).toBeVisible();
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('End (WIB)').fill('17/08/2026 4:00 PM');
  await page.getByLabel('Meeting Link').fill('https://meet.google.com/e2e-zone-abc');
  await choose(page, 'Platform', 'Google Meet');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/webinar\/create$/);
  await expect(page.getByText(message)).toHaveCount(2);
  await page.screenshot({ path: `${shots}/zone-webinar-invalid.png`, fullPage: true });

  await start.fill('17/08/2026 14:30');
  await page.getByLabel('End (WIB)').fill('17/08/2026 16:00');
  await expect(page.getByText(message)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/webinar$/);

  await waitForHydration(page);
  await page.getByRole('searchbox').fill(title);
  await expect(page).toHaveURL(/keyword=E2E/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table')).toContainText('17/08/2026 14:30');
  await page.getByRole('link', { name: `Detail ${title}` }).click();
  await expect(page.locator('.webinar-detail')).toContainText('17 Aug 2026, 14:30 WIB – 17 Aug 2026, 16:00 WIB (90 minutes)');
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByLabel('Start (WIB)')).toHaveValue('17/08/2026 14:30');
  await expect(page.getByLabel('End (WIB)')).toHaveValue('17/08/2026 16:00');
});

test("the popup, the course's access period and the classroom batch take DD/MM/YYYY, never the browser's date pickers", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, admin.email);
  await page.goto('/popup/create');
  await waitForHydration(page);
  await expect(page.getByLabel('Start Date (WIB)')).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  await expect(nativeDateInputs(page)).toHaveCount(0);
  await page.getByLabel('Start Date (WIB)').fill('08/17/2026');
  await page.getByLabel('Start Date (WIB)').press('Tab');
  await expect(page.getByText('Enter a real date as DD/MM/YYYY, e.g. 17/08/2026.')).toBeVisible();
  await page.screenshot({ path: `${shots}/zone-popup.png` });
  for (const path of ['/course/edit/1?step=3', '/course/edit/1?step=2', '/classroom/edit/1?step=3']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(nativeDateInputs(page), path).toHaveCount(0);
  }
});

test('Full Name shows its counter and says when pasted text did not fit in its 150 characters', async ({ page }) => {
  await login(page, admin.email);
  await page.goto('/user/create');
  await waitForHydration(page);
  const field = page.locator('.field', { has: page.getByLabel('Full Name') });
  await expect(field).toContainText('0/150');
  await page.getByLabel('Full Name').click();
  await page.keyboard.insertText('Raden Ajeng '.repeat(20));
  await expect(page.getByLabel('Full Name')).toHaveValue('Raden Ajeng '.repeat(20).slice(0, 150));
  await expect(field).toContainText('150/150');
  await expect(field.getByRole('status')).toHaveText('Only 150 characters fit: the rest was left out.');
  await page.screenshot({ path: `${shots}/user-full-name-cut.png` });
  await page.getByLabel('Full Name').press('Backspace');
  await expect(field.getByRole('status')).toHaveText('');
  await expect(field).toContainText('149/150');
});

test("Provider sits in the sidebar's Branding group and its trail says Branding too (spec 000 §2's menu)", async ({ page }) => {
  await login(page, admin.email);
  await page.goto('/provider');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'Branding', 'Provider']);
  const group = page.getByRole('navigation', { name: 'Main menu' }).locator('section', { has: page.getByRole('link', { name: 'Provider', exact: true }) });
  await expect(group.getByRole('heading')).toHaveText(/Branding/i);
  await expect(group.getByRole('link', { name: 'Organization' })).toBeVisible();
});

// The account menu (every page), the date-range button of a list, the ↑/↓ of the course content step and of the
// questions, and Move up / Move down of a category and a channel's items.
for (const [name, path] of [
  ['dashboard (account menu)', '/dashboard'],
  ['quiz list (date range)', '/content-quiz'],
  ['course content step (↑/↓)', '/course/edit/1?step=2'],
  ['category detail (Move up / Move down)', '/categories/detail/1'],
] as const) {
  test(`the ${name} has names that hold what each control shows`, async ({ page }) => {
    await login(page, admin.email);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    const { passes } = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
    // Where a control is named apart from its text (the date range, Move up), the rule ran on it and it passed.
    if (path === '/content-quiz' || path.startsWith('/categories')) expect(passes.map((p) => p.id)).toContain('label-content-name-mismatch');
  });
}
