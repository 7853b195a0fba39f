import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];

// Edit Batch's participant tabs (decision 0150): invite two people of the batch's organisation by user into a batch of
// one seat, see one invited and one waiting, remove the seated one (the waiting one is promoted), see the history.
test('invite users to a program batch, see them and the waiting list, then the user history', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now()}`;
  await login(page, admin.email);
  const headers = { origin: baseURL! };
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, { data, headers });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { id: number } }).data.id;
  };
  const category = ((await (await page.request.get('/api/categories/options')).json()) as { data: { value: number }[] }).data[0].value;
  const programId = await post('/api/programs', { title: `E2E Invite Program ${stamp}`, category_id: category, level: 'fundamental', thumbnail_default: 1 });
  const companyId = await post('/api/companies', { company_code: `I${stamp.slice(-8)}`, company_name: `E2E Invite Org ${stamp}` });
  for (const n of [1, 2]) {
    await post('/api/cms/users', {
      full_name: `Invitee ${n} ${stamp}`,
      email: `invitee-${n}-${stamp}@people.test`,
      nik: `88${stamp}${n}`,
      password: 'Str0ng!Passw0rd#2026',
      company_id: companyId,
    });
  }
  const batchId = await post(`/api/programs/${programId}/batch`, {
    title: `Cohort ${stamp}`,
    company_id: companyId,
    start_date: '2031-01-06',
    end_date: '2031-03-31',
    capacity: 1,
  });
  const editBatch = `/program/detail/${programId}/edit-batch/${batchId}/org/${companyId}`;

  await page.goto(editBatch);
  await waitForHydration(page);
  const tabs = page.getByRole('navigation', { name: 'Batch participant tabs' });
  await expect(tabs.getByRole('link', { name: 'Invited Users (0)' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Nobody is invited yet')).toBeVisible();

  await page.getByRole('button', { name: 'Invite Users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Users' });
  await dialog.getByLabel('Search').fill(stamp);
  await dialog.getByRole('checkbox', { name: new RegExp(`Invitee 1 ${stamp}`) }).check();
  await dialog.getByRole('checkbox', { name: new RegExp(`Invitee 2 ${stamp}`) }).check();
  await noAxeViolations(page, { screenshot: 'program-batch-invite-dialog' });
  await dialog.getByRole('button', { name: 'Invite (2)' }).click();

  // One seat: the first is invited, the second waits.
  await expect(tabs.getByRole('link', { name: 'Invited Users (1)' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Invitee 1 ${stamp}`) })).toBeVisible();
  await noAxeViolations(page, { screenshot: 'program-batch-invited' });
  await tabs.getByRole('link', { name: 'Waiting List (1)' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`^1 Invitee 2 ${stamp}`) })).toBeVisible();
  await noAxeViolations(page, { screenshot: 'program-batch-waiting' });

  // A seat frees: the person waiting is promoted.
  await page.goto(`${editBatch}?tab=invited`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Remove Invitee 1 ${stamp}` }).click();
  await page.getByRole('alertdialog', { name: 'Remove Participant?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Invitee 2 ${stamp}`) })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Waiting List (0)' })).toBeVisible();

  await tabs.getByRole('link', { name: 'User History' }).click();
  const history = page.getByRole('table', { name: /User history/ });
  await expect(history.getByRole('row')).toHaveCount(5);
  await expect(history.getByRole('row').nth(1)).toContainText(`Invitee 2 ${stamp}`);
  await expect(history.getByRole('row').nth(1)).toContainText('Promoted from the waiting list');
  await expect(history.getByRole('row').nth(2)).toContainText('Removed');
  await expect(history).toContainText('Added to the waiting list');
  await noAxeViolations(page, { screenshot: 'program-batch-history' });
});
