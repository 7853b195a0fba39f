// The marketplace (decision 0133): two items into the cart, checkout (the total held on the wallet), approval by
// another administrator (the hold debited), the bought content in a course's content picker, the movement in the
// wallet's ledger; axe on every screen.
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { caller, newCourse } from './calls';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];

test('add two items to the cart, check out, approve as another administrator, see the content in a course picker and the debit in the ledger', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await login(page, admin.email);
  const call = caller(page);
  // Anything left in the cart by an earlier run is checked out of the way of this one.
  for (const g of (await call('GET', '/api/marketplace-organization/cart')).groups)
    for (const i of g.items) await call('DELETE', `/api/marketplace-organization/cart/${i.cart_id}`);

  await page.goto('/explore-content');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore Content');
  await waitForHydration(page);
  await expect(page.getByTestId('cart-summary')).toHaveText('0 Item Rp 0');
  await noAxeViolations(page, { screenshot: 'marketplace-explore' });

  // Search and filters are in the URL.
  await page.getByLabel('Type').selectOption('course');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/module=course/);
  const cards = page.locator('.market-offer');
  await expect(cards.first()).toContainText('Course');
  const available = cards.filter({ has: page.getByRole('button', { name: /^Add to Cart: / }) });
  const first = (await available.nth(0).getByRole('heading').textContent())!;
  const second = (await available.nth(1).getByRole('heading').textContent())!;

  await available.nth(0).getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: first });
  await expect(details).toContainText('Offered by');
  await expect(details).toContainText(/Rp \d{1,3}(\.\d{3})*/);
  await noAxeViolations(page, { settle: false, screenshot: 'marketplace-offer' });
  await details.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Content has been added to the cart.')).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: `Add to Cart: ${second}` }).click();
  await expect(page.getByTestId('cart-summary')).toContainText('2 Item');
  await waitForHydration(page);
  const total = (await page.getByTestId('cart-summary').locator('strong').textContent())!;
  expect(total).toMatch(/^Rp \d{1,3}(\.\d{3})+$/);
  await expect(page.getByRole('region', { name: 'Course' })).toContainText(first);
  await noAxeViolations(page, { screenshot: 'marketplace-cart' });

  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('alertdialog', { name: 'Checkout' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByText('Your request has been sent for approval.')).toBeVisible();
  await expect(page.getByTestId('cart-summary')).toContainText('0 Item');

  // The request: the requester sees it but may not decide it.
  await page.goto('/approvals');
  const row = page.getByRole('row').filter({ hasText: admin.fullName }).filter({ hasText: 'Waiting for Approval' }).first();
  await expect(row).toContainText('2 Item');
  await expect(row).toContainText(total);
  await noAxeViolations(page, { screenshot: 'marketplace-approvals' });
  await row.getByRole('link').click();
  const id = Number(page.url().split('/').pop());
  await expect(page.getByText('Your own request is decided by another approver.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // Another administrator, with every key.
  const roles = (await call('GET', '/api/cms/users/options')).roles as { value: number; label: string }[];
  const superAdmin = roles.find((r) => r.label === 'Super Admin')!;
  const email = `approver-${Date.now()}@nusantara.example`;
  const password = 'Approve-Marketplace-2026!';
  await call('POST', '/api/cms/users', { full_name: 'Dimas Approver', email, access: 'password', password, role_ids: [superAdmin.value], rule: 'admin' });
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const approver = await context.newPage();
  await login(approver, email, password);
  await approver.goto(`/approvals/detail/${id}`);
  await expect(approver.getByRole('table', { name: 'Items' })).toContainText(first);
  await expect(approver.getByRole('table', { name: 'Items' })).toContainText('Course subtotal');
  await waitForHydration(approver);
  await noAxeViolations(approver, { screenshot: 'marketplace-approval-detail' });
  await approver.getByRole('button', { name: 'Approve' }).click();
  await approver.getByRole('alertdialog', { name: 'Approve Request' }).getByRole('button', { name: 'Approve' }).click();
  await expect(approver.getByText('Request has been approved.')).toBeVisible();
  await expect(approver.getByRole('table', { name: 'History' })).toContainText('Dimas Approver');
  await context.close();

  // The bought content in a course's content picker, as 'Marketplace Content' (decision 0133).
  const courseId = await newCourse(call, `E2E Marketplace Course ${Date.now()}`);
  await page.goto(`/course/edit/${courseId}?step=2`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add Content' }).click();
  const picker = page.getByRole('dialog', { name: 'Add Content' });
  await picker.getByRole('button', { name: 'Marketplace Content', exact: true }).click();
  for (const title of [second, first]) {
    await picker.getByLabel('Search').fill(title);
    await expect(picker.getByRole('button', { name: `Add ${title}` })).toBeVisible();
  }
  await picker.getByRole('button', { name: `Add ${first}` }).click();
  await expect(page.locator('.course-content .course-content-title')).toHaveText([first]);
  await picker.locator('.modal-close').click();
  await expect(picker).toBeHidden();

  // The organisation owns it now: it opens the content and rates it (one rating per organisation, decision 0141).
  await page.goto(`/explore-content?keyword=${encodeURIComponent(first)}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Details of ${first}` }).click();
  const owned = page.getByRole('dialog', { name: first });
  await expect(owned.getByRole('link', { name: 'Open the content' })).toHaveAttribute('href', /^https:\/\//);
  await owned.getByRole('group', { name: 'Your organisation’s rating' }).getByLabel('4').check();
  await noAxeViolations(page, { settle: false, screenshot: 'marketplace-rate' });
  await owned.getByRole('button', { name: 'Rate' }).click();
  await expect(page.getByText('Thank you: your organisation’s rating has been saved.')).toBeVisible();
  await expect(page.locator('.market-offer').filter({ hasText: first })).toContainText('4.0 / 5 (1 rating)');

  // The requester's wallet: the hold and its debit, both for this request.
  await page.goto('/wallet');
  await page.getByRole('searchbox').fill(`MARKETPLACE-REQ-${id}`);
  const movements = page
    .getByRole('table', { name: 'Wallet Ledger' })
    .getByRole('row')
    .filter({ hasText: `MARKETPLACE-REQ-${id}` });
  await expect(movements).toHaveCount(2);
  await expect(movements.filter({ hasText: 'Debit' })).toContainText(total);
  await expect(movements.filter({ hasText: 'Debit' })).toContainText('Dimas Approver');
  await expect(movements.filter({ hasText: 'Hold' })).toContainText(admin.fullName);
});
