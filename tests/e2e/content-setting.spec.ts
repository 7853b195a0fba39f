// Setting › Content (issue 30, docs/decisions/0132): set the organisation's defaults for new content, then open the
// course wizard and see them applied (thumbnail on step 1; learning order and certificate template on step 3).
// The defaults are put back afterwards: the course specs that follow start from the console's own.
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];
const PATH = '/api/setting/content';

test('set the content defaults and see the course wizard start from them', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, admin.email);
  const original = (await (await page.request.get(PATH)).json()).data;

  await page.goto('/setting/content');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content Setting');
  await waitForHydration(page);
  await noAxeViolations(page, { screenshot: 'content-setting' });

  await page.getByRole('radio', { name: 'Default thumbnail 4' }).check();
  await page.getByRole('radio', { name: 'Free (any order)' }).check();
  await page.getByRole('switch', { name: 'Learners may download files' }).click();
  await expect(page.getByRole('switch', { name: 'Learners may download files' })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('combobox', { name: 'Course', exact: true }).click();
  const template = page.getByRole('option').first();
  const templateTitle = (await template.textContent())!.trim();
  await template.click();
  // Review needs a role: the form says so before anything is sent.
  await page.getByRole('switch', { name: 'New content needs review before it is published' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Review role is required when content needs review')).toBeVisible();
  await page.getByRole('switch', { name: 'New content needs review before it is published' }).click();
  await noAxeViolations(page, { screenshot: 'content-setting-edited' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Content setting has been successfully edited.')).toBeVisible();

  // The course wizard's first step starts with the default thumbnail.
  await page.goto('/course/create');
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: 'Default thumbnail 4' })).toBeChecked();
  await noAxeViolations(page, { screenshot: 'content-setting-course-create' });

  // A course made from it (steps 1 and 2 through the API) opens step 3 with the default order and certificate.
  const categories = (await (await page.request.get('/api/categories?page_size=1')).json()).data.results;
  const created = await page.request.post('/api/cms/v2/course-general', {
    data: {
      title: 'Defaults Course',
      description: '',
      category_id: categories[0].id,
      level: 'fundamental',
      thumbnail_default: 4,
      thumbnail_file_id: null,
      status: 'draft',
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;
  const content = await page.request.patch(`/api/cms/v2/course-content/${id}`, { data: { restricted: false, sections: [{ title: 'Week 1', contents: [] }] } });
  expect(content.status()).toBe(200);
  await page.goto(`/course/edit/${id}?step=3`);
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: 'Random' })).toBeChecked();
  await page.getByRole('radio', { name: 'Certificate' }).check();
  await expect(page.getByRole('combobox', { name: 'Certificate Template' })).toHaveValue(templateTitle);

  const now = (await (await page.request.get(PATH)).json()).data;
  const { options: _o, thumbnail_url: _u, ...values } = original;
  expect((await page.request.put(PATH, { data: { ...values, updated_at: now.updated_at } })).status()).toBe(200);
  await page.request.delete(`/api/cms/v2/courses/${id}`);
});
