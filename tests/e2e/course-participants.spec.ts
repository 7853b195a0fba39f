import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';

const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });

/** A demo course's id, through the course list call. */
async function courseId(page: Page, title: string): Promise<number> {
  const res = await page.request.get(`/api/cms/v2/courses?keyword=${encodeURIComponent(title)}`);
  return ((await res.json()) as { data: { results: { id: number }[] } }).data.results[0].id;
}

test.use({ viewport: { width: 1366, height: 768 } });

test("the Participants tab shows each participant's status beside their progress (issue 27 item 5)", async ({ page }) => {
  await login(page, admin.email);
  const id = await courseId(page, 'New Manager Essentials');
  await page.goto(`/course/detail/${id}?tab=participants`);
  const table = page.getByRole('table', { name: 'Participants, their status and progress' });
  await expect(table.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  await page.screenshot({ path: `${shots}/course-participants.png`, fullPage: true });
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '');
      return { status: cells[2], progress: Number.parseInt(cells[3], 10) };
    }),
  );
  // The demo's learners who handed everything in, those under way and those who have not begun.
  expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['Completed', 'Confirmed', 'Invited']));
  for (const r of rows) {
    if (r.status === 'Completed') expect(r.progress).toBe(100);
    if (r.status === 'Invited') expect(r.progress).toBe(0);
    if (r.status === 'Confirmed') expect(r.progress).toBeLessThan(100);
  }
});

test("course step 2: a content's row, an assignment's four conditions included, stays on one line at 1366×768 (issue 27 item 17)", async ({ page }) => {
  await login(page, admin.email);
  const id = await courseId(page, 'Customer Service Excellence');
  await page.goto(`/course/edit/${id}?step=2`);
  await waitForHydration(page);
  const assignment = page.locator('.course-content', { hasText: 'Reflection Essay' });
  await expect(assignment.getByText('Due date (WIB)')).toBeVisible();
  await page.screenshot({ path: `${shots}/course-step-2.png`, fullPage: true });
  // Every row's parts (handle, type, title, conditions, moves) share one line: each starts above where every other ends.
  const lines = await page.locator('.course-content').evaluateAll((lis) =>
    lis.map((li) => {
      const boxes = [...li.children].map((c) => c.getBoundingClientRect());
      return {
        title: li.querySelector('.course-content-title')?.textContent,
        oneLine: Math.max(...boxes.map((b) => b.top)) < Math.min(...boxes.map((b) => b.bottom)),
      };
    }),
  );
  expect(lines.length).toBeGreaterThanOrEqual(5);
  expect(lines.filter((l) => !l.oneLine)).toEqual([]);
  // And nothing sticks out of the page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
});
