import { describe, expect, it } from 'vitest';
import { acmeCall, adminCall, call, callAs, EDITOR, json, messagesOf, RESTRICTED } from '../../setup/http';
import { created, uniqueCode } from './helpers';

/** Divisions and companies are the same kind of list under the spec's own field names. */
const KINDS = [
  { path: '/api/divisions', code: 'division_code', name: 'division_name', noun: 'Division', seeded: { code: 'HC', name: 'Human Capital' }, free: 'LGL' },
  {
    path: '/api/companies',
    code: 'company_code',
    name: 'company_name',
    noun: 'Company',
    seeded: { code: 'NSG', name: 'PT Nusantara Sejahtera Group' },
    free: 'NDI',
  },
] as const;

describe.each(KINDS)('$path', ({ path, code, name, noun, seeded, free }) => {
  it('lists the seeded rows in the list envelope, 10 per page by default, by name, with users_count and can_delete', async () => {
    const res = await adminCall(path);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.success).toBe(true);
    expect(body.data.results.length).toBeGreaterThan(0);
    expect(body.data.results.length).toBeLessThanOrEqual(10);
    expect(body.data.pagination).toMatchObject({ current_page: 1 });
    const all = (await json(await adminCall(`${path}?page_size=100`))).data.results as Record<string, unknown>[];
    const names = all.map((r) => String(r[name]).toLowerCase());
    expect(names).toEqual([...names].sort());
    const row = all.find((r) => r[code] === seeded.code)!;
    expect(row).toMatchObject({ [name]: seeded.name, can_delete: false });
    expect(Object.keys(row).sort()).toEqual([code, name, 'can_delete', 'created_at', 'id', 'updated_at', 'users_count'].sort());
    expect(row.users_count).toBeGreaterThan(0);
    expect(all.find((r) => r[code] === free)).toMatchObject({ users_count: 0, can_delete: true });
  });

  it('searches by name (anywhere) or by code (whole, ignoring case), pages, and accepts the maximum safe integer as page size', async () => {
    const byName = await json(await adminCall(`${path}?keyword=${encodeURIComponent(seeded.name.slice(3, 9))}`));
    expect(byName.data.results.map((r: Record<string, string>) => r[code])).toContain(seeded.code);
    const byCode = await json(await adminCall(`${path}?keyword=${seeded.code.toLowerCase()}`));
    expect(byCode.data.results.map((r: Record<string, string>) => r[code])).toContain(seeded.code);
    const none = await json(await adminCall(`${path}?keyword=zzzqqq`));
    expect(none.data).toEqual({ results: [], pagination: { current_page: 1, total_pages: 1, total_data: 0 } });

    const page2 = await json(await adminCall(`${path}?page=2&page_size=2`));
    expect(page2.data.pagination).toMatchObject({ current_page: 2 });
    expect(page2.data.results).toHaveLength(2);
    // Spec 002 §9: these pickers ask with the maximum page size.
    const everything = await json(await adminCall(`${path}?page_size=${Number.MAX_SAFE_INTEGER}`));
    expect(everything.data.pagination.total_pages).toBe(1);
    expect(everything.data.results.length).toBe(everything.data.pagination.total_data);

    const sorted = await json(await adminCall(`${path}?order_by=code&order_type=desc&page_size=100`));
    const codes = sorted.data.results.map((r: Record<string, string>) => r[code].toLowerCase());
    expect(codes).toEqual([...codes].sort().reverse());
    expect((await adminCall(`${path}?page_size=0`)).status).toBe(400);
  });

  it('creates, reads, edits (nothing changed, stale, changed) and deletes', async () => {
    const c = uniqueCode('T');
    const res = await adminCall(path, { method: 'POST', body: { [code]: `  ${c}  `, [name]: '  Test Row  ' } });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.message).toBe(`${noun} has been successfully created.`);
    const id = body.data.id as number;
    const row = (await json(await adminCall(`${path}/${id}`))).data;
    expect(row).toMatchObject({ id, [code]: c, [name]: 'Test Row', users_count: 0, can_delete: true });

    const same = await json(await adminCall(`${path}/${id}`, { method: 'PATCH', body: { [code]: c, [name]: 'Test Row', updated_at: row.updated_at } }));
    expect(same).toMatchObject({ message: "There's no anything changed", data: { changed: false, updated_at: row.updated_at } });
    const edited = await adminCall(`${path}/${id}`, { method: 'PATCH', body: { [code]: c, [name]: 'Renamed Row', updated_at: row.updated_at } });
    expect(edited.status).toBe(200);
    expect((await json(edited)).message).toBe(`${noun} has been successfully edited.`);
    const stale = await adminCall(`${path}/${id}`, { method: 'PATCH', body: { [code]: c, [name]: 'Again', updated_at: row.updated_at } });
    expect(stale.status).toBe(409);
    expect((await json(await adminCall(`${path}/${id}`))).data[name]).toBe('Renamed Row');

    const removed = await adminCall(`${path}/${id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await json(removed)).message).toBe(`${noun} Deleted Successfully`);
    expect((await adminCall(`${path}/${id}`)).status).toBe(404);
  });

  it('refuses a code the organisation already has, ignoring case, on the code field; another organisation may use it', async () => {
    const res = await adminCall(path, { method: 'POST', body: { [code]: seeded.code.toLowerCase(), [name]: 'Clash' } });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.message).toEqual([{ field: code, message: `A ${noun.toLowerCase()} with this code already exists.` }]);

    const c = uniqueCode('U');
    const id = await created(path, { [code]: c, [name]: 'Second' });
    const row = (await json(await adminCall(`${path}/${id}`))).data;
    const clash = await adminCall(`${path}/${id}`, { method: 'PATCH', body: { [code]: seeded.code, [name]: 'Second', updated_at: row.updated_at } });
    expect(clash.status).toBe(400);
    expect(await messagesOf(clash)).toEqual([`A ${noun.toLowerCase()} with this code already exists.`]);

    const acme = await acmeCall(path, { method: 'POST', body: { [code]: seeded.code, [name]: 'Acme own' } });
    expect(acme.status).toBe(201);
  });

  it('validates the body with a message per field', async () => {
    const empty = await adminCall(path, { method: 'POST', body: { [code]: ' ', [name]: '' } });
    expect(empty.status).toBe(400);
    expect(await messagesOf(empty)).toEqual(expect.arrayContaining(['Code is required', 'Name is required']));
    const bad = await adminCall(path, { method: 'POST', body: { [code]: 'A B', [name]: 'x'.repeat(121) } });
    expect(await messagesOf(bad)).toEqual(
      expect.arrayContaining(['Code may contain only letters, digits, dots, dashes and underscores.', 'Name must be at most 120 characters']),
    );
    expect((await adminCall(path, { method: 'POST', body: { [code]: 'X1', [name]: 'Y', extra: 1 } })).status).toBe(400);
  });

  it('cannot delete a row people are assigned to (409 saying how many)', async () => {
    const all = (await json(await adminCall(`${path}?keyword=${seeded.code}`))).data.results as Record<string, unknown>[];
    const row = all.find((r) => r[code] === seeded.code)!;
    const res = await adminCall(`${path}/${row.id}`, { method: 'DELETE' });
    expect(res.status).toBe(409);
    const body = await json(res);
    expect(body.error).toBe('Failed');
    expect(body.message).toBe(
      `This ${noun.toLowerCase()} has ${row.users_count} users and cannot be deleted. Move them to another ${noun.toLowerCase()} first.`,
    );
    expect((await adminCall(`${path}/${row.id}`)).status).toBe(200);
  });

  it("keeps organisations apart: another organisation's row is a 404 and never listed", async () => {
    const id = await created(path, { [code]: uniqueCode('D'), [name]: 'Demo only' });
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const res = await acmeCall(`${path}/${id}`, { method, body: method === 'PATCH' ? { [code]: 'ZZ', [name]: 'Taken over' } : undefined });
      expect(res.status).toBe(404);
    }
    const acmeList = (await json(await acmeCall(`${path}?page_size=1000`))).data.results as { id: number }[];
    expect(acmeList.map((r) => r.id)).not.toContain(id);
  });

  it('guards: no session is 401; the picker needs the key of an area that picks (decision 0106); managing needs account-user', async () => {
    expect((await call(path)).status).toBe(401);
    expect((await callAs(EDITOR, path)).status).toBe(403);
    expect((await callAs(RESTRICTED, path)).status).toBe(403);
    expect((await callAs(RESTRICTED, path, { method: 'POST', body: { [code]: 'NO', [name]: 'No' } })).status).toBe(403);
    expect((await callAs(RESTRICTED, `${path}/1`)).status).toBe(403);
    expect((await callAs(RESTRICTED, `${path}/1`, { method: 'DELETE' })).status).toBe(403);
  });
});
