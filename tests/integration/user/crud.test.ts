import { describe, expect, it } from 'vitest';
import { acmeCall, adminCall, call, fieldMessages, json, RESTRICTED, tokenFor } from '../../setup/http';
import { createUser, roleId, STRONG, U, unique } from './helpers';

describe('users API: list, create, read, edit', () => {
  it('lists with the list contract, searches name/NIK/email/position and filters', async () => {
    const person = await createUser({ full_name: 'Zulkifli Searchable', position: 'Warehouse Lead' });
    const page = await json(await adminCall(`${U}?page=1&page_size=5`));
    expect(page.data.pagination).toMatchObject({ current_page: 1 });
    expect(page.data.results.length).toBeLessThanOrEqual(5);
    for (const keyword of ['Zulkifli Search', person.nik, person.email.slice(0, 12), 'Warehouse Le']) {
      const found = await json(await adminCall(`${U}?keyword=${encodeURIComponent(keyword)}&page_size=100`));
      expect(found.data.results.map((r: { id: number }) => r.id)).toContain(person.id);
    }
    const editorRole = await roleId('Content Editor');
    const byRole = await json(await adminCall(`${U}?role_id=${editorRole}&page_size=100`));
    expect(byRole.data.results.every((r: { roles: { id: number }[] }) => r.roles.some((x) => x.id === editorRole))).toBe(true);
    const active = await json(await adminCall(`${U}?status=active&page_size=100`));
    expect(active.data.results.every((r: { status: string }) => r.status === 'active')).toBe(true);
    const recent = await json(await adminCall(`${U}?start_date=2000-01-01&end_date=2999-12-31&keyword=Zulkifli`));
    expect(recent.data.results.map((r: { id: number }) => r.id)).toContain(person.id);
    const none = await json(await adminCall(`${U}?start_date=2000-01-01&end_date=2000-01-02&keyword=Zulkifli`));
    expect(none.data.results).toEqual([]);
    const sorted = await json(await adminCall(`${U}?order_by=full_name&order_type=asc&page_size=100`));
    const names = sorted.data.results.map((r: { full_name: string }) => r.full_name.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })).map((x: string) => x));
    expect((await adminCall(`${U}?status=deleted`)).status).toBe(400);
  });

  it('filters by division and by company, alone and together', async () => {
    // Its own two divisions and two companies: the seeded ones are other tests' (the directory test counts who is in
    // its free company and division, so nobody may be put there).
    const tag = `Filtra ${Date.now().toString(36)}`;
    const code = `F${Date.now().toString(36).toUpperCase()}`;
    const unit = async (path: string, kind: 'division' | 'company', n: number) => {
      const res = await adminCall(path, { method: 'POST', body: { [`${kind}_code`]: `${code}${n}`, [`${kind}_name`]: `${tag} ${kind} ${n}` } });
      expect(res.status).toBe(201);
      return (await json(res)).data.id as number;
    };
    const [d1, d2] = [await unit('/api/divisions', 'division', 1), await unit('/api/divisions', 'division', 2)];
    const [c1, c2] = [await unit('/api/companies', 'company', 1), await unit('/api/companies', 'company', 2)];
    const a = await createUser({ full_name: `${tag} Anggun`, division_id: d1, company_id: c1 });
    const b = await createUser({ full_name: `${tag} Bayu`, division_id: d2, company_id: c1 });
    const c = await createUser({ full_name: `${tag} Citra`, division_id: d1, company_id: c2 });
    const ids = async (filters: string) =>
      ((await json(await adminCall(`${U}?keyword=${encodeURIComponent(tag)}&page_size=100&${filters}`))).data.results as { id: number }[])
        .map((r) => r.id)
        .sort((x, y) => x - y);
    const sorted = (...people: { id: number }[]) => people.map((p) => p.id).sort((x, y) => x - y);
    expect(await ids('')).toEqual(sorted(a, b, c));
    expect(await ids(`division_id=${d1}`)).toEqual(sorted(a, c));
    expect(await ids(`division_id=${d2}`)).toEqual(sorted(b));
    expect(await ids(`company_id=${c1}`)).toEqual(sorted(a, b));
    expect(await ids(`division_id=${d1}&company_id=${c1}`)).toEqual(sorted(a));
    expect(await ids(`division_id=${d2}&company_id=${c2}`)).toEqual([]);
    // Every row of a filtered page is of that division (the rows answer it).
    const all = (await json(await adminCall(`${U}?division_id=${d1}&page_size=100`))).data.results as { division: { id: number } | null }[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((r) => r.division?.id === d1)).toBe(true);
    // Another organisation's division is no filter of this one: nobody matches.
    expect((await json(await acmeCall(`${U}?division_id=${d1}`))).data.results).toEqual([]);
    expect((await adminCall(`${U}?company_id=abc`)).status).toBe(400);
  });

  it('creates a user with roles, keeps NIK leading zeros, and reads it back', async () => {
    const u = unique('create');
    const role = await roleId('Content Editor');
    const res = await adminCall(U, {
      method: 'POST',
      body: {
        full_name: '  Dewi Lestari ',
        email: u.email.toUpperCase(),
        nik: '000123',
        position: 'Analyst',
        phone: '+62 812-1111',
        role_ids: [role],
        rule: 'editor',
        password: STRONG,
      },
    });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created.message).toBe('User has been successfully created.');
    const detail = (await json(await adminCall(`${U}/${created.data.id}`))).data;
    expect(detail).toMatchObject({
      full_name: 'Dewi Lestari',
      email: u.email,
      nik: '000123',
      rule: 'editor',
      status: 'active',
      roles: [{ id: role, name: 'Content Editor' }],
    });
  });

  it('answers field messages: required, e-mail, weak password, duplicate e-mail and NIK', async () => {
    const empty = await adminCall(U, { method: 'POST', body: { full_name: '', email: 'nope', password: 'short' } });
    expect(empty.status).toBe(400);
    const f = await fieldMessages(empty);
    expect(f.full_name).toBe('Full Name is required');
    expect(f.email).toBe('Enter a valid e-mail address');
    expect(f.password).toBe('The password must be at least 10 characters long.');
    const weak = await fieldMessages(await adminCall(U, { method: 'POST', body: { full_name: 'A B', email: unique('w').email, password: 'Password123!' } }));
    expect(weak.password).toMatch(/too common/);
    const seq = await fieldMessages(await adminCall(U, { method: 'POST', body: { full_name: 'A B', email: unique('w').email, password: '1234567890' } }));
    expect(seq.password).toMatch(/too common/);
    const existing = await createUser();
    const dup = await adminCall(U, { method: 'POST', body: { full_name: 'Copy', email: existing.email.toUpperCase(), nik: existing.nik, password: STRONG } });
    expect(dup.status).toBe(400);
    expect(await fieldMessages(dup)).toMatchObject({
      email: 'Another user of this organisation already has this e-mail address.',
      nik: 'Another user of this organisation already has this NIK.',
    });
    const badRefs = await fieldMessages(
      await adminCall(U, { method: 'POST', body: { full_name: 'X Y', email: unique('r').email, password: STRONG, role_ids: [999999], manager_id: 999999 } }),
    );
    expect(badRefs.role_ids).toBe('This role does not exist.');
    expect(badRefs.manager_id).toBe('This manager does not exist.');
    const pic = await fieldMessages(
      await adminCall(U, { method: 'POST', body: { full_name: 'X Y', email: unique('p').email, password: STRONG, picture: '/api/storage/files/nothing.png' } }),
    );
    expect(pic.picture).toBe('The picture must be an uploaded JPG or PNG image.');
    expect((await adminCall(U, { method: 'POST', body: { full_name: 'X', email: unique('x').email, password: STRONG, extra: 1 } })).status).toBe(400);
  });

  it('edits: nothing changed, changed, stale 409, duplicate, own manager', async () => {
    const a = await createUser();
    const b = await createUser();
    const body = {
      full_name: a.full_name,
      email: a.email,
      nik: a.nik,
      position: a.position ?? '',
      phone: a.phone ?? '',
      picture: null,
      division_id: null,
      company_id: null,
      manager_id: null,
      role_ids: [],
      rule: a.rule,
      status: a.status,
      updated_at: a.updated_at,
    };
    const same = await json(await adminCall(`${U}/${a.id}`, { method: 'PATCH', body }));
    expect(same).toMatchObject({ message: "There's no anything changed", data: { changed: false } });
    const changed = await json(await adminCall(`${U}/${a.id}`, { method: 'PATCH', body: { ...body, position: 'Supervisor', manager_id: b.id } }));
    expect(changed).toMatchObject({ message: 'User has been successfully edited.', data: { changed: true } });
    const stale = await adminCall(`${U}/${a.id}`, { method: 'PATCH', body: { ...body, position: 'Other' } });
    expect(stale.status).toBe(409);
    const now = (await json(await adminCall(`${U}/${a.id}`))).data;
    expect(now.manager).toEqual({ id: b.id, full_name: b.full_name });
    const dup = await adminCall(`${U}/${a.id}`, { method: 'PATCH', body: { ...body, email: b.email, updated_at: now.updated_at } });
    expect(await fieldMessages(dup)).toMatchObject({ email: 'Another user of this organisation already has this e-mail address.' });
    const own = await adminCall(`${U}/${a.id}`, { method: 'PATCH', body: { ...body, manager_id: a.id, updated_at: now.updated_at } });
    expect(await fieldMessages(own)).toMatchObject({ manager_id: 'A user cannot be their own manager.' });
    const weak = await adminCall(`${U}/${a.id}`, { method: 'PATCH', body: { ...body, password: 'qwertyuiop', updated_at: now.updated_at } });
    expect((await fieldMessages(weak)).password).toMatch(/too common/);
  });

  it('an edit writes an audit entry with each changed field before and after, and nothing for the unchanged ones', async () => {
    const a = await createUser({ position: 'Analyst', phone: '+62 811-0000' });
    const role = await roleId('Content Editor');
    const body = {
      full_name: a.full_name,
      email: a.email,
      nik: a.nik,
      position: 'Senior Analyst',
      phone: a.phone,
      role_ids: [role],
      rule: a.rule,
      status: a.status,
      updated_at: a.updated_at,
    };
    expect((await json(await adminCall(`${U}/${a.id}`, { method: 'PATCH', body }))).data.changed).toBe(true);
    const [entry, created] = (await json(await adminCall(`${U}/${a.id}/audit`))).data.results as {
      action: string;
      actor: string;
      changes: { field: string; before: unknown; after: unknown }[];
    }[];
    expect(created.action).toBe('create');
    expect(entry).toMatchObject({ action: 'update', actor: 'Ayu Pratiwi' });
    const changes = Object.fromEntries(entry.changes.map((c) => [c.field, [c.before, c.after]]));
    expect(changes.position).toEqual(['Analyst', 'Senior Analyst']);
    expect(changes.role_ids).toEqual([[], [role]]);
    // Only what changed: the name, e-mail and phone stayed, so they are not listed.
    expect(Object.keys(changes).sort()).toEqual(['position', 'role_ids']);
    // A new password is audited as a fact, never as a value.
    const now = (await json(await adminCall(`${U}/${a.id}`))).data;
    expect((await adminCall(`${U}/${a.id}`, { method: 'PATCH', body: { ...body, password: STRONG + '!', updated_at: now.updated_at } })).status).toBe(200);
    expect(JSON.stringify((await json(await adminCall(`${U}/${a.id}/audit`))).data)).not.toContain(STRONG);
  });

  it('guards: no session 401, a caller without account-user 403, another organisation 404 on every call', async () => {
    const a = await createUser();
    expect((await call(U)).status).toBe(401);
    expect((await call(U, { token: await tokenFor(RESTRICTED) })).status).toBe(403);
    for (const [method, path] of [
      ['GET', `${U}/${a.id}`],
      ['PATCH', `${U}/${a.id}`],
      ['GET', `${U}/${a.id}/sessions`],
      ['DELETE', `${U}/${a.id}/sessions`],
      ['GET', `${U}/${a.id}/history`],
      ['GET', `${U}/${a.id}/audit`],
      ['POST', `${U}/${a.id}/password-reset`],
    ] as const) {
      const body = method === 'PATCH' ? { full_name: 'Hijack', email: unique('h').email, status: 'active' } : undefined;
      const res = await acmeCall(path, { method, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const bulk = await acmeCall(`${U}/bulk`, { method: 'POST', body: { action: 'deactivate', ids: [a.id] } });
    expect(bulk.status).toBe(404);
    const list = await json(await acmeCall(`${U}?keyword=${encodeURIComponent(a.email)}`));
    expect(list.data.results).toEqual([]);
    expect((await json(await adminCall(`${U}/${a.id}`))).data.status).toBe('active');
  });

  it('answers the options, the history and the audit trail of an account', async () => {
    const options = (await json(await adminCall(`${U}/options`))).data;
    expect(options.roles.map((r: { label: string }) => r.label)).toContain('Super Admin');
    const a = await createUser();
    const history = await json(await adminCall(`${U}/${a.id}/history?kind=quiz`));
    expect(history.data).toMatchObject({ results: [], pagination: { total_data: 0 } });
    const audit = (await json(await adminCall(`${U}/${a.id}/audit`))).data;
    expect(audit.results[0]).toMatchObject({ action: 'create', actor: 'Ayu Pratiwi' });
    expect(JSON.stringify(audit.results[0])).not.toContain(STRONG);
  });
});
