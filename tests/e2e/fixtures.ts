import { test as base, expect, type Page } from '@playwright/test';
import AxeCoreBuilder from '@axe-core/playwright';
import demo from '../../src/db/seed/demo-accounts.json' with { type: 'json' };

export { demo, expect };

/** Signs in through the real login form, as a person would. */
export async function login(page: Page, email: string, password = demo.password) {
  await page.goto('/pages/login');
  await page.getByLabel('Email or NIK').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$|\/playground|\/pages\//);
}

/** DESIGN.md convention 8: a console error in the page fails the test. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        // The error pages answer with their real status (404, 403, 500); Chromium logs that as a failed load.
        if (/^Failed to load resource/.test(msg.text()) && /\/pages\/(error-404|error-500|not-authorized)/.test(msg.location().url)) return;
        errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until every client:load island has hydrated, so that typing is not lost to a re-render. Astro drops the
 * island's `ssr` attribute when it starts hydrating, but React 19 hydrates concurrently: on a busy machine a click in
 * between lands on inert HTML (a radio checks natively, then React puts its own value back). So it also waits for
 * React to own the island's first element (its fiber key), which it sets in the commit that attaches the handlers.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island')]
      .filter((i) => i.getAttribute('client') === 'load')
      .every((i) => {
        if (i.hasAttribute('ssr')) return false;
        const first = [...i.children].find((c) => c.localName !== 'template' && c.localName !== 'astro-slot');
        return !first || Object.keys(first).some((k) => k.startsWith('__reactFiber'));
      }),
  );
}

/**
 * axe as every e2e check runs it: its default rules plus `label-content-name-mismatch` (WCAG 2.5.3: a control's
 * name holds the text it shows), which axe 4.13 still ships off as experimental (issue 27 item 17). Tests import
 * this one, never @axe-core/playwright itself (eslint.config.js).
 */
export class AxeBuilder extends AxeCoreBuilder {
  constructor(options: ConstructorParameters<typeof AxeCoreBuilder>[0]) {
    super(options);
    this.options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  }
}
