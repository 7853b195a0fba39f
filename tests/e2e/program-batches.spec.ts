import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];

// Create Batch and Edit Batch of a program (decision 0147): the form kit over /api/programs/{id}/batch, the fourth
// breadcrumb entry back to the program's detail, axe on both screens.
test('create a batch for an organisation, then edit it through its /org/ path', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now()}`;
  const title = `E2E Batch Program ${stamp}`;
  const company = `E2E Batch Org ${stamp}`;
  await login(page, admin.email);
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, { data, headers: { origin: baseURL! } });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { id: number } }).data.id;
  };
  const category = ((await (await page.request.get('/api/categories/options')).json()) as { data: { value: number }[] }).data[0].value;
  const programId = await post('/api/programs', { title, category_id: category, level: 'fundamental', thumbnail_default: 1 });
  const companyId = await post('/api/companies', { company_code: `B${stamp.slice(-8)}`, company_name: company });

  await page.goto(`/program/detail/${programId}`);
  await page.getByRole('link', { name: 'Create Batch' }).click();
  await expect(page).toHaveURL(new RegExp(`/program/detail/${programId}/create-batch$`));
  await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Program Details' })).toHaveAttribute(
    'href',
    `/program/detail/${programId}`,
  );
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Batch title is required')).toBeVisible();
  await noAxeViolations(page, { screenshot: 'program-create-batch' });
  await page.getByLabel('Batch title').fill(`Cohort ${stamp}`);
  await page.getByRole('combobox', { name: 'Organisation' }).click();
  await page.getByRole('option', { name: company }).click();
  await page.getByLabel('Start date').fill('06/01/2031');
  await page.getByLabel('End date').fill('28/02/2031');
  await page.getByLabel('Capacity').fill('25');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Saved, the form returns to the program's detail (rendered on the server), where the batch is listed.
  await expect(page).toHaveURL(new RegExp(`/program/detail/${programId}$`));
  const row = page.getByRole('row', { name: new RegExp(`Cohort ${stamp}`) });
  await expect(row).toContainText(company);
  await expect(row).toContainText('06/01/2031');
  await expect(row).toContainText('25');

  await row.getByRole('link', { name: `Edit Cohort ${stamp}` }).click();
  await expect(page).toHaveURL(new RegExp(`/program/detail/${programId}/edit-batch/\\d+/org/${companyId}$`));
  await waitForHydration(page);
  await expect(page.getByLabel('Batch title')).toHaveValue(`Cohort ${stamp}`);
  await noAxeViolations(page, { screenshot: 'program-edit-batch' });
  await page.getByLabel('Capacity').fill('30');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('alertdialog', { name: 'Save Changes?' }).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/program/detail/${programId}$`));
  await expect(page.getByRole('row', { name: new RegExp(`Cohort ${stamp}`) })).toContainText('30');
});
