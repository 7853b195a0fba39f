import { describe, expect, it } from 'vitest';
import { acmeCall, adminCall, call, callAs, EDITOR, json, messagesOf, RESTRICTED } from '../../setup/http';
import { created } from './helpers';

const E = '/api/expert-level';

describe('expert levels API', () => {
  it('lists the seeded levels by value in the list envelope, searchable by title, any page size', async () => {
    expect((await callAs(EDITOR, E)).status).toBe(403);
    const body = await json(await adminCall(E));
    expect(body.success).toBe(true);
    const seeded = body.data.results.slice(0, 4).map((r: { title: string; value: number }) => [r.value, r.title]);
    expect(seeded).toEqual([
      [1, 'Associate Expert'],
      [2, 'Expert'],
      [3, 'Senior Expert'],
      [4, 'Principal Expert'],
    ]);
    expect(body.data.results[0]).toMatchObject({ created_by: { full_name: 'Ayu Pratiwi' }, can_delete: true });
    const search = await json(await adminCall(`${E}?keyword=senior`));
    expect(search.data.results.map((r: { title: string }) => r.title)).toEqual(['Senior Expert']);
    const everything = await json(await adminCall(`${E}?page_size=${Number.MAX_SAFE_INTEGER}`));
    expect(everything.data.results.length).toBe(everything.data.pagination.total_data);
    const byTitle = await json(await adminCall(`${E}?order_by=title&order_type=asc&page_size=100`));
    const titles = byTitle.data.results.map((r: { title: string }) => r.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
  });

  it('creates, edits (nothing changed, stale, changed) and deletes; title and value are unique with field messages', async () => {
    const id = await created(E, { title: 'Test Level 61', value: 61, description: 'made by a test' });
    const row = (await json(await adminCall(`${E}/${id}`))).data;
    expect(row).toMatchObject({ id, title: 'Test Level 61', value: 61, description: 'made by a test' });

    const same = await json(
      await adminCall(`${E}/${id}`, {
        method: 'PATCH',
        body: { title: 'Test Level 61', value: 61, description: 'made by a test', updated_at: row.updated_at },
      }),
    );
    expect(same.data.changed).toBe(false);
    const edited = await adminCall(`${E}/${id}`, { method: 'PATCH', body: { title: 'Test Level 62', value: 62, updated_at: row.updated_at } });
    expect(await json(edited)).toMatchObject({ message: 'Expert Level has been successfully edited.', data: { changed: true } });
    expect((await adminCall(`${E}/${id}`, { method: 'PATCH', body: { title: 'Stale', value: 62, updated_at: row.updated_at } })).status).toBe(409);

    const titleClash = await adminCall(E, { method: 'POST', body: { title: 'senior expert', value: 70 } });
    expect(titleClash.status).toBe(400);
    expect((await json(titleClash)).message).toEqual([{ field: 'title', message: 'An expert level with this title already exists.' }]);
    const valueClash = await adminCall(E, { method: 'POST', body: { title: 'Another', value: 62 } });
    expect((await json(valueClash)).message).toEqual([{ field: 'value', message: 'Another expert level already has this value.' }]);

    const removed = await adminCall(`${E}/${id}`, { method: 'DELETE' });
    expect((await json(removed)).message).toBe('Expert Level Deleted Successfully');
    expect((await adminCall(`${E}/${id}`)).status).toBe(404);
  });

  it('validates title and value', async () => {
    const res = await adminCall(E, { method: 'POST', body: { title: '', value: 0 } });
    expect(res.status).toBe(400);
    expect(await messagesOf(res)).toEqual(['Title is required', 'Value must be a whole number from 1 to 99']);
    expect(await messagesOf(await adminCall(E, { method: 'POST', body: { title: 'X', value: 2.5 } }))).toEqual(['Value must be a whole number from 1 to 99']);
  });

  it('keeps organisations apart and guards management by account-user', async () => {
    const id = await created(E, { title: 'Demo only level', value: 80 });
    expect((await acmeCall(`${E}/${id}`)).status).toBe(404);
    expect((await acmeCall(`${E}/${id}`, { method: 'DELETE' })).status).toBe(404);
    // Other files may give Acme levels of its own (the experts' test does): none of them is the demo's.
    expect(((await json(await acmeCall(E))).data.results as { id: number }[]).some((l) => l.id === id)).toBe(false);
    expect((await call(E)).status).toBe(401);
    expect((await callAs(RESTRICTED, E, { method: 'POST', body: { title: 'No', value: 90 } })).status).toBe(403);
  });
});
