// The authorization walk's account step (issue 25, docs/decisions/0102): every call that changes an account is tried
// by someone who manages accounts (account-user) but lacks a key the account holds, and must be refused without a
// trace; the same call on an account within the caller's keys goes through, so the refusal is about the target.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../../src/features/api-registry';
import { apiPath } from '../../../src/lib/endpoint';
import { ADMIN, adminCall, call, demo, json } from '../../setup/http';
import { createUser, signIn, STRONG, U } from '../user/helpers';

const changeRefused = (person: string) =>
  `You can only change the account of someone whose permissions you hold yourself: ${person} has permissions you don't have.`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** The fields of a user detail that PATCH takes back. */
const editable = (u: Loose) => ({
  full_name: u.full_name,
  email: u.email,
  nik: u.nik ?? '',
  position: u.position ?? '',
  phone: u.phone ?? '',
  division_id: u.division?.id ?? null,
  company_id: u.company?.id ?? null,
  manager_id: u.manager?.id ?? null,
  role_ids: u.roles.map((r: { id: number }) => r.id),
  rule: u.rule,
  status: u.status,
  updated_at: u.updated_at,
});

async function makeRole(name: string, keys: string[]) {
  const res = await adminCall('/api/roles', { method: 'POST', body: { name, keys } });
  expect(res.status).toBe(201);
  return (await json(res)).data.id as number;
}

const tag = Date.now().toString(36);
let clerkToken: string;
/** Holds a key the clerk lacks (setting-authentication), without account-role: the last-admin rule stays out of it. */
let target: Loose;
let targetToken: string;
/** Holds only keys the clerk holds too. */
let peer: Loose;

const as = (token: string, path: string, method: string, body?: unknown) =>
  call(path, { method, body, token, headers: method === 'GET' ? {} : { 'content-type': 'application/json' } });
const detail = async (id: number) => (await json(await adminCall(`${U}/${id}`))).data as Loose;
const tokenOf = async (email: string) => (await json(await signIn(email))).data.token as string;
const stillSignedIn = async (token: string) => (await call('/api/cms/auth/me', { token })).status === 200;
async function sessionIdOf(id: number): Promise<number> {
  const rows = (await json(await adminCall(`${U}/${id}/sessions`))).data as { id: number }[];
  return rows[0].id;
}

/**
 * Each account-changing call, as the clerk would send it at a person: the request and what must hold afterwards
 * when it was refused. A new call declared `changesAccount` fails the coverage test until it is added here.
 */
const cases: Record<string, { request: (who: Loose) => Promise<{ path: string; body?: unknown }>; unchanged: (who: Loose, token: string) => Promise<void> }> = {
  [`PATCH ${U}/:id`]: {
    request: async (who) => ({
      path: `${U}/${who.id}`,
      body: { ...editable(await detail(who.id)), email: `taken-over-${tag}-${who.id}@evil.test`, password: 'Taken-Over-Pass-2026' },
    }),
    unchanged: async (who, token) => {
      expect((await detail(who.id)).email).toBe(who.email);
      expect((await signIn(who.email, 'Taken-Over-Pass-2026')).status).toBe(401);
      expect(await stillSignedIn(token)).toBe(true);
    },
  },
  [`POST ${U}/bulk`]: {
    request: async (who) => ({ path: `${U}/bulk`, body: { action: 'deactivate', ids: [who.id] } }),
    unchanged: async (who, token) => {
      expect((await detail(who.id)).status).toBe('active');
      expect(await stillSignedIn(token)).toBe(true);
    },
  },
  [`DELETE ${U}/:id/sessions`]: {
    request: async (who) => ({ path: `${U}/${who.id}/sessions` }),
    unchanged: async (_who, token) => expect(await stillSignedIn(token)).toBe(true),
  },
  [`DELETE ${U}/:id/sessions/:sessionId`]: {
    request: async (who) => ({ path: apiPath(`${U}/:id/sessions/:sessionId`, { id: who.id, sessionId: await sessionIdOf(who.id) }) }),
    unchanged: async (_who, token) => expect(await stillSignedIn(token)).toBe(true),
  },
};

const accountCalls = apiRoutes.filter((r) => r.changesAccount);

