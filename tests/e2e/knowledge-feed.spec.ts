import { mkdirSync } from 'node:fs';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });

// Each screen on its own (axe is slow on a busy machine): the queue, a post, its reports, its history, the dialog.
for (const [name, path] of [
  ['list', '/knowledge-feed'],
  ['detail', '/knowledge-feed/detail/image/6'],
  ['reports', '/knowledge-feed/detail/text/4?tab=reports'],
  ['history', '/knowledge-feed/detail/text/11?tab=history'],
  ['dialog', '/knowledge-feed/detail/text/1'],
] as const) {
  test(`the knowledge feed ${name} has no accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, admin.email);
    await page.goto(path);
    if (name === 'dialog') {
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Hide' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Hide' }).click();
      await expect(page.getByText('Reason is required')).toBeVisible();
    }
    await noAxeViolations(page, { screenshot: `knowledge-feed-a11y-${name}` });
  });
}

test('moderate a reported post: it leads the queue, is hidden with a reason, leaves the reported filter and shows in the history', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, admin.email);
  await page.goto('/knowledge-feed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Knowledge Feed List');
  // Reported first: the post with three open reports is the first row.
  const first = page.getByRole('row').nth(1);
  await expect(first).toContainText('cheap followers');
  await expect(first).toContainText('3');
  await page.screenshot({ path: `${shots}/knowledge-feed-list.png`, fullPage: true });

  // Search waits for 3 characters and 500 ms.
  await waitForHydration(page);
  await page.getByRole('searchbox').fill('cheap follow');
  await expect(page).toHaveURL(/keyword=cheap/);
  await expect(page.getByRole('row')).toHaveCount(2);

  await page.getByRole('link', { name: /^Moderate Anyone want cheap followers/ }).click();
  await expect(page).toHaveURL(/\/knowledge-feed\/detail\/text\/\d+$/);
  await expect(page.getByRole('article')).toContainText('10.000 followers');
  await expect(page.getByText('3 open reports waiting for a moderator.')).toBeVisible();
  await page.getByRole('link', { name: 'Reports (3)' }).click();
  await expect(page.getByRole('table')).toContainText('Selling followers, not learning content.');
  await page.getByRole('link', { name: 'Post', exact: true }).click();

  await waitForHydration(page);
  await page.getByRole('button', { name: 'Hide' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Hide Post?');
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Advertising followers for sale: spam.');
  await page.screenshot({ path: `${shots}/knowledge-feed-hide-dialog.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByText('Post has been hidden.')).toBeVisible();
  await expect(page.locator('.feed-status')).toContainText('Hidden');
  await expect(page.locator('.feed-status')).toContainText('Advertising followers for sale: spam.');
  await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();
  await page.screenshot({ path: `${shots}/knowledge-feed-detail.png`, fullPage: true });

  await page.getByRole('link', { name: 'Moderation History' }).click();
  await expect(page.getByRole('table')).toContainText('Hidden');
  await expect(page.getByRole('table')).toContainText('Advertising followers for sale: spam.');

  // No longer waiting: the reported filter leaves it out, the hidden filter finds it.
  await page.goto('/knowledge-feed?reported=true');
  await expect(page.getByRole('table')).not.toContainText('cheap followers');
  await page.goto('/knowledge-feed?state=hidden');
  await expect(page.getByRole('table')).toContainText('cheap followers');

  // Restore it, with a reason, so the demo stays as it was.
  await page.getByRole('link', { name: /^Moderate Anyone want cheap followers/ }).click();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('dialog').getByLabel('Reason').fill('Restored after the e2e check.');
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Post has been restored.')).toBeVisible();

  // Delete with a reason: the post leaves the queue for the deleted filter, and (a soft delete) can be restored.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const deleting = page.getByRole('dialog');
  await expect(deleting).toContainText('Delete Post?');
  await deleting.getByLabel('Reason').fill('Spam again: removed from the feed.');
  await deleting.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Post has been deleted.')).toBeVisible();
  await expect(page.locator('.feed-status')).toContainText('Spam again: removed from the feed.');
  await page.goto('/knowledge-feed?state=deleted');
  await expect(page.getByRole('table')).toContainText('cheap followers');
  await page.getByRole('link', { name: /^Moderate Anyone want cheap followers/ }).click();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('dialog').getByLabel('Reason').fill('Restored after the e2e check.');
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Post has been restored.')).toBeVisible();
});
