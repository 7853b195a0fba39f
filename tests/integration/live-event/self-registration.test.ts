// A learner registers themself for a live event through the learner API (decision 0153): only a published event of
// their organisation, within its registration window, a seat while one is free and the waiting list once it is full.
import { beforeAll, describe, expect, it } from 'vitest';
import { toWibLocal } from '../../../src/lib/wib';
import { ADMIN, EDITOR, RESTRICTED, acmeCall, adminCall, call, callAs, json, type Loose } from '../../setup/http';

const P = '/api/cms/live-events';
const register = (email: string, id: number) => callAs(email, `/api/learner/live-events/${id}/register`, { method: 'POST' });
const wib = (offsetMs: number) => toWibLocal(new Date(Date.now() + offsetMs));
const HOUR = 3_600_000;

let categoryId = 0;
beforeAll(async () => {
  categoryId = ((await json(await adminCall('/api/categories/options'))).data as { value: number }[])[0].value;
});

async function create(over: Record<string, unknown> = {}): Promise<number> {
  const res = await adminCall(P, {
    method: 'POST',
    body: {
      title: `Self Registration ${Date.now()} ${Math.random()}`,
      description: '<p>Open to all</p>',
      category_id: categoryId,
      level: 'fundamental',
      thumbnail_default: 1,
      start_at: '2031-04-10T09:00',
      end_at: '2031-04-10T11:00',
      meeting_url: 'https://meet.example.com/self',
      capacity: 1,
      status: 'publish',
      registration_open_at: wib(-HOUR),
      registration_close_at: '2031-04-09T17:00',
      ...over,
    },
  });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return ((await json(res)).data as { id: number }).id;
}

const registrants = async (id: number) => (await json(await adminCall(`${P}/${id}/registrants`))).data.results.map((r: Loose) => [r.email, r.status]);

describe('learner API: register for a live event', () => {
  it('seats the first learner, puts the next on the waiting list when full, and answers a second call with their place', async () => {
    const id = await create({ capacity: 1 });
    // Two learners at once for the one seat: one is seated, the other waits (the event's row is locked).
    const [a, b] = await Promise.all([register(RESTRICTED, id), register(EDITOR, id)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const answers = [await json(a), await json(b)];
    const seated = answers.find((x) => x.data.status === 'registered')!;
    const waiting = answers.find((x) => x.data.status === 'waiting')!;
    expect(seated).toMatchObject({ message: 'You are registered for the live event.', data: { waiting_position: null, created: true } });
    expect(waiting).toMatchObject({ message: 'The live event is full: you are number 1 on the waiting list.', data: { waiting_position: 1, created: true } });
    const seatedEmail = seated === answers[0] ? RESTRICTED : EDITOR;
    const waitingEmail = seatedEmail === RESTRICTED ? EDITOR : RESTRICTED;
    expect((await registrants(id)).sort()).toEqual(
      [
        [seatedEmail, 'registered'],
        [waitingEmail, 'waiting'],
      ].sort(),
    );

    const again = await register(seatedEmail, id);
    expect(again.status).toBe(200);
    expect(await json(again)).toMatchObject({ message: 'You are already registered for this live event.', data: { status: 'registered', created: false } });
    expect(await json(await register(waitingEmail, id))).toMatchObject({
      message: 'You are already on the waiting list (number 1).',
      data: { status: 'waiting', waiting_position: 1, created: false },
    });
    expect((await json(await adminCall(`${P}/${id}`))).data).toMatchObject({ registered: 1, waiting: 1 });
  });

  it('enforces the registration window in its words, and an unlimited event seats everyone', async () => {
    const later = await create({ registration_open_at: '2030-01-01T08:00', capacity: null });
    const early = await register(RESTRICTED, later);
    expect(early.status).toBe(409);
    expect((await json(early)).message).toBe('Registration for this live event opens on 01 Jan 2030, 08:00 WIB');

    const closed = await create({ registration_open_at: wib(-2 * HOUR), registration_close_at: wib(-HOUR) });
    const late = await register(RESTRICTED, closed);
    expect(late.status).toBe(409);
    expect((await json(late)).message).toBe('Registration for this live event has closed');
    expect(await registrants(closed)).toEqual([]);

    const open = await create({ registration_open_at: '', registration_close_at: '', capacity: null });
    for (const email of [RESTRICTED, EDITOR, ADMIN]) expect((await json(await register(email, open))).data.status).toBe('registered');
  });

  it('hides a draft event and another organisation’s, and needs a session', async () => {
    const draft = await create({ status: 'draft' });
    const res = await register(RESTRICTED, draft);
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe('Live event not found');
    const published = await create();
    expect((await acmeCall(`/api/learner/live-events/${published}/register`, { method: 'POST' })).status).toBe(404);
    expect((await call(`/api/learner/live-events/${published}/register`, { method: 'POST', headers: { 'content-type': 'application/json' } })).status).toBe(
      401,
    );
  });
});
