import path from 'node:path';
import type { Page } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';

const admin = demo.accounts[0];
/** How long each of the page's scripts is held back: the form stays server-rendered, without React, that long. */
const SCRIPT_DELAY_MS = 1500;

/**
 * Issue 27 item 6: text typed into a form's server-rendered inputs before its island hydrates (a slow connection:
 * the scripts arrive late) was wiped when the form took over. The form kit starts from what the inputs hold, so
 * the typed text stays, counts as a change (the leave guard asks) and is what saving sends.
 */
async function openWithSlowScripts(page: Page, url: string) {
  await page.route('**/_astro/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
}

/** Types into the Title as a person does, and checks it happened before the form's island hydrated. */
async function typeTitleBeforeHydration(page: Page, text: string) {
  const title = page.getByRole('textbox', { name: 'Title' });
  await title.waitFor();
  await title.pressSequentially(text);
  const hydrated = await page.evaluate(() =>
    [...document.querySelectorAll('astro-island')].some((island) => island.querySelector('form') && !island.hasAttribute('ssr')),
  );
  expect(hydrated, 'the form hydrated before the typing ended: the test proves nothing').toBe(false);
  await waitForHydration(page);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  return title;
}

test('a title typed into /video/create before the form loads stays, and saving sends it', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, admin.email);
  await openWithSlowScripts(page, '/video/create');
  const typed = `Typed early ${Date.now()}`;
  const title = await typeTitleBeforeHydration(page, typed);
  await expect(title).toHaveValue(typed);
  // Still there a moment later: nothing resets the form after it took over.
  await page.waitForTimeout(500);
  await expect(title).toHaveValue(typed);

  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Workplace Safety' }).first().click();
  await page.getByLabel('Video File').setInputFiles(path.join(process.cwd(), 'src/db/seed/media', 'demo-video.mp4'));
  await expect(page.getByRole('link', { name: 'demo-video.mp4' })).toBeVisible();
  const create = page.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/videos');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await create).postDataJSON()).toMatchObject({ title: typed });
  await page.waitForURL(/\/video$/);
  await expect(page.getByText('Video has been successfully created.')).toBeVisible();
});

test('a wizard title typed before the form loads counts as a change: leaving asks first', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, admin.email);
  await openWithSlowScripts(page, '/course/create');
  const typed = `Early course ${Date.now()}`;
  const title = await typeTitleBeforeHydration(page, typed);
  await expect(title).toHaveValue(typed);
  // The leave guard's code loads once the form is on the page (the toasts' live region comes with it).
  await expect(page.locator('.toaster')).toBeAttached();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave this page?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(title).toHaveValue(typed);
  expect(new URL(page.url()).pathname).toBe('/course/create');
});
