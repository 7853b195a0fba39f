import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { caller } from './calls';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });

async function pick(page: Page, label: string, option: string | RegExp) {
  await waitForHydration(page);
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Today as a WIB calendar day (the rundown's zone), so the new sessions are the ones the QR tab offers today. */
// Today in WIB as the date fields take it: DD/MM/YYYY.
const wibToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10).split('-').reverse().join('/');

test('the classroom list has no accessibility violations', async ({ page }) => {
  await login(page, admin.email);
  await page.goto('/classroom');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classroom List');
  await expect(page.getByRole('table')).toContainText('Leadership Essentials Bootcamp');
  await noAxeViolations(page, { screenshot: 'classroom-list' });
});

test('build a classroom with one batch and two sessions, invite a learner, open the presence QR tab for that schedule', async ({ page }) => {
  test.setTimeout(300_000);
  await login(page, admin.email);
  await page.goto('/classroom');
  await page.getByRole('link', { name: 'Create Classroom' }).click();
  await expect(page).toHaveURL(/\/classroom\/create$/);
  await waitForHydration(page);

  // 1 General: the required title is said on save; then the title and a category from the tree.
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await noAxeViolations(page, { screenshot: 'classroom-step-1-general' });
  const title = `E2E Classroom ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page).toHaveURL(/\/classroom\/edit\/\d+\?step=2$/, { timeout: 30_000 });
  const id = Number(/edit\/(\d+)/.exec(page.url())![1]);

  // 2 Content: a presence placed in the classroom's first session (it then serves every batch).
  await waitForHydration(page);
  await noAxeViolations(page, { screenshot: 'classroom-step-2-content' });
  await page.getByRole('button', { name: 'Add Content to Session 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Content' });
  await dialog.getByRole('radio', { name: 'Presence' }).click();
  await dialog.getByRole('searchbox').fill('Coaching Clinic');
  await dialog.getByRole('button', { name: 'Add Coaching Clinic Attendance' }).click();
  // A LIM survey beside it (decision 0098), with its conditions: optional, at least 10 minutes; no pass grade or due date applies.
  await dialog.getByRole('radio', { name: 'LIM 1' }).click();
  await dialog.getByRole('searchbox').fill('Training Satisfaction');
  await dialog.getByRole('button', { name: 'Add Training Satisfaction Survey' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const contents = page.getByRole('list', { name: 'Contents of session 1' });
  await expect(contents).toContainText('Coaching Clinic Attendance');
  const survey = contents.getByRole('listitem').filter({ hasText: 'Training Satisfaction Survey' });
  await expect(survey).toContainText('LIM 1');
  await survey.getByLabel('Required').uncheck();
  await survey.getByLabel('Min. minutes').fill('10');
  await expect(survey.getByLabel('Pass grade')).toHaveCount(0);
  await expect(survey.getByLabel('Due date (WIB)')).toHaveCount(0);
  await noAxeViolations(page, { screenshot: 'classroom-step-2-content-conditions' });
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/classroom/create/batch\\?id=${id}$`), { timeout: 30_000 });

  // 3 Batch: one batch, one day, two sessions in WIB, a location with coordinates.
  await waitForHydration(page);
  await noAxeViolations(page, { screenshot: 'classroom-step-3-batch' });
  await page.getByLabel('Batch title').fill('E2E Batch Jakarta');
  await page.getByLabel('Start date').fill(wibToday());
  await page.getByLabel('End date').fill(wibToday());
  // A place picked from Setting › Location fills the batch's place and locks it; cleared, the place is typed again.
  await page.getByRole('combobox', { name: 'Organisation location' }).click();
  await page.getByRole('option', { name: 'Head Office Training Centre', exact: true }).click();
  await expect(page.getByLabel('Location name')).toHaveValue('Head Office Training Centre');
  await expect(page.getByLabel('Location name')).toBeDisabled();
  await expect(page.getByLabel('Latitude')).not.toHaveValue('');
  await page.getByRole('button', { name: /^Clear.*Organisation location/ }).click();
  await expect(page.getByLabel('Location name')).toBeEnabled();
  await page.getByLabel('Location name').fill('Menara Nusantara');
  await page.getByLabel('Latitude').fill('-6.2249');
  await page.getByLabel('Longitude').fill('106.8093');
  await page.getByRole('button', { name: 'Add Day' }).click();
  await page.getByRole('button', { name: 'Add Session to Day 1' }).click();
  await page.getByRole('button', { name: 'Add Session to Day 1' }).click();
  await page.getByLabel('Day 1 session 1 title').fill('E2E Morning Session');
  await page.getByLabel('Day 1 session 1 start (WIB)').fill('00:00');
  await page.getByLabel('Day 1 session 1 end (WIB)').fill('12:00');
  await page.getByLabel('Day 1 session 2 title').fill('E2E Afternoon Session');
  await page.getByLabel('Day 1 session 2 start (WIB)').fill('12:00');
  await page.getByLabel('Day 1 session 2 end (WIB)').fill('23:59');
  await page.screenshot({ path: `${shots}/classroom-step-3-batch-filled.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save Batch' }).click();
  await expect(page.getByRole('list', { name: 'Batches' })).toContainText('E2E Batch Jakarta');
  await expect(page.getByRole('list', { name: 'Batches' })).toContainText('2 sessions');
  await page.getByRole('link', { name: 'Continue to Participant' }).click();
  await expect(page).toHaveURL(new RegExp(`/classroom/edit/${id}\\?step=4$`), { timeout: 30_000 });

  // 4 Participant: add a learner (by NIK) as a draft, then invite them.
  await waitForHydration(page);
  await noAxeViolations(page, { screenshot: 'classroom-step-4-participant' });
  await page.getByRole('searchbox', { name: 'Search people for users' }).fill('200040');
  await page.getByRole('list', { name: 'People found for users' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Add Participants' }).click();
  const drafts = page.getByRole('table', { name: 'Draft participants' });
  await expect(drafts.getByRole('row')).toHaveCount(2);
  await drafts.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Invite' }).click();
  await page.getByRole('tab', { name: 'Invited' }).click();
  await expect(page.getByRole('table', { name: 'Invited participants' }).getByRole('row')).toHaveCount(2);
  await page.screenshot({ path: `${shots}/classroom-step-4-invited.png`, fullPage: true });

  // The detail page shows the contents with their conditions, the batch and its participants.
  await page.goto(`/classroom/detail/${id}`);
  await expect(page.getByRole('region', { name: 'Overview' })).toContainText('LIM 1: Training Satisfaction Survey (Optional, 10 min)');
  await page.goto(`/classroom/detail/${id}?tab=batches`);
  await expect(page.getByRole('article', { name: 'E2E Batch Jakarta' })).toContainText('E2E Afternoon Session');
  await page.screenshot({ path: `${shots}/classroom-detail-batches.png`, fullPage: true });

  // The presence's QR tab offers the new batch and its schedules; choosing one unblurs the code.
  await page.goto('/presence?keyword=Coaching%20Clinic');
  await page.getByRole('link', { name: 'Detail Coaching Clinic Attendance' }).click();
  await page.getByRole('link', { name: 'QR Code' }).click();
  await pick(page, 'Batch', 'E2E Batch Jakarta');
  await page.getByRole('combobox', { name: 'Schedule' }).click();
  await expect(page.getByRole('option', { name: 'E2E Morning Session' })).toBeVisible();
  await page.getByRole('option', { name: 'E2E Afternoon Session' }).click();
  await expect(page.locator('.presence-qr-frame')).not.toHaveClass(/is-blurred/);
  await page.screenshot({ path: `${shots}/classroom-presence-qr.png`, fullPage: true });
});

test("reorder a session's contents by keyboard (Alt+Arrow on the handle) and by dragging; the saved order is what the step shows again", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, admin.email);
  const request = caller(page);
  const call = async (path: string, data: unknown) => (await request('POST', path, data)) as { id: number };
  // This test's own classroom and presences: nothing else places them.
  const stamp = Date.now();
  const { id } = await call('/api/cms/classrooms', { title: `E2E Reorder Classroom ${stamp}` });
  const titles = ['Alpha', 'Bravo', 'Charlie'].map((t) => `E2E Reorder ${t} ${stamp}`);
  const items = [];
  for (const title of titles) items.push(await call('/api/cms/presences', { title, description: 'Reorder', content_type: 'classroom' }));
  await call(`/api/cms/classrooms/${id}/contents`, {
    sessions: [
      { title: 'Morning', contents: items.slice(0, 2).map((p) => ({ type: 'presence', id: p.id })) },
      { title: 'Afternoon', contents: [{ type: 'presence', id: items[2].id }] },
    ],
  });

  await page.goto(`/classroom/edit/${id}?step=2`);
  await waitForHydration(page);
  const session = (n: number) => page.getByRole('list', { name: `Contents of session ${n}` }).locator('.classroom-content-title');
  await expect(session(1)).toHaveText([titles[0], titles[1]]);
  // Keyboard: Bravo up within Morning, then Alpha down past Morning's end into Afternoon; the focus follows.
  await page.getByRole('button', { name: `Reorder ${titles[1]} (Alt+Arrow Up or Down)` }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(session(1)).toHaveText([titles[1], titles[0]]);
  await expect(page.getByRole('button', { name: `Reorder ${titles[1]} (Alt+Arrow Up or Down)` })).toBeFocused();
  await page.getByRole('button', { name: `Reorder ${titles[0]} (Alt+Arrow Up or Down)` }).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(session(1)).toHaveText([titles[1]]);
  await expect(session(2)).toHaveText([titles[0], titles[2]]);
  await expect(page.getByRole('button', { name: `Reorder ${titles[0]} (Alt+Arrow Up or Down)` })).toBeFocused();
  await expect(page.getByText(`${titles[0]} moved to position 1 of Afternoon`)).toBeAttached();
  // Drag: Charlie's handle onto Bravo's row puts Charlie first in Morning.
  await page
    .getByRole('button', { name: `Reorder ${titles[2]} (Alt+Arrow Up or Down)` })
    .dragTo(page.getByRole('list', { name: 'Contents of session 1' }).locator('li').first());
  await expect(session(1)).toHaveText([titles[2], titles[1]]);
  await expect(session(2)).toHaveText([titles[0]]);
  await noAxeViolations(page, { screenshot: 'classroom-step-2-reordered' });
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page).toHaveURL(/\/classroom\/create\/batch\?id=\d+$/, { timeout: 30_000 });

  await page.goto(`/classroom/edit/${id}?step=2`);
  await waitForHydration(page);
  await expect(session(1)).toHaveText([titles[2], titles[1]]);
  await expect(session(2)).toHaveText([titles[0]]);
});
