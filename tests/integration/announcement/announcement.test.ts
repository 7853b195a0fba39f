// Setting › Announcement (issue 30, decision 0124): the CRUD calls, their validation, and the learner's current
// announcements filtered by audience (everyone, division, company, role), status and time.
import { beforeAll, describe, expect, it } from 'vitest';
import { acmeCall, adminCall, call, expectGuarded, fieldMessages, json, type Loose } from '../../setup/http';
import { createUser, signIn } from '../user/helpers';

const A = '/api/setting/announcements';
const LEARNER = '/api/learner/announcements';
const HOUR = 3_600_000;
/** A WIB wall clock as the form sends it, `hours` from now. */
const wib = (hours: number) => new Date(Date.now() + 7 * HOUR + hours * HOUR).toISOString().slice(0, 16);
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const valid = (over: Record<string, unknown> = {}) => ({
  title: `IT Announcement ${tag} ${Math.random().toString(36).slice(2, 8)}`,
  body: '<p>Hello <em>learners</em></p>',
  audience: 'all',
  starts_at: wib(-1),
  ends_at: wib(24),
  pinned: false,
  status: 'publish',
  ...over,
});

async function create(over: Record<string, unknown> = {}, as = adminCall) {
  const res = await as(A, { method: 'POST', body: valid(over) });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return (await json(await as(`${A}/${(await json(res)).data.id}`))).data as Loose;
}

const ids = async (path: string) => ((await json(await adminCall(path))).data.results as { id: number }[]).map((r) => r.id);

