import { mkdirSync } from 'node:fs';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });

/** An item's id through the course's own picker (the same call the wizard makes). */
async function pickerId(page: Page, type: string, keyword: string): Promise<number> {
  const res = await page.request.get(`/api/courses/content-picker/${type}?keyword=${encodeURIComponent(keyword)}`);
  return ((await res.json()) as { data: { results: { id: number }[] } }).data.results[0].id;
}

test('the course list has no accessibility violations', async ({ page }) => {
  await login(page, admin.email);
  await page.goto('/course');
  await expect(page.getByRole('table')).toContainText('Customer Service Excellence');
  await noAxeViolations(page, { screenshot: 'course-list' });
});

test('build a course through the three steps with a quiz and an assignment, publish it, and see both in their associate lists', async ({ page }) => {
  test.setTimeout(300_000);
  const title = `E2E Course ${Date.now()}`;
  await login(page, admin.email);
  await page.goto('/course');
  await page.getByRole('link', { name: 'Create Course', exact: true }).click();
  await expect(page).toHaveURL(/\/course\/create$/);
  await waitForHydration(page);
  await expect(page.getByRole('navigation', { name: 'Course wizard steps' })).toContainText('General');

  // Step 1, General: the field messages first, then the values.
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await noAxeViolations(page, { screenshot: 'course-step-1' });
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
  await expect(picker.getByRole('button', { name: /HTML5 \(not available yet\)/ })).toBeDisabled();
  await expect(picker.getByRole('button', { name: 'LIM 1', exact: true })).toBeEnabled();
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
  await noAxeViolations(page, { screenshot: 'course-step-2' });
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/edit/${id}\\?step=3$`));

  // Step 3, Others.
  await waitForHydration(page);
  await page.getByLabel('Random').check();
  await noAxeViolations(page, { screenshot: 'course-step-3' });
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

test('the course list fits a 1280 px screen: the row actions are in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, admin.email);
  await page.goto('/course');
  await waitForHydration(page);
  // Other specs add courses above the demo's, so its row may be further down: what must hold is that its actions are
  // within the screen's width (no sideways scroll), wherever the row is vertically.
  const row = page.getByRole('row', { name: /Customer Service Excellence/ });
  for (const control of [
    row.getByRole('link', { name: 'Edit Customer Service Excellence' }),
    row.getByRole('button', { name: 'Duplicate Customer Service Excellence' }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const wrap = page.locator('.course-list .table-wrap').first();
  expect(await wrap.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await page.screenshot({ path: `${shots}/course-list-1280.png`, fullPage: true });
});

test("a course's User History and the Feedback Detail of its LIM survey", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await login(page, admin.email);
  const headers = { origin: baseURL! };
  const post = async (path: string, data: unknown, method: 'post' | 'patch' = 'post') => {
    const res = await page.request[method](path, { data, headers });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: { id: number } }).data;
  };
  const scale = (text: string) => ({
    question: `<p>${text}</p>`,
    question_type: 'linear_scale',
    question_objective: 'general',
    url_image: null,
    score: 100,
    needs_review: false,
    options: [1, 2, 3, 4, 5].map((n) => ({
      code: String(n),
      no: n,
      label: n === 1 ? 'Poor' : n === 5 ? 'Great' : '',
      is_correct: false,
      score: null,
      url_image: null,
    })),
  });
  const survey = await post('/api/cms/v4/quizzes', {
    title: `E2E Satisfaction ${stamp}`,
    description: '<p>How was it?</p>',
    type: 'lim',
    question_type: 'lim1',
    questions: [scale('The sessions were worth my time')],
  });
  const categories = (await (await page.request.get('/api/categories?page_size=1')).json()) as { data: { results: { id: number }[] } };
  const course = await post('/api/cms/v2/course-general', {
    title: `E2E Feedback Course ${stamp}`,
    description: '',
    category_id: categories.data.results[0].id,
    level: 'fundamental',
    thumbnail_default: 2,
    status: 'published',
  });
  await post(
    `/api/cms/v2/course-content/${course.id}`,
    { restricted: false, sections: [{ title: 'Wrap-up', contents: [{ content_type: 'lim1', ref_id: survey.id, title: 'Satisfaction' }] }] },
    'patch',
  );
  const people = (await (await page.request.get(`/api/courses/${course.id}/invite-users?by=user&keyword=nusantara&page_size=50`)).json()) as {
    data: { results: { id: number; label: string; detail: string }[] };
  };
  const learner = people.data.results.find((p) => !demo.accounts.some((a) => a.email === p.detail))!;
  await post(`/api/courses/${course.id}/invite-users`, { by: 'user', ids: [learner.id] });
  const placement = (
    (await (await page.request.get(`/api/cms/v2/course/${course.id}`)).json()) as { data: { sections: { contents: { placement_id: number }[] }[] } }
  ).data.sections[0].contents[0].placement_id;

  // The learner answers the survey through the learner calls.
  const learnerApi = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: headers });
  const signIn = await learnerApi.post('/api/v3/cms/auth/login', { data: { username: learner.detail, password: demo.password, org_code: demo.orgCode } });
  const auth = { authorization: `Bearer ${((await signIn.json()) as { data: { token: string } }).data.token}` };
  const attempt = (await (await learnerApi.post(`/api/learner/quiz-placements/${placement}/attempts`, { data: {}, headers: auth })).json()) as {
    data: { id: number; questions: { id: number }[] };
  };
  const submitted = await learnerApi.post(`/api/learner/quiz-attempts/${attempt.data.id}/submit`, {
    data: { answers: attempt.data.questions.map((q) => ({ question_id: q.id, value: 4 })) },
    headers: auth,
  });
  expect(submitted.ok()).toBe(true);
  await learnerApi.dispose();

  // User History: the learner and what they did, found by name.
  await page.goto(`/course/detail/${course.id}?tab=history`);
  await page.getByLabel('Search by name').fill(learner.label);
  await page.getByRole('button', { name: 'Search' }).click();
  const history = page.getByRole('region', { name: new RegExp(learner.label) });
  await expect(history.getByRole('row', { name: /Satisfaction/ })).toContainText('Finished');
  await noAxeViolations(page, { screenshot: 'course-user-history' });

  // Contents lists the survey's question with its answer count; it opens the Feedback Detail.
  await page.goto(`/course/detail/${course.id}?tab=contents`);
  await page.getByRole('link', { name: 'The sessions were worth my time' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/detail/${course.id}/feedback-lim/\\d+$`));
  await expect(page.getByRole('heading', { name: 'The sessions were worth my time' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Distribution of answers' }).getByRole('row', { name: /^4/ })).toContainText('100%');
  await expect(page.getByRole('table', { name: 'Feedback Answers' })).toContainText(learner.label);
  await waitForHydration(page);
  await noAxeViolations(page, { screenshot: 'course-feedback-lim' });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Answers' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Feedback_\d+_\d+\.xlsx$/);
});
