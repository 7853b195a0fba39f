import { demo, expect, login, test, waitForHydration } from './fixtures';

/**
 * The lists' Category filters take the organisation's category tree from GET /api/categories/options once the list
 * has hydrated, instead of every page carrying every category (a page's cost grew with them, issue 34 item 4): the
 * tree is offered indented, and picking a category filters the list by it.
 */
for (const [path, label] of [
  ['/course', 'Category'],
  ['/pdf', 'Category'],
  ['/content-document', 'Category'],
] as const) {
  test(`${path}: the Category filter offers the fetched category tree and filters by it`, async ({ page }) => {
    await login(page, demo.accounts[0].email);
    const html = await (await page.request.get(path)).text();
    // A category no seeded row of these lists uses is not in the page as it is sent.
    expect(html).not.toContain('Remote Teams');
    const options = page.waitForResponse((res) => res.url().includes('/api/categories/options'));
    await page.goto(path);
    await options;
    await waitForHydration(page);
    await page.getByRole('combobox', { name: label }).click();
    // Every level of the tree, down to the third.
    await expect(page.getByRole('option', { name: 'Leadership & Management', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: /Remote Teams$/ })).toBeVisible();
    await page.getByRole('option', { name: /Data Literacy$/ }).click();
    await expect(page).toHaveURL(/category_id=\d+/);
  });
}
