import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, callAt, demo, EDITOR, type Loose, RESTRICTED } from '../../setup/http';
import { freePort } from '../../setup/server';
import { CookieJar, meAt, privateConsole as server, signInAt, signOnAt } from './helpers';
import { startProvider, type RunningProvider, type TestAccount } from './oidc-provider';

/** Sign-in with an identity provider, against a real one (oidc-provider); run by sso.test.ts on its own console. */
export function oidcCases() {
  let idp: RunningProvider;
  let admin: string;
  let roles: { value: number; label: string }[];
  const call = (path: string, o: Parameters<typeof callAt>[2] = {}) => callAt(server.baseUrl, path, o);

  beforeAll(async () => {
    idp = await startProvider(await freePort(), `${server.baseUrl}/api/cms/auth/sso/callback`);
    admin = await signInAt(server.baseUrl, ADMIN);
    roles = ((await (await call('/api/cms/settings/sso', { token: admin })).json()) as Loose).data.roles;
  });
  afterAll(async () => {
    await idp?.stop();
  });

  const settings = (over: Record<string, unknown> = {}) => ({
    enabled: true,
    display_name: 'Test IdP',
    issuer_url: idp.issuer,
    client_id: idp.clientId,
    client_secret: idp.clientSecret,
    match_by: 'email',
    claim: 'email',
    jit_enabled: true,
    // These cases sign existing people on by e-mail (their provider verifies it); linking is off by default.
    link_existing: true,
    default_role_id: roles.find((r) => r.label === 'Content Editor')!.value,
    enforced: false,
    ...over,
  });

  async function configure(over: Record<string, unknown> = {}) {
    const res = await call('/api/cms/settings/sso', { method: 'PUT', token: admin, body: settings(over) });
    expect(res.status, await res.clone().text()).toBe(200);
  }

  const signOn = (account: TestAccount, redirect?: string) => signOnAt(server.baseUrl, idp, account, redirect);
  const me = (session: string | undefined) => meAt(server.baseUrl, session);

  describe('single sign-on settings', () => {
    it('needs setting-authentication; never answers the secret; tests the connection by discovery', async () => {
      expect((await call('/api/cms/settings/sso')).status).toBe(401);
      const restricted = await signInAt(server.baseUrl, RESTRICTED);
      expect((await call('/api/cms/settings/sso', { token: restricted })).status).toBe(403);
      expect((await call('/api/cms/settings/sso', { method: 'PUT', token: restricted, body: settings() })).status).toBe(403);

      // The first save needs a secret.
      const missing = await call('/api/cms/settings/sso', { method: 'PUT', token: admin, body: settings({ client_secret: undefined }) });
      expect(missing.status).toBe(400);
      await configure();
      const body = ((await (await call('/api/cms/settings/sso', { token: admin })).json()) as Loose).data;
      expect(body).toMatchObject({
        configured: true,
        enabled: true,
        has_secret: true,
        issuer_url: idp.issuer,
        callback_url: `${server.baseUrl}/api/cms/auth/sso/callback`,
      });
      expect(JSON.stringify(body)).not.toContain(idp.clientSecret);
      // A blank secret keeps the stored one; a stale version is a 409.
      const kept = await call('/api/cms/settings/sso', { method: 'PUT', token: admin, body: settings({ client_secret: '', updated_at: body.updated_at }) });
      expect(kept.status).toBe(200);
      const stale = await call('/api/cms/settings/sso', { method: 'PUT', token: admin, body: settings({ updated_at: body.updated_at }) });
      expect(stale.status).toBe(409);
      // A role of another organisation is no default role.
      expect((await call('/api/cms/settings/sso', { method: 'PUT', token: admin, body: settings({ default_role_id: 999_999 }) })).status).toBe(400);

      const ok = await call('/api/cms/settings/sso/test', { method: 'POST', token: admin, body: { issuer_url: idp.issuer } });
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as Loose).data).toMatchObject({ issuer: idp.issuer, token_endpoint: `${idp.issuer}/token` });
      const bad = await call('/api/cms/settings/sso/test', { method: 'POST', token: admin, body: { issuer_url: 'http://127.0.0.1:1/nothing' } });
      expect(bad.status).toBe(400);
      const insecure = await call('/api/cms/settings/sso/test', { method: 'POST', token: admin, body: { issuer_url: 'http://idp.example.com' } });
      expect(insecure.status).toBe(400);
    });
  });

  describe('sign-in with the identity provider (OpenID Connect against oidc-provider)', () => {
    it('shows the button on the login page once configured', async () => {
      await configure();
      const html = await (await call('/pages/login')).text();
      expect(html).toContain('Sign in with Test IdP');
      expect(html).toContain('href="/api/cms/auth/sso/start"');
    });

    it('creates an unknown user just in time with the default role and signs them in', async () => {
      await configure();
      const result = await signOn({ sub: 'jit-1', email: 'new.person@nusantara.example', name: 'Nadia Putri' }, '/categories');
      expect(result.res.status).toBe(303);
      expect(result.location).toBe('/categories');
      const who = await me(result.session);
      expect(who.status).toBe(200);
      expect(who.body.data.user.full_name).toBe('Nadia Putri');
      // The default role (Content Editor): its keys and no others.
      expect(who.body.data.acl['content-video']).toBe(true);
      expect(who.body.data.acl['account-role']).toBe(false);
      // The second sign-on finds the same user (by the bound subject).
      const again = await signOn({ sub: 'jit-1', email: 'new.person@nusantara.example', name: 'Nadia Putri' });
      expect((await me(again.session)).body.data.user.id).toBe(who.body.data.user.id);
    });

    it('signs an existing user in by e-mail (any case), and a second subject cannot take the account over', async () => {
      await configure();
      const byPassword = (await (await call('/api/cms/auth/me', { token: admin })).json()) as Loose;
      const result = await signOn({ sub: 'admin-subject', email: ADMIN.toUpperCase(), name: 'Someone Else' });
      expect(result.location).toBe('/dashboard');
      const who = await me(result.session);
      expect(who.body.data.user.id).toBe(byPassword.data.user.id);
      expect(who.body.data.user.full_name).toBe(byPassword.data.user.full_name);

      const other = await signOn({ sub: 'another-subject', email: ADMIN });
      expect(other.location).toBe('/pages/login?error=sso_no_account');
      expect(other.session).toBeUndefined();
    });

    it('matches by NIK from a custom claim', async () => {
      await configure({ match_by: 'nik', claim: 'employee_id', jit_enabled: true });
      const result = await signOn({ sub: 'nik-1', email: 'nik.person@nusantara.example', name: 'Nik Person', employee_id: '000123' });
      const who = await me(result.session);
      expect(who.status).toBe(200);
      expect(who.body.data.user.full_name).toBe('Nik Person');
    });

    it('refuses an unknown user when just-in-time creation is off', async () => {
      await configure({ jit_enabled: false });
      const result = await signOn({ sub: 'nobody', email: 'nobody@nusantara.example' });
      expect(result.location).toBe('/pages/login?error=sso_no_account');
      expect(result.session).toBeUndefined();
    });

    it('refuses an inactive user, bound to the subject already or found by e-mail, and lets them in again once active', async () => {
      await configure();
      const create = async (email: string) => {
        const res = await call('/api/cms/users', {
          method: 'POST',
          token: admin,
          body: { full_name: 'Inactive Person', email, password: 'Mangga-Harum-77-Biru' },
        });
        expect(res.status, await res.clone().text()).toBe(201);
        return ((await res.json()) as Loose).data.id as number;
      };
      const bulk = (action: 'activate' | 'deactivate', ids: number[]) => call('/api/cms/users/bulk', { method: 'POST', token: admin, body: { action, ids } });
      // One signed on before (their subject is bound), one never did (found by the e-mail claim).
      const bound = await create('bound.inactive@nusantara.example');
      const first = await signOn({ sub: 'bound-inactive', email: 'bound.inactive@nusantara.example' });
      expect((await me(first.session)).status).toBe(200);
      const unbound = await create('unbound.inactive@nusantara.example');
      expect((await bulk('deactivate', [bound, unbound])).status).toBe(200);
      // Deactivation ended the session the sign-on made.
      expect((await me(first.session)).status).toBe(401);

      for (const account of [
        { sub: 'bound-inactive', email: 'bound.inactive@nusantara.example' },
        { sub: 'unbound-inactive', email: 'unbound.inactive@nusantara.example' },
      ]) {
        const refused = await signOn(account);
        expect(refused.location, account.sub).toBe('/pages/login?error=sso_inactive');
        expect(refused.session, account.sub).toBeUndefined();
      }
      const page = await (await call('/pages/login?error=sso_inactive')).text();
      expect(page).toContain('Your account is inactive. Please contact your administrator.');
      // The same subject, active again, signs on.
      expect((await bulk('activate', [bound])).status).toBe(200);
      const back = await signOn({ sub: 'bound-inactive', email: 'bound.inactive@nusantara.example' });
      expect((await me(back.session)).body.data.user.id).toBe(bound);
    });

    it('refuses a callback whose state is not the one of this browser, or without the state cookie', async () => {
      await configure();
      const start = await call('/api/cms/auth/sso/start');
      const jar = new CookieJar();
      jar.take(start);
      expect(jar.get('console_sso')).toBeTruthy();
      const wrong = await call('/api/cms/auth/sso/callback?code=abc&state=forged', { cookie: jar.header() });
      expect(wrong.status).toBe(303);
      expect(wrong.headers.get('location')).toBe('/pages/login?error=sso_failed');
      expect(wrong.headers.getSetCookie().some((c) => c.startsWith('console_session=') && !c.startsWith('console_session=;'))).toBe(false);

      // A real, valid code and state, replayed from another browser (no state cookie): refused.
      idp.signInAs({ sub: 'jit-1', email: 'new.person@nusantara.example' });
      const flow = await signOn({ sub: 'jit-1', email: 'new.person@nusantara.example' });
      const replay = await call(flow.callback.pathname + flow.callback.search);
      expect(replay.headers.get('location')).toBe('/pages/login?error=sso_failed');
    });

    it('enforcement: password sign-in is off except for those who manage authentication; sign-on still works', async () => {
      await configure({ enforced: true });
      const refused = await call('/api/v3/cms/auth/login', { method: 'POST', body: { username: EDITOR, password: demo.password, org_code: demo.orgCode } });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as Loose).message).toContain('single sign-on');
      const form = await call('/api/v3/cms/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.baseUrl },
        body: `username=${encodeURIComponent(EDITOR)}&password=${encodeURIComponent(demo.password)}&org_code=${demo.orgCode}`,
      });
      expect(form.headers.get('location')).toBe('/pages/login?error=sso_required');
      // The administrator (setting-authentication) keeps the way back in.
      expect(await signInAt(server.baseUrl, ADMIN)).toBeTruthy();
      const sso = await signOn({ sub: 'editor-subject', email: EDITOR });
      expect((await me(sso.session)).status).toBe(200);
      await configure({ enforced: false });
      expect(await signInAt(server.baseUrl, EDITOR)).toBeTruthy();
    });

    it('switched off: no button, and a started sign-on is refused', async () => {
      await configure({ enabled: false });
      const off = await call('/api/cms/auth/sso/start');
      expect(off.headers.get('location')).toBe('/pages/login?error=sso_not_configured');
      expect(await (await call('/pages/login')).text()).not.toContain('Sign in with Test IdP');
    });
  });
}
