import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';

const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });

async function noAxeViolations(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${shots}/course-${name}.png`, fullPage: true });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** An item's id through the course's own picker (the same call the wizard makes). */
async function pickerId(page: Page, type: string, keyword: string): Promise<number> {
  const res = await page.request.get(`/api/courses/content-picker/${type}?keyword=${encodeURIComponent(keyword)}`);
  return ((await res.json()) as { data: { results: { id: number }[] } }).data.results[0].id;
}

test('the course list has no accessibility violations', async ({ page }) => {
  await login(page, admin.email);
  await page.goto('/course');
  await expect(page.getByRole('table')).toContainText('Customer Service Excellence');
  await noAxeViolations(page, 'list');
});

test('build a course through the three steps with a quiz and an assignment, publish it, and see both in their associate lists', async ({ page }) => {
  test.setTimeout(300_000);
  const title = `E2E Course ${Date.now()}`;
  await login(page, admin.email);
  await page.goto('/course');
  await page.getByRole('link', { name: 'Create Course' }).click();
  await expect(page).toHaveURL(/\/course\/create$/);
  await waitForHydration(page);
  await expect(page.getByRole('navigation', { name: 'Course wizard steps' })).toContainText('General');

  // Step 1, General: the field messages first, then the values.
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await noAxeViolations(page, 'step-1');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: /Customer Service Excellence/ }).click();
  await page.getByLabel('Intermediate').check();
  await page.getByRole('radio', { name: 'Default thumbnail 4' }).check();
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page).toHaveURL(/\/course\/edit\/\d+\?step=2$/);
  const id = Number(/edit\/(\d+)/.exec(page.url())![1]);

  // Step 2, Content: a quiz and an assignment from the pickers, reordered with the keyboard.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add Content' }).click();
  const picker = page.getByRole('dialog', { name: 'Add Content' });
  await expect(picker.getByRole('button', { name: /LIM 1 \(not available yet\)/ })).toBeDisabled();
  await picker.getByRole('button', { name: 'Quiz', exact: true }).click();
  await picker.getByLabel('Search').fill('Knowledge');
  await picker.getByRole('button', { name: 'Add Customer Service Knowledge Check' }).click();
  await picker.getByRole('button', { name: 'Assignment', exact: true }).click();
  await picker.getByLabel('Search').fill('Case Notes');
  await picker.getByRole('button', { name: 'Add Complaint Handling Case Notes' }).click();
  await page.keyboard.press('Escape');
  const rows = page.locator('.course-content .course-content-title');
  await expect(rows).toHaveText(['Customer Service Knowledge Check', 'Complaint Handling Case Notes']);
  await page.getByRole('button', { name: /Reorder Complaint Handling Case Notes/ }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(rows).toHaveText(['Complaint Handling Case Notes', 'Customer Service Knowledge Check']);
  await expect(page.getByRole('button', { name: /Reorder Complaint Handling Case Notes/ })).toBeFocused();
  await page.getByLabel('Section 1 title').fill('Week 1 - Listening to Customers');
  await noAxeViolations(page, 'step-2');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/edit/${id}\\?step=3$`));

  // Step 3, Others.
  await waitForHydration(page);
  await page.getByLabel('Random').check();
  await noAxeViolations(page, 'step-3');
  await page.getByRole('button', { name: 'Save and Finish' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/detail/${id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Publish: step 1 again.
  await page.goto(`/course/edit/${id}?step=1`);
  await waitForHydration(page);
  await page.getByLabel('Published').check();
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/edit/${id}\\?step=2$`));
  await page.goto(`/course?keyword=${encodeURIComponent(title)}`);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Published');
  await page.screenshot({ path: `${shots}/course-list-published.png`, fullPage: true });

  // The quiz's and the assignment's associate lists show the course.
  const quizId = await pickerId(page, 'quiz', 'Customer Service Knowledge Check');
  await page.goto(`/quiz/detail/${quizId}?tab=result`);
  const quizAssoc = page.getByRole('table', { name: 'Associate Quiz List' });
  await expect(quizAssoc).toContainText(title);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Week 1 - Listening to Customers');
  await page.screenshot({ path: `${shots}/course-quiz-associates.png`, fullPage: true });
  const assignmentId = await pickerId(page, 'assignment', 'Complaint Handling Case Notes');
  await page.goto(`/assignment/detail/${assignmentId}`);
  await page.getByRole('tab', { name: '2. Assignment Result' }).click();
  await expect(page.getByRole('table', { name: 'Associate Assignment List' })).toContainText(title);
  await page.screenshot({ path: `${shots}/course-assignment-associates.png`, fullPage: true });
});
