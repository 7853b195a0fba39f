// Setting › Point and Setting › Leaderboard (issue 30, decision 0130): a point rule added on the screen, a quiz passed
// by a learner through the learner API, the points on the leaderboard; targets and merchandise; axe on every screen.
import { request as playwrightRequest } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];
const Q = '/api/cms/v4/quizzes';
type Loose = any; // eslint-disable-line @typescript-eslint/no-explicit-any

test('a point rule for passing a quiz: a learner passes one through the learner API and leads the leaderboard; axe on the screens', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await login(page, admin.email);
  await page.goto('/setting/point');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Point List');
  await noAxeViolations(page, { screenshot: 'point-list' });

  await page.getByRole('link', { name: 'Create Point' }).click();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Activity is required')).toBeVisible();
  await noAxeViolations(page, { screenshot: 'point-form-errors' });
  await page.getByRole('combobox', { name: 'Activity' }).click();
  await page.getByRole('option', { name: 'Completing a journey' }).click();
  await expect(page.getByRole('note')).toContainText('Awarded once per published journey the learner completes');
  await page.getByRole('combobox', { name: 'Activity' }).click();
  await page.getByRole('option', { name: 'Passing a quiz' }).click();
  await expect(page.getByRole('note')).toContainText('Awarded once per quiz the learner passes');
  await page.getByRole('spinbutton', { name: 'Points' }).fill('15');
  await page.getByRole('spinbutton', { name: 'Daily cap' }).fill('100');
  await noAxeViolations(page, { screenshot: 'point-form' });
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/setting\/point$/);
  await expect(page.getByText('Point rule has been successfully created.')).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Passing a quiz');
  await page.getByRole('link', { name: 'Passing a quiz', exact: true }).click();
  await expect(page.locator('#rule-title')).toHaveText('Passing a quiz');
  await noAxeViolations(page, { screenshot: 'point-detail' });

  // A learner of the demo who has not taken the customer service check passes it through the learner API.
  const quiz = ((await (await page.request.get(`${Q}?keyword=Customer%20Service%20Knowledge`)).json()) as Loose).data.results[0];
  const view = ((await (await page.request.get(`${Q}/${quiz.id}`)).json()) as Loose).data;
  const associates = ((await (await page.request.get(`${Q}/${quiz.id}/associates`)).json()) as Loose).data.results as Loose[];
  let placementId = 0;
  let learner: Loose;
  for (const a of associates) {
    const people = ((await (await page.request.get(`${Q}/${quiz.id}/results?relation_id=${a.relation_id}&page_size=100`)).json()) as Loose).data.results;
    learner = people.find((p: Loose) => p.status === 'not_done');
    if (learner) {
      placementId = a.relation_id;
      break;
    }
  }
  expect(learner, 'a learner who has not taken the quiz').toBeTruthy();
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const signIn = await api.post('/api/v3/cms/auth/login', { data: { username: learner.email, password: demo.password, org_code: demo.orgCode } });
  const auth = { authorization: `Bearer ${((await signIn.json()) as Loose).data.token}` };
  const started = await api.post(`/api/learner/quiz-placements/${placementId}/attempts`, { headers: auth, data: {} });
  expect(started.status(), await started.text()).toBe(201);
  const attempt = ((await started.json()) as Loose).data;
  const answers = attempt.questions.map((q: Loose) => {
    const source = view.questions.find((s: Loose) => s.id === q.id);
    return { question_id: q.id, codes: source.options.filter((o: Loose) => o.is_correct).map((o: Loose) => o.code) };
  });
  const submitted = await api.post(`/api/learner/quiz-attempts/${attempt.id}/submit`, { headers: auth, data: { answers } });
  expect(((await submitted.json()) as Loose).data).toMatchObject({ status: 'passed', score: 100 });
  expect(((await (await api.get('/api/learner/points', { headers: auth })).json()) as Loose).data).toMatchObject({ earned: 15 });
  await api.dispose();

  await page.goto('/setting/leaderboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leaderboard');
  const ranking = page.getByRole('table').first();
  await expect(ranking).toContainText(learner.name);
  const row = ranking.getByRole('row').filter({ hasText: learner.name });
  await expect(row.getByRole('cell').last()).toHaveText('15');
  await noAxeViolations(page, { screenshot: 'leaderboard' });
  await page.getByLabel('Period').selectOption('all');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('All time: ')).toBeVisible();

  // A target for this month, its leaderboard with the goal reached.
  await page.goto('/setting/leaderboard');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Create Target' }).click();
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Name' }).fill(`Quiz month ${Date.now().toString(36)}`);
  await page.getByRole('spinbutton', { name: 'Goal (points)' }).fill('30');
  await noAxeViolations(page, { screenshot: 'target-form' });
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/setting\/leaderboard$/);
  await expect(page.getByText('Target has been successfully created.')).toBeVisible();
  await page
    .getByRole('link', { name: /^Quiz month/ })
    .first()
    .click();
  await expect(page.getByRole('table')).toContainText(learner.name);
  await expect(page.getByRole('row').filter({ hasText: learner.name })).toContainText('50 %');
  await noAxeViolations(page, { screenshot: 'target-detail' });

  // Merchandise on its tab.
  await page.goto('/setting/leaderboard?tab=merchandise');
  await waitForHydration(page);
  await noAxeViolations(page, { screenshot: 'merchandise-list' });
  await page.getByRole('link', { name: 'Create Merchandise' }).click();
  await waitForHydration(page);
  const name = `Tumbler ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('spinbutton', { name: 'Point price' }).fill('10');
  await page.getByRole('spinbutton', { name: 'Stock' }).fill('3');
  await noAxeViolations(page, { screenshot: 'merchandise-form' });
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/setting\/leaderboard\?tab=merchandise$/);
  await expect(page.getByText('Merchandise has been successfully created.')).toBeVisible();
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.locator('#merchandise-title')).toHaveText(name);
  await noAxeViolations(page, { screenshot: 'merchandise-detail' });
});
