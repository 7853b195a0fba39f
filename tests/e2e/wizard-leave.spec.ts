import type { Page } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';

const admin = demo.accounts[0];

/** The demo course's id, through the course list the wizard's Edit comes from. */
async function demoCourseId(page: Page): Promise<number> {
  const res = await page.request.get('/api/cms/v2/courses?keyword=Customer%20Service%20Excellence');
  return ((await res.json()) as { data: { results: { id: number }[] } }).data.results[0].id;
}

/**
 * Issue 27 item 1: the wizards dropped typed input without asking. Typing a title and then following a sidebar link
 * asks 'Leave this page?' (Stay keeps the input; Leave goes), and a reload asks through the browser's beforeunload
 * prompt, as every other form does (spec 000 §4, 002 §4; decision 0108).
 */
for (const wizard of [
  { name: 'the course wizard (create)', path: async () => '/course/create' },
  { name: 'the course wizard (edit)', path: async (page: Page) => `/course/edit/${await demoCourseId(page)}?step=1` },
  { name: 'the classroom wizard (create)', path: async () => '/classroom/create' },
]) {
  test(`${wizard.name} asks before a sidebar link or a reload drops typed input`, async ({ page }) => {
    await login(page, admin.email);
    const path = await wizard.path(page);
    await page.goto(path);
    await waitForHydration(page);
    const sidebarLink = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' });

    // Nothing typed yet: the link just goes (a wizard step is dirty from its first change, not on entering).
    await sidebarLink.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(path);
    await waitForHydration(page);

    // The leave guard's code loads once the form is on the page (the toasts' live region comes with it).
    await expect(page.locator('.toaster')).toBeAttached();
    const title = page.getByRole('textbox', { name: 'Title' });
    const typed = `Unsaved ${Date.now()}`;
    await title.fill(typed);
    await sidebarLink.click();
    const ask = page.getByRole('alertdialog', { name: 'Leave this page?' });
    await expect(ask).toContainText('You have unsaved changes. If you leave this page, your changes will be lost.');
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(ask).toHaveCount(0);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    await expect(title).toHaveValue(typed);

    // A reload asks through the browser (beforeunload); dismissing it keeps the page and the input.
    const prompt = page.waitForEvent('dialog');
    const reload = page.reload().catch(() => undefined);
    const dialog = await prompt;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await expect(title).toHaveValue(typed);

    await sidebarLink.click();
    await page.getByRole('alertdialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await reload;
  });
}
