import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, callAt, demo, type Loose } from '../../setup/http';
import { privateConsole as server, signInAt } from './helpers';

/**
 * Issue 25, finding 2: whoever holds only setting-authentication must not be able to make themselves (or anyone the
 * provider signs in) more than they are: no default role with keys they lack, and no other identity provider for an
 * organisation that already signs in by single sign-on. Run by sso.test.ts on its own console, after the sign-on
 * cases (people are bound to the provider's subjects by then).
 */
export function escalationCases() {
  let admin: string;
  const tag = Date.now().toString(36);
  const S = '/api/cms/settings/sso';
  const call = (path: string, o: Parameters<typeof callAt>[2] = {}) => callAt(server.baseUrl, path, o);
  const read = async (token: string) => ((await (await call(S, { token })).json()) as Loose).data;

  /** A person holding exactly these keys (through a role of their own), signed in: their bearer token. */
  async function holderOf(name: string, keys: string[]) {
    const role = await call('/api/roles', { method: 'POST', token: admin, body: { name: `${name} ${tag}`, keys } });
    expect(role.status, await role.clone().text()).toBe(201);
    const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${tag}@nusantara.example`;
    const roleId = ((await role.json()) as Loose).data.id as number;
    const user = await call('/api/cms/users', {
      method: 'POST',
      token: admin,
      body: { full_name: name, email, password: demo.password, role_ids: [roleId] },
    });
    expect(user.status, await user.clone().text()).toBe(201);
    return signInAt(server.baseUrl, email);
  }

  /** The settings as they are, with these changes (the secret left blank: kept). */
  const edit = (current: Loose, over: Record<string, unknown>) => {
    const { configured: _c, has_secret: _h, callback_url: _u, scim_base_url: _s, roles: _r, ...rest } = current;
    return { ...rest, client_secret: '', ...over };
  };
  const save = (token: string, body: unknown) => call(S, { method: 'PUT', token, body });
  const messageOf = async (res: Response) => JSON.stringify(((await res.json()) as Loose).message);

  beforeAll(async () => {
    admin = await signInAt(server.baseUrl, ADMIN);
  });

  describe('single sign-on settings cannot raise their editor (issue 25)', () => {
    it('the default role offers and accepts only roles within the editor’s keys (account-role may grant any)', async () => {
      const authOnly = await holderOf('Authentication Only', ['setting-authentication']);
      const roleManager = await holderOf('Role Manager', ['setting-authentication', 'account-role']);
      const before = await read(admin);
      const superAdmin = before.roles.find((r: Loose) => r.label === 'Super Admin').value as number;

      const refused = await save(authOnly, edit(before, { default_role_id: superAdmin }));
      expect(refused.status).toBe(403);
      expect(await messageOf(refused)).toContain("the role Super Admin has permissions you don't have");
      expect((await read(admin)).default_role_id).toBe(before.default_role_id);
      // The screen offers it disabled.
      const offered = (await read(authOnly)).roles as { value: number; label: string; disabled?: boolean }[];
      expect(offered.find((r) => r.value === superAdmin)?.disabled).toBe(true);

      // Someone who manages roles may grant any role (decision 0077); their save is not refused.
      expect((await read(roleManager)).roles.find((r: Loose) => r.value === superAdmin).disabled).toBeFalsy();
      const granted = await save(roleManager, edit(before, { default_role_id: superAdmin }));
      expect(granted.status, await granted.clone().text()).toBe(200);
      // Kept as it is, the role does not stop the authentication-only editor from changing the label; taking it away does.
      const now = await read(admin);
      expect((await save(authOnly, edit(now, { display_name: 'Renamed IdP' }))).status).toBe(200);
      expect((await save(authOnly, edit(await read(admin), { default_role_id: null }))).status).toBe(403);
      expect((await save(admin, edit(await read(admin), { default_role_id: before.default_role_id }))).status).toBe(200);
    });

    it('the issuer and client ID of an organisation that signs in by single sign-on need every permission key', async () => {
      const authOnly = await holderOf('Issuer Editor', ['setting-authentication']);
      const roleManager = await holderOf('Issuer Role Manager', ['setting-authentication', 'account-role']);
      await save(admin, edit(await read(admin), { enabled: true, link_existing: false, match_by: 'email', claim: 'email' }));
      const before = await read(admin);
      // The earlier cases bound people to the provider's subjects: this organisation signs in by single sign-on.
      for (const token of [authOnly, roleManager]) {
        for (const over of [{ issuer_url: 'http://127.0.0.1:9/realms/mine' }, { client_id: 'my-own-client' }]) {
          const refused = await save(token, edit(await read(admin), { ...over, enabled: true }));
          expect(refused.status, JSON.stringify(over)).toBe(403);
          expect(await messageOf(refused)).toContain('Only an administrator who holds every permission can change the issuer URL or client ID');
        }
      }
      expect(await read(admin)).toMatchObject({ issuer_url: before.issuer_url, client_id: before.client_id });
      // Turning linking on is theirs neither.
      expect((await save(authOnly, edit(await read(admin), { link_existing: true }))).status).toBe(403);
      // The administrator (every key) may.
      const moved = await save(admin, edit(await read(admin), { issuer_url: 'http://127.0.0.1:9/realms/new', client_id: 'another-client' }));
      expect(moved.status, await moved.clone().text()).toBe(200);
      expect((await save(admin, edit(await read(admin), { issuer_url: before.issuer_url, client_id: before.client_id }))).status).toBe(200);
    });
  });
}
