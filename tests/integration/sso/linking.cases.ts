import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, callAt, type Loose } from '../../setup/http';
import { freePort } from '../../setup/server';
import { meAt, privateConsole as server, signInAt, signOnAt } from './helpers';
import { startProvider, type RunningProvider, type TestAccount } from './oidc-provider';

/**
 * Issue 25, finding 1: a first sign-on links an existing account only when the organisation allows it, and by e-mail
 * only when the provider verified that e-mail; it never makes a second account with an e-mail that exists. Run by
 * sso.test.ts on its own console, after the other cases.
 */
export function linkingCases() {
  let idp: RunningProvider;
  let admin: string;
  const call = (path: string, o: Parameters<typeof callAt>[2] = {}) => callAt(server.baseUrl, path, o);
  const signOn = (account: TestAccount) => signOnAt(server.baseUrl, idp, account);
  const me = (session: string | undefined) => meAt(server.baseUrl, session);
  const tag = Date.now().toString(36);

  beforeAll(async () => {
    idp = await startProvider(await freePort(), `${server.baseUrl}/api/cms/auth/sso/callback`);
    admin = await signInAt(server.baseUrl, ADMIN);
  });
  afterAll(async () => {
    await idp?.stop();
  });

  async function configure(over: Record<string, unknown>) {
    const current = ((await (await call('/api/cms/settings/sso', { token: admin })).json()) as Loose).data;
    const body = {
      enabled: true,
      display_name: 'Linking IdP',
      issuer_url: idp.issuer,
      client_id: idp.clientId,
      client_secret: idp.clientSecret,
      match_by: 'email',
      claim: 'email',
      jit_enabled: true,
      default_role_id: null,
      enforced: false,
      updated_at: current.updated_at,
      ...over,
    };
    const res = await call('/api/cms/settings/sso', { method: 'PUT', token: admin, body });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await (await call('/api/cms/settings/sso', { token: admin })).json()) as Loose).data;
  }

  /** An account made by an administrator (with a password), never signed on: the one a provider might try to take. */
  async function person(name: string, nik?: string) {
    const email = `${name}-${tag}@nusantara.example`;
    const res = await call('/api/cms/users', {
      method: 'POST',
      token: admin,
      body: { full_name: `Person ${name}`, email, nik, password: 'Mangga-Harum-77-Biru' },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return { id: ((await res.json()) as Loose).data.id as number, email };
  }

  /** How many accounts of the organisation have this e-mail (any case). */
  async function accountsWith(email: string) {
    const res = await call(`/api/cms/users?keyword=${encodeURIComponent(email)}&page_size=100`, { token: admin });
    const rows = ((await res.json()) as Loose).data.results as { email: string }[];
    return rows.filter((r) => r.email.toLowerCase() === email.toLowerCase()).length;
  }

  const refusedWith = (result: Awaited<ReturnType<typeof signOn>>, reason: string) => {
    expect(result.location).toBe(`/pages/login?error=sso_${reason}`);
    expect(result.session).toBeUndefined();
  };

  describe('linking an existing account at the first sign-on (issue 25)', () => {
    it('is off unless allowed: an existing e-mail, even verified, is refused and no second account is made', async () => {
      const settings = await configure({ link_existing: undefined });
      const victim = await person('unlinked');
      const result = await signOn({ sub: `hostile-${tag}-1`, email: victim.email, email_verified: true });
      refusedWith(result, 'not_linked');
      expect(settings.link_existing).toBe(false);
      // Just-in-time creation is on, and still no duplicate.
      expect(await accountsWith(victim.email)).toBe(1);
      const page = await (await call('/pages/login?error=sso_not_linked')).text();
      expect(page).toContain('An account with your e-mail address or NIK already exists in this organization');
    });

    it('by e-mail needs the provider to have verified it; a refused attempt binds nothing', async () => {
      await configure({ link_existing: true });
      const victim = await person('victim');
      for (const [i, verified] of [false, null].entries()) {
        const result = await signOn({ sub: `hostile-${tag}-${i}`, email: victim.email.toUpperCase(), email_verified: verified });
        refusedWith(result, 'unverified');
      }
      expect(await accountsWith(victim.email)).toBe(1);
      const page = await (await call('/pages/login?error=sso_unverified')).text();
      expect(page).toContain('Your identity provider has not verified your e-mail address');
      // Nothing was bound by the refused attempts: the person's own, verified sign-on links their account.
      const own = await signOn({ sub: `victim-${tag}`, email: victim.email, email_verified: true });
      expect((await me(own.session)).body.data.user.id).toBe(victim.id);
      // And from then on the account is theirs: another subject with the same verified e-mail is refused.
      refusedWith(await signOn({ sub: `hostile-${tag}-2`, email: victim.email, email_verified: true }), 'no_account');
    });

    it('a new person with an unverified e-mail is still created just in time (the account is bound to the subject)', async () => {
      await configure({ link_existing: true });
      const email = `newcomer-${tag}@nusantara.example`;
      const result = await signOn({ sub: `newcomer-${tag}`, email, email_verified: false, name: `Newcomer ${tag}` });
      expect((await me(result.session)).body.data.user.full_name).toBe(`Newcomer ${tag}`);
      expect(await accountsWith(email)).toBe(1);
    });

    it('by NIK needs the setting (no e-mail check applies), and a new NIK never duplicates an existing e-mail', async () => {
      const nik = `7${Date.now() % 1e9}`;
      const worker = await person('nik-worker', nik);
      await configure({ match_by: 'nik', claim: 'employee_id', link_existing: false });
      refusedWith(await signOn({ sub: `nik-${tag}`, email: `other-${tag}@nusantara.example`, employee_id: nik }), 'not_linked');

      // A NIK nobody has, with the e-mail of an existing account: just-in-time creation would duplicate that e-mail.
      const other = await person('nik-email');
      refusedWith(await signOn({ sub: `nik-dup-${tag}`, email: other.email, employee_id: `9${nik}` }), 'not_linked');
      expect(await accountsWith(other.email)).toBe(1);

      await configure({ match_by: 'nik', claim: 'employee_id', link_existing: true });
      const linked = await signOn({ sub: `nik-${tag}`, email: `other-${tag}@nusantara.example`, email_verified: false, employee_id: nik });
      expect((await me(linked.session)).body.data.user.id).toBe(worker.id);
      // Linking by NIK still never duplicates an e-mail.
      refusedWith(await signOn({ sub: `nik-dup-${tag}`, email: other.email, employee_id: `9${nik}` }), 'not_linked');
    });
  });
}
