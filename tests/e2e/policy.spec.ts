// Terms and conditions, user policy and FAQ (issue 30, docs/decisions/0125): publish a terms version and see it,
// reorder the FAQ by buttons and keys and see the footer's order; axe on every screen.
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];

for (const [name, path] of [
  ['terms', '/setting/term-and-condition'],
  ['user-policy', '/setting/user-policy'],
  ['faq', '/setting/faq'],
] as const) {
  test(`the ${name} screen has no accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, admin.email);
    await page.goto(path);
    await waitForHydration(page);
    await noAxeViolations(page, { screenshot: `policy-a11y-${name}` });
  });
}

test('publish a terms version, see it as the current one and in the history', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, admin.email);
  await page.goto('/setting/term-and-condition');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
  await waitForHydration(page);
  const text = `E2E terms ${Date.now()}: be kind to each other.`;
  await page.getByRole('textbox', { name: 'Terms and Conditions' }).click();
  await expect(page.locator('.ProseMirror')).toBeVisible();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
  await page.getByLabel('What changed').fill('E2E wording');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft has been saved.')).toBeVisible();
  await expect(page.locator('.policy-draft .pill-draft')).toHaveText('Draft');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Every learner will be asked to accept it again.');
  // The dialog over the draft, its rich-text editor loaded.
  await noAxeViolations(page, { screenshot: 'policy-terms-publish-dialog' });
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/Version \d+ has been published\./)).toBeVisible();
  const current = page.getByRole('region', { name: 'Current version' });
  await expect(current).toContainText(text);
  const version = (await current.locator('.pill-publish').textContent())!.trim();
  const history = page.getByRole('region', { name: 'Version history' });
  await expect(history.getByRole('row').nth(1)).toContainText('E2E wording');
  await history.getByRole('link', { name: version, exact: true }).click();
  await expect(page.getByRole('region', { name: version, exact: true })).toContainText(text);
  await noAxeViolations(page, { screenshot: 'policy-terms-published' });
});

test('edit the FAQ: add questions, reorder them by buttons and keys, save and see the footer follow', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, admin.email);
  await page.goto('/setting/faq');
  await waitForHydration(page);
  // Start from an empty FAQ.
  while (await page.getByRole('button', { name: /^Remove question/ }).count())
    await page
      .getByRole('button', { name: /^Remove question/ })
      .first()
      .click();
  for (const n of [1, 2, 3]) {
    await page.getByRole('button', { name: 'Add question' }).click();
    const item = page.getByRole('group', { name: `Question ${n}` });
    await expect(item.getByLabel('Question')).toBeFocused();
    await item.getByLabel('Question').fill(`E2E question ${n}?`);
    await item.getByLabel('Answer').fill(`E2E answer ${n}.`);
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('FAQ has been saved.')).toBeVisible();

  // The third moves up by its button (focus stays on it), then up again by the keyboard.
  await page.getByRole('button', { name: 'Move question 3 up' }).click();
  await expect(page.getByRole('button', { name: 'Move question 2 up' })).toBeFocused();
  await expect(page.getByRole('group', { name: 'Question 2' }).getByLabel('Question')).toHaveValue('E2E question 3?');
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByRole('group', { name: 'Question 1' }).getByLabel('Question')).toHaveValue('E2E question 3?');
  await expect(page.getByText('Question 2 moved to position 1 of 3.')).toBeAttached();
  // And the (now) third moves up by Alt+Arrow Up from inside its answer.
  await page.getByRole('group', { name: 'Question 3' }).getByLabel('Answer').focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByRole('group', { name: 'Question 2' }).getByLabel('Question')).toHaveValue('E2E question 2?');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('FAQ has been saved.').first()).toBeVisible();
  await noAxeViolations(page, { screenshot: 'policy-faq-edited' });

  await page.reload();
  await waitForHydration(page);
  const questions = await page.locator('.policy-faq-list input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(questions).toEqual(['E2E question 3?', 'E2E question 2?', 'E2E question 1?']);
  const me = await (await page.request.get('/api/cms/auth/me')).json();
  const footer = await (await page.request.get(`/api/organizations/${me.data.user.programs[0].id}/footer`)).json();
  expect(JSON.parse(footer.data.faq).map((i: { question: string }) => i.question)).toEqual(questions);
});
