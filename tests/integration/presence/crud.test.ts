import { describe, expect, it } from 'vitest';
import { acmeCall, ADMIN, adminCall, call, cookieFor, EDITOR, json, tokenFor } from '../../setup/http';
import { createPresence, P } from './helpers';

describe('presence CRUD API', () => {
  it('lists with search, module type, date range and sorting in the list contract', async () => {
    const res = await adminCall(`${P}?page=1&page_size=10&order_by=title&order_type=asc`);
    expect(res.status).toBe(200);
    const body = await json(res);
    const titles = body.data.results.map((r: { title: string }) => r.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b)));
    expect(body.data.pagination).toMatchObject({ current_page: 1 });
    expect(body.data.results[0]).toHaveProperty('can_delete');
    expect(body.data.results[0].created_by).toHaveProperty('full_name');

    const search = await json(await adminCall(`${P}?keyword=Bootcamp`));
    expect(search.data.results.length).toBeGreaterThanOrEqual(2);
    expect(search.data.results.every((r: { title: string }) => r.title.includes('Bootcamp'))).toBe(true);
    const placed = search.data.results.find((r: { title: string }) => r.title.includes('Daily'));
    expect(placed).toMatchObject({ is_associated: true, can_delete: false });

    const typed = await json(await adminCall(`${P}?content_type=live_event`));
    // Other files make presences for live events in the same database: every row is of the type, and there is one.
    const types = typed.data.results.map((r: { content_type: string }) => r.content_type);
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((t: string) => t === 'live_event')).toBe(true);
    const future = await json(await adminCall(`${P}?start_date=2099-01-01&end_date=2099-01-31`));
    expect(future.data.results).toEqual([]);
    const bad = await adminCall(`${P}?content_type=podcast&start_date=yesterday`);
    expect(bad.status).toBe(400);
  });

  it('answers the module types for group=presence', async () => {
    const body = await json(await adminCall('/api/v2/contents/options?group=presence'));
    expect(body.data).toContainEqual({ label: 'Classroom', value: 'classroom' });
    expect((await adminCall('/api/v2/contents/options?group=nothing')).status).toBe(404);
  });

  it('validates the form with the spec texts', async () => {
    const res = await adminCall(P, { method: 'POST', body: { title: ' ', description: 'x'.repeat(256) } });
    expect(res.status).toBe(400);
    const messages = ((await json(res)).message as { message: string }[]).map((m) => m.message);
    expect(messages).toEqual(expect.arrayContaining(['Title is required', 'Description must be at most 255 characters', 'Module Type is required']));
    const extra = await adminCall(P, { method: 'POST', body: { title: 'a', description: 'b', content_type: 'classroom', code: 'mine' } });
    expect(extra.status).toBe(400);
  });

  it('creates, reads, edits (nothing changed, stale, changed) and deletes', async () => {
    const created = await adminCall(P, { method: 'POST', body: { title: 'Integration Presence', description: 'Desc', content_type: 'course' } });
    expect(created.status).toBe(201);
    const c = await json(created);
    expect(c.message).toBe('Presence has been successfully created.');
    const id = c.data.id;

    const detail = await json(await adminCall(`${P}/${id}`));
    expect(detail.data).toMatchObject({
      id,
      title: 'Integration Presence',
      description: 'Desc',
      content_type: 'course',
      is_associated: false,
      can_delete: true,
      total_present: 0,
    });
    expect(detail.data.created_by.full_name).toBe('Ayu Pratiwi');

    const same = await adminCall(`${P}/${id}`, {
      method: 'PATCH',
      body: { title: 'Integration Presence', description: 'Desc', content_type: 'course', updated_at: detail.data.updated_at },
    });
    expect(same.status).toBe(200);
    const sameBody = await json(same);
    expect(sameBody).toMatchObject({ message: "There's no anything changed", data: { changed: false, updated_at: detail.data.updated_at } });

    const edited = await adminCall(`${P}/${id}`, {
      method: 'PATCH',
      body: { title: 'Integration Presence 2', description: 'Desc', content_type: 'course', updated_at: detail.data.updated_at },
    });
    expect(await json(edited)).toMatchObject({ message: 'Presence has been successfully edited.', data: { changed: true } });
    const stale = await adminCall(`${P}/${id}`, {
      method: 'PATCH',
      body: { title: 'Lost update', description: 'Desc', content_type: 'course', updated_at: detail.data.updated_at },
    });
    expect(stale.status).toBe(409);

    const removed = await adminCall(`${P}/${id}`, { method: 'DELETE' });
    expect(await json(removed)).toMatchObject({ success: true, message: 'Presence Deleted Successfully' });
    expect((await adminCall(`${P}/${id}`)).status).toBe(404);
  });

  it('refuses to delete a presence that is placed in a module', async () => {
    const list = await json(await adminCall(`${P}?keyword=Bootcamp%20Daily`));
    const res = await adminCall(`${P}/${list.data.results[0].id}`, { method: 'DELETE' });
    expect(res.status).toBe(409);
    expect((await json(res)).error).toBe('Failed');
  });

  it('regenerate-code answers a new data.code', async () => {
    const p = await createPresence('Regenerate me');
    const first = await json(await adminCall(`${P}/${p.id}/regenerate-code`));
    const second = await json(await adminCall(`${P}/${p.id}/regenerate-code`));
    expect(first.data.code).toMatch(/^[\w-]{16}$/);
    expect(second.data.code).not.toBe(first.data.code);
    expect((await json(await adminCall(`${P}/${p.id}`))).data.code).toBe(second.data.code);
    // A browser request another site started (a link, window.open) changes nothing.
    const cookie = await cookieFor(ADMIN);
    for (const site of ['cross-site', 'same-site']) {
      const res = await call(`${P}/${p.id}/regenerate-code`, { cookie, headers: { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' } });
      expect(res.status, site).toBe(403);
    }
    expect((await json(await adminCall(`${P}/${p.id}`))).data.code).toBe(second.data.code);
    expect((await call(`${P}/${p.id}/regenerate-code`, { cookie, headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
  });

  it("keeps another organisation's presence out of reach (404) and needs the key", async () => {
    const p = await createPresence('Demo only');
    for (const [method, path] of [
      ['GET', `${P}/${p.id}`],
      ['PATCH', `${P}/${p.id}`],
      ['DELETE', `${P}/${p.id}`],
      ['GET', `${P}/${p.id}/regenerate-code`],
      ['GET', `${P}/${p.id}/batch`],
      ['GET', `${P}/${p.id}/attendances`],
      ['GET', `${P}/${p.id}/qr`],
      ['GET', `${P}/${p.id}/attendances/download`],
    ]) {
      const body = method === 'PATCH' ? { title: 'x', description: 'y', content_type: 'course' } : undefined;
      const res = await acmeCall(path, { method, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const acmeList = await json(await acmeCall(P));
    expect(acmeList.data.results).toEqual([]);
    expect((await call(P)).status).toBe(401);
    expect((await call(P, { token: await tokenFor(EDITOR) })).status).toBe(403);
    expect((await call(`${P}/${p.id}`, { method: 'DELETE', token: await tokenFor(EDITOR) })).status).toBe(403);
  });
});
