// A classroom batch picks its place from the organisation's locations (Setting › Location, issue 30, decision 0124):
// the location's name, address, coordinates and radius become the batch's (the ones presence check-in measures the
// distance flag from), typed places still work, and another organisation's location is refused.
import { describe, expect, it } from 'vitest';
import { acmeCall, adminCall, fieldMessages, json, type Loose } from '../../setup/http';
import { batchBody, batchInputOf, C, createClassroom } from './helpers';

const L = '/api/setting/locations';
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function newLocation(name: string, as = adminCall) {
  const body = { name: `${name} ${tag}`, address: 'Jl. Asia Afrika No. 8, Bandung', latitude: -6.9218, longitude: 107.6071, radius_meters: 150 };
  const res = await as(L, { method: 'POST', body });
  if (res.status !== 201) throw new Error(`location: ${res.status} ${await res.text()}`);
  return (await json(res)).data.id as number;
}

const days: [string, [string, string, string][]][] = [['2031-08-04', [['Opening', '09:00', '12:00']]]];

describe('a classroom batch at one of the organisation locations', () => {
  it('takes the picked location’s place over the typed one, keeps it on edit and goes back to a typed place', async () => {
    const locationId = await newLocation('IT Batch Place');
    const id = await createClassroom('IT Located Classroom');
    const base = batchBody('IT Located Batch', days);
    const created = await adminCall(`${C}/${id}/batch`, { method: 'POST', body: { ...base, location: { ...base.location, location_id: locationId } } });
    expect(created.status).toBe(201);
    const batch = (await json(created)).data as Loose;
    const place = {
      location_id: locationId,
      location_name: `IT Batch Place ${tag}`,
      address: 'Jl. Asia Afrika No. 8, Bandung',
      latitude: -6.9218,
      longitude: 107.6071,
      radius_meters: 150,
    };
    expect(batch.location).toEqual(place);
    const read = (await json(await adminCall(`${C}/${id}/batch`))).data as Loose[];
    expect(read.find((b) => b.id === batch.id)!.location).toEqual(place);

    // Saved again unchanged it stays at the location; cleared, the typed place is kept as given.
    const again = await adminCall(`${C}/${id}/batch/${batch.id}`, { method: 'PATCH', body: batchInputOf(batch) });
    expect(again.status).toBe(200);
    expect((await json(again)).data.location).toEqual(place);
    const typed = { location_id: null, location_name: 'Own room', address: '', latitude: -6.2, longitude: 106.8, radius_meters: 80 };
    const cleared = await adminCall(`${C}/${id}/batch/${batch.id}`, { method: 'PATCH', body: { ...batchInputOf(batch), location: typed } });
    expect(cleared.status).toBe(200);
    expect((await json(cleared)).data.location).toEqual(typed);
  });

  it('keeps a typed place when no location is picked', async () => {
    const id = await createClassroom('IT Typed Place Classroom');
    const created = await adminCall(`${C}/${id}/batch`, { method: 'POST', body: batchBody('IT Typed Batch', days) });
    expect(created.status).toBe(201);
    expect((await json(created)).data.location).toMatchObject({ location_id: null, location_name: 'Menara Nusantara', latitude: -6.2249, radius_meters: 200 });
  });

  it("refuses another organisation's location and an unknown one, saving nothing", async () => {
    const foreign = await newLocation('IT Foreign Place', acmeCall);
    const id = await createClassroom('IT Foreign Place Classroom');
    const base = batchBody('IT Foreign Batch', days);
    for (const locationId of [foreign, 2_000_000_000]) {
      const res = await adminCall(`${C}/${id}/batch`, { method: 'POST', body: { ...base, location: { ...base.location, location_id: locationId } } });
      expect(res.status).toBe(400);
      expect(await fieldMessages(res)).toMatchObject({ 'location.location_id': 'Choose a location of this organisation' });
    }
    expect((await json(await adminCall(`${C}/${id}/batch`))).data).toEqual([]);
  });
});
