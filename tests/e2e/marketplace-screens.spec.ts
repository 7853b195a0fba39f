// Issue 33's screens that its flows (idp.spec.ts, marketplace.spec.ts, wallet.spec.ts) do not open: the four steps of
// an IDP template's edit, and the seller's offer screens (decision 0141). Each one has no accessibility violations.
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { caller } from './calls';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];

test("an IDP template's edit steps have no accessibility violations", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, admin.email);
  const call = caller(page);
  const [template] = (await call('GET', '/api/cms/formal/templates?page_size=1')).results as { id: number; title: string }[];
  expect(template, 'the demo seeds a formal template').toBeTruthy();
  const steps: [path: string, heading: string][] = [
    [`/setting/template/edit/${template.id}`, 'Edit Template'],
    [`/setting/template/learning/edit?id=${template.id}`, 'Edit Learning Template'],
    [`/setting/template/cart/cart-learning/edit?id=${template.id}`, 'Edit Cart Learning'],
    [`/setting/template/review/edit?id=${template.id}`, 'Edit Review Template'],
  ];
  for (const [path, heading] of steps) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await waitForHydration(page);
    await noAxeViolations(page, { screenshot: `idp-${heading.toLowerCase().replaceAll(' ', '-')}` });
  }
});

test('publish an offer, edit it and withdraw it; the offer screens have no accessibility violations', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, admin.email);
  const title = `E2E Offer ${Date.now()}`;
  await page.goto('/explore-content');
  await page.getByRole('link', { name: "Your organisation's offers" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offer List');
  await waitForHydration(page);
  await noAxeViolations(page, { screenshot: 'marketplace-offers' });

  await page.getByRole('link', { name: 'Publish Offer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Offer');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await noAxeViolations(page, { screenshot: 'marketplace-offer-create' });
  await page.getByLabel('Title').fill(title);
  await page.getByRole('combobox', { name: 'Provider' }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel('Duration (minutes)').fill('90');
  await page.getByLabel('Price (Rp)').fill('1.750.000');
  await page.getByLabel('Description').fill('Published by the end-to-end test.');
  await page.getByLabel('Content address').fill('https://content.example/e2e-offer');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Offer has been successfully published.')).toBeVisible();
  await expect(page).toHaveURL(/\/explore-content\/offers$/);

  // In the catalogue, with the price in Rp and no made-up rating.
  await page.goto(`/explore-content?keyword=${encodeURIComponent(title)}`);
  const card = page.locator('.market-offer').filter({ hasText: title });
  await expect(card).toContainText('Rp 1.750.000');
  await expect(card).toContainText('Not rated yet');

  // Edit: the price changes; then withdrawn from the list, it leaves the catalogue.
  await page.goto(`/explore-content/offers?keyword=${encodeURIComponent(title)}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Offer');
  await waitForHydration(page);
  await noAxeViolations(page, { screenshot: 'marketplace-offer-edit' });
  await page.getByLabel('Price (Rp)').fill('1.500.000');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('alertdialog', { name: 'Save Changes?' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Offer has been successfully edited.')).toBeVisible();
  await page.goto(`/explore-content/offers?keyword=${encodeURIComponent(title)}`);
  await waitForHydration(page);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Rp 1.500.000');
  await row.getByRole('button', { name: `Withdraw ${title}` }).click();
  await page.getByRole('alertdialog', { name: 'Withdraw Offer?' }).getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Offer has been withdrawn from the catalogue.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Withdrawn');
  await page.goto(`/explore-content?keyword=${encodeURIComponent(title)}`);
  await expect(page.locator('.market-offer').filter({ hasText: title })).toHaveCount(0);
});
