// Setting › Announcement and Location (issue 30, decision 0124): an announcement made on the screen for one division
// reaches that division's learner through the learner API and no one else; a location with typed coordinates; axe on
// every screen.
import { request as playwrightRequest } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];
const PASSWORD = 'Pengumuman-Divisi-42';
/** A WIB wall clock as the date fields take it (DD/MM/YYYY HH:mm), `hours` from now. */
const wibText = (hours: number) => {
  const [d, t] = new Date(Date.now() + (7 + hours) * 3_600_000).toISOString().slice(0, 16).split('T');
  return `${d.split('-').reverse().join('/')} ${t}`;
};

test('an announcement for one division reaches only that division in the learner API; the screens pass axe', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  await login(page, admin.email);
  const headers = { origin: baseURL! };
  const answer = (await (await page.request.get('/api/divisions?page_size=2&order_by=name&order_type=asc')).json()) as {
    data: { results: { id: number; division_name: string }[] };
  };
  const divisions = answer.data.results.map((d) => ({ id: d.id, name: d.division_name }));
  expect(divisions.length).toBe(2);
  const people = [] as string[];
  for (const [i, division] of divisions.entries()) {
    const email = `announce-${stamp}-${i}@people.test`;
    const res = await page.request.post('/api/cms/users', {
      data: { full_name: `Reader ${i} ${stamp}`, email, nik: `77${Date.now()}${i}`, password: PASSWORD, division_id: division.id },
      headers,
    });
    expect(res.status(), await res.text()).toBe(201);
    people.push(email);
  }

  await page.goto('/setting/announcement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Announcement List');
  await noAxeViolations(page, { screenshot: 'announcement-list' });

  await page.getByRole('link', { name: 'Create Announcement' }).click();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await noAxeViolations(page, { screenshot: 'announcement-form-errors' });

  const title = `E2E For ${divisions[0].name} ${stamp}`;
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Body' }).click();
  await page.keyboard.type('The division meeting moves to the third floor.');
  // The rich-text editor, loaded now, passes too (its toolbar's glyphs are pictures beside the buttons' names).
  await expect(page.getByRole('toolbar', { name: 'Body formatting' })).toBeVisible();
  await noAxeViolations(page, { screenshot: 'announcement-form-editor' });
  await page.getByRole('radio', { name: 'Divisions' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose at least one division')).toBeVisible();
  await page.getByRole('combobox', { name: 'Divisions' }).click();
  await page.getByRole('option', { name: divisions[0].name, exact: true }).click();
  await page.getByLabel('Start (WIB)').fill(wibText(-1));
  await page.getByRole('radio', { name: 'Publish' }).check();
  await page.getByRole('switch', { name: 'Pinned' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/setting\/announcement$/);
  await expect(page.getByText('Announcement has been successfully created.')).toBeVisible();

  await waitForHydration(page);
  await page.getByRole('searchbox').fill(title);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table')).toContainText('Pinned');
  await page.getByRole('link', { name: `Detail ${title}` }).click();
  await expect(page.locator('#announcement-title')).toHaveText(title);
  await expect(page.locator('.announcement-detail')).toContainText(`Divisions: ${divisions[0].name}`);
  await noAxeViolations(page, { screenshot: 'announcement-detail' });

  // Each learner asks the learner API with their own session.
  const seen: boolean[] = [];
  for (const email of people) {
    const learner = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: headers });
    const signIn = await learner.post('/api/v3/cms/auth/login', { data: { username: email, password: PASSWORD, org_code: demo.orgCode } });
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;
    const res = await learner.get('/api/learner/announcements', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    const list = ((await res.json()) as { data: { title: string; pinned: boolean; body: string }[] }).data;
    const mine = list.find((a) => a.title === title);
    if (mine) expect(mine).toMatchObject({ pinned: true, body: '<p>The division meeting moves to the third floor.</p>' });
    seen.push(Boolean(mine));
    await learner.dispose();
  }
  expect(seen).toEqual([true, false]);
});

test('a location with typed coordinates: the form says there is no map, validates, saves; axe on its screens', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, admin.email);
  await page.goto('/setting/location');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Location List');
  await noAxeViolations(page, { screenshot: 'location-list' });

  await page.getByRole('link', { name: 'Create Location' }).click();
  await waitForHydration(page);
  await expect(page.getByRole('note')).toContainText('no map tile server configured');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Latitude is required')).toBeVisible();
  await noAxeViolations(page, { screenshot: 'location-form-errors' });

  const name = `E2E Bandung Campus ${Date.now().toString(36)}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Address').fill('Jl. Asia Afrika No. 8, Bandung');
  await page.getByLabel('Latitude').fill('-6.9218');
  await page.getByLabel('Longitude').fill('107.6071');
  await page.getByLabel('Radius (metres)').fill('250');
  await expect(page.getByRole('link', { name: /Check these coordinates on OpenStreetMap/ })).toHaveAttribute('href', /mlat=-6\.9218&mlon=107\.6071/);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/setting\/location$/);
  await expect(page.getByText('Location has been successfully created.')).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('searchbox').fill(name);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: `Detail ${name}` }).click();
  await expect(page.locator('.announcement-detail')).toContainText('-6.9218, 107.6071');
  await expect(page.locator('.announcement-detail')).toContainText('250 m');
  await noAxeViolations(page, { screenshot: 'location-detail' });
});
