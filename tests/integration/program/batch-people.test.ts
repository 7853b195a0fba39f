import { beforeAll, describe, expect, it } from 'vitest';
import { acmeCall, adminCall, expectGuarded, json } from '../../setup/http';
import { created, uniqueCode } from '../directory/helpers';
import { createUser } from '../user/helpers';

// A batch's Invite Users choices and User History (docs/decisions/0150).
const P = '/api/programs';
const unique = (what: string) => `${what} ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`;
type History = { event: string; user_id: number; full_name: string | null; by: string | null; at: string };

let program: number;
let east: number;
let west: number;
let people: number[];
let westPerson: number;
let batch: number;

async function send(method: 'POST' | 'PATCH' | 'DELETE', path: string, body: unknown, status = 200) {
  const res = await adminCall(path, { method, body });
  if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await json(res)).data;
}
const history = async (query = '') => (await json(await adminCall(`${P}/${program}/batch/${batch}/history${query}`))).data;

beforeAll(async () => {
  const category_id = (await json(await adminCall('/api/categories/options'))).data[0].value as number;
  program = (await send('POST', P, { title: unique('IT People Program'), category_id, level: 'fundamental', thumbnail_default: 1 }, 201)).id;
  east = await created('/api/companies', { company_code: uniqueCode('PPE'), company_name: unique('IT People East') });
  west = await created('/api/companies', { company_code: uniqueCode('PPW'), company_name: unique('IT People West') });
  people = [];
  for (const n of [1, 2, 3]) people.push((await createUser({ full_name: `East Invitee ${n}`, company_id: east })).id as number);
  westPerson = (await createUser({ full_name: 'West Invitee', company_id: west })).id as number;
  batch = (
    await send('POST', `${P}/${program}/batch`, { title: 'Cohort East', company_id: east, start_date: '2031-01-06', end_date: '2031-03-31', capacity: 2 }, 201)
  ).id;
}, 120_000);

describe('program batch people: invite choices and user history', () => {
  it("offers by user only the batch's organisation's people not yet in the program; divisions and companies by name", async () => {
    const options = async (query: string) => (await json(await adminCall(`${P}/${program}/batch/${batch}/invite-options?${query}`))).data;
    const before = await options('by=user&keyword=Invitee');
    expect(before.results.map((o: { id: number }) => o.id).sort()).toEqual([...people].sort());
    expect(before.results.map((o: { id: number }) => o.id)).not.toContain(westPerson);
    await send('POST', `${P}/${program}/batch/${batch}/invite-users`, { user_ids: [people[0]] });
    const after = await options('by=user&keyword=Invitee');
    expect(after.results.map((o: { id: number }) => o.id)).not.toContain(people[0]);
    const companies = await options('by=company&keyword=IT People East');
    expect(companies.results.map((o: { id: number }) => o.id)).toEqual([east]);
    expect((await adminCall(`${P}/${program}/batch/${batch}/invite-options?by=team`)).status).toBe(400);
    expect((await adminCall(`${P}/${program}/batch/${batch}/invite-options?page_size=0`)).status).toBe(400);
  });

  it('records who was invited, put on the waiting list, promoted and removed, when and by whom, newest first', async () => {
    // Capacity 2 and one seated already: one more seat, the last person waits.
    expect(await send('POST', `${P}/${program}/batch/${batch}/invite-users`, { user_ids: [people[1], people[2]] })).toMatchObject({ invited: 1, waiting: 1 });
    // A seat frees: the person waiting is promoted in the same change.
    expect(await send('DELETE', `${P}/${program}/batch/${batch}/invite-users`, { user_ids: [people[0]] })).toMatchObject({ removed: 1, promoted: 1 });
    const page = await history();
    const events = page.results.map((h: History) => [h.event, h.user_id]);
    // Newest change first: the removal and its promotion, then the second invitation, then the first.
    expect(events).toEqual([
      ['promoted', people[2]],
      ['removed', people[0]],
      ['invited', people[1]],
      ['waiting', people[2]],
      ['invited', people[0]],
    ]);
    expect(page.results[0]).toMatchObject({ full_name: 'East Invitee 3' });
    expect(page.results.every((h: History) => typeof h.by === 'string' && h.by.length > 0)).toBe(true);
    expect(page.pagination).toMatchObject({ current_page: 1 });
    const searched = await history('?keyword=Invitee%201');
    expect(searched.results.map((h: History) => h.event)).toEqual(['removed', 'invited']);
    expect((await history('?page_size=2')).results).toHaveLength(2);
    expect((await adminCall(`${P}/${program}/batch/${batch}/history?page=0`)).status).toBe(400);
  });

  it('records a promotion by a raised capacity', async () => {
    const other = (
      await send(
        'POST',
        `${P}/${program}/batch`,
        { title: 'Cohort West', company_id: west, start_date: '2031-01-06', end_date: '2031-03-31', capacity: 1 },
        201,
      )
    ).id;
    const extra = (await createUser({ full_name: 'West Invitee 2', company_id: west })).id as number;
    expect(await send('POST', `${P}/${program}/batch/${other}/invite-users`, { user_ids: [westPerson, extra] })).toMatchObject({ invited: 1, waiting: 1 });
    await send('PATCH', `${P}/${program}/batch/${other}`, {
      title: 'Cohort West',
      company_id: west,
      start_date: '2031-01-06',
      end_date: '2031-03-31',
      capacity: 2,
    });
    const page = (await json(await adminCall(`${P}/${program}/batch/${other}/history`))).data;
    expect(page.results[0]).toMatchObject({ event: 'promoted', user_id: extra });
  });

  it("another organisation's batch is 404, a batch of another program is 404; no key is 403", async () => {
    expect((await acmeCall(`${P}/${program}/batch/${batch}/history`)).status).toBe(404);
    expect((await acmeCall(`${P}/${program}/batch/${batch}/invite-options`)).status).toBe(404);
    expect((await adminCall(`${P}/1/batch/${batch}/history`)).status).toBe(404);
    expect((await adminCall(`${P}/1/batch/${batch}/invite-options`)).status).toBe(404);
    await expectGuarded([
      ['GET', `${P}/1/batch/1/history`],
      ['GET', `${P}/1/batch/1/invite-options`],
    ]);
  });
});
