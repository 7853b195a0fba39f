// Setting › Point and Setting › Leaderboard over HTTP (issue 30, decision 0130): every endpoint, its validation in the
// form's words, another organisation's objects (404) and the keys.
import { describe, expect, it } from 'vitest';
import { acmeCall, adminCall, baseUrl, call, demo, expectGuarded, fieldMessages, json, tokenFor, type Loose } from '../../setup/http';

const P = '/api/setting/points';
const T = '/api/setting/leaderboard/targets';
const G = '/api/setting/leaderboard/merchandise';
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function created(path: string, body: unknown, as = adminCall): Promise<Loose> {
  const res = await as(path, { method: 'POST', body });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return (await json(await as(`${path}/${(await json(res)).data.id}`))).data;
}

describe('point rules API', () => {
  it('creates, reads, lists, edits (nothing changed, stale 409, changed) and deletes a rule', async () => {
    const r = await created(P, { activity: 'journey_completed', points: 25, daily_cap: 50, starts_on: '2026-01-01', ends_on: '' });
    expect(r).toMatchObject({
      title: 'Completing a journey',
      points: 25,
      daily_cap: 50,
      starts_on: '2026-01-01',
      ends_on: null,
      status: 'active',
      awarded: 0,
      can_delete: true,
    });
    const listed = (await json(await adminCall(`${P}?keyword=journey`))).data.results as Loose[];
    expect(listed.map((x) => x.id)).toContain(r.id);
    const body = { activity: r.activity, points: 25, daily_cap: 50, starts_on: '2026-01-01', ends_on: null, status: 'active' };
    expect(await json(await adminCall(`${P}/${r.id}`, { method: 'PATCH', body: { ...body, updated_at: r.updated_at } }))).toMatchObject({
      message: "There's no anything changed",
      data: { changed: false },
    });
    const edited = await adminCall(`${P}/${r.id}`, { method: 'PATCH', body: { ...body, points: 30, status: 'inactive', updated_at: r.updated_at } });
    expect(await json(edited)).toMatchObject({ message: 'Point rule has been successfully edited.', data: { changed: true } });
    expect((await adminCall(`${P}/${r.id}`, { method: 'PATCH', body: { ...body, updated_at: r.updated_at } })).status).toBe(409);
    expect(await json(await adminCall(`${P}/${r.id}`, { method: 'DELETE' }))).toMatchObject({ message: 'Point Rule Deleted Successfully' });
    expect((await adminCall(`${P}/${r.id}`)).status).toBe(404);
  });

  it('answers 400 in the form’s words, and one rule per activity', async () => {
    const post = (body: unknown) => adminCall(P, { method: 'POST', body });
    expect(await fieldMessages(await post({}))).toMatchObject({ activity: 'Activity is required', points: 'Points is required' });
    expect(await fieldMessages(await post({ activity: 'course_completed', points: 0 }))).toEqual({ points: 'Points must be a whole number from 1 to 100000' });
    expect(await fieldMessages(await post({ activity: 'course_completed', points: 10, daily_cap: 5 }))).toEqual({
      daily_cap: 'The daily cap must be at least the points of one activity',
    });
    expect(await fieldMessages(await post({ activity: 'course_completed', points: 10, starts_on: '2026-05-02', ends_on: '2026-05-01' }))).toEqual({
      ends_on: 'The end date must be on or after the start date',
    });
    expect(await fieldMessages(await post({ activity: 'course_completed', points: 10, starts_on: '2026-02-30' }))).toEqual({ starts_on: 'Enter a date' });
    const first = await created(P, { activity: 'course_completed', points: 10 });
    expect(await fieldMessages(await post({ activity: 'course_completed', points: 20 }))).toEqual({
      activity: 'This activity already has a point rule: edit that one',
    });
    // Another organisation has its own rule for the same activity.
    const acme = await created(P, { activity: 'course_completed', points: 3 }, acmeCall);
    expect((await adminCall(`${P}/${acme.id}`)).status).toBe(404);
    expect((await adminCall(`${P}/${acme.id}`, { method: 'PATCH', body: { activity: 'course_completed', points: 4 } })).status).toBe(404);
    expect((await adminCall(`${P}/${acme.id}`, { method: 'DELETE' })).status).toBe(404);
    for (const [as, id] of [
      [adminCall, first.id],
      [acmeCall, acme.id],
    ] as const)
      expect((await as(`${P}/${id}`, { method: 'DELETE' })).status).toBe(200);
  });
});

