// Issue 3's quality bar: the pages built from the widget kit have no axe violations.
import { AxeBuilder, demo, expect, login, test } from './fixtures';

const pages = [
  ['quiz list (table, date range, select)', '/content-quiz'],
  ['quiz create wizard (fields, rich text)', '/content-quiz/create'],
  ['assignment form (fields, rich text, checkboxes)', '/assignment/create'],
  ['presence list', '/presence'],
  ['presence QR tab', '/presence/detail/1?tab=qr'],
  ['presence general tab with check-in rules', '/presence/detail/1'],
] as const;

for (const [name, path] of pages) {
  test(`${name} has no accessibility violations`, async ({ page }) => {
    await login(page, demo.accounts[0].email);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${process.env.TEST_TMP ?? '.tmp'}/screens/a11y-${path.replace(/\W+/g, '-')}.png`, fullPage: true });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
