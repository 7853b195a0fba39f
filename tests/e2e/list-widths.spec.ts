import { demo, expect, login, test } from './fixtures';

/**
 * Every list's Action column inside the screen at 1366×768 without a sideways scroll (issue 27 item 13): text wraps
 * between words and an e-mail address after its @, so the row's actions stay in view on a training-centre laptop.
 */
const LISTS = [
  '/assignment',
  '/categories',
  '/certificate',
  '/channel',
  '/classroom',
  '/content-document',
  '/content-quiz',
  '/course',
  '/digilib',
  '/knowledge-feed',
  '/pdf',
  '/podcast',
  '/popup',
  '/presence',
  '/provider',
  '/quiz',
  '/role',
  '/theme',
  '/user',
  '/user/division',
  '/user/company',
  '/user/expert-level',
  '/user/coach',
  '/video',
  '/webinar',
];

test.use({ viewport: { width: 1366, height: 768 } });

test('every list keeps its Action column inside the screen at 1366×768', async ({ page }) => {
  await login(page, demo.accounts[0].email);
  const clipped: string[] = [];
  for (const path of LISTS) {
    await page.goto(path);
    const table = page.getByRole('table').first();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const box = await table.evaluate((t) => {
      const frame = t.parentElement!.getBoundingClientRect();
      const rights = [...t.querySelectorAll('tr')].map((tr) => tr.lastElementChild?.getBoundingClientRect().right ?? 0);
      return { frame: Math.round(frame.right), last: Math.round(Math.max(...rights)), screen: window.innerWidth };
    });
    if (box.last > box.frame || box.frame > box.screen) clipped.push(`${path}: the last column ends at ${box.last} px, its frame at ${box.frame} px`);
  }
  expect(clipped).toEqual([]);
});
