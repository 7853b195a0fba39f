import { describe, expect, it } from 'vitest';
import { acmeCall, adminCall, call, EDITOR, json, messagesOf, RESTRICTED, tokenFor } from '../../setup/http';
import { C, createCategory } from './helpers';

describe('categories API', () => {
  it('lists the seeded tree in tree order with depth, path and can_delete (list contract)', async () => {
    const res = await adminCall(`${C}?page=1&page_size=100`);
    expect(res.status).toBe(200);
    const body = await json(res);
    const rows = body.data.results as { id: number; name: string; depth: number; path: string[]; can_delete: boolean; children_count: number }[];
    expect(body.data.pagination).toMatchObject({ current_page: 1, total_pages: 1, total_data: rows.length });
    const names = rows.map((r) => r.name);
    // Each parent comes right before its children, in position order.
    expect(names.slice(0, 5)).toEqual(['Leadership & Management', 'Coaching & Mentoring', 'Team Leadership', 'Remote Teams', 'Change Management']);
    const remote = rows.find((r) => r.name === 'Remote Teams')!;
    expect(remote).toMatchObject({ depth: 3, path: ['Leadership & Management', 'Team Leadership'], parent_name: 'Team Leadership', can_delete: true });
    const leadership = rows.find((r) => r.name === 'Leadership & Management')!;
    expect(leadership).toMatchObject({ id: 1, depth: 1, path: [], parent_name: null, children_count: 3, can_delete: false });
  });

  it('searches, filters by parent and active flag, sorts, and pages', async () => {
    const search = await json(await adminCall(`${C}?keyword=lead`));
    expect(search.data.results.map((r: { name: string }) => r.name)).toEqual(['Leadership & Management', 'Team Leadership']);
    const children = await json(await adminCall(`${C}?parent_id=1`));
    expect(children.data.results.map((r: { name: string }) => r.name)).toEqual(['Coaching & Mentoring', 'Team Leadership', 'Change Management']);
    const top = await json(await adminCall(`${C}?parent_id=0&page_size=100`));
    expect(top.data.results.every((r: { depth: number }) => r.depth === 1)).toBe(true);
    const inactive = await json(await adminCall(`${C}?is_active=false`));
    expect(inactive.data.results.map((r: { name: string }) => r.name)).toContain('Legacy Programmes');
    expect(inactive.data.results.every((r: { is_active: boolean }) => !r.is_active)).toBe(true);

    const byName = await json(await adminCall(`${C}?order_by=name&order_type=desc&page_size=100`));
    const names = byName.data.results.map((r: { name: string }) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    // Spec 002 §7: GET /categories with order_by desc, a direction alone: newest first.
    const newest = await json(await adminCall(`${C}?order_by=desc&page_size=100`));
    const created = newest.data.results.map((r: { created_at: string }) => r.created_at);
    expect(created).toEqual([...created].sort().reverse());

    const page2 = await json(await adminCall(`${C}?page=2&page_size=5`));
    expect(page2.data.pagination).toMatchObject({ current_page: 2 });
    expect(page2.data.results).toHaveLength(5);
    expect((await adminCall(`${C}?page_size=abc`)).status).toBe(400);
    expect((await adminCall(`${C}?parent_id=-1`)).status).toBe(400);
  });

  it('answers the parent options in tree order', async () => {
    const body = await json(await adminCall(`${C}/options`));
    expect(body.data[0]).toEqual({ label: 'Leadership & Management', value: 1, depth: 1 });
    expect(body.data[1]).toMatchObject({ label: 'Coaching & Mentoring', depth: 2 });
  });

  it('creates, reads, edits (nothing changed, stale, changed) and deletes', async () => {
    const res = await adminCall(C, { method: 'POST', body: { name: '  Integration Root  ', description: 'Made by a test', icon: 'builtin:book' } });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created.message).toBe('Category has been successfully created.');
    const id = created.data.id as number;

    const detail = (await json(await adminCall(`${C}/${id}`))).data;
    expect(detail).toMatchObject({
      id,
      name: 'Integration Root',
      description: 'Made by a test',
      parent_id: null,
      parent_name: null,
      icon: 'builtin:book',
      is_active: true,
      can_delete: true,
      children: [],
      used_by: [],
    });
    expect(detail.created_by.full_name).toBe('Ayu Pratiwi');

    const same = await adminCall(`${C}/${id}`, {
      method: 'PATCH',
      body: { name: 'Integration Root', description: 'Made by a test', icon: 'builtin:book', updated_at: detail.updated_at },
    });
    expect(await json(same)).toMatchObject({ message: "There's no anything changed", data: { changed: false, updated_at: detail.updated_at } });

    const edited = await adminCall(`${C}/${id}`, {
      method: 'PATCH',
      body: { name: 'Integration Root 2', description: '', icon: null, is_active: false, updated_at: detail.updated_at },
    });
    expect(await json(edited)).toMatchObject({ message: 'Category has been successfully edited.', data: { changed: true } });
    const stale = await adminCall(`${C}/${id}`, { method: 'PATCH', body: { name: 'Lost update', updated_at: detail.updated_at } });
    expect(stale.status).toBe(409);
    expect((await json(await adminCall(`${C}/${id}`))).data).toMatchObject({ name: 'Integration Root 2', is_active: false, icon: null });

    const removed = await adminCall(`${C}/${id}`, { method: 'DELETE' });
    expect(await json(removed)).toMatchObject({ success: true, message: 'Category Deleted Successfully' });
    expect((await adminCall(`${C}/${id}`)).status).toBe(404);
  });

  it('validates the form: required, trimmed, lengths, unknown fields, icons', async () => {
    const res = await adminCall(C, { method: 'POST', body: { name: '   ', description: 'x'.repeat(501) } });
    expect(res.status).toBe(400);
    expect(await messagesOf(res)).toEqual(expect.arrayContaining(['Name is required', 'Description must be at most 500 characters']));
    expect(await messagesOf(await adminCall(C, { method: 'POST', body: { name: 'x'.repeat(101) } }))).toContain('Name must be at most 100 characters');
    expect((await adminCall(C, { method: 'POST', body: { name: 'a', position: 3 } })).status).toBe(400);
    for (const icon of ['builtin:rocket', 'https://example.com/x.png', '/api/storage/files/../../etc']) {
      const bad = await adminCall(C, { method: 'POST', body: { name: `Icon ${icon}`, icon } });
      expect(bad.status, icon).toBe(400);
    }
    // A well-formed upload address that is no file of this organisation.
    const missing = await adminCall(C, { method: 'POST', body: { name: 'Missing icon', icon: '/api/storage/files/image/nothing.png' } });
    expect(missing.status).toBe(400);
    expect(await messagesOf(missing)).toEqual(['The icon must be an uploaded JPG or PNG image or one of the built-in icons.']);
  });

  it('keeps names unique among siblings, ignoring case, but allows them under another parent', async () => {
    const a = await createCategory({ name: 'Unique Parent A' });
    const b = await createCategory({ name: 'Unique Parent B' });
    await createCategory({ name: 'Basics', parent_id: a.id });
    const twin = await adminCall(C, { method: 'POST', body: { name: 'BASICS', parent_id: a.id } });
    expect(twin.status).toBe(400);
    expect(await messagesOf(twin)).toEqual(['A category with this name already exists at this level.']);
    const elsewhere = await createCategory({ name: 'Basics', parent_id: b.id });
    // Renaming or moving into a taken name is refused the same way.
    const moved = await adminCall(`${C}/${elsewhere.id}`, { method: 'PATCH', body: { name: 'basics', parent_id: a.id, updated_at: elsewhere.updated_at } });
    expect(moved.status).toBe(400);
    const topTwin = await adminCall(C, { method: 'POST', body: { name: 'leadership & management' } });
    expect(topTwin.status).toBe(400);
  });

  it("keeps another organisation's category out of reach (404) and needs the key", async () => {
    const mine = await createCategory({ name: 'Demo only category' });
    for (const [method, path] of [
      ['GET', `${C}/${mine.id}`],
      ['PATCH', `${C}/${mine.id}`],
      ['DELETE', `${C}/${mine.id}`],
      ['POST', `${C}/${mine.id}/move`],
    ]) {
      const body = method === 'PATCH' ? { name: 'Taken over' } : method === 'POST' ? { direction: 'up' } : undefined;
      const res = await acmeCall(path, { method, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // Nor can it be used as a parent from another organisation.
    const foreignParent = await acmeCall(C, { method: 'POST', body: { name: 'Acme child', parent_id: mine.id } });
    expect(foreignParent.status).toBe(400);
    // (Other test files may give the other organisation categories of its own: only ours must not show.)
    expect((await json(await acmeCall(C))).data.results.map((r: { id: number }) => r.id)).not.toContain(mine.id);
    expect((await json(await adminCall(`${C}/${mine.id}`))).data.name).toBe('Demo only category');

    expect((await call(C)).status).toBe(401);
    expect((await call(`${C}/${mine.id}`, { method: 'DELETE', headers: { 'content-type': 'application/json' } })).status).toBe(401);
    for (const who of [EDITOR, RESTRICTED]) {
      expect((await call(C, { token: await tokenFor(who) })).status, who).toBe(403);
      expect(
        (await call(`${C}/${mine.id}`, { method: 'DELETE', token: await tokenFor(who), headers: { 'content-type': 'application/json' } })).status,
        who,
      ).toBe(403);
    }
    expect((await adminCall(`${C}/99999999999`)).status).toBe(404);
    expect((await adminCall(`${C}/abc`)).status).toBe(404);
  });
});
