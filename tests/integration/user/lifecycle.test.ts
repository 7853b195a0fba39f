import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ADMIN, adminCall, call, json } from '../../setup/http';
import { createUser, roleId, signIn, STRONG, U } from './helpers';

const bulk = (body: unknown) => adminCall(`${U}/bulk`, { method: 'POST', body });

describe('users API: deactivation, sessions, bulk actions, last admin, export', () => {
  it('deactivation ends the sessions at once, blocks sign-in, and activation lets the person back', async () => {
    const a = await createUser({ role_ids: [await roleId('Content Editor')] });
    const signedIn = await json(await signIn(a.email));
    const token = signedIn.data.token as string;
    expect((await call('/api/cms/auth/me', { token })).status).toBe(200);
    const sessions = (await json(await adminCall(`${U}/${a.id}/sessions`))).data;
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ current: false });

    const off = await json(await bulk({ action: 'deactivate', ids: [a.id] }));
    expect(off).toMatchObject({ message: 'User has been deactivated.', data: { updated: 1 } });
    expect((await call('/api/cms/auth/me', { token })).status).toBe(401);
    expect((await json(await adminCall(`${U}/${a.id}/sessions`))).data).toEqual([]);
    const refused = await signIn(a.email);
    expect(refused.status).toBe(403);
    expect((await json(await adminCall(`${U}/${a.id}`))).data.status).toBe('inactive');

    expect((await json(await bulk({ action: 'activate', ids: [a.id] }))).data.updated).toBe(1);
    expect((await signIn(a.email)).status).toBe(200);
    const audit = (await json(await adminCall(`${U}/${a.id}/audit`))).data.results.map((r: { action: string }) => r.action);
    expect(audit.slice(0, 2)).toEqual(['activate', 'deactivate']);
  });

  it('editing the status to inactive ends the sessions too; a session can be revoked alone', async () => {
    const a = await createUser();
    const t1 = (await json(await signIn(a.email))).data.token as string;
    const t2 = (await json(await signIn(a.email))).data.token as string;
    const sessions = (await json(await adminCall(`${U}/${a.id}/sessions`))).data as { id: number }[];
    expect(sessions).toHaveLength(2);
    const revoked = await adminCall(`${U}/${a.id}/sessions/${sessions[0].id}`, { method: 'DELETE' });
    expect(await json(revoked)).toMatchObject({ message: 'The session has been ended.' });
    const alive = await Promise.all([t1, t2].map(async (t) => (await call('/api/cms/auth/me', { token: t })).status));
    expect(alive.sort()).toEqual([200, 401]);
    expect((await adminCall(`${U}/${a.id}/sessions/${sessions[0].id}`, { method: 'DELETE' })).status).toBe(404);

    const d = (await json(await adminCall(`${U}/${a.id}`))).data;
    const body = { full_name: d.full_name, email: d.email, nik: d.nik, role_ids: [], rule: d.rule, status: 'inactive', updated_at: d.updated_at };
    expect((await adminCall(`${U}/${a.id}`, { method: 'PATCH', body })).status).toBe(200);
    expect((await json(await adminCall(`${U}/${a.id}/sessions`))).data).toEqual([]);
    expect((await signIn(a.email)).status).toBe(403);
  });

  it('revoke all ends every session of the person at once, and only theirs; they can sign in again', async () => {
    const a = await createUser();
    const other = await createUser();
    const tokens = [];
    for (let i = 0; i < 3; i++) tokens.push((await json(await signIn(a.email))).data.token as string);
    const bystander = (await json(await signIn(other.email))).data.token as string;
    expect((await json(await adminCall(`${U}/${a.id}/sessions`))).data).toHaveLength(3);

    const res = await adminCall(`${U}/${a.id}/sessions`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ message: 'All sessions of this user have been ended.', data: { revoked: 3 } });
    for (const token of tokens) expect((await call('/api/cms/auth/me', { token })).status).toBe(401);
    expect((await json(await adminCall(`${U}/${a.id}/sessions`))).data).toEqual([]);
    expect((await call('/api/cms/auth/me', { token: bystander })).status).toBe(200);
    // Revoking is not deactivating: the person stays active and signs in again; nothing left to end is 0, not an error.
    expect((await json(await adminCall(`${U}/${a.id}`))).data.status).toBe('active');
    expect((await signIn(a.email)).status).toBe(200);
    await adminCall(`${U}/${a.id}/sessions`, { method: 'DELETE' });
    expect((await json(await adminCall(`${U}/${a.id}/sessions`, { method: 'DELETE' }))).data.revoked).toBe(0);
    const audit = (await json(await adminCall(`${U}/${a.id}/audit`))).data.results as { action: string; changes: { field: string; after: unknown }[] }[];
    expect(audit[1]).toMatchObject({ action: 'revoke-sessions', changes: [{ field: 'sessions', after: 1 }] });
    expect(audit[2]).toMatchObject({ action: 'revoke-sessions', changes: [{ field: 'sessions', after: 3 }] });
  });

  it('bulk actions are all or nothing: an unknown id changes nobody', async () => {
    const a = await createUser();
    const b = await createUser();
    const res = await bulk({ action: 'deactivate', ids: [a.id, b.id, 999999] });
    expect(res.status).toBe(404);
    for (const u of [a, b]) expect((await json(await adminCall(`${U}/${u.id}`))).data.status).toBe('active');

    const role = await roleId('Training Coordinator');
    const assigned = await json(await bulk({ action: 'assign-role', ids: [a.id, b.id], role_id: role }));
    expect(assigned).toMatchObject({ message: 'The role has been assigned to 2 users.', data: { updated: 2 } });
    expect((await json(await bulk({ action: 'assign-role', ids: [a.id], role_id: role }))).data.updated).toBe(0);
    expect((await json(await adminCall(`${U}/${a.id}`))).data.roles.map((r: { id: number }) => r.id)).toContain(role);
    expect((await bulk({ action: 'assign-role', ids: [a.id], role_id: 999999 })).status).toBe(400);
    expect((await bulk({ action: 'explode', ids: [a.id] })).status).toBe(400);
    expect((await bulk({ action: 'activate', ids: [] })).status).toBe(400);
    const both = await json(await bulk({ action: 'deactivate', ids: [a.id, b.id] }));
    expect(both.data.updated).toBe(2);
  });

  it('the last-admin rule: the only active admin holding account-role cannot be deactivated or lose the role, in bulk or alone', async () => {
    const admin = (await json(await adminCall(`${U}?keyword=${encodeURIComponent(ADMIN)}`))).data.results[0];
    const other = await createUser();
    const res = await bulk({ action: 'deactivate', ids: [other.id, admin.id] });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe('This change would leave the organisation without an active user who can manage roles (account-role).');
    // All or nothing: the other user of the same request is still active.
    expect((await json(await adminCall(`${U}/${other.id}`))).data.status).toBe('active');
    const d = (await json(await adminCall(`${U}/${admin.id}`))).data;
    const body = { full_name: d.full_name, email: d.email, nik: d.nik, role_ids: [], rule: 'admin', status: 'active', updated_at: d.updated_at };
    expect((await adminCall(`${U}/${admin.id}`, { method: 'PATCH', body })).status).toBe(409);
    const asEditor = { ...body, role_ids: d.roles.map((r: { id: number }) => r.id), rule: 'editor' };
    expect((await adminCall(`${U}/${admin.id}`, { method: 'PATCH', body: asEditor })).status).toBe(409);
    const still = (await json(await adminCall(`${U}/${admin.id}`))).data;
    expect(still).toMatchObject({ status: 'active', rule: 'admin', updated_at: d.updated_at });
    expect(still.roles.length).toBeGreaterThan(0);
  });

  it('exports the filtered list as a streamed xlsx with NIK as text', async () => {
    const a = await createUser({ full_name: 'Export Person Zeta', nik: '000777' + Math.floor(Math.random() * 1e6) });
    const res = await adminCall(`${U}/export?keyword=${encodeURIComponent('Export Person Zeta')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="users-/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Users')!;
    expect(sheet.getRow(1).values).toContain('NIK');
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const mine = rows.find((r) => r?.[2] === a.email)!;
    expect(mine[1]).toBe('Export Person Zeta');
    expect(mine[3]).toBe(a.nik);
    expect(typeof mine[3]).toBe('string');
    expect(sheet.getCell(`C${rows.indexOf(mine) + 2}`).numFmt).toBe('@');
    const none = await adminCall(`${U}/export?status=pending&keyword=${encodeURIComponent('Export Person Zeta')}`);
    const empty = new ExcelJS.Workbook();
    await empty.xlsx.load(Buffer.from(await none.arrayBuffer()) as unknown as ArrayBuffer);
    expect(empty.getWorksheet('Users')!.rowCount).toBe(1);
    expect((await call(`${U}/export`)).status).toBe(401);
  });

  it('the set-password endpoint refuses unknown links without a trace of which exist', async () => {
    const res = await call('/api/cms/auth/set-password', { method: 'POST', body: { token: 'x'.repeat(43), password: STRONG, password_confirmation: STRONG } });
    expect(res.status).toBe(404);
    expect((await json(res)).message).toMatch(/invalid, has already been used or has expired/);
    const mismatch = await call('/api/cms/auth/set-password', {
      method: 'POST',
      body: { token: 'x'.repeat(43), password: STRONG, password_confirmation: 'other' },
    });
    expect(mismatch.status).toBe(400);
  });
});