beforeAll(async () => {
  const clerkRole = await makeRole(`Account Clerk ${tag}`, ['account-user', 'content-video']);
  const authRole = await makeRole(`Authentication Admin ${tag}`, ['setting-authentication', 'content-video']);
  const videoRole = await makeRole(`Video Only ${tag}`, ['content-video']);
  const clerk = await createUser({ full_name: 'Clerk Walker', rule: 'admin', role_ids: [clerkRole] });
  clerkToken = await tokenOf(clerk.email);
  target = await createUser({ full_name: 'Auth Keeper', rule: 'admin', role_ids: [authRole] });
  peer = await createUser({ full_name: 'Video Peer', rule: 'admin', role_ids: [videoRole] });
}, 60_000);

describe('account changes by someone who holds fewer keys than the account (issue 25)', () => {
  it('covers every call declared to change an account', () => {
    expect(accountCalls.length).toBeGreaterThan(0);
    expect(accountCalls.map((r) => `${r.method} ${r.path}`).sort()).toEqual(Object.keys(cases).sort());
  });

  it.each(accountCalls.map((r) => [`${r.method} ${r.path}`, r] as const))('%s is refused on an account beyond the caller, allowed within', async (name, r) => {
    const c = cases[name];
    // A fresh sign-in for each call: a refused call must leave it working.
    targetToken = await tokenOf(target.email);
    // The peer needs a session for the session calls to end.
    await tokenOf(peer.email);

    const refused = await c.request(target);
    const res = await as(clerkToken, refused.path, r.method, refused.body);
    expect(res.status, `${name} on an account beyond the caller`).toBe(403);
    expect(JSON.stringify((await json(res)).message)).toContain(changeRefused('Auth Keeper'));
    await c.unchanged(target, targetToken);

    const allowed = await c.request(peer);
    const ok = await as(clerkToken, allowed.path, r.method, allowed.body);
    expect(ok.status, `${name} on an account within the caller's keys: ${await ok.clone().text()}`).toBeLessThan(300);
    // Put the peer back for the next call (active, its own e-mail and password).
    const back = await adminCall(`${U}/${peer.id}`, {
      method: 'PATCH',
      body: { ...editable(await detail(peer.id)), email: peer.email, status: 'active', password: STRONG },
    });
    expect(back.status).toBe(200);
  });

  it("refuses a password change of the organisation's Super Admin by an account manager, who then cannot sign in as them", async () => {
    const adminId = (await json(await adminCall('/api/cms/auth/me'))).data.user.id as number;
    const admin = await detail(adminId);
    const res = await as(clerkToken, `${U}/${admin.id}`, 'PATCH', { ...editable(admin), password: 'Taken-Over-Pass-2026' });
    expect(res.status).toBe(403);
    expect((await signIn(ADMIN, 'Taken-Over-Pass-2026')).status).toBe(401);
    expect((await signIn(ADMIN, demo.password)).status).toBe(200);
  });

  it('lets a holder of account-role change such an account', async () => {
    const res = await adminCall(`${U}/${target.id}`, { method: 'PATCH', body: { ...editable(await detail(target.id)), position: 'Identity lead' } });
    expect(res.status).toBe(200);
    expect((await detail(target.id)).position).toBe('Identity lead');
  });

  it('shows the clerk no Edit, deactivation or revoke for such an account, and a notice instead of the edit form', async () => {
    const cookie = `console_session=${clerkToken}`;
    const page = await (await call(`/user/detail/${target.id}?tab=sessions`, { cookie })).text();
    expect(page).not.toContain(`href="/user/edit/${target.id}"`);
    expect(page).toContain('has permissions you don&#39;t have');
    expect(page).not.toContain('Revoke All Sessions');
    const edit = await call(`/user/edit/${target.id}`, { cookie });
    expect(edit.status).toBe(200);
    const html = await edit.text();
    expect(html).toContain('has permissions you don&#39;t have');
    expect(html).not.toContain('Enter full name');
    // Within the clerk's keys, the page offers the form.
    const own = await (await call(`/user/detail/${peer.id}`, { cookie })).text();
    expect(own).toContain(`href="/user/edit/${peer.id}"`);
  });
});
