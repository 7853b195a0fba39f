// Expert List and Expert Journey (issue 32, decision 0144): an external expert created on the screen, seen in the list
// and on its detail; the seeded expert's teaching list and journey progress; axe on every expert screen.
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];

test('create an external expert, see it in the list and on its detail; axe on every expert screen', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, admin.email);
  await page.goto('/expert/expert-list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Expert List');
  await expect(page.getByRole('table')).toContainText('Dewi Anggraini');
  await noAxeViolations(page, { screenshot: 'expert-list' });

  await page.getByRole('link', { name: 'Create Expert' }).click();
  await waitForHydration(page);
  await noAxeViolations(page, { screenshot: 'expert-form' });
  await page.getByRole('radio', { name: 'An external person' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required for an external expert')).toBeVisible();
  await noAxeViolations(page, { screenshot: 'expert-form-errors' });
  const name = `Rina Pratama ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('rina@example.com');
  await page.getByRole('textbox', { name: 'Title' }).fill('Leadership Facilitator');
  await page.getByRole('textbox', { name: 'Expertise' }).fill('Leadership, Coaching');
  await page.getByRole('combobox', { name: 'Expert Level' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/expert\/expert-list$/);
  await expect(page.getByText('Expert has been successfully created.')).toBeVisible();
  await expect(page.getByRole('table')).toContainText(name);

  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.locator('#expert-name')).toHaveText(name);
  await expect(page.getByText('Leadership Facilitator')).toBeVisible();
  await expect(page.getByText('An external expert has no account')).toBeVisible();
  await noAxeViolations(page, { screenshot: 'expert-detail-external' });
  await page.getByRole('link', { name: 'Edit' }).click();
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await noAxeViolations(page, { screenshot: 'expert-form-edit' });

  // The seeded expert (id 1, the demo editor) teaches the demo courses and classroom batches.
  await page.goto('/expert/expert-list/detail/1');
  await expect(page.getByRole('table', { name: /Where .* teaches/ })).toContainText('Customer Service Excellence');
  await noAxeViolations(page, { screenshot: 'expert-detail' });

  await page.goto('/expert/expert-journey');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Expert Journey');
  await expect(page.getByRole('table')).toContainText('Certified Customer Service Trainer');
  await noAxeViolations(page, { screenshot: 'expert-journey-list' });
  await page.getByRole('link', { name: 'Create Expert Journey' }).click();
  await waitForHydration(page);
  await noAxeViolations(page, { screenshot: 'expert-journey-form' });
  await page.goto('/expert/expert-journey/edit/1');
  await waitForHydration(page);
  await expect(page.getByRole('table', { name: /progress/ })).toBeVisible();
  await noAxeViolations(page, { screenshot: 'expert-journey-edit' });
  await page.goto('/expert/expert-journey/create/1');
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Copy of Certified Customer Service Trainer');
  await noAxeViolations(page, { screenshot: 'expert-journey-copy' });
});
