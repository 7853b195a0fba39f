import { describe, expect, it } from 'vitest';
import { acmeCall, adminCall, call, callAs, json, RESTRICTED } from '../../setup/http';
import { created } from './helpers';

const C = '/api/coach';

/** Active people of the demo organisation who are not coaches yet, for the tests to pick from. */
async function people(keyword: string) {
  return (await json(await adminCall(`/api/users?keyword=${encodeURIComponent(keyword)}&page_size=100`))).data.results as { id: number; full_name: string }[];
}

describe('coaches API', () => {
  it('lists the two seeded coaches with id, full_name and description (spec 002 §3), active accounts only by default', async () => {
    expect((await callAs(RESTRICTED, C)).status).toBe(403);
    const body = await json(await adminCall(C));
    expect(body.success).toBe(true);
    const rina = body.data.results.find((r: { full_name: string }) => r.full_name === 'Rina Wijaya');
    expect(rina).toMatchObject({ position: 'Training Coordinator', status: 'active', can_delete: true });
    expect(rina.description).toContain('coaching');
    expect(body.data.results.filter((r: { description: string }) => r.description).length).toBeGreaterThanOrEqual(2);
    expect(body.data.results.every((r: { status: string }) => r.status === 'active')).toBe(true);
    const search = await json(await adminCall(`${C}?keyword=rina`));
    expect(search.data.results.map((r: { full_name: string }) => r.full_name)).toEqual(['Rina Wijaya']);
  });

  it('adds an active person once, edits the note, hides coaches with an inactive account from pickers, removes', async () => {
    const [person] = await people('Supervisor');
    const id = await created(C, { user_id: person.id, description: 'Operations coaching' });
    const row = (await json(await adminCall(`${C}/${id}`))).data;
    expect(row).toMatchObject({ id, user_id: person.id, full_name: person.full_name, description: 'Operations coaching' });

    const again = await adminCall(C, { method: 'POST', body: { user_id: person.id } });
    expect(again.status).toBe(400);
    expect((await json(again)).message).toEqual([{ field: 'user_id', message: 'This person is already a coach.' }]);

    const edited = await adminCall(`${C}/${id}`, {
      method: 'PATCH',
      body: { user_id: person.id, description: 'Ops and safety coaching', updated_at: row.updated_at },
    });
    expect(await json(edited)).toMatchObject({ message: 'Coach has been successfully edited.', data: { changed: true } });

    const removed = await adminCall(`${C}/${id}`, { method: 'DELETE' });
    expect((await json(removed)).message).toBe('Coach Deleted Successfully');
    expect((await adminCall(`${C}/${id}`)).status).toBe(404);
  });

  it('refuses a person who is not an active user of the organisation', async () => {
    const all = (await json(await adminCall(`${C}?status=all&page_size=100`))).data.results;
    expect(all.length).toBeGreaterThanOrEqual(2);
    const acmeAdmin = (await json(await acmeCall('/api/users'))).data.results[0] as { id: number };
    for (const user_id of [acmeAdmin.id, 2_000_000_000]) {
      const res = await adminCall(C, { method: 'POST', body: { user_id } });
      expect(res.status).toBe(400);
      expect((await json(res)).message).toEqual([{ field: 'user_id', message: 'Choose an active user of this organisation.' }]);
    }
    expect((await adminCall(C, { method: 'POST', body: { description: 'nobody' } })).status).toBe(400);
  });

  it('keeps organisations apart and guards management by account-user', async () => {
    const rina = (await json(await adminCall(`${C}?keyword=rina`))).data.results[0] as { id: number };
    expect((await acmeCall(`${C}/${rina.id}`)).status).toBe(404);
    expect((await acmeCall(`${C}/${rina.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await json(await acmeCall(C))).data.results).toEqual([]);
    expect((await call(C)).status).toBe(401);
    expect((await callAs(RESTRICTED, `${C}/${rina.id}`, { method: 'DELETE' })).status).toBe(403);
  });
});
