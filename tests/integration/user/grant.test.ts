import { describe, expect, it } from 'vitest';
import { adminCall, call, json } from '../../setup/http';
import { createUser, roleId, signIn, STRONG, U } from './helpers';

const grantRefused = (role: string) =>
  `You can only give or take away roles whose permissions you hold yourself: the role ${role} has permissions you don't have.`;

/** A role made through the role API, answering its id. */
async function makeRole(name: string, keys: string[]) {
  const res = await adminCall('/api/roles', { method: 'POST', body: { name, keys } });
  expect(res.status).toBe(201);
  return (await json(res)).data.id as number;
}

describe('nobody gives away more than they hold (issue 16 security)', () => {
  it('an account manager without account-role may grant only roles within their own keys, alone, in bulk or on edit', async () => {
    const tag = Date.now().toString(36);
    const clerkRole = await makeRole(`Account Clerk ${tag}`, ['account-user', 'content-video']);
    const narrowRole = await makeRole(`Video Editor ${tag}`, ['content-video']);
    const superAdmin = await roleId('Super Admin');
    const clerk = await createUser({ full_name: 'Clerk Person', rule: 'admin', role_ids: [clerkRole] });
    const token = (await json(await signIn(clerk.email))).data.token as string;
    const as = (path: string, method: string, body: unknown) => call(path, { method, body, token, headers: { 'content-type': 'application/json' } });

    // Giving the Super Admin role is refused with the reason, and nobody is created.
    const refused = await as(U, 'POST', { full_name: 'Would Be Admin', email: `wba-${tag}@people.test`, password: STRONG, role_ids: [superAdmin] });
    expect(refused.status).toBe(403);
    expect(JSON.stringify((await json(refused)).message)).toContain(grantRefused('Super Admin'));
    expect((await json(await adminCall(`${U}?keyword=${encodeURIComponent(`wba-${tag}`)}`))).data.pagination.total_data).toBe(0);

    // A role within the clerk's keys is fine.
    const ok = await as(U, 'POST', { full_name: 'Video Person', email: `vp-${tag}@people.test`, password: STRONG, role_ids: [narrowRole] });
    expect(ok.status).toBe(201);
    const made = (await json(ok)).data.id as number;

    // Nor in bulk, nor by editing themselves.
    const bulk = await as(`${U}/bulk`, 'POST', { action: 'assign-role', ids: [made], role_id: superAdmin });
    expect(bulk.status).toBe(403);
    const self = (await json(await as(`${U}/${clerk.id}`, 'GET', undefined))).data;
    const edit = await as(`${U}/${clerk.id}`, 'PATCH', { ...editable(self), role_ids: [clerkRole, superAdmin] });
    expect(edit.status).toBe(403);

    // A person who holds Super Admin is beyond the clerk altogether (decision 0102): not even their position changes,
    // nor does reactivating them. (Inactive: the test files share one server, and a second active Super Admin would
    // change what the last-admin tests may do to the demo administrator.)
    const admin = await createUser({ full_name: 'Kept Admin', rule: 'admin', status: 'inactive', role_ids: [superAdmin] });
    const keep = await as(`${U}/${admin.id}`, 'PATCH', { ...editable(admin), position: 'Head of Learning' });
    expect(keep.status).toBe(403);
    expect((await json(keep)).message).toBe(
      "You can only change the account of someone whose permissions you hold yourself: Kept Admin has permissions you don't have.",
    );
    const take = await as(`${U}/${admin.id}`, 'PATCH', { ...editable(admin), role_ids: [] });
    expect(take.status).toBe(403);
    expect((await as(`${U}/bulk`, 'POST', { action: 'activate', ids: [admin.id] })).status).toBe(403);
    const kept = (await json(await adminCall(`${U}/${admin.id}`))).data;
    expect([kept.position, kept.status]).toEqual([admin.position, 'inactive']);
  });
});

/** The fields of a user detail that PATCH takes back. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function editable(u: any) {
  return {
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
  };
}
