import { beforeAll, describe, expect, it } from 'vitest';
import { acmeCall, adminCall, expectGuarded, fieldMessages, json, type Loose } from '../../setup/http';
import { createQuiz, Q } from '../quiz/helpers';
import { ADMIN, adminToken, call, cookieFor } from '../../setup/http';

const P = '/api/cms/live-events';
const PR = '/api/cms/presences';

let categoryId = 0;
let people: { id: number; full_name: string }[] = [];

beforeAll(async () => {
  const options = (await json(await adminCall('/api/categories/options'))).data as { label: string; value: number }[];
  categoryId = options[0].value;
  people = (await json(await adminCall('/api/users?page_size=20'))).data.results;
});

const valid = (over: Record<string, unknown> = {}) => ({
  title: `IT Live Event ${Date.now()} ${Math.random()}`,
  description: '<p>Hello <strong>team</strong><script>alert(1)</script></p>',
  category_id: categoryId,
  level: 'intermediate',
  thumbnail_default: 2,
  start_at: '2031-03-10T09:00',
  end_at: '2031-03-10T11:00',
  meeting_url: 'https://meet.example.com/abc',
  capacity: 2,
  speakers: [
    { user_id: people[0].id, headline: 'Host' },
    { user_id: null, name: 'Dr. Guest Speaker', headline: 'Universitas Nusantara' },
  ],
  ...over,
});

async function create(over: Record<string, unknown> = {}): Promise<Loose> {
  const res = await adminCall(P, { method: 'POST', body: valid(over) });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  const { id } = (await json(res)).data as { id: number };
  return (await json(await adminCall(`${P}/${id}`))).data;
}

