import { describe, expect, it } from 'vitest';
import { pngBytes } from '../../fixtures/images';
import { acmeCall, adminCall, expectGuarded, fieldMessages, json, stored } from '../../setup/http';

const unique = (what: string) => `${what} ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`;

const P = '/api/programs';
type Row = { id: number; title: string; status: string; level: string; category: { id: number; name: string } | null; can_delete: boolean };

const firstCategory = async () => (await json(await adminCall('/api/categories/options'))).data[0].value as number;
const valid = (over: Record<string, unknown> = {}) => ({
  title: unique('IT Program'),
  description: '<p>Twelve weeks for new supervisors.</p>',
  level: 'intermediate',
  thumbnail_default: 2,
  status: 'draft',
  ...over,
});
async function create(body: Record<string, unknown>) {
  const res = await adminCall(P, { method: 'POST', body });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return (await json(res)).data.id as number;
}

describe('programs API: the demo program', () => {
  it('lists the demo program (id 1) with its category, level, status and can_delete', async () => {
    const body = await json(await adminCall(`${P}?keyword=New%20Manager%20Program`));
    const demo = (body.data.results as Row[]).find((r) => r.id === 1);
    expect(demo).toMatchObject({ title: 'New Manager Program', status: 'publish', level: 'intermediate', category: { name: 'Team Leadership' } });
    expect((await json(await adminCall(`${P}/1`))).data).toMatchObject({ id: 1, thumbnail_default: 3, thumbnail_url: '/course-thumbnails/default-3.svg' });
  });
});

