import { request } from '@playwright/test';
import { demo, expect, login, test } from './fixtures';
import { caller } from './calls';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];
const PASSWORD = 'Mangga-Harum-77-Biru';

// The program's LIM Feedback Detail (issue 29, decision 0157): a LIM 1 survey placed in a program of two batches, a
// learner of each answering through the learner calls; the admin reaches the question from the program detail,
// filters by batch, downloads the answers; axe on the page.
test('open a LIM question from the program detail, filter its answers by batch and download them', async ({ page }) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now()}`;
  await login(page, admin.email);
  const call = caller(page);
  const origin = new URL(page.url()).origin;
  const category = (await call('GET', '/api/categories/options'))[0].value;
  const program = (
    await call('POST', '/api/programs', { title: `E2E Feedback Program ${stamp}`, category_id: category, level: 'fundamental', thumbnail_default: 1 })
  ).id;
  const survey = (
    await call('POST', '/api/cms/v4/quizzes', {
      title: `E2E Feedback Survey ${stamp}`,
      description: '<p>How was it?</p>',
      type: 'lim',
      question_type: 'lim1',
      questions: [
        {
          question: '<p>The sessions were worth my time.</p>',
          question_type: 'linear_scale',
          question_objective: 'general',
          url_image: null,
          score: 100,
          options: [1, 2, 3, 4, 5].map((n) => ({
            code: String(n),
            no: n,
            label: n === 1 ? 'Not at all' : n === 5 ? 'Very much' : '',
            is_correct: false,
            score: null,
            url_image: null,
          })),
          needs_review: false,
        },
      ],
    })
  ).id;
  const learners: { email: string; batch: string; user: number }[] = [];
  for (const [tag, batchTitle] of [
    ['N', 'North Cohort'],
    ['S', 'South Cohort'],
  ]) {
    const company = (await call('POST', '/api/companies', { company_code: `F${tag}${stamp.slice(-8)}`, company_name: `E2E Feedback ${tag} ${stamp}` })).id;
    await call('POST', `/api/programs/${program}/batch`, {
      title: batchTitle,
      company_id: company,
      start_date: '2031-01-06',
      end_date: '2031-02-28',
      capacity: 5,
    });
    const email = `e2e-feedback-${tag.toLowerCase()}-${stamp}@people.test`;
    const user = (
      await call('POST', '/api/cms/users', {
        full_name: `Feedback ${tag} ${stamp}`,
        email,
        nik: `9${tag === 'N' ? 1 : 2}${stamp.slice(-9)}`,
        password: PASSWORD,
        company_id: company,
      })
    ).id as number;
    learners.push({ email, batch: batchTitle, user });
  }
  const batches = (await call('GET', `/api/programs/${program}/batch?page_size=-1`)).results as { id: number; title: string }[];
  expect(batches).toHaveLength(2);
  const contents = await page.request.put(`/api/programs/${program}/contents`, {
    data: { days: [{ sections: [{ title: 'Closing', contents: [{ type: 'lim1', id: survey }] }] }] },
    headers: { origin },
  });
  expect(contents.status(), await contents.text()).toBe(200);
  const associates = (await call('GET', `/api/cms/v4/quizzes/${survey}/associates`)).results as { batch_title: string; relation_id: number }[];
  // The learners answer from a context of their own (a sign-in in the page's would replace the admin's session).
  const learnerSide = await request.newContext({ baseURL: origin });
  for (const [i, learner] of learners.entries()) {
    const batch = batches.find((b) => b.title === learner.batch)!;
    await call('POST', `/api/programs/${program}/batch/${batch.id}/invite-users`, { user_ids: [learner.user] });
    const signedIn = await learnerSide.post('/api/v3/cms/auth/login', {
      data: { username: learner.email, password: PASSWORD, org_code: demo.orgCode },
      headers: { origin },
    });
    const headers = { origin, authorization: `Bearer ${(await signedIn.json()).data.token}` };
    const placement = associates.find((a) => a.batch_title === learner.batch)!.relation_id;
    const started = await learnerSide.post(`/api/learner/quiz-placements/${placement}/attempts`, { data: {}, headers });
    expect(started.status(), await started.text()).toBe(201);
    const attempt = (await started.json()).data;
    const answers = attempt.questions.map((x: { id: number }) => ({ question_id: x.id, value: i === 0 ? 5 : 3 }));
    const submitted = await learnerSide.post(`/api/learner/quiz-attempts/${attempt.id}/submit`, { data: { answers }, headers });
    expect(submitted.status(), await submitted.text()).toBe(200);
  }
  await learnerSide.dispose();

  await page.goto(`/program/detail/${program}`);
  const feedback = page.getByRole('region', { name: 'Feedback', exact: true });
  await expect(feedback).toContainText(`E2E Feedback Survey ${stamp}`);
  await feedback.getByRole('link', { name: 'The sessions were worth my time.' }).click();
  await expect(page).toHaveURL(new RegExp(`/program/detail/${program}/feedback-lim/\\d+$`));
  await expect(page).toHaveTitle(/^Feedback Detail \|/);
  await expect(page.getByRole('heading', { name: 'The sessions were worth my time.' })).toBeVisible();
  const spread = page.getByRole('table', { name: 'Distribution of answers' });
  await expect(spread.getByRole('row', { name: /^5 Very much 1 50%/ })).toBeVisible();
  await expect(spread.getByRole('row', { name: /^3 1 50%/ })).toBeVisible();
  await expect(page.getByText('1 - 2 of 2')).toBeVisible();
  await noAxeViolations(page, { screenshot: 'program-feedback' });

  await page.getByLabel('Batch').selectOption({ label: 'South Cohort' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/batch_id=\d+/);
  await expect(page.getByText('1 - 1 of 1')).toBeVisible();
  const answers = page.getByRole('table').last();
  await expect(answers).toContainText(`Feedback S ${stamp}`);
  await expect(answers).not.toContainText(`Feedback N ${stamp}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Answers' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Feedback_Program_\d+_\d+\.xlsx$/);
  await noAxeViolations(page);
});
