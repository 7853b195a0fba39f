// Issue 3's quality bar: the pages built from the widget kit have no axe violations.
import { noAxeViolations } from './axe';
import { demo, login, test } from './fixtures';

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
    await noAxeViolations(page, { screenshot: `a11y-${path.replace(/\W+/g, '-')}` });
  });
}