describe('announcements API: create, read, list, edit, delete', () => {
  it('creates with a sanitised body and an audience, reads it back, filters the list, edits (nothing changed, stale 409, changed) and deletes', async () => {
    const [division] = await ids('/api/divisions?page_size=1');
    const a = await create({
      audience: 'division',
      division_ids: [division],
      pinned: true,
      body: '<p>Hi<script>alert(1)</script><img src=x onerror="x()"></p>',
    });
    expect(a).toMatchObject({ audience: 'division', pinned: true, status: 'publish', body: '<p>Hi<img src="x" /></p>', can_delete: true });
    expect(a.divisions.map((d: Loose) => d.id)).toEqual([division]);
    expect(new Date(a.starts_at).getTime()).toBe(Date.parse(`${valid().starts_at}:00+07:00`));

    const listed = (q: string) => ids(`${A}?keyword=${encodeURIComponent(a.title)}&page_size=100${q}`);
    expect(await listed('')).toEqual([a.id]);
    expect(await listed('&status=publish&audience=division&pinned=true')).toEqual([a.id]);
    expect(await listed('&status=draft')).toEqual([]);
    expect(await listed('&audience=all')).toEqual([]);
    expect(await listed('&pinned=false')).toEqual([]);
    expect((await adminCall(`${A}?status=review`)).status).toBe(400);

    const body = valid({
      title: a.title,
      body: a.body,
      audience: 'division',
      division_ids: [division],
      pinned: true,
      starts_at: valid().starts_at,
      ends_at: valid().ends_at,
    });
    const same = await adminCall(`${A}/${a.id}`, { method: 'PATCH', body: { ...body, starts_at: a.starts_at, ends_at: a.ends_at, updated_at: a.updated_at } });
    expect(await json(same)).toMatchObject({ message: "There's no anything changed", data: { changed: false } });

    const edited = await adminCall(`${A}/${a.id}`, {
      method: 'PATCH',
      body: { ...body, starts_at: a.starts_at, ends_at: '', audience: 'all', status: 'draft', updated_at: a.updated_at },
    });
    expect(await json(edited)).toMatchObject({ message: 'Announcement has been successfully edited.', data: { changed: true } });
    expect((await json(await adminCall(`${A}/${a.id}`))).data).toMatchObject({ audience: 'all', divisions: [], status: 'draft', ends_at: null });

    const stale = await adminCall(`${A}/${a.id}`, { method: 'PATCH', body: { ...body, title: 'IT Overwritten', updated_at: a.updated_at } });
    expect(stale.status).toBe(409);

    expect(await json(await adminCall(`${A}/${a.id}`, { method: 'DELETE' }))).toMatchObject({ message: 'Announcement Deleted Successfully' });
    expect((await adminCall(`${A}/${a.id}`)).status).toBe(404);
    expect((await adminCall(`${A}/${a.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('answers 400 with a message on each wrong field', async () => {
    const post = (body: unknown) => adminCall(A, { method: 'POST', body });
    expect(await fieldMessages(await post({ title: '', starts_at: '' }))).toMatchObject({ title: 'Title is required', starts_at: 'Start is required' });
    expect(await fieldMessages(await post(valid({ starts_at: 'tomorrow' })))).toEqual({ starts_at: 'Enter a date and time' });
    expect(await fieldMessages(await post(valid({ ends_at: wib(-2) })))).toEqual({ ends_at: 'The end must be after the start' });
    expect(await fieldMessages(await post(valid({ audience: 'division', division_ids: [] })))).toEqual({ division_ids: 'Choose at least one division' });
    expect(await fieldMessages(await post(valid({ audience: 'role' })))).toEqual({ role_ids: 'Choose at least one role' });
    expect(await fieldMessages(await post(valid({ audience: 'company', company_ids: [99999999] })))).toEqual({
      company_ids: 'Choose companies of your organisation',
    });
    expect(await fieldMessages(await post(valid({ title: 'x'.repeat(151) })))).toEqual({ title: 'Title must be at most 150 characters' });
    expect((await post(valid({ status: 'review' }))).status).toBe(400);
    expect((await post(valid({ audience: 'everyone' }))).status).toBe(400);
    expect((await post({ ...valid(), priority: 1 })).status).toBe(400);
  });
});

describe("the learner's current announcements (GET /api/learner/announcements)", () => {
  let made: Record<string, number>;
  let learners: Record<'inA' | 'inB' | 'withRole', string>;

  beforeAll(async () => {
    const [divA, divB] = await ids('/api/divisions?page_size=2');
    const [coA, coB] = await ids('/api/companies?page_size=2');
    const role = await adminCall('/api/roles', { method: 'POST', body: { name: `IT Announcement Readers ${tag}`, keys: [] } });
    expect(role.status).toBe(201);
    const roleId = (await json(role)).data.id as number;
    const people = {
      inA: await createUser({ full_name: 'Ann Division A', division_id: divA, company_id: coA }),
      inB: await createUser({ full_name: 'Ben Division B', division_id: divB, company_id: coA }),
      withRole: await createUser({ full_name: 'Rita Role', division_id: divB, company_id: coB, role_ids: [roleId] }),
    };
    const tokenOf = async (p: Loose) => (await json(await signIn(p.email))).data.token as string;
    learners = { inA: await tokenOf(people.inA), inB: await tokenOf(people.inB), withRole: await tokenOf(people.withRole) };
    const one = async (name: string, over: Record<string, unknown>) => [name, (await create({ title: `IT ${name} ${tag}`, ...over })).id] as const;
    made = Object.fromEntries([
      await one('everyone', { starts_at: wib(-3) }),
      await one('pinned', { starts_at: wib(-5), pinned: true }),
      await one('divisionA', { audience: 'division', division_ids: [divA] }),
      await one('companyB', { audience: 'company', company_ids: [coB], starts_at: wib(-0.5) }),
      await one('role', { audience: 'role', role_ids: [roleId] }),
      await one('draft', { status: 'draft' }),
      await one('future', { starts_at: wib(2), ends_at: wib(5) }),
      await one('ended', { starts_at: wib(-5), ends_at: wib(-1) }),
      await one('openEnded', { starts_at: wib(-2), ends_at: '' }),
    ]);
  }, 120_000);

  const seen = async (token: string) => {
    const res = await call(LEARNER, { token });
    expect(res.status).toBe(200);
    const mine = new Set(Object.values(made));
    return ((await json(res)).data as Loose[]).filter((a) => mine.has(a.id)).map((a) => Object.keys(made).find((k) => made[k] === a.id));
  };

  it('answers the published, started and not ended ones for everyone or for the learner, pinned first', async () => {
    expect(await seen(learners.inA)).toEqual(['pinned', 'divisionA', 'openEnded', 'everyone']);
    expect(await seen(learners.inB)).toEqual(['pinned', 'openEnded', 'everyone']);
    expect(await seen(learners.withRole)).toEqual(['pinned', 'companyB', 'role', 'openEnded', 'everyone']);
    const [first] = (await json(await call(LEARNER, { token: learners.inA }))).data as Loose[];
    expect(first).toMatchObject({ pinned: true });
    expect(Object.keys(first).sort()).toEqual(['body', 'ends_at', 'id', 'pinned', 'starts_at', 'title']);
  });

  it('follows an edit at once: unpublished, it is gone; moved to another division, it moves', async () => {
    const a = (await json(await adminCall(`${A}/${made.divisionA}`))).data as Loose;
    const [, divB] = await ids('/api/divisions?page_size=2');
    const move = await adminCall(`${A}/${a.id}`, {
      method: 'PATCH',
      body: {
        ...valid({ title: a.title, body: a.body, audience: 'division', division_ids: [divB], starts_at: a.starts_at, ends_at: a.ends_at }),
        updated_at: a.updated_at,
      },
    });
    expect(move.status).toBe(200);
    expect(await seen(learners.inA)).not.toContain('divisionA');
    expect(await seen(learners.inB)).toContain('divisionA');
    const off = await adminCall(`${A}/${a.id}`, {
      method: 'PATCH',
      body: {
        ...valid({ title: a.title, body: a.body, audience: 'division', division_ids: [divB], starts_at: a.starts_at, ends_at: a.ends_at, status: 'draft' }),
      },
    });
    expect(off.status).toBe(200);
    expect(await seen(learners.inB)).not.toContain('divisionA');
  });

  it("never answers another organisation's announcements, and needs a session", async () => {
    const acme = await create({ title: `IT ACME for all ${tag}` }, acmeCall);
    const all = ((await json(await call(LEARNER, { token: learners.inA }))).data as Loose[]).map((a) => a.id);
    expect(all).not.toContain(acme.id);
    expect((await call(LEARNER)).status).toBe(401);
  });
});

describe('announcements API: access', () => {
  it("another organisation's announcement is a 404, and this organisation's divisions cannot be named there", async () => {
    const acme = await create({}, acmeCall);
    expect((await adminCall(`${A}/${acme.id}`)).status).toBe(404);
    expect((await adminCall(`${A}/${acme.id}`, { method: 'PATCH', body: valid() })).status).toBe(404);
    expect((await adminCall(`${A}/${acme.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await ids(`${A}?page_size=100&keyword=${encodeURIComponent(acme.title)}`)).toEqual([]);
    const [division] = await ids('/api/divisions?page_size=1');
    expect(await fieldMessages(await acmeCall(A, { method: 'POST', body: valid({ audience: 'division', division_ids: [division] }) }))).toEqual({
      division_ids: 'Choose divisions of your organisation',
    });
  });

  it('needs a session, the admin rule and setting-announcement', async () => {
    await expectGuarded([
      ['GET', A],
      ['POST', A],
      ['GET', `${A}/1`],
      ['PATCH', `${A}/1`],
      ['DELETE', `${A}/1`],
    ] as const);
  });
});