describe('programs API: create, read, edit, delete', () => {
  it('creates, reads back, edits (nothing changed, stale 409, changed) and deletes', async () => {
    const category_id = await firstCategory();
    const input = valid({ category_id, description: '<p>Weeks <script>alert(1)</script>one to twelve</p>' });
    const created = await adminCall(P, { method: 'POST', body: input });
    expect(created.status).toBe(201);
    const createdBody = await json(created);
    expect(createdBody.message).toBe('Program has been successfully created.');
    const id = createdBody.data.id as number;

    const detail = (await json(await adminCall(`${P}/${id}`))).data;
    expect(detail).toMatchObject({
      id,
      title: input.title,
      level: 'intermediate',
      status: 'draft',
      category_id,
      thumbnail_default: 2,
      thumbnail_file_id: null,
      can_delete: true,
    });
    expect(detail.description).not.toContain('script');
    const values = {
      title: detail.title,
      description: detail.description,
      category_id,
      level: detail.level,
      thumbnail_default: 2,
      thumbnail_file_id: null,
      status: detail.status,
    };

    const same = await adminCall(`${P}/${id}`, { method: 'PATCH', body: { ...values, updated_at: detail.updated_at } });
    expect(await json(same)).toMatchObject({ message: "There's no anything changed", data: { changed: false } });

    const image = await stored(pngBytes(320, 180), 'cover.png', 'thumbnails');
    const edited = await adminCall(`${P}/${id}`, {
      method: 'PATCH',
      body: { ...values, status: 'publish', level: 'advanced', thumbnail_default: null, thumbnail_file_id: image.id, updated_at: detail.updated_at },
    });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({ message: 'Program has been successfully edited.', data: { changed: true } });
    const after = (await json(await adminCall(`${P}/${id}`))).data;
    expect(after).toMatchObject({ status: 'publish', level: 'advanced', thumbnail_default: null, thumbnail_file_id: image.id });
    expect(after.thumbnail_url).toMatch(/^\/api\/storage\/files\//);

    // Someone else saved since this edit started: 409, nothing written.
    const stale = await adminCall(`${P}/${id}`, { method: 'PATCH', body: { ...values, title: 'IT Overwritten', updated_at: detail.updated_at } });
    expect(stale.status).toBe(409);
    expect((await json(await adminCall(`${P}/${id}`))).data.title).toBe(input.title);

    const listed = (await json(await adminCall(`${P}?status=publish&level=advanced&page_size=100`))).data.results as Row[];
    expect(listed.map((r) => r.id)).toContain(id);
    expect(listed.every((r) => r.status === 'publish' && r.level === 'advanced')).toBe(true);

    const removed = await adminCall(`${P}/${id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await json(removed)).message).toBe('Program Deleted Successfully');
    expect((await adminCall(`${P}/${id}`)).status).toBe(404);
    expect((await adminCall(`${P}/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('answers 400 with the field messages', async () => {
    const empty = await adminCall(P, { method: 'POST', body: { title: '  ' } });
    expect(empty.status).toBe(400);
    expect(await fieldMessages(empty)).toMatchObject({ title: 'Title is required', category_id: 'Category is required', level: 'Level is required' });

    const category_id = await firstCategory();
    const bad = await adminCall(P, {
      method: 'POST',
      body: valid({ category_id, level: 'mastery', status: 'published', thumbnail_default: 7, title: 'x'.repeat(201) }),
    });
    expect(bad.status).toBe(400);
    const messages = await fieldMessages(bad);
    expect(messages).toMatchObject({
      title: 'Title must be at most 200 characters',
      thumbnail_default: 'Choose one of the six default thumbnails or upload an image.',
    });
    expect(Object.keys(messages)).toEqual(expect.arrayContaining(['level', 'status']));

    // Both thumbnails, or neither: one is required.
    const both = await adminCall(P, { method: 'POST', body: valid({ category_id, thumbnail_file_id: 1 }) });
    expect(await fieldMessages(both)).toMatchObject({ thumbnail_default: 'Choose one of the six default thumbnails or upload an image.' });

    // A file that is not an image, or a category of nobody here.
    const missing = await adminCall(P, { method: 'POST', body: valid({ category_id: 2_000_000_000 }) });
    expect(await fieldMessages(missing)).toEqual({ category_id: 'Choose one of the categories of this organisation.' });
  });

  it('sorts and searches the list, and pages it 10 at a time', async () => {
    const category_id = await firstCategory();
    const tag = unique('IT Sortable');
    for (const n of [3, 1, 2]) await create(valid({ category_id, title: `${tag} ${n}` }));
    const asc = (await json(await adminCall(`${P}?keyword=${encodeURIComponent(tag)}&order_by=title&order_type=asc`))).data;
    expect((asc.results as Row[]).map((r) => r.title)).toEqual([`${tag} 1`, `${tag} 2`, `${tag} 3`]);
    expect(asc.pagination).toMatchObject({ current_page: 1 });
    expect((await adminCall(`${P}?level=mastery`)).status).toBe(400);
    expect((await adminCall(`${P}?page_size=abc`)).status).toBe(400);
    const first = (await json(await adminCall(P))).data;
    expect(first.results.length).toBeLessThanOrEqual(10);
  });

  it('keeps its category from being deleted while it uses it', async () => {
    const made = await adminCall('/api/categories', { method: 'POST', body: { name: unique('Used by a program') } });
    const categoryId = (await json(made)).data.id as number;
    const id = await create(valid({ category_id: categoryId }));
    const refused = await adminCall(`/api/categories/${categoryId}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe('This category is in use (1 program) and cannot be deleted.');
    expect((await adminCall(`${P}/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await adminCall(`/api/categories/${categoryId}`, { method: 'DELETE' })).status).toBe(200);
  });
});

describe('programs API: organisations and access', () => {
  it("another organisation's programs are 404, and theirs never list here", async () => {
    const category_id = await firstCategory();
    const id = await create(valid({ category_id }));
    expect((await acmeCall(`${P}/${id}`)).status).toBe(404);
    expect((await acmeCall(`${P}/${id}`, { method: 'PATCH', body: valid({ category_id }) })).status).toBe(404);
    expect((await acmeCall(`${P}/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect(((await json(await acmeCall(`${P}?page_size=100`))).data.results as Row[]).map((r) => r.id)).not.toContain(id);
    // Our category is not theirs to use.
    const theirs = await acmeCall(P, { method: 'POST', body: valid({ category_id }) });
    expect(await fieldMessages(theirs)).toEqual({ category_id: 'Choose one of the categories of this organisation.' });
    expect((await adminCall(`${P}/${id}`)).status).toBe(200);
  });

  it('answers 401 without a session and 403 without the content-program key', async () => {
    await expectGuarded([
      ['GET', P],
      ['POST', P],
      ['GET', `${P}/1`],
      ['PATCH', `${P}/1`],
      ['DELETE', `${P}/1`],
    ]);
  });
});
