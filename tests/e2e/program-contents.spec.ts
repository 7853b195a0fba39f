import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';
import { quizBody } from '../integration/quiz/helpers';

const admin = demo.accounts[0];

// Manage Content of a program (decision 0146): a program with two organisation batches (made through the API), a
// quiz placed on day 1 from the picker, and the quiz's associate list naming each batch.
test('place a quiz on day 1 of a program with two organisation batches; its associate list names the batches', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now()}`;
  const title = `E2E Content Program ${stamp}`;
  const quizTitle = `E2E Program Quiz ${stamp}`;
  await login(page, admin.email);
  const headers = { origin: baseURL! };
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, { data, headers });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { id: number } }).data.id;
  };
  const category = ((await (await page.request.get('/api/categories/options')).json()) as { data: { value: number }[] }).data[0].value;
  const programId = await post('/api/programs', { title, category_id: category, level: 'fundamental', thumbnail_default: 1 });
  const north = await post('/api/companies', { company_code: `N${stamp.slice(-8)}`, company_name: `E2E North ${stamp}` });
  const south = await post('/api/companies', { company_code: `S${stamp.slice(-8)}`, company_name: `E2E South ${stamp}` });
  const batch = { start_date: '2031-01-06', end_date: '2031-02-28', capacity: 20 };
  await post(`/api/programs/${programId}/batch`, { ...batch, title: `North Cohort ${stamp}`, company_id: north });
  await post(`/api/programs/${programId}/batch`, { ...batch, title: `South Cohort ${stamp}`, company_id: south });
  const quizId = await post('/api/cms/v4/quizzes', quizBody({ title: quizTitle }));

  await page.goto(`/program/detail/${programId}`);
  await page.getByRole('link', { name: 'Manage Content' }).click();
  await expect(page).toHaveURL(new RegExp(`/program/detail/${programId}/contents$`));
  await waitForHydration(page);
  await expect(page.getByText('Saving places them in each of its 2 batches.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Day' }).click();
  await page.getByRole('button', { name: 'Add Section to Day 1' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Section title is required').first()).toBeVisible();
  await page.getByLabel('Section title (Day 1, section 1)').fill('Kick-off');
  await page.getByRole('button', { name: 'Add Content to Kick-off, Day 1' }).click();
  const picker = page.getByRole('dialog', { name: 'Add Content' });
  await picker.getByRole('radio', { name: 'Quiz', exact: true }).click();
  await picker.getByLabel('Search').fill(quizTitle);
  await picker.getByRole('button', { name: `Add ${quizTitle}` }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.program-content-title')).toHaveText([quizTitle]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Contents have been successfully saved.')).toBeVisible();
  await noAxeViolations(page, { screenshot: 'program-manage-content' });

  // Reloaded, the day, section and quiz are there.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Section title (Day 1, section 1)')).toHaveValue('Kick-off');
  await expect(page.locator('.program-content-title')).toHaveText([quizTitle]);

  await page.goto(`/quiz/detail/${quizId}?tab=result`);
  const assoc = page.getByRole('table', { name: 'Associate Quiz List' });
  await expect(assoc).toContainText(title);
  await expect(page.getByRole('row', { name: new RegExp(`North Cohort ${stamp}`) })).toContainText('Day 1');
  await expect(page.getByRole('row', { name: new RegExp(`South Cohort ${stamp}`) })).toContainText('Kick-off');
});
