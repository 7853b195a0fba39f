import { describe, expect, it } from 'vitest';
import { C, createCategory } from './helpers';
import { adminCall, json, messagesOf } from '../../setup/http';

describe('category tree rules over the API', () => {
  it('refuses a category as its own parent, under its descendant, under a missing parent, or deeper than three levels', async () => {
    const root = await createCategory({ name: 'Tree Root' });
    const child = await createCategory({ name: 'Tree Child', parent_id: root.id });
    const grandchild = await createCategory({ name: 'Tree Grandchild', parent_id: child.id });

    const own = await adminCall(`${C}/${root.id}`, { method: 'PATCH', body: { name: 'Tree Root', parent_id: root.id } });
    expect(own.status).toBe(400);
    expect(await messagesOf(own)).toEqual(['A category cannot be its own parent.']);
    const below = await adminCall(`${C}/${root.id}`, { method: 'PATCH', body: { name: 'Tree Root', parent_id: grandchild.id } });
    expect(await messagesOf(below)).toEqual(['A category cannot be placed under one of its own subcategories.']);
    const deep = await adminCall(C, { method: 'POST', body: { name: 'Too deep', parent_id: grandchild.id } });
    expect(deep.status).toBe(400);
    expect(await messagesOf(deep)).toEqual(['Categories can be nested at most 3 levels deep.']);
    const missing = await adminCall(C, { method: 'POST', body: { name: 'Orphan', parent_id: 999999 } });
    expect(await messagesOf(missing)).toEqual(['The parent category does not exist.']);

    // Moving a two-level subtree under a second-level category would make four levels.
    const other = await createCategory({ name: 'Tree Other' });
    const otherChild = await createCategory({ name: 'Tree Other Child', parent_id: other.id });
    const tooDeep = await adminCall(`${C}/${child.id}`, { method: 'PATCH', body: { name: 'Tree Child', parent_id: otherChild.id } });
    expect(tooDeep.status).toBe(400);
    // Under a top-level category it fits: it goes to the end of its new level, and the subtree follows.
    const fits = await adminCall(`${C}/${child.id}`, { method: 'PATCH', body: { name: 'Tree Child', parent_id: other.id } });
    expect(fits.status).toBe(200);
    const moved = (await json(await adminCall(`${C}/${child.id}`))).data;
    expect(moved).toMatchObject({ parent_id: other.id, parent_name: 'Tree Other', position: 2, siblings: 2, depth: 2 });
    expect((await json(await adminCall(`${C}/${grandchild.id}`))).data.path).toEqual(['Tree Other', 'Tree Child']);
  });

  it('refuses to delete a category in use (it has subcategories) with a clear message, then deletes it once empty', async () => {
    const parent = await createCategory({ name: 'Used Parent' });
    const child = await createCategory({ name: 'Used Child', parent_id: parent.id });
    const list = await json(await adminCall(`${C}?keyword=Used%20Parent`));
    expect(list.data.results[0]).toMatchObject({ name: 'Used Parent', can_delete: false, children_count: 1 });
    const detail = (await json(await adminCall(`${C}/${parent.id}`))).data;
    expect(detail).toMatchObject({ can_delete: false, used_by: [{ label: 'subcategory', count: 1 }], children: [{ id: child.id, name: 'Used Child' }] });

    const refused = await adminCall(`${C}/${parent.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ success: false, error: 'Failed', message: 'This category is in use (1 subcategory) and cannot be deleted.' });
    expect((await adminCall(`${C}/${parent.id}`)).status).toBe(200);

    expect((await adminCall(`${C}/${child.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await adminCall(`${C}/${parent.id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('reorders siblings up, down and to a position in one step, and refuses a move past the end', async () => {
    const parent = await createCategory({ name: 'Order Parent' });
    const [a, b, c] = [
      await createCategory({ name: 'A', parent_id: parent.id }),
      await createCategory({ name: 'B', parent_id: parent.id }),
      await createCategory({ name: 'C', parent_id: parent.id }),
    ];
    const order = async () =>
      (await json(await adminCall(`${C}?parent_id=${parent.id}`))).data.results.map((r: { name: string; position: number }) => `${r.position}${r.name}`);
    expect(await order()).toEqual(['1A', '2B', '3C']);

    const up = await adminCall(`${C}/${c.id}/move`, { method: 'POST', body: { direction: 'up' } });
    expect(await json(up)).toMatchObject({ message: 'Category order has been saved.', data: { order: [a.id, c.id, b.id] } });
    expect(await order()).toEqual(['1A', '2C', '3B']);
    await adminCall(`${C}/${a.id}/move`, { method: 'POST', body: { direction: 'down' } });
    expect(await order()).toEqual(['1C', '2A', '3B']);
    await adminCall(`${C}/${b.id}/move`, { method: 'POST', body: { position: 1 } });
    expect(await order()).toEqual(['1B', '2C', '3A']);

    const pastTop = await adminCall(`${C}/${b.id}/move`, { method: 'POST', body: { direction: 'up' } });
    expect(pastTop.status).toBe(409);
    expect((await adminCall(`${C}/${b.id}/move`, { method: 'POST', body: { direction: 'sideways' } })).status).toBe(400);
    // Reordering is not an edit: an edit form opened before it still saves.
    const before = (await json(await adminCall(`${C}/${a.id}`))).data;
    expect(before.updated_at).toBe(a.updated_at);
  });
});
