import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, callAt, type CallOptions, demo, type Loose, RESTRICTED } from '../../setup/http';
import { privateConsole as server, signInAt } from './helpers';

/** SCIM 2.0 with requests shaped as Entra ID and Okta send them; run by sso.test.ts on its own console. */
export function scimCases() {
  let admin: string;
  let token: string;
  let acmeToken: string;
  const ACME_HOST = demo.otherOrganization.host;
  const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
  const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
  const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
  const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

  const call = (path: string, o: CallOptions = {}) => callAt(server.baseUrl, path, o);
  /** A SCIM request as identity providers send it: bearer token, application/scim+json. */
  async function scim(path: string, o: { method?: string; body?: unknown; token?: string } = {}) {
    const res = await call(`/scim/v2${path}`, {
      method: o.method,
      body: o.body,
      token: o.token ?? token,
      headers: o.body === undefined ? {} : { 'content-type': 'application/scim+json' },
    });
    const text = await res.text();
    return { status: res.status, type: res.headers.get('content-type'), body: (text ? JSON.parse(text) : null) as Loose };
  }

  async function newToken(bearer: string, host?: string) {
    const res = await call('/api/cms/settings/scim-tokens', { method: 'POST', token: bearer, host, body: { label: 'Entra ID' } });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as Loose).data.token as string;
  }

  beforeAll(async () => {
    admin = await signInAt(server.baseUrl, ADMIN);
    token = await newToken(admin);
    acmeToken = await newToken(await signInAt(server.baseUrl, demo.otherOrganization.email, demo.otherOrganization.orgCode, ACME_HOST), ACME_HOST);
  });

  const entraUser = (userName: string, extra: Record<string, unknown> = {}) => ({
    schemas: [USER, ENTERPRISE],
    externalId: `ext-${userName}`,
    userName,
    active: true,
    displayName: 'Dewi Lestari',
    emails: [{ primary: true, type: 'work', value: userName }],
    meta: { resourceType: 'User' },
    name: { formatted: 'Dewi Lestari', familyName: 'Lestari', givenName: 'Dewi' },
    title: 'Finance Analyst',
    [ENTERPRISE]: { employeeNumber: '00042', department: 'Finance' },
    ...extra,
  });

  const byUserName = async (userName: string, as = token) =>
    (await scim(`/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`, { token: as })).body;

  describe('SCIM tokens', () => {
    it('are generated once, listed without the token, revocable; a bad or revoked token is 401 in the SCIM error schema', async () => {
      const list = ((await (await call('/api/cms/settings/scim-tokens', { token: admin })).json()) as Loose).data;
      expect(list[0]).toMatchObject({ label: 'Entra ID', revoked_at: null });
      expect(JSON.stringify(list)).not.toContain(token);
      const restricted = await signInAt(server.baseUrl, RESTRICTED);
      expect((await call('/api/cms/settings/scim-tokens', { method: 'POST', token: restricted, body: { label: 'x' } })).status).toBe(403);

      const none = await scim('/Users', { token: '' });
      expect(none.status).toBe(401);
      expect(none.type).toContain('application/scim+json');
      expect(none.body).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '401' });
      expect((await scim('/Users', { token: 'scim_not-a-real-token' })).status).toBe(401);
      // A console session token is no SCIM token.
      expect((await scim('/Users', { token: admin })).status).toBe(401);

      const spare = await newToken(admin);
      expect((await scim('/Users', { token: spare })).status).toBe(200);
      const id = ((await (await call('/api/cms/settings/scim-tokens', { token: admin })).json()) as Loose).data[0].id;
      expect((await call(`/api/cms/settings/scim-tokens/${id}`, { method: 'DELETE', token: admin })).status).toBe(200);
      expect((await scim('/Users', { token: spare })).status).toBe(401);
      expect((await scim('/ServiceProviderConfig')).body.patch).toEqual({ supported: true });
    });

    it('describes itself: /Schemas and /ResourceTypes list what the console keeps (issue 27 item 11)', async () => {
      const types = await scim('/ResourceTypes');
      expect(types.status).toBe(200);
      expect((types.body.Resources as Loose[]).map((t) => [t.id, t.endpoint, t.schema])).toEqual([
        ['User', '/Users', 'urn:ietf:params:scim:schemas:core:2.0:User'],
        ['Group', '/Groups', 'urn:ietf:params:scim:schemas:core:2.0:Group'],
      ]);
      expect((await scim('/ResourceTypes/User')).body.schemaExtensions).toEqual([
        { schema: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User', required: false },
      ]);
      const schemas = await scim('/Schemas');
      expect(schemas.body.totalResults).toBe(3);
      const user = await scim('/Schemas/urn:ietf:params:scim:schemas:core:2.0:User');
      expect((user.body.attributes as Loose[]).find((a) => a.name === 'userName')).toMatchObject({ required: true, uniqueness: 'server' });
      expect((await scim('/Schemas/urn:nothing')).status).toBe(404);
      expect((await scim('/Schemas', { method: 'POST', body: {} })).status).toBe(405);
    });
  });

  describe('SCIM Users (Entra ID and Okta shapes)', () => {
    it('Entra ID: looks the user up by userName, creates it, refuses a duplicate', async () => {
      const before = await byUserName('dewi.lestari@nusantara.example');
      expect(before).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 0, Resources: [] });
      const created = await scim('/Users', { method: 'POST', body: entraUser('dewi.lestari@nusantara.example') });
      expect(created.status).toBe(201);
      expect(created.type).toContain('application/scim+json');
      expect(created.body).toMatchObject({
        userName: 'dewi.lestari@nusantara.example',
        externalId: 'ext-dewi.lestari@nusantara.example',
        displayName: 'Dewi Lestari',
        title: 'Finance Analyst',
        active: true,
        [ENTERPRISE]: { employeeNumber: '00042' },
        meta: { resourceType: 'User', location: `${server.baseUrl}/scim/v2/Users/${created.body.id}` },
      });
      // The single sign-on default role (Content Editor, set by the sign-on cases) is given to new SCIM users.
      expect(created.body.groups.map((g: Loose) => g.display)).toEqual(['Content Editor']);
      const after = await byUserName('DEWI.LESTARI@nusantara.example');
      expect(after.totalResults).toBe(1);
      expect(after.Resources[0].id).toBe(created.body.id);
      expect((await scim(`/Users?filter=${encodeURIComponent('externalId eq "ext-dewi.lestari@nusantara.example"')}`)).body.totalResults).toBe(1);

      const dup = await scim('/Users', { method: 'POST', body: entraUser('dewi.lestari@nusantara.example') });
      expect(dup.status).toBe(409);
      expect(dup.body.scimType).toBe('uniqueness');
      // The NIK (employeeNumber) is unique in the organisation too.
      expect((await scim('/Users', { method: 'POST', body: entraUser('other.dewi@nusantara.example') })).status).toBe(409);
      expect((await scim('/Users', { method: 'POST', body: entraUser('not-an-email') })).status).toBe(400);
      expect((await scim(`/Users?filter=${encodeURIComponent('title sw "x"')}`)).body.scimType).toBe('invalidFilter');
    });

    it('Okta: creates a user, and PATCH {"op":"replace","value":{"active":false}} deactivates it', async () => {
      const created = await scim('/Users', {
        method: 'POST',
        body: {
          schemas: [USER],
          userName: 'okta.user@nusantara.example',
          name: { givenName: 'Okta', familyName: 'User' },
          emails: [{ primary: true, value: 'okta.user@nusantara.example', type: 'work' }],
          displayName: 'Okta User',
          locale: 'en-US',
          externalId: '00u1abcd',
          groups: [],
          password: 'Not-Used-1',
          active: true,
        },
      });
      expect(created.status).toBe(201);
      const id = created.body.id;
      const off = await scim(`/Users/${id}`, { method: 'PATCH', body: { schemas: [PATCH], Operations: [{ op: 'replace', value: { active: false } }] } });
      expect(off.status).toBe(200);
      expect(off.body.active).toBe(false);
      expect((await scim(`/Users/${id}`)).body.active).toBe(false);
      // Okta also sends attribute changes without a path.
      const renamed = await scim(`/Users/${id}`, {
        method: 'PATCH',
        body: { schemas: [PATCH], Operations: [{ op: 'replace', value: { active: true, 'name.givenName': 'Oktavia', title: 'Trainer' } }] },
      });
      expect(renamed.body).toMatchObject({ active: true, displayName: 'Oktavia User', title: 'Trainer' });
    });

    it('refuses a change to the read-only id: 400 mutability, nothing written (issue 27 item 11)', async () => {
      const id = (await byUserName(RESTRICTED)).Resources[0].id as string;
      for (const op of [
        { op: 'replace', path: 'id', value: '999999' },
        { op: 'replace', value: { id: '999999', title: 'Changed with the id' } },
      ]) {
        const refused = await scim(`/Users/${id}`, { method: 'PATCH', body: { schemas: [PATCH], Operations: [op] } });
        expect([refused.status, refused.body.scimType]).toEqual([400, 'mutability']);
      }
      const group = (await scim('/Groups')).body.Resources[0].id as string;
      const onGroup = await scim(`/Groups/${group}`, { method: 'PATCH', body: { schemas: [PATCH], Operations: [{ op: 'replace', path: 'id', value: '1' }] } });
      expect([onGroup.status, onGroup.body.scimType]).toEqual([400, 'mutability']);
      expect((await scim(`/Users/${id}`)).body.title).not.toBe('Changed with the id');
    });

    it('Entra ID: PATCH Replace active "False" ends the user’s sessions at once; "True" lets them back in', async () => {
      const session = await signInAt(server.baseUrl, RESTRICTED);
      expect((await call('/api/cms/auth/me', { token: session })).status).toBe(200);
      const id = (await byUserName(RESTRICTED)).Resources[0].id;
      const off = await scim(`/Users/${id}`, { method: 'PATCH', body: { schemas: [PATCH], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] } });
      expect(off.status).toBe(200);
      expect(off.body.active).toBe(false);
      expect((await call('/api/cms/auth/me', { token: session })).status).toBe(401);
      const login = await call('/api/v3/cms/auth/login', { method: 'POST', body: { username: RESTRICTED, password: demo.password, org_code: demo.orgCode } });
      expect(login.status).toBe(403);

      const on = await scim(`/Users/${id}`, { method: 'PATCH', body: { schemas: [PATCH], Operations: [{ op: 'Replace', path: 'active', value: 'True' }] } });
      expect(on.body.active).toBe(true);
      expect(await signInAt(server.baseUrl, RESTRICTED)).toBeTruthy();
      // Entra ID's attribute paths.
      const patched = await scim(`/Users/${id}`, {
        method: 'PATCH',
        body: {
          schemas: [PATCH],
          Operations: [
            { op: 'Replace', path: 'title', value: 'Coordinator' },
            { op: 'Replace', path: 'emails[type eq "work"].value', value: RESTRICTED },
            { op: 'Add', path: `${ENTERPRISE}:employeeNumber`, value: '0077' },
            { op: 'Add', path: 'addresses[type eq "work"].locality', value: 'Jakarta' },
          ],
        },
      });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ title: 'Coordinator', [ENTERPRISE]: { employeeNumber: '0077' } });
    });

    it('replaces with PUT, pages with startIndex and count', async () => {
      const id = (await byUserName('dewi.lestari@nusantara.example')).Resources[0].id;
      const put = await scim(`/Users/${id}`, {
        method: 'PUT',
        body: entraUser('dewi.lestari@nusantara.example', { title: 'Head of Finance', displayName: 'Dewi L.' }),
      });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ title: 'Head of Finance', displayName: 'Dewi L.' });

      const all = (await scim('/Users?startIndex=1&count=100')).body;
      expect(all.totalResults).toBeGreaterThan(4);
      const first = (await scim('/Users?startIndex=1&count=2')).body;
      const second = (await scim('/Users?startIndex=3&count=2')).body;
      expect(first).toMatchObject({ startIndex: 1, itemsPerPage: 2, totalResults: all.totalResults });
      expect(second).toMatchObject({ startIndex: 3, itemsPerPage: 2 });
      expect(second.Resources.map((r: Loose) => r.id)).toEqual(all.Resources.slice(2, 4).map((r: Loose) => r.id));
      expect((await scim('/Users?count=0')).body).toMatchObject({ totalResults: all.totalResults, Resources: [] });
    });

    it('DELETE deactivates: SCIM no longer sees the user; creating the userName again brings the same user back', async () => {
      const leaver = entraUser('leaver@nusantara.example', { [ENTERPRISE]: { employeeNumber: '00099' } });
      const created = await scim('/Users', { method: 'POST', body: leaver });
      expect(created.status).toBe(201);
      const id = created.body.id;
      expect((await scim(`/Users/${id}`, { method: 'DELETE' })).status).toBe(204);
      expect((await scim(`/Users/${id}`)).status).toBe(404);
      expect((await byUserName('leaver@nusantara.example')).totalResults).toBe(0);
      const back = await scim('/Users', { method: 'POST', body: leaver });
      expect(back.status).toBe(201);
      expect(back.body).toMatchObject({ id, active: true });
    });

    it('another organisation’s token sees none of these users', async () => {
      const dewi = (await byUserName('dewi.lestari@nusantara.example')).Resources[0];
      expect((await byUserName('dewi.lestari@nusantara.example', acmeToken)).totalResults).toBe(0);
      expect((await scim(`/Users/${dewi.id}`, { token: acmeToken })).status).toBe(404);
      const patch = await scim(`/Users/${dewi.id}`, {
        token: acmeToken,
        method: 'PATCH',
        body: { schemas: [PATCH], Operations: [{ op: 'replace', value: { active: false } }] },
      });
      expect(patch.status).toBe(404);
      expect((await scim(`/Users/${dewi.id}`, { token: acmeToken, method: 'DELETE' })).status).toBe(404);
      expect((await scim(`/Users/${dewi.id}`)).body.active).toBe(true);
      const acmeList = (await scim('/Users', { token: acmeToken })).body;
      expect(acmeList.Resources.every((r: Loose) => r.userName.endsWith('@acme.example'))).toBe(true);
    });
  });

  describe('SCIM Groups (roles)', () => {
    it('creates a group as a role; Entra ID Add/Remove members and Okta remove-by-filter change user_roles', async () => {
      const dewi = (await byUserName('dewi.lestari@nusantara.example')).Resources[0].id;
      const okta = (await byUserName('okta.user@nusantara.example')).Resources[0].id;
      const created = await scim('/Groups', { method: 'POST', body: { schemas: [GROUP], displayName: 'Finance Learners', externalId: 'g-1', members: [] } });
      expect(created.status).toBe(201);
      const gid = created.body.id;
      expect((await scim(`/Groups?filter=${encodeURIComponent('displayName eq "finance learners"')}`)).body.Resources[0].id).toBe(gid);
      expect((await scim('/Groups', { method: 'POST', body: { schemas: [GROUP], displayName: 'Finance Learners' } })).status).toBe(409);

      const add = await scim(`/Groups/${gid}`, {
        method: 'PATCH',
        body: { schemas: [PATCH], Operations: [{ op: 'Add', path: 'members', value: [{ value: dewi }, { value: okta }] }] },
      });
      expect(add.status).toBe(200);
      expect(add.body.members.map((m: Loose) => m.value).sort()).toEqual([dewi, okta].sort());
      expect((await scim(`/Users/${dewi}`)).body.groups).toContainEqual({ value: gid, display: 'Finance Learners' });

      // Okta: remove one member by a filtered path.
      await scim(`/Groups/${gid}`, { method: 'PATCH', body: { schemas: [PATCH], Operations: [{ op: 'remove', path: `members[value eq "${okta}"]` }] } });
      // Entra ID: remove with a value list.
      const removed = await scim(`/Groups/${gid}`, {
        method: 'PATCH',
        body: { schemas: [PATCH], Operations: [{ op: 'Remove', path: 'members', value: [{ value: dewi }] }] },
      });
      expect(removed.body.members).toEqual([]);
      // Only that role went (SCIM users also get the single sign-on default role, set by the sign-on cases).
      expect((await scim(`/Users/${dewi}`)).body.groups.map((g: Loose) => g.value)).not.toContain(gid);

      // Okta: rename without a path; PUT with members.
      const renamed = await scim(`/Groups/${gid}`, {
        method: 'PATCH',
        body: { schemas: [PATCH], Operations: [{ op: 'replace', value: { id: gid, displayName: 'Finance' } }] },
      });
      expect(renamed.body.displayName).toBe('Finance');
      const put = await scim(`/Groups/${gid}`, { method: 'PUT', body: { schemas: [GROUP], displayName: 'Finance', members: [{ value: okta }] } });
      expect(put.body.members.map((m: Loose) => m.value)).toEqual([okta]);
      expect(
        (await scim(`/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "Finance"')}`)).body.Resources[0].members,
      ).toBeUndefined();
      expect((await scim(`/Groups/${gid}`, { method: 'DELETE' })).status).toBe(204);
      expect((await scim(`/Groups/${gid}`)).body.members).toEqual([]);
    });

    it('a membership change applies to the user’s next request', async () => {
      const session = await signInAt(server.baseUrl, RESTRICTED);
      const acl = async () => ((await (await call('/api/cms/auth/me', { token: session })).json()) as Loose).data.acl;
      expect((await acl())['content-video']).toBe(true);
      const rina = (await byUserName(RESTRICTED)).Resources[0];
      const role = rina.groups[0];
      await scim(`/Groups/${role.value}`, {
        method: 'PATCH',
        body: { schemas: [PATCH], Operations: [{ op: 'Remove', path: 'members', value: [{ value: rina.id }] }] },
      });
      expect((await acl())['content-video']).toBe(false);
      await scim(`/Groups/${role.value}`, {
        method: 'PATCH',
        body: { schemas: [PATCH], Operations: [{ op: 'Add', path: 'members', value: [{ value: rina.id }] }] },
      });
      expect((await acl())['content-video']).toBe(true);
    });

    it('the built-in administrator role is read-only; another organisation’s users and groups are out of reach', async () => {
      const groups = (await scim('/Groups')).body.Resources as Loose[];
      const builtIn = groups.find((g) => g.displayName === 'Super Admin')!;
      const refused = await scim(`/Groups/${builtIn.id}`, {
        method: 'PATCH',
        body: { schemas: [PATCH], Operations: [{ op: 'Remove', path: 'members', value: builtIn.members }] },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.scimType).toBe('mutability');

      const other = groups.find((g) => g.displayName !== 'Super Admin')!;
      expect((await scim(`/Groups/${other.id}`, { token: acmeToken })).status).toBe(404);
      const acmeGroups = (await scim('/Groups', { token: acmeToken })).body.Resources as Loose[];
      const acmeGroup =
        acmeGroups.find((g) => g.displayName !== 'Super Admin') ??
        (await scim('/Groups', { token: acmeToken, method: 'POST', body: { schemas: [GROUP], displayName: 'ACME Learners' } })).body;
      const dewi = (await byUserName('dewi.lestari@nusantara.example')).Resources[0].id;
      const cross = await scim(`/Groups/${acmeGroup.id}`, {
        token: acmeToken,
        method: 'PATCH',
        body: { schemas: [PATCH], Operations: [{ op: 'Add', path: 'members', value: [{ value: dewi }] }] },
      });
      expect(cross.status).toBe(400);
    });
  });

  describe('SCIM acts as the person who generated its token (issue 25, decision 0102)', () => {
    it('changes nobody beyond that person’s keys, gives no role beyond them, and stops when that person is deactivated', async () => {
      const tag = Date.now().toString(36);
      const role = await call('/api/roles', {
        method: 'POST',
        token: admin,
        body: { name: `Provisioning ${tag}`, keys: ['setting-authentication', 'account-user'] },
      });
      expect(role.status).toBe(201);
      const roleId = ((await role.json()) as Loose).data.id as number;
      const made = await call('/api/cms/users', {
        method: 'POST',
        token: admin,
        body: { full_name: 'Provisioning Clerk', email: `prov-${tag}@nusantara.example`, password: demo.password, role_ids: [roleId], rule: 'admin' },
      });
      expect(made.status, await made.clone().text()).toBe(201);
      const clerkId = ((await made.json()) as Loose).data.id as number;
      const clerk = await signInAt(server.baseUrl, `prov-${tag}@nusantara.example`);
      const clerkToken = await newToken(clerk);

      // The Super Admin of the organisation: the identity provider cannot deactivate, rename or delete them.
      const adminUser = (await byUserName(ADMIN, clerkToken)).Resources[0];
      const off = await scim(`/Users/${adminUser.id}`, {
        token: clerkToken,
        method: 'PATCH',
        body: { schemas: [PATCH], Operations: [{ op: 'replace', value: { active: false } }] },
      });
      expect(off.status).toBe(403);
      expect(off.body.detail).toContain('has permissions you don');
      expect((await scim(`/Users/${adminUser.id}`, { token: clerkToken, method: 'DELETE' })).status).toBe(403);
      expect(
        (
          await scim(`/Users/${adminUser.id}`, {
            token: clerkToken,
            method: 'PUT',
            body: { ...adminUser, emails: [{ primary: true, value: `x-${tag}@evil.test` }] },
          })
        ).status,
      ).toBe(403);
      expect((await byUserName(ADMIN)).Resources[0].active).toBe(true);

      // Nor give anyone the Super Admin group.
      const groups = (await scim('/Groups', { token: clerkToken })).body.Resources as Loose[];
      // New people get the sign-on's default role (Content Editor, set by the sign-on cases): beyond the clerk.
      const create = await scim('/Users', { token: clerkToken, method: 'POST', body: entraUser(`prov-${tag}-new@nusantara.example`) });
      expect(create.status).toBe(403);
      expect(create.body.detail).toContain('the role Content Editor has permissions you don');
      const person = await call('/api/cms/users', {
        method: 'POST',
        token: admin,
        body: { full_name: 'Plain Person', email: `prov-${tag}-plain@nusantara.example`, password: demo.password, role_ids: [] },
      });
      expect(person.status).toBe(201);
      const within = (await byUserName(`prov-${tag}-plain@nusantara.example`, clerkToken)).Resources[0];
      const video = groups.find((g) => g.displayName !== 'Super Admin' && !/Provisioning/.test(g.displayName))!;
      const grant = await scim(`/Groups/${video.id}`, {
        token: clerkToken,
        method: 'PATCH',
        body: { schemas: [PATCH], Operations: [{ op: 'Add', path: 'members', value: [{ value: within.id }] }] },
      });
      // A role with keys the clerk lacks: refused, the member list unchanged.
      expect(grant.status).toBe(403);
      expect(((await scim(`/Groups/${video.id}`)).body.members ?? []).map((m: Loose) => m.value)).not.toContain(within.id);

      // Within the clerk's keys: a person with no roles is theirs to change.
      const renamed = await scim(`/Users/${within.id}`, {
        token: clerkToken,
        method: 'PATCH',
        body: { schemas: [PATCH], Operations: [{ op: 'replace', path: 'title', value: 'Clerk-made' }] },
      });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

      // Deactivated, the clerk's token acts for nobody.
      const detail = ((await (await call(`/api/cms/users/${clerkId}`, { token: admin })).json()) as Loose).data;
      const deactivate = await call('/api/cms/users/bulk', { method: 'POST', token: admin, body: { action: 'deactivate', ids: [detail.id] } });
      expect(deactivate.status).toBe(200);
      const orphaned = await scim('/Users', { token: clerkToken });
      expect(orphaned.status).toBe(401);
      expect(orphaned.body.detail).toContain('no longer has an active account');
    });
  });

  // Last: it throttles this test client's address for the rest of the server's life.
  describe('bad SCIM tokens are throttled by address (issue 25)', () => {
    it('answers 429 with Retry-After once an address has sent too many bad tokens, whatever token it sends next', async () => {
      let tries = 0;
      let res = await scim('/Users', { token: 'scim_guess-0' });
      while (res.status === 401 && tries < 25) {
        tries += 1;
        res = await scim('/Users', { token: `scim_guess-${tries}` });
      }
      expect(res.status, `still ${res.status} after ${tries} bad tokens`).toBe(429);
      expect(tries).toBeLessThanOrEqual(20);
      expect(res.body.detail).toMatch(/^Too many requests with an invalid SCIM token from this address\. Please try again in \d+ minutes?\.$/);
      const good = await call('/scim/v2/Users', { token });
      expect(good.status).toBe(429);
      expect(Number(good.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
}
