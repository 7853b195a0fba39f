import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, callAt, type Loose } from '../../setup/http';
import { freePort } from '../../setup/server';
import { meAt, privateConsole as server, signInAt, signOnAt } from './helpers';
import { startHostileProvider, type Forgery, type HostileProvider } from './hostile-provider';

/**
 * Issue 25, finding 3: the ID token is checked, its signature included, against the provider's published keys; a
 * token issued in the future is refused. Against a provider made to forge its tokens (hostile-provider.ts). Run by
 * sso.test.ts on its own console, last (it points the organisation at that provider).
 */
export function idTokenCases() {
  let idp: HostileProvider;
  let admin: string;
  const tag = Date.now().toString(36);
  let n = 0;

  afterAll(async () => {
    await idp?.stop();
  });

  /** A new person signs on with an ID token made as `forgery` says: where the console sent them, and who they are. */
  async function signOnWith(forgery: Forgery) {
    idp.forge(forgery);
    n += 1;
    const result = await signOnAt(server.baseUrl, idp, { sub: `forged-${tag}-${n}`, email: `forged-${tag}-${n}@nusantara.example`, name: `Forged ${n}` });
    return { location: result.location, session: result.session, me: await meAt(server.baseUrl, result.session) };
  }

  const refused = (result: Awaited<ReturnType<typeof signOnWith>>) => {
    expect(result.location).toBe('/pages/login?error=sso_failed');
    expect(result.session).toBeUndefined();
  };

  describe('the ID token (issue 25)', () => {
    /** Points the organisation at the forging provider (linking off unless `over` says otherwise). */
    async function configure(over: Record<string, unknown> = {}) {
      const current = ((await (await callAt(server.baseUrl, '/api/cms/settings/sso', { token: admin })).json()) as Loose).data;
      const res = await callAt(server.baseUrl, '/api/cms/settings/sso', {
        method: 'PUT',
        token: admin,
        body: {
          enabled: true,
          display_name: 'Forging IdP',
          issuer_url: idp.issuer,
          client_id: idp.clientId,
          client_secret: idp.clientSecret,
          match_by: 'email',
          claim: 'email',
          jit_enabled: true,
          link_existing: false,
          default_role_id: null,
          enforced: false,
          updated_at: current.updated_at,
          ...over,
        },
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }

    beforeAll(async () => {
      idp = await startHostileProvider(await freePort(), `${server.baseUrl}/api/cms/auth/sso/callback`);
      admin = await signInAt(server.baseUrl, ADMIN);
      await configure();
    });

    it('an honest token of that provider signs in (the provider works)', async () => {
      const honest = await signOnWith({});
      expect(honest.location).toBe('/dashboard');
      expect(honest.me.body.data.user.full_name).toBe(`Forged ${n}`);
    });

    it('is refused when signed with a key the provider does not publish', async () => {
      refused(await signOnWith({ key: 'foreign' }));
    });

    it('is refused when issued more than a minute in the future; a clock a little ahead is tolerated', async () => {
      refused(await signOnWith({ iatOffset: 600 }));
      refused(await signOnWith({ iatOffset: 120 }));
      expect((await signOnWith({ iatOffset: 30 })).me.status).toBe(200);
    });

    it('keeps refusing another issuer or audience, an expired token, a wrong nonce, and an algorithm the provider does not list', async () => {
      const now = Math.floor(Date.now() / 1000);
      for (const forgery of [
        { claims: { iss: 'http://127.0.0.1:1' } },
        { claims: { aud: 'another-client' } },
        { claims: { exp: now - 120 } },
        { claims: { nonce: 'not-the-one-sent' } },
        { key: 'hs256' as const },
      ]) {
        const result = await signOnWith(forgery);
        expect(result.location, JSON.stringify(forgery)).toBe('/pages/login?error=sso_failed');
      }
    });

    it('an e-mail from userinfo counts as verified only by its own email_verified, not the ID token’s', async () => {
      await configure({ link_existing: true });
      const email = `userinfo-${tag}@nusantara.example`;
      const made = await callAt(server.baseUrl, '/api/cms/users', {
        method: 'POST',
        token: admin,
        body: { full_name: 'Userinfo Person', email, password: 'Mangga-Harum-77-Biru' },
      });
      expect(made.status, await made.clone().text()).toBe(201);
      // The ID token verifies an address of its own; userinfo then names the existing account's, unverified.
      const mixed = await signOnWith({ userinfo: { email } });
      expect(mixed.location).toBe('/pages/login?error=sso_unverified');
      const verified = await signOnWith({ userinfo: { email, email_verified: true } });
      expect(verified.me.body.data.user.full_name).toBe('Userinfo Person');
      await configure();
    });
  });
}
