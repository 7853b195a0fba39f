import { beforeAll, describe, expect, it } from 'vitest';
import { acmeCall, adminCall, expectGuarded, fieldMessages, json } from '../../setup/http';
import { created, uniqueCode } from '../directory/helpers';
import { createUser } from '../user/helpers';

const P = '/api/programs';
const unique = (what: string) => `${what} ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`;
type Member = { user_id: number; status: string; position: number | null };

let program: number;
let north: number;
let south: number;
let people: number[];
let southPerson: number;

async function send(method: 'POST' | 'PATCH' | 'DELETE', path: string, body: unknown, status = 200) {
  const res = await adminCall(path, { method, body });
  if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await json(res)).data;
}
const batchBody = (over: Record<string, unknown> = {}) => ({
  title: 'Cohort North 2027',
  company_id: north,
  start_date: '2027-01-04',
  end_date: '2027-06-30',
  capacity: 2,
  ...over,
});
const members = async (batch: number, status?: string) =>
  (await json(await adminCall(`${P}/${program}/batch/${batch}/invite-users${status ? `?status=${status}` : ''}`))).data.results as Member[];

beforeAll(async () => {
  const category_id = (await json(await adminCall('/api/categories/options'))).data[0].value as number;
  program = (await send('POST', P, { title: unique('IT Batch Program'), category_id, level: 'fundamental', thumbnail_default: 1 }, 201)).id;
  north = await created('/api/companies', { company_code: uniqueCode('PGN'), company_name: 'IT Program North' });
  south = await created('/api/companies', { company_code: uniqueCode('PGS'), company_name: 'IT Program South' });
  people = [];
  for (const n of [1, 2, 3, 4]) people.push((await createUser({ full_name: `North Learner ${n}`, company_id: north })).id as number);
  southPerson = (await createUser({ full_name: 'South Learner', company_id: south })).id as number;
}, 120_000);

