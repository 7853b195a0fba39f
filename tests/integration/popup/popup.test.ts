import { beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../fixtures/images';
import { acmeCall, adminCall, expectGuarded, fieldMessages, json, stored } from '../../setup/http';

const P = '/api/popups';
const titles = (body: { data: { results: { title: string }[] } }) => body.data.results.map((r) => r.title);
const day = (n: number) => new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

let cover: Awaited<ReturnType<typeof stored>>;
let divisionIds: number[] = [];

beforeAll(async () => {
  cover = await stored(pngBytes(320, 180), 'cover.png', 'covers');
  divisionIds = ((await json(await adminCall('/api/divisions?page_size=2'))).data.results as { id: number }[]).map((d) => d.id);
});

const valid = (over: Record<string, unknown> = {}) => ({
  title: `IT Popup ${Date.now()} ${Math.random()}`,
  body: '<p>Hello <em>learners</em></p>',
  image: cover,
  cta_label: 'Open',
  cta_url: 'https://learning.example/open',
  audience: 'everyone',
  start_date: day(0),
  end_date: day(7),
  is_active: true,
  ...over,
});

async function create(over: Record<string, unknown> = {}) {
  const res = await adminCall(P, { method: 'POST', body: valid(over) });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return (await json(await adminCall(`${P}/${(await json(res)).data.id}`))).data;
}

describe('popups API: list', () => {
  it('lists the seeded popups and filters them by state (active, scheduled, ended, inactive) and audience', async () => {
    const all = await json(await adminCall(`${P}?page_size=100`));
    expect(titles(all)).toContain('New: Leadership Essentials 2027 Intake');
    const state = async (s: string) => titles(await json(await adminCall(`${P}?state=${s}&page_size=100`)));
    expect(await state('active')).toContain('New: Leadership Essentials 2027 Intake');
    expect(await state('scheduled')).toContain('Learning Week 2027 is coming');
    expect(await state('ended')).toContain('Year-end survey: tell us what to learn next');
    expect(await state('active')).not.toContain('Learning Week 2027 is coming');

    const off = await create({ is_active: false });
    expect(off.state).toBe('inactive');
    expect(await state('inactive')).toContain(off.title);
    expect(await state('active')).not.toContain(off.title);
    const everyone = await json(await adminCall(`${P}?audience=everyone&page_size=100`));
    expect(everyone.data.results.every((r: { audience: string }) => r.audience === 'everyone')).toBe(true);
    expect(titles(await json(await adminCall(`${P}?keyword=intake`)))).toEqual(['New: Leadership Essentials 2027 Intake']);
    expect((await adminCall(`${P}?state=live`)).status).toBe(400);
  });
});

describe('popups API: create, read, edit, delete', () => {
  it('creates with an image and an audience, reads it back, edits (nothing changed, stale 409, changed) and deletes', async () => {
    const p = await create({ audience: 'divisions', division_ids: divisionIds, body: '<p>Hi<script>x()</script></p>' });
    expect(p).toMatchObject({
      audience: 'divisions',
      state: 'active',
      cta_label: 'Open',
      body: '<p>Hi</p>',
      image: { id: cover.id, full_path: cover.full_path },
    });
    expect(p.divisions.map((d: { id: number }) => d.id).sort()).toEqual([...divisionIds].sort());

    const body = valid({ title: p.title, body: p.body, audience: 'divisions', division_ids: [...divisionIds].reverse() });
    const same = await adminCall(`${P}/${p.id}`, { method: 'PATCH', body: { ...body, updated_at: p.updated_at } });
    expect(await json(same)).toMatchObject({ message: "There's no anything changed", data: { changed: false } });

    const edited = await adminCall(`${P}/${p.id}`, { method: 'PATCH', body: { ...body, audience: 'everyone', image: null, updated_at: p.updated_at } });
    expect(await json(edited)).toMatchObject({ message: 'Popup has been successfully edited.', data: { changed: true } });
    expect((await json(await adminCall(`${P}/${p.id}`))).data).toMatchObject({ audience: 'everyone', divisions: [], image: null });

    const stale = await adminCall(`${P}/${p.id}`, { method: 'PATCH', body: { ...body, title: 'IT Overwritten', updated_at: p.updated_at } });
    expect(stale.status).toBe(409);

    const removed = await adminCall(`${P}/${p.id}`, { method: 'DELETE' });
    expect(await json(removed)).toMatchObject({ message: 'Popup Deleted Successfully' });
    expect((await adminCall(`${P}/${p.id}`)).status).toBe(404);
  });

  it('answers 400 with a message on each wrong field', async () => {
    const empty = await adminCall(P, { method: 'POST', body: { title: '', start_date: '', end_date: '' } });
    expect(await fieldMessages(empty)).toMatchObject({ title: 'Title is required', start_date: 'Start Date is required', end_date: 'End Date is required' });
    expect(await fieldMessages(await adminCall(P, { method: 'POST', body: valid({ end_date: day(-1) }) }))).toEqual({
      end_date: 'The end date must be on or after the start date',
    });
    expect(await fieldMessages(await adminCall(P, { method: 'POST', body: valid({ cta_url: '' }) }))).toEqual({
      cta_url: 'Give the button both a label and a link, or neither',
    });
    expect(await fieldMessages(await adminCall(P, { method: 'POST', body: valid({ cta_url: 'javascript:alert(1)' }) }))).toEqual({
      cta_url: 'Enter a full https:// address',
    });
    expect(await fieldMessages(await adminCall(P, { method: 'POST', body: valid({ audience: 'companies', company_ids: [] }) }))).toEqual({
      company_ids: 'Choose at least one company',
    });
    expect(await fieldMessages(await adminCall(P, { method: 'POST', body: valid({ audience: 'divisions', division_ids: [99999999] }) }))).toEqual({
      division_ids: 'Choose divisions of your organisation',
    });
    // The image must be a cover this organisation uploaded: another folder's file or an unknown id is refused.
    const picture = await stored(pngBytes(100, 100), 'picture.png', 'image');
    for (const image of [picture, { ...cover, id: 99999999 }]) {
      expect(await fieldMessages(await adminCall(P, { method: 'POST', body: valid({ image }) }))).toEqual({
        image: 'Upload the image again: it is not an image of this organisation',
      });
    }
    expect((await adminCall(P, { method: 'POST', body: { ...valid(), priority: 1 } })).status).toBe(400);
  });
});

describe('popups API: access', () => {
  it("another organisation's popup is a 404, and this organisation's image or divisions cannot be used there", async () => {
    const res = await acmeCall(P, { method: 'POST', body: valid({ image: null }) });
    expect(res.status).toBe(201);
    const acmeId = (await json(res)).data.id as number;
    expect((await adminCall(`${P}/${acmeId}`)).status).toBe(404);
    expect((await adminCall(`${P}/${acmeId}`, { method: 'PATCH', body: valid() })).status).toBe(404);
    expect((await adminCall(`${P}/${acmeId}`, { method: 'DELETE' })).status).toBe(404);
    expect((await acmeCall(P, { method: 'POST', body: valid() })).status).toBe(400);
    expect((await acmeCall(P, { method: 'POST', body: valid({ image: null, audience: 'divisions', division_ids: divisionIds }) })).status).toBe(400);
  });

  it('needs a session, the admin rule and content-popup', async () => {
    await expectGuarded([
      ['GET', P],
      ['POST', P],
      ['GET', `${P}/1`],
      ['PATCH', `${P}/1`],
      ['DELETE', `${P}/1`],
    ] as const);
  });
});