describe('live events API: list, create, read, edit, delete', () => {
  it('lists the seeded live event (id 1) with its registrants and contents', async () => {
    const list = await json(await adminCall(`${P}?keyword=Town%20Hall`));
    expect(list.data.results[0]).toMatchObject({ id: 1, title: 'Leadership Town Hall: Strategy 2027', status: 'publish', capacity: 25, registered: 8 });
    const detail = (await json(await adminCall(`${P}/1`))).data;
    expect(detail.speakers.map((s: Loose) => s.name)).toContain('Dr. Ratna Wijaya');
    expect(detail.contents.map((c: Loose) => c.type)).toEqual(['quiz', 'presence']);
    expect((await adminCall(`${P}?status=live`)).status).toBe(400);
    expect((await adminCall(`${P}?page_size=0`)).status).toBe(400);
  });

  it('creates with WIB times, a sanitised description, people and guest speakers; refuses bad input in its words', async () => {
    const e = await create();
    expect(e).toMatchObject({
      start_at: '2031-03-10T02:00:00.000Z',
      end_at: '2031-03-10T04:00:00.000Z',
      status: 'draft',
      level: 'intermediate',
      thumbnail_default: 2,
      thumbnail_url: '/course-thumbnails/default-2.svg',
      capacity: 2,
      registered: 0,
      webinar: null,
    });
    expect(e.description).not.toContain('script');
    expect(e.speakers).toEqual([
      { user_id: people[0].id, name: people[0].full_name, headline: 'Host' },
      { user_id: null, name: 'Dr. Guest Speaker', headline: 'Universitas Nusantara' },
    ]);
    const bad = async (over: Record<string, unknown>) => {
      const res = await adminCall(P, { method: 'POST', body: valid(over) });
      expect(res.status).toBe(400);
      return fieldMessages(res);
    };
    expect((await bad({ title: ' ' })).title).toBe('Title is required');
    expect((await bad({ end_at: '2031-03-10T08:00' })).end_at).toBe('The end must be after the start');
    expect((await bad({ end_at: '2031-03-12T08:00' })).end_at).toBe('A live event lasts at most 24 hours');
    expect((await bad({ meeting_url: 'http://meet.example.com' })).meeting_url).toBe('Enter a full https:// address');
    expect((await bad({ meeting_url: 'javascript:alert(1)' })).meeting_url).toBe('Enter a full https:// address');
    expect((await bad({ status: 'publish', meeting_url: '' })).meeting_url).toBe('Add the meeting link before publishing');
    expect((await bad({ capacity: 0 })).capacity).toBe('Capacity must be a whole number from 1 to 100000');
    expect((await bad({ thumbnail_default: null })).thumbnail_default).toBe('Choose one of the default thumbnails or upload an image');
    expect((await bad({ registration_open_at: '2031-03-09T09:00', registration_close_at: '2031-03-08T09:00' })).registration_close_at).toBe(
      'Registration must close after it opens',
    );
    expect((await bad({ registration_close_at: '2031-03-11T09:00' })).registration_close_at).toBe('Registration must close before the live event ends');
    expect((await bad({ recording_url: 'https://rec.example.com/x' })).recording_url).toBe('The recording can be added once the live event has ended');
    expect((await bad({ speakers: [{ user_id: null, name: '' }] }))['speakers.0.name']).toBe('Enter the name of an external speaker');
    expect((await bad({ speakers: [{ user_id: 999999 }] }))['speakers.0.user_id']).toBe('Choose speakers among the active people of your organisation');
    expect((await bad({ category_id: 999999 })).category_id).toBe('Choose a category from the list');
    expect((await bad({ certificate_template_id: 999999 })).certificate_template_id).toBe('Choose a certificate template of the live event type');
    expect((await bad({ webinar_id: 999999 })).webinar_id).toBe('Webinar not found');
  });

  it('edits: nothing changed, a stale updated_at is 409, a change moves the schedule the presence reads; another organisation sees 404', async () => {
    const e = await create();
    const body = { ...valid({ title: e.title }), description: e.description, updated_at: e.updated_at };
    const same = await json(await adminCall(`${P}/${e.id}`, { method: 'PATCH', body }));
    expect(same).toMatchObject({ message: "There's no anything changed", data: { changed: false } });
    const moved = await json(await adminCall(`${P}/${e.id}`, { method: 'PATCH', body: { ...body, start_at: '2031-03-10T13:00', end_at: '2031-03-10T15:00' } }));
    expect(moved.data.changed).toBe(true);
    expect((await adminCall(`${P}/${e.id}`, { method: 'PATCH', body: { ...body, title: 'x' } })).status).toBe(409);
    expect((await json(await adminCall(`${P}/${e.id}`))).data.start_at).toBe('2031-03-10T06:00:00.000Z');

    for (const [method, path] of [
      ['GET', `${P}/${e.id}`],
      ['PATCH', `${P}/${e.id}`],
      ['DELETE', `${P}/${e.id}`],
      ['GET', `${P}/${e.id}/registrants`],
      ['POST', `${P}/${e.id}/registrants`],
      ['PUT', `${P}/${e.id}/contents`],
    ] as const) {
      const res = await acmeCall(path, {
        method,
        body: method === 'GET' || method === 'DELETE' ? undefined : method === 'PATCH' ? valid() : method === 'PUT' ? { contents: [] } : { user_ids: [1] },
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await json(await acmeCall(P))).data.results).toEqual([]);

    expect((await adminCall(`${P}/${e.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await adminCall(`${P}/${e.id}`)).status).toBe(404);
  });

  it('creates from a webinar of the media library once, naming it', async () => {
    const w = (await json(await adminCall('/api/webinars?page_size=100'))).data.results as Loose[];
    const taken = new Set(((await json(await adminCall(`${P}?page_size=100`))).data.results as Loose[]).map((r) => r.id));
    expect(taken.size).toBeGreaterThan(0);
    let made: Loose = null;
    for (const webinar of w) {
      const res = await adminCall(P, { method: 'POST', body: valid({ webinar_id: webinar.id }) });
      if (res.status !== 201) continue;
      made = { ...(await json(await adminCall(`${P}/${(await json(res)).data.id}`))).data, webinar_id: webinar.id, webinar_title: webinar.title };
      break;
    }
    expect(made.webinar).toEqual({ id: made.webinar_id, name: made.webinar_title });
    const again = await adminCall(P, { method: 'POST', body: valid({ webinar_id: made.webinar_id }) });
    expect((await fieldMessages(again)).webinar_id).toBe(`This webinar already has a live event: ${made.title}`);
    // Its create page opens the event it already has.
    const page = await call(`/live-event/create/${made.webinar_id}`, { cookie: await cookieFor(ADMIN) });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`/live-event/detail/${made.id}`);
  });

  it('needs the content-live_event key', async () => {
    await expectGuarded([
      ['GET', P],
      ['POST', P],
      ['GET', `${P}/1`],
      ['PATCH', `${P}/1`],
      ['DELETE', `${P}/1`],
      ['PUT', `${P}/1/contents`],
      ['GET', `${P}/1/registrants`],
      ['POST', `${P}/1/registrants`],
      ['POST', `${P}/1/registrants/remove`],
      ['GET', '/api/cms/live-event-settings?type=quiz'],
    ]);
  });
});

describe('live events API: registrants and capacity', () => {
  it('seats people up to the capacity, then the waiting list; a freed seat or a larger capacity moves it up', async () => {
    const e = await create({ capacity: 2 });
    const [a, b, c, d] = people.slice(1, 5).map((p) => p.id);
    const first = await json(await adminCall(`${P}/${e.id}/registrants`, { method: 'POST', body: { user_ids: [a, b, c] } }));
    expect(first).toMatchObject({ message: '2 registered, 1 on the waiting list (the live event is full).', data: { registered: 2, waiting: 1 } });
    // Registering the same people again changes nothing.
    expect((await json(await adminCall(`${P}/${e.id}/registrants`, { method: 'POST', body: { user_ids: [a, c] } }))).data).toMatchObject({
      registered: 0,
      waiting: 0,
    });
    const list = async (status = '') =>
      (await json(await adminCall(`${P}/${e.id}/registrants${status && `?status=${status}`}`))).data.results.map((r: Loose) => [r.user_id, r.status]);
    expect(await list()).toEqual([
      [a, 'registered'],
      [b, 'registered'],
      [c, 'waiting'],
    ]);
    const removed = await json(await adminCall(`${P}/${e.id}/registrants/remove`, { method: 'POST', body: { user_ids: [a] } }));
    expect(removed).toMatchObject({ message: '1 removed; 1 moved from the waiting list.', data: { removed: 1, promoted: 1 } });
    expect(await list('registered')).toEqual([
      [b, 'registered'],
      [c, 'registered'],
    ]);
    await adminCall(`${P}/${e.id}/registrants`, { method: 'POST', body: { user_ids: [d] } });
    expect(await list('waiting')).toEqual([[d, 'waiting']]);

    const base = { ...valid({ title: e.title }), description: e.description };
    const shrink = await adminCall(`${P}/${e.id}`, { method: 'PATCH', body: { ...base, capacity: 1 } });
    expect((await fieldMessages(shrink)).capacity).toBe('Capacity cannot be below the 2 people already registered');
    expect((await adminCall(`${P}/${e.id}`, { method: 'PATCH', body: { ...base, capacity: 3 } })).status).toBe(200);
    expect(await list('waiting')).toEqual([]);
    expect((await json(await adminCall(`${P}/${e.id}`))).data).toMatchObject({ registered: 3, waiting: 0 });

    const none = await adminCall(`${P}/${e.id}/registrants`, { method: 'POST', body: { user_ids: [] } });
    expect((await fieldMessages(none)).user_ids).toBe('Choose at least one person');
    const stranger = await adminCall(`${P}/${e.id}/registrants`, { method: 'POST', body: { user_ids: [999999] } });
    expect((await fieldMessages(stranger)).user_ids).toBe('Choose active people of your organisation');
  });

  it('refuses registration once the event is over', async () => {
    const e = await create({ start_at: '2020-01-01T09:00', end_at: '2020-01-01T10:00' });
    const res = await adminCall(`${P}/${e.id}/registrants`, { method: 'POST', body: { user_ids: [people[1].id] } });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe('The live event is over: nobody can register any more');
  });
});

describe('live events API: contents through the placement bridge', () => {
  it('places a quiz and a presence: the quiz names the event in its associate list and cannot be deleted; removing frees them', async () => {
    const token = await adminToken();
    const quizId = await createQuiz(token, { title: `IT Live Quiz ${Date.now()}` });
    const presenceId = (
      await json(await adminCall(PR, { method: 'POST', body: { title: `IT Live Presence ${Date.now()}`, description: 'x', content_type: 'live_event' } }))
    ).data.id as number;
    const e = await create();
    const quizzes = await json(await adminCall(`/api/cms/live-event-settings?type=quiz&keyword=${encodeURIComponent('IT Live Quiz')}`));
    expect(quizzes.data.results.some((r: Loose) => r.id === quizId)).toBe(true);
    expect((await adminCall('/api/cms/live-event-settings?type=video')).status).toBe(400);

    const notHeld = await adminCall(`${P}/${e.id}/contents`, { method: 'PUT', body: { contents: [{ type: 'video', id: 1 }] } });
    expect((await fieldMessages(notHeld))['contents.0.type']).toBe('Choose a content type a live event holds');
    const unknown = await adminCall(`${P}/${e.id}/contents`, { method: 'PUT', body: { contents: [{ type: 'quiz', id: 999999 }] } });
    expect((await fieldMessages(unknown))['contents.0.id']).toBe('Content not found');
    const twice = await adminCall(`${P}/${e.id}/contents`, {
      method: 'PUT',
      body: {
        contents: [
          { type: 'quiz', id: quizId },
          { type: 'quiz', id: quizId },
        ],
      },
    });
    expect((await fieldMessages(twice))['contents.1.id']).toBe('This content is already in the live event');
    const dueOnQuiz = await adminCall(`${P}/${e.id}/contents`, {
      method: 'PUT',
      body: { contents: [{ type: 'quiz', id: quizId, settings: { due_date: '2031-03-10T09:00:00+07:00' } }] },
    });
    expect(dueOnQuiz.status).toBe(400);

    const saved = await adminCall(`${P}/${e.id}/contents`, {
      method: 'PUT',
      body: {
        contents: [
          { type: 'quiz', id: quizId, settings: { required: true, pass_grade: 70 } },
          { type: 'presence', id: presenceId },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const detail = (await json(await adminCall(`${P}/${e.id}`))).data;
    expect(detail.contents.map((c: Loose) => [c.type, c.id, c.settings.pass_grade])).toEqual([
      ['quiz', quizId, 70],
      ['presence', presenceId, null],
    ]);
    const assoc = await json(await adminCall(`${Q}/${quizId}/associates`));
    expect(assoc.data.results).toEqual([expect.objectContaining({ title: e.title, module_type: 'live_event', batch_title: 'Live session' })]);
    expect((await adminCall(`${Q}/${quizId}`, { method: 'DELETE' })).status).toBe(409);
    // The presence takes attendance at the event's schedule.
    const batches = (await json(await adminCall(`${PR}/${presenceId}/batch`))).data.results;
    expect(batches).toHaveLength(1);
    const schedules = (await json(await adminCall(`${PR}/${presenceId}/schedules?batch_id=${batches[0].value}`))).data.results;
    expect(schedules).toEqual([expect.objectContaining({ label: e.title, start_date_time: e.start_at, end_date_time: e.end_at })]);

    // Saving again keeps the placements; an empty list frees both.
    const placementId = detail.contents[0].placement_id;
    await adminCall(`${P}/${e.id}/contents`, { method: 'PUT', body: { contents: [{ type: 'quiz', id: quizId, settings: { pass_grade: 80 } }] } });
    expect((await json(await adminCall(`${P}/${e.id}`))).data.contents[0]).toMatchObject({ placement_id: placementId, settings: { pass_grade: 80 } });
    await adminCall(`${P}/${e.id}/contents`, { method: 'PUT', body: { contents: [] } });
    expect((await json(await adminCall(`${Q}/${quizId}/associates`))).data.results).toEqual([]);
    expect((await adminCall(`${Q}/${quizId}`, { method: 'DELETE' })).status).toBe(200);
  });
});