describe('targets API', () => {
  it('creates, edits and deletes a target; its audience must be the organisation’s', async () => {
    const divisions = (await json(await adminCall('/api/divisions?page_size=5'))).data.results as Loose[];
    const acmeDivision = await created('/api/divisions', { division_code: `PT${tag}`.slice(0, 10).toUpperCase(), division_name: `Acme ${tag}` }, acmeCall);
    const t = await created(T, { name: `Sprint ${tag}`, period: '2026-11', audience: 'division', division_id: divisions[0].id, goal: 100 });
    expect(t).toMatchObject({
      period: '2026-11',
      period_label: 'November 2026',
      audience: 'division',
      audience_label: `Division: ${divisions[0].division_name}`,
      goal: 100,
    });
    expect(((await json(await adminCall(`${T}?keyword=${tag}`))).data.results as Loose[]).map((x) => x.id)).toEqual([t.id]);
    const body = { name: t.name, period: '2026', audience: 'all', goal: 1000, updated_at: t.updated_at };
    expect(await json(await adminCall(`${T}/${t.id}`, { method: 'PATCH', body }))).toMatchObject({ message: 'Target has been successfully edited.' });
    expect((await json(await adminCall(`${T}/${t.id}`))).data).toMatchObject({ period_label: 'Year 2026', audience_label: 'All learners', division_id: null });

    const post = (b: unknown) => adminCall(T, { method: 'POST', body: b });
    expect(await fieldMessages(await post({ name: '', period: '26-11', goal: 0 }))).toEqual({
      name: 'Name is required',
      period: 'Choose a month (e.g. 2026-11) or a year (e.g. 2026)',
      goal: 'Goal must be a whole number from 1 to 1000000',
    });
    expect(await fieldMessages(await post({ name: 'x', period: '2026-13', goal: 1 }))).toEqual({
      period: 'Choose a month (e.g. 2026-11) or a year (e.g. 2026)',
    });
    expect(await fieldMessages(await post({ name: 'x', period: '2026', audience: 'company', goal: 1 }))).toEqual({ company_id: 'Choose a company' });
    expect(await fieldMessages(await post({ name: 'x', period: '2026', audience: 'division', division_id: acmeDivision.id, goal: 1 }))).toEqual({
      division_id: 'Choose a division of your organisation',
    });
    const acme = await created(T, { name: 'Acme target', period: '2026', goal: 5 }, acmeCall);
    expect((await adminCall(`${T}/${acme.id}`)).status).toBe(404);
    expect((await adminCall(`${T}/${acme.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await json(await adminCall(`${T}/${t.id}`, { method: 'DELETE' }))).toMatchObject({ message: 'Target Deleted Successfully' });
  });
});

describe('merchandise API and the learner calls', () => {
  it('creates, edits, lists and deletes merchandise; a learner without points or stock is refused; another organisation’s is a 404', async () => {
    const m = await created(G, { name: `Tumbler ${tag}`, point_price: 50, stock: 0 });
    expect(m).toMatchObject({ point_price: 50, stock: 0, status: 'active', redeemed: 0, image: null, can_delete: true });
    expect(
      (await json(await adminCall(`${G}/${m.id}`, { method: 'PATCH', body: { name: m.name, point_price: 50, stock: 3, updated_at: m.updated_at } }))).message,
    ).toBe('Merchandise has been successfully edited.');
    expect(((await json(await adminCall(`${G}?keyword=${tag}`))).data.results as Loose[])[0]).toMatchObject({ stock: 3 });
    expect(await fieldMessages(await adminCall(G, { method: 'POST', body: { name: m.name.toUpperCase(), point_price: 1, stock: 1 } }))).toEqual({
      name: 'Merchandise with this name already exists',
    });
    expect(await fieldMessages(await adminCall(G, { method: 'POST', body: { name: 'x', point_price: 0, stock: -1 } }))).toEqual({
      point_price: 'Point price must be a whole number from 1 to 1000000',
      stock: 'Stock must be a whole number from 0 to 1000000',
    });
    expect(await fieldMessages(await adminCall(G, { method: 'POST', body: { name: 'x', point_price: 1, stock: 1, image: { id: 2_000_000_000 } } }))).toEqual({
      image: 'Upload the picture again: it is not one of your organisation’s pictures',
    });

    const learner = await tokenFor(demo.accounts[2].email);
    const learnerCall = (path: string, method = 'GET') =>
      call(path, { method, token: learner, body: method === 'POST' ? {} : undefined, headers: { origin: baseUrl() } });
    const mine = (await json(await learnerCall('/api/learner/points'))).data;
    expect(mine).toEqual({ balance: expect.any(Number), earned: expect.any(Number) });
    const poor = await learnerCall(`/api/learner/merchandise/${m.id}/redeem`, 'POST');
    expect(poor.status).toBe(409);
    expect((await json(poor)).message).toBe(`You have ${mine.balance} points; this merchandise costs 50.`);
    expect(((await json(await adminCall(`${G}/${m.id}`))).data as Loose).stock).toBe(3);

    const acme = await created(G, { name: `Acme mug ${tag}`, point_price: 1, stock: 1 }, acmeCall);
    expect((await adminCall(`${G}/${acme.id}`)).status).toBe(404);
    expect((await adminCall(`${G}/${acme.id}`, { method: 'PATCH', body: { name: 'y', point_price: 1, stock: 1 } })).status).toBe(404);
    expect((await learnerCall(`/api/learner/merchandise/${acme.id}/redeem`, 'POST')).status).toBe(404);
    expect(await json(await adminCall(`${G}/${m.id}`, { method: 'DELETE' }))).toMatchObject({ message: 'Merchandise Deleted Successfully' });
  });

  it('answers the leaderboard of a period and audience, and refuses a period that is none', async () => {
    const page = (await json(await adminCall('/api/setting/leaderboard?period=all&page_size=5'))).data;
    expect(page.pagination).toMatchObject({ current_page: 1 });
    expect(Array.isArray(page.results)).toBe(true);
    expect((await adminCall('/api/setting/leaderboard?period=2026-13')).status).toBe(400);
    expect((await json(await adminCall('/api/setting/leaderboard?period=1999'))).data.results).toEqual([]);
  });

  it('needs a session, the admin rule and the setting keys; the learner calls need a session', async () => {
    await expectGuarded([
      ['GET', P],
      ['POST', P],
      ['GET', `${P}/1`],
      ['PATCH', `${P}/1`],
      ['DELETE', `${P}/1`],
      ['GET', '/api/setting/leaderboard'],
      ['GET', T],
      ['POST', T],
      ['DELETE', `${T}/1`],
      ['GET', G],
      ['POST', G],
      ['PATCH', `${G}/1`],
    ] as const);
    expect((await call('/api/learner/points')).status).toBe(401);
    expect((await call('/api/learner/merchandise/1/redeem', { method: 'POST', body: {}, headers: { 'content-type': 'application/json' } })).status).toBe(401);
  });
});
