// Popups and channels take an optional category (issue 27 item 17, docs/decisions/0120): the same /categories tree as
// the media forms, checked against the organisation, kept, shown in the list and the detail, filtered by, and counted
// as a use that keeps the category from being deleted.
import { beforeAll, describe, expect, it } from 'vitest';
import { acmeCall, adminCall, fieldMessages, json } from '../../setup/http';

const day = (n: number) => new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
const unique = (what: string) => `${what} ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`;

let options: { label: string; value: number }[] = [];
const categoryNamed = (label: string) => options.find((o) => o.label === label)!.value;

beforeAll(async () => {
  options = (await json(await adminCall('/api/categories/options'))).data;
});

const AREAS = [
  {
    name: 'popup',
    path: '/api/popups',
    noun: 'popup',
    valid: (over: Record<string, unknown>) => ({
      title: unique('Category popup'),
      body: '<p>Hello</p>',
      audience: 'everyone',
      start_date: day(0),
      end_date: day(3),
      is_active: true,
      ...over,
    }),
  },
  {
    name: 'channel',
    path: '/api/channels',
    noun: 'channel',
    valid: (over: Record<string, unknown>) => ({ title: unique('Category channel'), description: '', visibility: 'hidden', items: [], ...over }),
  },
] as const;

describe.each(AREAS)('the $name category', ({ path, noun, valid }) => {
  it('is kept, read back, listed, filtered by, changed and cleared; none is allowed', async () => {
    const speaking = categoryNamed('Public Speaking');
    const created = await adminCall(path, { method: 'POST', body: valid({ category_id: speaking }) });
    expect(created.status).toBe(201);
    const id = (await json(created)).data.id as number;
    const detail = (await json(await adminCall(`${path}/${id}`))).data;
    expect(detail.category).toEqual({ id: speaking, name: 'Public Speaking' });

    const listed = (await json(await adminCall(`${path}?category_id=${speaking}&page_size=100`))).data.results as { id: number; category: unknown }[];
    expect(listed.map((r) => r.id)).toContain(id);
    expect(listed.every((r) => (r.category as { id: number }).id === speaking)).toBe(true);

    // A change of category alone is a change (not "There's no anything changed"), and clearing it is allowed.
    const { id: _id, ...rest } = { id, ...valid({ title: detail.title }) };
    const changed = await adminCall(`${path}/${id}`, {
      method: 'PATCH',
      body: { ...rest, category_id: categoryNamed('Health & Wellbeing'), updated_at: detail.updated_at },
    });
    expect((await json(changed)).data.changed).toBe(true);
    const moved = (await json(await adminCall(`${path}/${id}`))).data;
    expect(moved.category).toEqual({ id: categoryNamed('Health & Wellbeing'), name: 'Health & Wellbeing' });
    const cleared = await adminCall(`${path}/${id}`, { method: 'PATCH', body: { ...rest, category_id: null, updated_at: moved.updated_at } });
    expect((await json(cleared)).data.changed).toBe(true);
    expect((await json(await adminCall(`${path}/${id}`))).data.category).toBeNull();
    expect((await json(await adminCall(`${path}?category_id=${speaking}&page_size=100`))).data.results.map((r: { id: number }) => r.id)).not.toContain(id);

    const none = await adminCall(path, { method: 'POST', body: valid({}) });
    expect(none.status).toBe(201);
    expect((await json(await adminCall(`${path}/${(await json(none)).data.id}`))).data.category).toBeNull();
  });

  it("refuses another organisation's category and an unknown one on the field", async () => {
    const made = await acmeCall('/api/categories', { method: 'POST', body: { name: unique('Acme topic') } });
    expect(made.status).toBe(201);
    const theirs = (await json(made)).data.id as number;
    expect(options.map((o) => o.value)).not.toContain(theirs);
    for (const category_id of [theirs, 99_999_999]) {
      const res = await adminCall(path, { method: 'POST', body: valid({ category_id }) });
      expect(res.status).toBe(400);
      expect(await fieldMessages(res)).toEqual({ category_id: 'Choose a category from the list' });
    }
  });

  it(`keeps its category from being deleted ("in use (1 ${noun})") until it lets go`, async () => {
    const made = await adminCall('/api/categories', { method: 'POST', body: { name: unique(`Used by a ${noun}`) } });
    expect(made.status).toBe(201);
    const categoryId = (await json(made)).data.id as number;
    const created = await adminCall(path, { method: 'POST', body: valid({ category_id: categoryId }) });
    const id = (await json(created)).data.id as number;
    const refused = await adminCall(`/api/categories/${categoryId}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe(`This category is in use (1 ${noun}) and cannot be deleted.`);
    expect((await adminCall(`${path}/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await adminCall(`/api/categories/${categoryId}`, { method: 'DELETE' })).status).toBe(200);
  });
});

it('the demo files a popup and a channel under a category and leaves others without one', async () => {
  const popups = (await json(await adminCall('/api/popups?page_size=100'))).data.results as { title: string; category: { name: string } | null }[];
  expect(popups.find((p) => p.title === 'New: Leadership Essentials 2027 Intake')?.category?.name).toBe('Leadership & Management');
  expect(popups.find((p) => p.title === 'Learning Week 2027 is coming')?.category).toBeNull();
  const channels = (await json(await adminCall('/api/channels?page_size=100'))).data.results as { title: string; category: { name: string } | null }[];
  expect(channels.find((c) => c.title === 'Leadership Corner')?.category?.name).toBe('Leadership & Management');
  expect(channels.find((c) => c.title === 'New Joiner Essentials')?.category).toBeNull();
});
