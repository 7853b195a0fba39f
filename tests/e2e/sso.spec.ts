import { mkdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { freePort } from '../setup/server';
import { startProvider, type RunningProvider } from '../integration/sso/oidc-provider';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });

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
  await noAxeViolations(page, { settle: false });

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
  await noAxeViolations(page, { settle: false });
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
    await noAxeViolations(other, { settle: false });
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

/** A person holding only setting-authentication, made through the API with the administrator's token. */
async function authenticationOnlyEditor(request: APIRequestContext): Promise<{ email: string; roleName: string }> {
  const signIn = await request.post('/api/v3/cms/auth/login', { data: { username: admin.email, password: demo.password, org_code: demo.orgCode } });
  const headers = { authorization: `Bearer ${((await signIn.json()) as { data: { token: string } }).data.token}` };
  const tag = Date.now().toString(36);
  const roleName = `Authentication only ${tag}`;
  const role = await request.post('/api/roles', { headers, data: { name: roleName, keys: ['setting-authentication'] } });
  expect(role.status()).toBe(201);
  const email = `auth-only-${tag}@nusantara.example`;
  const roleId = ((await role.json()) as { data: { id: number } }).data.id;
  const user = await request.post('/api/cms/users', { headers, data: { full_name: 'Auth Only', email, password: demo.password, role_ids: [roleId] } });
  expect(user.status()).toBe(201);
  return { email, roleName };
}

test('an editor holding only the Authentication permission cannot change the provider, linking or a role beyond their own', async ({ page, request }) => {
  // The first test configured the provider and signed a person on with it: this organisation signs in by it.
  const editor = await authenticationOnlyEditor(request);
  await login(page, editor.email);
  await page.goto('/setting/authentication');
  await waitForHydration(page);
  await expect(page.getByLabel('Issuer URL')).toBeDisabled();
  await expect(page.getByLabel('Client ID')).toBeDisabled();
  await expect(page.getByText('Only an administrator who holds every permission can change the issuer URL or client ID while people')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Link existing accounts at their first sign-in' })).toBeDisabled();
  await expect(page.getByLabel('Button label')).toBeEnabled();
  await page.getByLabel('Default role of new users').click();
  await expect(page.getByRole('option', { name: 'Super Admin' })).toHaveAttribute('aria-disabled', 'true');
  // Content Editor holds video and podcast keys this editor lacks; their own role is within their keys.
  await expect(page.getByRole('option', { name: 'Content Editor' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('option', { name: editor.roleName })).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${shots}/sso-settings-locked.png`, fullPage: true });
  await noAxeViolations(page, { settle: false });
});

test('the settings form says what is missing and asks before leaving typed changes (the form kit, decision 0108)', async ({ page }) => {
  await login(page, admin.email);
  await page.goto('/setting/authentication');
  await waitForHydration(page);
  const label = page.getByLabel('Button label');
  const saved = await label.inputValue();
  // Nothing typed: a link just goes.
  const dashboard = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' });
  await expect(page.locator('.toaster')).toBeAttached();
  await label.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter the name shown on the sign-in button.')).toBeVisible();
  await expect(label).toBeFocused();
  await label.fill(`${saved} (edited)`);
  await expect(page.getByText('Enter the name shown on the sign-in button.')).toHaveCount(0);
  await dashboard.click();
  const ask = page.getByRole('alertdialog', { name: 'Leave this page?' });
  await expect(ask).toContainText('You have unsaved changes.');
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(label).toHaveValue(`${saved} (edited)`);
  // Typing the saved value back is no change: the link goes without asking.
  await label.fill(saved);
  await dashboard.click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
