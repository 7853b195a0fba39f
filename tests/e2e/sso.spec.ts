import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { freePort } from '../setup/server';
import { startProvider, type RunningProvider } from '../integration/sso/oidc-provider';
import { demo, expect, login, test, waitForHydration } from './fixtures';

const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

let idp: RunningProvider;
test.beforeAll(async ({ baseURL }) => {
  idp = await startProvider(await freePort(), `${baseURL}/api/cms/auth/sso/callback`);
});
test.afterAll(async () => {
  await idp?.stop();
});

test('configure single sign-on and SCIM on Setting › Authentication, then sign in through the identity provider', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  await login(page, admin.email);
  await page.goto('/setting/authentication');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authentication');
  await waitForHydration(page);
  await expect(page.getByText(`${baseURL}/api/cms/auth/sso/callback`)).toBeVisible();
  await noAxeViolations(page);

  await page.getByLabel('Button label').fill('Test IdP');
  await page.getByLabel('Issuer URL').fill(idp.issuer);
  await page.getByLabel('Client ID').fill(idp.clientId);
  await page.getByLabel('Client secret').fill(idp.clientSecret);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('status').filter({ hasText: idp.issuer })).toBeVisible();
  await page.getByRole('switch', { name: 'Sign-in with the identity provider is on' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Single sign-on settings have been saved.')).toBeVisible();
  await expect(page.getByText('A secret is stored (encrypted). Leave blank to keep it.')).toBeVisible();

  // A SCIM token is shown once, then only listed; revoking asks first.
  await page.getByLabel('Token label').fill('Entra ID provisioning');
  await page.getByRole('button', { name: 'Generate token' }).click();
  await expect(page.getByLabel('SCIM token Entra ID provisioning')).toContainText('scim_');
  await expect(page.getByRole('cell', { name: 'Entra ID provisioning', exact: true })).toBeVisible();
  await page.screenshot({ path: `${shots}/sso-settings.png`, fullPage: true });
  await noAxeViolations(page);
  await page.getByRole('button', { name: 'Revoke Entra ID provisioning' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Revoke this SCIM token?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(page.getByText('SCIM token revoked.')).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Revoked/ })).toBeVisible();

  // Another browser: the login page offers the provider, which signs a new person in (created just in time).
  const context = await browser.newContext();
  const other = await context.newPage();
  try {
    idp.signInAs({ sub: 'e2e-person', email: 'e2e.sso@nusantara.example', name: 'Sari Sso' });
    await other.goto('/pages/login');
    await noAxeViolations(other);
    await other.screenshot({ path: `${shots}/sso-login.png`, fullPage: true });
    await other.getByRole('link', { name: 'Sign in with Test IdP' }).click();
    await other.waitForURL(/\/dashboard$/);
    await expect(other.getByText('Sari Sso').first()).toBeVisible();
  } finally {
    await context.close();
  }

  // Off again, so the other specs' login page is as before.
  await page.goto('/setting/authentication');
  await waitForHydration(page);
  await page.getByRole('switch', { name: 'Sign-in with the identity provider is on' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Single sign-on settings have been saved.')).toBeVisible();
});
