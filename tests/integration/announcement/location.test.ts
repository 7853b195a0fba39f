// Setting › Location (issue 30, decision 0124): the CRUD calls, typed coordinates and radius with their validation,
// a unique name, another organisation's locations and the key.
import { describe, expect, it } from 'vitest';
import { acmeCall, adminCall, expectGuarded, fieldMessages, json, type Loose } from '../../setup/http';
import { batchBody, batchInputOf, C, createClassroom } from '../classroom/helpers';

const L = '/api/setting/locations';
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let n = 0;

const valid = (over: Record<string, unknown> = {}) => ({
  name: `IT Location ${tag} ${(n += 1)}`,
  address: `Jl. Percobaan No. ${n}, Bandung`,
  latitude: -6.9147,
  longitude: 107.6098,
  radius_meters: 120,
  ...over,
});

async function create(over: Record<string, unknown> = {}, as = adminCall) {
  const res = await as(L, { method: 'POST', body: valid(over) });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return (await json(await as(`${L}/${(await json(res)).data.id}`))).data as Loose;
}

describe('locations API', () => {
  it('lists the seeded locations and finds one by its address', async () => {
    const all = (await json(await adminCall(`${L}?page_size=100`))).data.results as Loose[];
    expect(all.map((l) => l.name)).toContain('Head Office Training Centre');
    const found = (await json(await adminCall(`${L}?keyword=Basuki%20Rahmat`))).data.results as Loose[];
    expect(found.map((l) => l.name)).toEqual(['Surabaya Learning Hub']);
  });

  it('creates, reads, edits (nothing changed, stale 409, changed) and deletes', async () => {
    const l = await create();
    expect(l).toMatchObject({ latitude: -6.9147, longitude: 107.6098, radius_meters: 120, can_delete: true });
    const body = { name: l.name, address: l.address, latitude: l.latitude, longitude: l.longitude, radius_meters: l.radius_meters };
    expect(await json(await adminCall(`${L}/${l.id}`, { method: 'PATCH', body: { ...body, updated_at: l.updated_at } }))).toMatchObject({
      message: "There's no anything changed",
      data: { changed: false },
    });
    const edited = await adminCall(`${L}/${l.id}`, { method: 'PATCH', body: { ...body, latitude: -6.2, radius_meters: 300, updated_at: l.updated_at } });
    expect(await json(edited)).toMatchObject({ message: 'Location has been successfully edited.', data: { changed: true } });
    expect((await json(await adminCall(`${L}/${l.id}`))).data).toMatchObject({ latitude: -6.2, radius_meters: 300 });
    expect((await adminCall(`${L}/${l.id}`, { method: 'PATCH', body: { ...body, updated_at: l.updated_at } })).status).toBe(409);

    const sorted = (await json(await adminCall(`${L}?order_by=name&order_type=asc&page_size=100`))).data.results as Loose[];
    expect(sorted.map((r) => r.name)).toEqual([...sorted.map((r) => r.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    expect(await json(await adminCall(`${L}/${l.id}`, { method: 'DELETE' }))).toMatchObject({ message: 'Location Deleted Successfully' });
    expect((await adminCall(`${L}/${l.id}`)).status).toBe(404);
  });

  it('answers 400 with a message on each wrong field, and a name already used (case aside)', async () => {
    const post = (body: unknown) => adminCall(L, { method: 'POST', body });
    expect(await fieldMessages(await post({ name: '' }))).toMatchObject({
      name: 'Name is required',
      latitude: 'Latitude is required',
      longitude: 'Longitude is required',
      radius_meters: 'Radius is required',
    });
    expect(await fieldMessages(await post(valid({ latitude: 90.5, longitude: -180.01 })))).toEqual({
      latitude: 'Latitude must be a number from -90 to 90',
      longitude: 'Longitude must be a number from -180 to 180',
    });
    expect(await fieldMessages(await post(valid({ latitude: '-6.2' })))).toEqual({ latitude: 'Latitude must be a number from -90 to 90' });
    for (const radius_meters of [5, 10.5, 50_001]) {
      expect(await fieldMessages(await post(valid({ radius_meters })))).toEqual({ radius_meters: 'Radius must be a whole number of metres from 10 to 50000' });
    }
    const first = await create();
    expect(await fieldMessages(await post(valid({ name: first.name.toUpperCase() })))).toEqual({ name: 'A location with this name already exists' });
    const second = await create();
    const rename = await adminCall(`${L}/${second.id}`, { method: 'PATCH', body: valid({ name: ` ${first.name} ` }) });
    expect(await fieldMessages(rename)).toEqual({ name: 'A location with this name already exists' });
    // Another organisation may use the same name.
    expect((await acmeCall(L, { method: 'POST', body: valid({ name: first.name }) })).status).toBe(201);
  });

  it("another organisation's location is a 404", async () => {
    const acme = await create({}, acmeCall);
    expect((await adminCall(`${L}/${acme.id}`)).status).toBe(404);
    expect((await adminCall(`${L}/${acme.id}`, { method: 'PATCH', body: valid() })).status).toBe(404);
    expect((await adminCall(`${L}/${acme.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(((await json(await adminCall(`${L}?keyword=${encodeURIComponent(acme.name)}`))).data.results as Loose[]).length).toBe(0);
  });

  it('refuses deleting a location a classroom batch uses (409, can_delete false) and deletes it once the batch lets go', async () => {
    const used = await create();
    const unused = await create();
    const classroom = await createClassroom(`IT Location Use ${tag}`);
    const base = batchBody('IT Location Use Batch', [['2031-09-01', [['Opening', '09:00', '12:00']]]]);
    const saved = await adminCall(`${C}/${classroom}/batch`, { method: 'POST', body: { ...base, location: { ...base.location, location_id: used.id } } });
    expect(saved.status).toBe(201);
    const batch = (await json(saved)).data as Loose;

    const refused = await adminCall(`${L}/${used.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe('This location is in use (1 classroom batch) and cannot be deleted. Pick another place for them first.');
    expect((await json(await adminCall(`${L}/${used.id}`))).data).toMatchObject({ name: used.name, can_delete: false });
    const listed = (await json(await adminCall(`${L}?keyword=${encodeURIComponent(tag)}&page_size=100`))).data.results as Loose[];
    expect(listed.find((l) => l.id === used.id)).toMatchObject({ can_delete: false });
    expect(listed.find((l) => l.id === unused.id)).toMatchObject({ can_delete: true });

    expect((await adminCall(`${L}/${unused.id}`, { method: 'DELETE' })).status).toBe(200);
    const typed = { ...batchInputOf(batch), location: { ...batch.location, location_id: null } };
    expect((await adminCall(`${C}/${classroom}/batch/${batch.id}`, { method: 'PATCH', body: typed })).status).toBe(200);
    expect((await adminCall(`${L}/${used.id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('needs a session, the admin rule and setting-announcement', async () => {
    await expectGuarded([
      ['GET', L],
      ['POST', L],
      ['GET', `${L}/1`],
      ['PATCH', `${L}/1`],
      ['DELETE', `${L}/1`],
    ] as const);
  });
});