describe('program batches per organisation', () => {
  it('creates a batch per organisation, lists them 10 a page or all with short titles, and edits one through its /org/ path', async () => {
    const a = await send('POST', `${P}/${program}/batch`, batchBody({ title: 'Cohort North 2027 - Managing Performance' }), 201);
    expect(a).toMatchObject({
      program_id: program,
      organization: { id: north, title: 'IT Program North' },
      start_date: '2027-01-04',
      end_date: '2027-06-30',
      capacity: 2,
    });
    expect(a.short_title).toBe('Cohort North 2027 - Manag...');
    const b = await send('POST', `${P}/${program}/batch`, batchBody({ title: 'Cohort South', company_id: south, start_date: '2027-02-01' }), 201);

    const page = (await json(await adminCall(`${P}/${program}/batch`))).data;
    expect(page.results.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    expect(page.pagination).toMatchObject({ current_page: 1 });
    expect((await json(await adminCall(`${P}/${program}/batch?page_size=-1`))).data.results).toHaveLength(2);
    expect((await adminCall(`${P}/${program}/batch?page_size=0`)).status).toBe(400);

    expect((await json(await adminCall(`${P}/${program}/organizations`))).data).toEqual([
      { id: north, program_id: program, title: 'IT Program North' },
      { id: south, program_id: program, title: 'IT Program South' },
    ]);
    // The batch through its organisation; the wrong organisation in the path is a 404.
    expect((await adminCall(`${P}/${program}/batch/${a.id}/org/${north}`)).status).toBe(200);
    expect((await adminCall(`${P}/${program}/batch/${a.id}/org/${south}`)).status).toBe(404);

    const edited = await send('PATCH', `${P}/${program}/batch/${b.id}`, batchBody({ title: 'Cohort South 2027', company_id: south, capacity: null }));
    expect(edited).toMatchObject({ title: 'Cohort South 2027', capacity: null });
    expect((await adminCall(`${P}/${program}/batch/${b.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await adminCall(`${P}/${program}/batch/${b.id}/org/${south}`)).status).toBe(404);
    expect((await send('DELETE', `${P}/${program}/batch/${a.id}`, undefined)) ?? null).toBeNull();
  });

  it('validates the batch: title, organisation of this structure, dates in order, capacity', async () => {
    const res = await adminCall(`${P}/${program}/batch`, {
      method: 'POST',
      body: { title: ' ', start_date: '2027-05-01', end_date: '2027-04-01', capacity: 0 },
    });
    expect(res.status).toBe(400);
    const messages = await fieldMessages(res);
    expect(messages).toMatchObject({
      title: 'Batch title is required',
      company_id: 'Organisation is required',
      capacity: 'Capacity must be a whole number from 1 to 100000, or empty for no limit',
    });
    const order = await adminCall(`${P}/${program}/batch`, { method: 'POST', body: batchBody({ start_date: '2027-05-01', end_date: '2027-04-01' }) });
    expect(await fieldMessages(order)).toEqual({ end_date: 'End date must be on or after the start date' });
    const acmeCompany = (await json(await acmeCall('/api/companies', { method: 'POST', body: { company_code: uniqueCode('PGX'), company_name: 'Acme Co' } })))
      .data.id;
    const foreign = await adminCall(`${P}/${program}/batch`, { method: 'POST', body: batchBody({ company_id: acmeCompany }) });
    expect(await fieldMessages(foreign)).toEqual({ company_id: 'Choose one of the organisations (companies) of this organisation’s structure.' });
  });

  it("invites only the batch's organisation, once per program; past capacity people wait and are promoted when a seat frees", async () => {
    const a = (await send('POST', `${P}/${program}/batch`, batchBody({ title: 'Cohort A' }), 201)).id as number;
    const other = (await send('POST', `${P}/${program}/batch`, batchBody({ title: 'Cohort A2' }), 201)).id as number;
    // Capacity 2: the first two (in id order) are seated, the other two wait; the south person is not of this organisation.
    const result = await send('POST', `${P}/${program}/batch/${a}/invite-users`, { user_ids: [...people, southPerson] });
    expect(result).toMatchObject({ invited: 2, waiting: 2, in_other_batch: 0, other_organization: 1 });
    expect((await members(a, 'invited')).map((m) => m.user_id)).toEqual(people.slice(0, 2));
    const waitingList = (await json(await adminCall(`/api/contents/waiting-list?content_id=${program}&batch_id=${a}&relation_id=${north}`))).data;
    expect(waitingList.results.map((m: Member) => [m.user_id, m.position])).toEqual([
      [people[2], 1],
      [people[3], 2],
    ]);
    // The wrong organisation or program for the batch: 404.
    expect((await adminCall(`/api/contents/waiting-list?content_id=${program}&batch_id=${a}&relation_id=${south}`)).status).toBe(404);
    expect((await adminCall(`/api/contents/waiting-list?content_id=1&batch_id=${a}`)).status).toBe(404);
    expect((await adminCall(`/api/contents/waiting-list?batch_id=${a}`)).status).toBe(400);

    // A person is in one batch of a program only.
    const twice = await send('POST', `${P}/${program}/batch/${other}/invite-users`, { company_ids: [north] });
    expect(twice).toMatchObject({ invited: 0, waiting: 0, in_other_batch: 4 });

    // A seat frees: the first person waiting takes it; the list moves up.
    const removed = await send('DELETE', `${P}/${program}/batch/${a}/invite-users`, { user_ids: [people[0]] });
    expect(removed).toMatchObject({ removed: 1, promoted: 1 });
    expect((await members(a, 'invited')).map((m) => m.user_id).sort()).toEqual([people[1], people[2]].sort());
    expect((await members(a, 'waiting')).map((m) => [m.user_id, m.position])).toEqual([[people[3], 1]]);

    // Raising the capacity seats the rest; a batch with people invited cannot be deleted.
    await send('PATCH', `${P}/${program}/batch/${a}`, batchBody({ title: 'Cohort A', capacity: 5 }));
    expect(await members(a, 'waiting')).toEqual([]);
    const refused = await adminCall(`${P}/${program}/batch/${a}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe('This batch has invited people and cannot be deleted. Remove them first.');

    // The removed person may now join the other batch.
    expect(await send('POST', `${P}/${program}/batch/${other}/invite-users`, { user_ids: [people[0]] })).toMatchObject({ invited: 1 });
    const bad = await adminCall(`${P}/${program}/batch/${a}/invite-users`, { method: 'POST', body: {} });
    expect(await fieldMessages(bad)).toEqual({ user_ids: 'Choose at least one user, division or company' });
  });

  it("another organisation's program and batches are 404; no key is 403", async () => {
    const a = (await send('POST', `${P}/${program}/batch`, batchBody({ title: 'Cohort Private' }), 201)).id as number;
    expect((await acmeCall(`${P}/${program}/batch`)).status).toBe(404);
    expect((await acmeCall(`${P}/${program}/organizations`)).status).toBe(404);
    expect((await acmeCall(`${P}/${program}/batch/${a}/invite-users`)).status).toBe(404);
    expect((await acmeCall(`${P}/${program}/batch/${a}`, { method: 'PATCH', body: batchBody() })).status).toBe(404);
    expect((await acmeCall(`/api/contents/waiting-list?content_id=${program}&batch_id=${a}`)).status).toBe(404);
    await expectGuarded([
      ['GET', `${P}/1/batch`],
      ['POST', `${P}/1/batch`],
      ['PATCH', `${P}/1/batch/1`],
      ['DELETE', `${P}/1/batch/1`],
      ['GET', `${P}/1/batch/1/org/1`],
      ['GET', `${P}/1/organizations`],
      ['GET', `${P}/1/batch/1/invite-users`],
      ['POST', `${P}/1/batch/1/invite-users`],
      ['GET', '/api/contents/waiting-list?content_id=1&batch_id=1'],
    ]);
  });
});
