import { describe, expect, it } from 'vitest';
import { acmeCall, adminCall, call, json, messagesOf, RESTRICTED, tokenFor } from '../../setup/http';

const R = '/api/roles';
type Row = {
  id: number;
  name: string;
  member_count: number;
  key_count: number;
  built_in: boolean;
  can_delete: boolean;
  deletable: boolean;
  updated_at: string;
};

const unique = (name: string) => `${name} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
const rowsOf = async (path: string) => (await json(await adminCall(path))).data.results as Row[];
const byName = async (name: string) => (await rowsOf(`${R}?page_size=100`)).find((r) => r.name === name)!;

async function create(body: { name: string; description?: string; keys?: string[] }) {
  const res = await adminCall(R, { method: 'POST', body });
  expect(res.status).toBe(201);
  return (await json(res)).data.id as number;
}

describe('roles API', () => {
  it('lists roles with member counts in the list envelope (the picker asks page_size 100), searches and sorts', async () => {
    const res = await adminCall(`${R}?page=1&page_size=100`);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.success).toBe(true);
    expect(body.data.pagination).toMatchObject({ current_page: 1, total_pages: 1 });
    const rows = body.data.results as Row[];
    expect(rows.find((r) => r.name === 'Super Admin')).toMatchObject({ built_in: true, can_delete: false, deletable: false, key_count: 53 });
    expect(rows.find((r) => r.name === 'Facilitator')).toMatchObject({ built_in: false, key_count: 4, can_delete: false, deletable: true });
    // Other files give roles to the people they create in the shared demo organisation: a member count is checked
    // against the user list filtered by that role, not against the seed's figure.
    for (const name of ['Super Admin', 'Facilitator']) {
      const role = rows.find((r) => r.name === name)!;
      const members = (await json(await adminCall(`/api/cms/users?role_id=${role.id}&page_size=1`))).data.pagination.total_data as number;
      expect(members, name).toBeGreaterThan(0);
      expect((await byName(name)).member_count, name).toBe(members);
    }

    const search = await rowsOf(`${R}?keyword=report`);
    expect(search.map((r) => r.name)).toEqual(['Report Viewer']);
    const sorted = await rowsOf(`${R}?order_by=member_count&order_type=desc&page_size=100`);
    const counts = sorted.map((r) => r.member_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const names = (await rowsOf(`${R}?order_by=name&order_type=asc&page_size=100`)).map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect((await adminCall(`${R}?page_size=abc`)).status).toBe(400);
  });

  it('validates the input: name required, unknown keys, duplicate names ignoring case', async () => {
    const empty = await adminCall(R, { method: 'POST', body: { name: '  ', keys: [] } });
    expect(empty.status).toBe(400);
    expect(await messagesOf(empty)).toContain('Name is required');
    const badKey = await adminCall(R, { method: 'POST', body: { name: unique('Bad'), keys: ['content-video', 'root'] } });
    expect(badKey.status).toBe(400);
    expect(await messagesOf(badKey)).toContain('Unknown permission key');
    const extra = await adminCall(R, { method: 'POST', body: { name: unique('Extra'), rule: 'admin' } });
    expect(extra.status).toBe(400);

    const dup = await adminCall(R, { method: 'POST', body: { name: 'super ADMIN', keys: [] } });
    expect(dup.status).toBe(400);
    const body = await json(dup);
    expect(body.message).toEqual([{ field: 'name', message: 'A role with this name already exists.' }]);
  });

  it('creates, reads, edits (nothing changed, stale, changed, renamed onto another) and deletes an empty role', async () => {
    const name = unique('Coordinators');
    const id = await create({ name: `  ${name}  `, description: 'Runs the schedule', keys: ['presence', 'content-video', 'presence'] });
    const detail = (await json(await adminCall(`${R}/${id}`))).data;
    expect(detail).toMatchObject({
      id,
      name,
      description: 'Runs the schedule',
      keys: ['content-video', 'presence'],
      member_count: 0,
      can_delete: true,
      members: [],
    });
    expect(detail.audit).toEqual([expect.objectContaining({ action: 'create', added: ['content-video', 'presence'] })]);

    const body = { name, description: 'Runs the schedule', keys: ['presence', 'content-video'], updated_at: detail.updated_at };
    expect(await json(await adminCall(`${R}/${id}`, { method: 'PATCH', body }))).toMatchObject({
      message: "There's no anything changed",
      data: { changed: false },
    });
    const changed = await adminCall(`${R}/${id}`, { method: 'PATCH', body: { ...body, keys: ['presence', 'classroom'] } });
    expect(await json(changed)).toMatchObject({ message: 'Role has been successfully edited.', data: { changed: true } });
    const stale = await adminCall(`${R}/${id}`, { method: 'PATCH', body: { ...body, description: 'Later' } });
    expect(stale.status).toBe(409);
    const renamed = await adminCall(`${R}/${id}`, { method: 'PATCH', body: { name: 'Facilitator', description: '', keys: [] } });
    expect(renamed.status).toBe(400);
    expect(await messagesOf(renamed)).toEqual(['A role with this name already exists.']);

    const after = (await json(await adminCall(`${R}/${id}`))).data;
    expect(after.keys).toEqual(['classroom', 'presence']);
    expect(after.audit[0]).toMatchObject({ action: 'update', added: ['classroom'], removed: ['content-video'] });

    const del = await adminCall(`${R}/${id}`, { method: 'DELETE' });
    expect(await json(del)).toMatchObject({ success: true, message: 'Role Deleted Successfully', data: { moved: 0 } });
    expect((await adminCall(`${R}/${id}`)).status).toBe(404);
  });

  it('protects the built-in role and refuses to delete a role with members unless they move', async () => {
    const admin = await byName('Super Admin');
    const detail = (await json(await adminCall(`${R}/${admin.id}`))).data;
    const withoutRoleKey = detail.keys.filter((k: string) => k !== 'account-role');
    const lose = await adminCall(`${R}/${admin.id}`, { method: 'PATCH', body: { name: detail.name, description: detail.description, keys: withoutRoleKey } });
    expect(lose.status).toBe(400);
    expect(await json(lose)).toMatchObject({ message: [{ field: 'keys', message: expect.stringContaining('always keeps') }] });
    const delAdmin = await adminCall(`${R}/${admin.id}`, { method: 'DELETE' });
    expect(delAdmin.status).toBe(409);
    expect(await json(delAdmin)).toMatchObject({ error: 'Failed', message: 'The built-in administrator role cannot be deleted.' });

    const report = await byName('Report Viewer');
    const refused = await adminCall(`${R}/${report.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(await messagesOf(refused)).toEqual(['This role has 2 members. Move them to another role before deleting it.']);
    expect((await adminCall(`${R}/${report.id}?move_to=${report.id}`, { method: 'DELETE' })).status).toBe(400);
    expect((await adminCall(`${R}/${report.id}?move_to=999999`, { method: 'DELETE' })).status).toBe(400);
    expect((await byName('Report Viewer')).member_count).toBe(2);
  });

  it('deletes a role with members by moving them to another role in the same request', async () => {
    const target = await create({ name: unique('Trainers'), keys: ['classroom'] });
    const legacy = await byName('Legacy Trainers (2024)');
    const res = await adminCall(`${R}/${legacy.id}?move_to=${target}`, { method: 'DELETE' });
    expect(await json(res)).toMatchObject({ success: true, data: { moved: 2 } });
    expect((await adminCall(`${R}/${legacy.id}`)).status).toBe(404);
    const moved = (await json(await adminCall(`${R}/${target}`))).data;
    expect(moved.member_count).toBe(2);
    expect(moved.members).toHaveLength(2);
  });

  it("answers 404 for another organisation's role and guards every endpoint", async () => {
    const facilitator = await byName('Facilitator');
    expect((await acmeCall(`${R}/${facilitator.id}`)).status).toBe(404);
    expect((await acmeCall(`${R}/${facilitator.id}`, { method: 'PATCH', body: { name: 'Mine', keys: [] } })).status).toBe(404);
    expect((await acmeCall(`${R}/${facilitator.id}`, { method: 'DELETE' })).status).toBe(404);
    const acmeRows = (await json(await acmeCall(`${R}?page_size=100`))).data.results as Row[];
    expect(acmeRows.map((r) => r.name)).toEqual(['Super Admin']);

    expect((await call(R)).status).toBe(401);
    const restricted = await tokenFor(RESTRICTED);
    for (const [method, path] of [
      ['GET', R],
      ['POST', R],
      ['GET', `${R}/${facilitator.id}`],
      ['PATCH', `${R}/${facilitator.id}`],
      ['DELETE', `${R}/${facilitator.id}`],
    ]) {
      const res = await call(path, { method, token: restricted, body: method === 'POST' || method === 'PATCH' ? { name: 'x' } : undefined });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});
