// The accessibility check every e2e spec runs on its screens (issue 26 item 7: one helper, no copies): axe-core's
// default rules (WCAG 2 A and AA and best practices) and label-content-name-mismatch (fixtures' AxeBuilder, decision
// 0118), no exclusions.
import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { AxeBuilder } from './fixtures';

const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;

export interface AxeOptions {
  /** Also saves a full-page screenshot as `<screens>/<screenshot>.png` before the check, to look at. */
  screenshot?: string;
  /**
   * Waits for the network to fall quiet first (late islands and lists rendered), true unless said otherwise: a page
   * that keeps a connection open (a provider's screen) is checked as it stands.
   */
  settle?: boolean;
}

/** Fails with each violated rule and the elements that break it. */
export async function noAxeViolations(page: Page, options: AxeOptions = {}) {
  if (options.settle ?? true) await page.waitForLoadState('networkidle');
  if (options.screenshot) {
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/${options.screenshot}.png`, fullPage: true });
  }
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
