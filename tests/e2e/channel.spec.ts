import { mkdirSync, writeFileSync } from 'node:fs';
import { pngBytes } from '../fixtures/images';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });

for (const [name, path] of [
  ['list', '/channel'],
  ['form', '/channel/create'],
  ['edit', '/channel/edit/1'],
  ['picker', '/channel/create'],
  ['detail', '/channel/detail/1'],
  ['content', '/channel/detail/1?tab=content'],
] as const) {
  test(`the channel ${name} has no accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, admin.email);
    await page.goto(path);
    if (name === 'form') {
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
    }
    if (name === 'picker') {
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Add Content' }).click();
      await expect(page.getByRole('dialog').getByRole('row')).toHaveCount(11);
    }
    await noAxeViolations(page, { screenshot: `channel-a11y-${name}` });
  });
}

test('create a channel with items, reorder them by keyboard, edit it, find it, open its detail and delete it', async ({ page }) => {
  test.setTimeout(300_000);
  await login(page, admin.email);
  await page.goto('/channel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Channel List');
  await expect(page.getByRole('table')).toContainText('New Joiner Essentials');

  const title = `E2E Channel ${Date.now()}`;
  await page.getByRole('link', { name: 'Create Channel' }).click();
  await waitForHydration(page);
  await page.getByLabel('Title').fill(title);
  // The cover goes through the one file field (the storage upload, folder covers).
  const coverFile = `${shots}/channel-cover.png`;
  writeFileSync(coverFile, pngBytes(320, 180));
  await page.getByLabel('Cover', { exact: true }).setInputFiles(coverFile);
  await expect(page.getByRole('button', { name: 'Remove Cover' })).toBeVisible();
  await page.getByRole('radio', { name: /^Public/ }).check();

  // Add three videos through the picker: search waits for 3 characters.
  await page.getByRole('button', { name: 'Add Content' }).click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('searchbox').fill('Onboarding');
  await expect(picker.getByRole('row')).toHaveCount(2);
  await picker.getByRole('button', { name: 'Add Onboarding: Our Company Values' }).click();
  await picker.getByRole('searchbox').fill('Safety');
  await picker.getByRole('button', { name: 'Add Workplace Safety Basics' }).click();
  await picker.getByRole('searchbox').fill('Excel');
  await picker.getByRole('button', { name: 'Add Introduction to Excel Pivot Tables' }).click();
  await page.screenshot({ path: `${shots}/channel-picker.png`, fullPage: true });
  await page.keyboard.press('Escape');
  const items = page.locator('.channel-item-title');
  await expect(items).toHaveCount(3);

  // Reorder by keyboard: focus the third item's Move up and press Enter twice; focus follows the item.
  await page.getByRole('button', { name: 'Move up: Video Introduction to Excel Pivot Tables' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(items.nth(0)).toContainText('Introduction to Excel Pivot Tables');
  await expect(page.getByText('moved to position 1 of 3')).toBeAttached();
  await page.getByRole('button', { name: 'Remove Video Workplace Safety Basics' }).click();
  await expect(items).toHaveCount(2);
  await page.screenshot({ path: `${shots}/channel-form.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/channel$/);
  await expect(page.getByText('Channel has been successfully created.')).toBeVisible();

  // Find it: search waits for 3 characters and 500 ms.
  await waitForHydration(page);
  await page.getByRole('searchbox').fill(title);
  await expect(page).toHaveURL(/keyword=E2E/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: `Detail ${title}` }).click();
  await expect(page.locator('#channel-title')).toHaveText(title);
  await expect(page.locator('.channel-detail img')).toHaveAttribute('src', /^\/api\/storage\/files\/DEMO\/covers\//);
  await page.getByRole('link', { name: 'Content (2)' }).click();
  await expect(page.getByRole('row').nth(1)).toContainText('Introduction to Excel Pivot Tables');
  await expect(page.getByRole('row').nth(2)).toContainText('Onboarding: Our Company Values');
  await page.screenshot({ path: `${shots}/channel-detail.png`, fullPage: true });

  // Edit: nothing changed, then a reorder and a new visibility.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText("There's no anything changed")).toBeVisible();
  await page.getByRole('button', { name: 'Move up: Video Onboarding: Our Company Values' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('radio', { name: /^Hidden/ }).check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/channel$/);
  await expect(page.getByText('Channel has been successfully edited.')).toBeVisible();
  await page.goto(`/channel?keyword=${encodeURIComponent(title)}&visibility=hidden`);
  await expect(page.getByRole('table')).toContainText(title);
  await page.getByRole('link', { name: `Detail ${title}` }).click();
  await page.getByRole('link', { name: 'Content (2)' }).click();
  await expect(page.getByRole('row').nth(1)).toContainText('Onboarding: Our Company Values');

  await page.goto(`/channel?keyword=${encodeURIComponent(title)}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Channel Deleted Successfully')).toBeVisible();
  await expect(page.getByRole('table')).not.toContainText(title);
});
