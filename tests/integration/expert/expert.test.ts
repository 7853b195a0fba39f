// The expert area over HTTP (issue 32, decision 0144): every endpoint, validation in the form's words, where an expert
// teaches read from the real placements (webinar speakers, classroom batch experts, course experts), a journey's
// progress from real records (checkpoint scores, sessions taught, course completion), another organisation's 404, keys.
import { beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../fixtures/images';
import { acmeCall, adminCall, adminToken, expectGuarded, fieldMessages, json, postForm, type Loose } from '../../setup/http';

const E = '/api/experts';
const J = '/api/expert-journeys';
const day = (n: number) => new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

let people: { id: number; full_name: string; email: string }[] = [];
let levels: { id: number; title: string; value: number }[] = [];
let acmePerson: number;
let categoryId: number;

beforeAll(async () => {
  people = (await json(await adminCall('/api/users?page_size=40'))).data.results;
  levels = ((await json(await adminCall('/api/expert-level?page_size=50'))).data.results as Loose[]).sort((a, b) => a.value - b.value);
  acmePerson = ((await json(await acmeCall('/api/users'))).data.results[0] as { id: number }).id;
  categoryId = ((await json(await adminCall('/api/categories/options'))).data as { value: number }[])[0].value;
});

/** A person of the demo organisation no other test here makes an expert of. */
const person = (i: number) => people.filter((p) => !/^(admin|editor)@/.test(p.email))[10 + i];

async function created(path: string, body: unknown, as = adminCall): Promise<Loose> {
  const res = await as(path, { method: 'POST', body });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return (await json(await as(`${path}/${(await json(res)).data.id}`))).data;
}

async function webinar(speaker: number, start: string, end: string): Promise<Loose> {
  return created('/api/webinars', {
    title: `Expert IT Webinar ${Date.now()} ${Math.random()}`,
    description: '<p>Talk</p>',
    category_id: categoryId,
    level: 'intermediate',
    start_at: start,
    end_at: end,
    platform: 'zoom',
    meeting_url: 'https://zoom.us/j/123',
    capacity: 100,
    recording_url: '',
    speaker_ids: [speaker],
  });
}

async function publish(w: Loose) {
  let updated = w.updated_at;
  for (const status of ['review', 'publish']) {
    const res = await adminCall(`/api/webinars/${w.id}/status`, { method: 'POST', body: { status, updated_at: updated } });
    if (res.status !== 200) throw new Error(`status: ${res.status} ${await res.text()}`);
    updated = (await json(res)).data.updated_at;
  }
}

describe('experts API', () => {
  it('lists the seeded experts (a person of the organisation and an external one) with search and the kind filter', async () => {
    const all = (await json(await adminCall(`${E}?page_size=50`))).data.results as Loose[];
    const editor = all.find((e) => e.kind === 'user' && e.title === 'Customer Experience Lead');
    const external = all.find((e) => e.name === 'Dewi Anggraini');
    expect(editor).toMatchObject({ expert_level: { title: levels[1].title } });
    expect(external).toMatchObject({ kind: 'external', expertise: ['Service design', 'Workshop facilitation'] });
    const externals = (await json(await adminCall(`${E}?kind=external&page_size=50`))).data.results as Loose[];
    expect(externals.every((e) => e.kind === 'external')).toBe(true);
    expect(externals.map((e) => e.id)).toContain(external.id);
    expect(externals.map((e) => e.id)).not.toContain(editor.id);
    const found = (await json(await adminCall(`${E}?keyword=facilitation`))).data.results as Loose[];
    expect(found.map((e) => e.id)).toEqual([external.id]);
  });

  it('creates, reads, edits (nothing changed, stale 409, changed) and deletes an external expert', async () => {
    const body = {
      name: 'Budi External',
      title: 'Negotiation Coach',
      expertise: ['Negotiation', 'Sales', 'Negotiation'],
      bio: 'Outside trainer',
      expert_level_id: levels[0].id,
      email: 'budi@example.com',
      phone: '+62 811',
    };
    const e = await created(E, body);
    expect(e).toMatchObject({ kind: 'external', name: 'Budi External', expertise: ['Negotiation', 'Sales'], teaching: [], ratings: [], journeys: [] });
    const sent = { ...body, expertise: ['Negotiation', 'Sales'] };
    expect(await json(await adminCall(`${E}/${e.id}`, { method: 'PATCH', body: { ...sent, updated_at: e.updated_at } }))).toMatchObject({
      message: "There's no anything changed",
      data: { changed: false },
    });
    const edited = await adminCall(`${E}/${e.id}`, { method: 'PATCH', body: { ...sent, title: 'Senior Negotiation Coach', updated_at: e.updated_at } });
    expect(await json(edited)).toMatchObject({ message: 'Expert has been successfully edited.', data: { changed: true } });
    expect((await adminCall(`${E}/${e.id}`, { method: 'PATCH', body: { ...sent, updated_at: e.updated_at } })).status).toBe(409);
    expect(await json(await adminCall(`${E}/${e.id}`, { method: 'DELETE' }))).toMatchObject({ message: 'Expert Deleted Successfully' });
    expect((await adminCall(`${E}/${e.id}`)).status).toBe(404);
  });

  it('answers 400 in the form’s words', async () => {
    const post = (body: unknown) => adminCall(E, { method: 'POST', body });
    expect(await fieldMessages(await post({}))).toEqual({ name: 'Name is required for an external expert' });
    expect(await fieldMessages(await post({ name: 'X', email: 'not-an-address' }))).toEqual({ email: 'Enter a valid e-mail address' });
    expect(await fieldMessages(await post({ name: 'X', expertise: ['x'.repeat(41)] }))).toMatchObject({
      'expertise.0': 'Each expertise tag must be at most 40 characters',
    });
    expect(await fieldMessages(await post({ user_id: acmePerson }))).toEqual({ user_id: 'Choose an active person of your organisation' });
    expect(await fieldMessages(await post({ name: 'X', picture: { id: 2_000_000 } }))).toEqual({ picture: 'Upload a JPG or PNG picture' });
    const acmeLevel = await created('/api/expert-level', { title: `Acme level ${Date.now()}`, value: 90 + Math.floor(Math.random() * 9) }, acmeCall);
    expect(await fieldMessages(await post({ name: 'X', expert_level_id: acmeLevel.id }))).toEqual({
      expert_level_id: 'Choose an expert level of your organisation',
    });
    const p = person(0);
    const mine = await created(E, { user_id: p.id });
    expect(mine).toMatchObject({ kind: 'user', name: p.full_name, email: p.email, user: { id: p.id } });
    expect(await fieldMessages(await post({ user_id: p.id }))).toEqual({ user_id: 'This person already has an expert profile' });
    expect((await adminCall(`${E}/${mine.id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('lists where an expert teaches from the real placements', async () => {
    const all = (await json(await adminCall(`${E}?page_size=50`))).data.results as Loose[];
    const seeded = await json(await adminCall(`${E}/${all.find((e) => e.title === 'Customer Experience Lead').id}`));
    const taught = seeded.data.teaching as Loose[];
    // The demo editor is an expert of both demo courses and of classroom batches (src/db/seed/learning.ts, demo-classroom.ts).
    expect(taught.filter((t) => t.kind === 'course').map((t) => t.title)).toContain('Customer Service Excellence');
    expect(taught.some((t) => t.kind === 'classroom' && t.role === 'Expert')).toBe(true);
    const external = all.find((e) => e.name === 'Dewi Anggraini');
    expect((await json(await adminCall(`${E}/${external.id}`))).data.teaching).toEqual([]);

    const p = person(1);
    const e = await created(E, { user_id: p.id, title: 'Speaker' });
    expect(e.teaching).toEqual([]);
    expect(e.sessions_taught).toBe(0);
    const future = await webinar(p.id, '2031-03-01T09:00', '2031-03-01T10:00');
    const past = await webinar(p.id, '2024-03-01T09:00', '2024-03-01T10:00');
    let now = (await json(await adminCall(`${E}/${e.id}`))).data;
    expect(now.teaching.map((t: Loose) => [t.kind, t.id, t.role, t.href])).toEqual([
      ['webinar', future.id, 'Speaker', `/webinar/detail/${future.id}`],
      ['webinar', past.id, 'Speaker', `/webinar/detail/${past.id}`],
    ]);
    // A session counts once it was held: the past webinar, once published.
    expect(now.sessions_taught).toBe(0);
    await publish(past);
    now = (await json(await adminCall(`${E}/${e.id}`))).data;
    expect(now.sessions_taught).toBe(1);
    // Off the webinar's speakers, off the teaching list.
    expect((await adminCall(`/api/webinars/${future.id}`, { method: 'DELETE' })).status).toBe(200);
    now = (await json(await adminCall(`${E}/${e.id}`))).data;
    expect(now.teaching.map((t: Loose) => t.id)).toEqual([past.id]);

    // A live event they speak at (decision 0145): listed, and a session once it is published and over.
    const categoryId = ((await json(await adminCall('/api/categories/options'))).data as { value: number }[])[0].value;
    const made = await adminCall('/api/cms/live-events', {
      method: 'POST',
      body: {
        title: `Expert IT live event ${Date.now()}`,
        category_id: categoryId,
        level: 'fundamental',
        thumbnail_default: 1,
        start_at: '2024-05-01T09:00',
        end_at: '2024-05-01T10:00',
        meeting_url: 'https://meet.example.com/expert-it',
        status: 'publish',
        speakers: [{ user_id: p.id, headline: 'Host' }],
      },
    });
    expect(made.status).toBe(201);
    const live = (await json(made)).data as { id: number };
    now = (await json(await adminCall(`${E}/${e.id}`))).data;
    expect(now.teaching.map((t: Loose) => [t.kind, t.id, t.role, t.href])).toContainEqual(['live_event', live.id, 'Speaker', `/live-event/detail/${live.id}`]);
    expect(now.sessions_taught).toBe(2);
  });

  it('takes a picture uploaded to the pictures folder, checked by its content', async () => {
    const upload = async (folder: string, bytes: Buffer, name: string) =>
      postForm('/api/storage/upload', await adminToken(), [
        { name: 'file', value: bytes, filename: name },
        { name: 'folder', value: folder },
      ]);
    // A text file named .png is refused by its bytes.
    expect(await upload('pictures', Buffer.from('not a picture at all'), 'fake.png')).toMatchObject({
      status: 415,
      body: { message: 'Mime types not accepted' },
    });
    const elsewhere = await upload('image', pngBytes(40, 40), 'other.png');
    expect(elsewhere.status).toBe(201);
    expect(await fieldMessages(await adminCall(E, { method: 'POST', body: { name: 'Pic', picture: elsewhere.body.data } }))).toEqual({
      picture: 'Upload a JPG or PNG picture',
    });
    const picture = await upload('pictures', pngBytes(64, 64), 'face.png');
    expect(picture.status).toBe(201);
    const e = await created(E, { name: 'Pictured Expert', picture: picture.body.data });
    expect(e.picture).toMatchObject({ id: picture.body.data.id, width: 64 });
    expect(e.picture_url).toBe(picture.body.data.full_path);
    expect((await adminCall(`${E}/${e.id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it("keeps another organisation's experts out of reach (404)", async () => {
    const acme = await created(E, { name: 'Acme Expert' }, acmeCall);
    expect((await adminCall(`${E}/${acme.id}`)).status).toBe(404);
    expect((await adminCall(`${E}/${acme.id}`, { method: 'PATCH', body: { name: 'Mine now' } })).status).toBe(404);
    expect((await adminCall(`${E}/${acme.id}`, { method: 'DELETE' })).status).toBe(404);
    const ours = (await json(await adminCall(`${E}?page_size=50`))).data.results as Loose[];
    expect(ours.map((e) => e.id)).not.toContain(acme.id);
    expect((await acmeCall(`${E}/${acme.id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('answers 401 without a session and 403 without the key', async () => {
    await expectGuarded([
      ['GET', E],
      ['POST', E],
      ['GET', `${E}/1`],
      ['PATCH', `${E}/1`],
      ['DELETE', `${E}/1`],
      ['GET', J],
      ['POST', J],
      ['GET', `${J}/1`],
      ['PATCH', `${J}/1`],
      ['DELETE', `${J}/1`],
    ]);
  });
});

describe('expert journeys API', () => {
  it('computes each expert’s progress from their checkpoint scores and sessions taught, and the level they reach', async () => {
    const p = person(2);
    const expert = await created(E, { user_id: p.id });
    const admin = people.find((x) => x.email.startsWith('admin@'))!.id;
    const checkpoint = await created('/api/checkpoints', {
      title: `Expert IT Checkpoint ${Date.now()}`,
      description: '',
      status: 'publish',
      privacy: 'PROTECTED',
      final_score: 'last_score',
      competencies: [
        { code: 'T-1', name: 'Facilitation', required_level: 3, criteria: ['Runs the room'] },
        { code: 'T-2', name: 'Feedback', required_level: 2, criteria: ['Gives feedback'] },
      ],
      assessor_ids: [admin],
      batches: [{ title: 'Trainers', start_date: day(0), end_date: day(30), user_ids: [p.id] }],
    });
    const level = levels[2];
    const j = await created(J, {
      title: `Trainer path ${Date.now()}`,
      expert_level_id: level.id,
      status: 'publish',
      steps: [
        { kind: 'checkpoint', ref_id: checkpoint.id },
        { kind: 'sessions', sessions: 1 },
      ],
      expert_ids: [expert.id],
    });
    expect(j.step_list.map((s: Loose) => s.label)).toEqual([`Meet the checkpoint ${checkpoint.title}`, 'Teach 1 session']);
    expect(j.progress).toEqual([
      {
        expert_id: expert.id,
        name: p.full_name,
        steps: [
          { kind: 'checkpoint', label: `Meet the checkpoint ${checkpoint.title}`, met: false, done: null },
          { kind: 'sessions', label: 'Teach 1 session', met: false, done: 0 },
        ],
        met: 0,
        percent: 0,
        certified: false,
      },
    ]);

    // A session held: the sessions step is met.
    await publish(await webinar(p.id, '2024-05-01T09:00', '2024-05-01T10:00'));
    // Scores below the required level on T-1: not met yet; the last score counts (final_score last_score).
    const batch = checkpoint.batches[0].id;
    const [t1, t2] = checkpoint.competencies.map((c: Loose) => c.id);
    const score = async (a: number, b: number) => {
      const res = await adminCall(`/api/v2/checkpoints/${checkpoint.id}/batch/${batch}/scores`, {
        method: 'POST',
        body: {
          user_id: p.id,
          scores: [
            { competency_id: t1, level: a },
            { competency_id: t2, level: b },
          ],
        },
      });
      expect(res.status).toBe(200);
    };
    await score(2, 2);
    let now = (await json(await adminCall(`${J}/${j.id}`))).data;
    expect(now.progress[0]).toMatchObject({ met: 1, percent: 50, certified: false });
    expect(now.progress[0].steps.map((s: Loose) => s.met)).toEqual([false, true]);
    expect(now.certified).toBe(0);
    await score(4, 2);
    now = (await json(await adminCall(`${J}/${j.id}`))).data;
    expect(now.progress[0]).toMatchObject({ met: 2, percent: 100, certified: true });
    expect(now).toMatchObject({ certified: 1, level_title: level.title });
    const row = ((await json(await adminCall(`${J}?keyword=${encodeURIComponent(j.title)}`))).data.results as Loose[])[0];
    expect(row).toMatchObject({ id: j.id, steps: 2, experts: 1, certified: 1, level_title: level.title });
    const detail = (await json(await adminCall(`${E}/${expert.id}`))).data;
    expect(detail.journeys).toEqual([{ id: j.id, title: j.title, met: 2, steps: 2, level_title: level.title }]);
    // The last score drops below the level again: no longer met.
    await score(1, 2);
    expect((await json(await adminCall(`${J}/${j.id}`))).data.progress[0]).toMatchObject({ met: 1, certified: false });

    // An expert who follows a journey cannot be deleted.
    expect((await adminCall(`${E}/${expert.id}`, { method: 'DELETE' })).status).toBe(409);
  });

  it('reads a course step from the course’s completion rule: met by a participant the course counts as completed', async () => {
    const courses = (await json(await adminCall('/api/cms/v2/courses?page_size=20'))).data.results as Loose[];
    let done: { course: Loose; person: Loose } | null = null;
    for (const course of courses) {
      const list = (await json(await adminCall(`/api/courses/${course.id}/participants?page_size=100`))).data?.results as Loose[] | undefined;
      const completed = list?.find((r) => r.status === 'completed');
      if (completed) {
        done = { course, person: completed };
        break;
      }
    }
    // The demo seed has learners who finished a demo course (the course's own Participants tab says so).
    expect(done).not.toBeNull();
    const { course, person: finisher } = done!;
    const idle = person(3);
    const finisherExpert = await created(E, { user_id: finisher.user_id });
    const idleExpert = await created(E, { user_id: idle.id });
    const j = await created(J, {
      title: `Course path ${Date.now()}`,
      steps: [{ kind: 'course', ref_id: course.id }],
      expert_ids: [finisherExpert.id, idleExpert.id],
    });
    expect(j.step_list[0].label).toBe(`Complete the course ${course.title}`);
    const byId = new Map((j.progress as Loose[]).map((p) => [p.expert_id, p]));
    expect(byId.get(finisherExpert.id)).toMatchObject({ met: 1, percent: 100, certified: true, steps: [{ kind: 'course', met: true }] });
    expect(byId.get(idleExpert.id)).toMatchObject({ met: 0, percent: 0, certified: false, steps: [{ kind: 'course', met: false }] });
  });

  it('edits (nothing changed, stale 409, changed) and deletes a journey; validates in the form’s words', async () => {
    const j = await created(J, { title: `Edit path ${Date.now()}`, steps: [{ kind: 'sessions', sessions: 3 }] });
    const sent = { title: j.title, description: '', expert_level_id: null, status: 'draft', steps: [{ kind: 'sessions', sessions: 3 }], expert_ids: [] };
    expect(await json(await adminCall(`${J}/${j.id}`, { method: 'PATCH', body: { ...sent, updated_at: j.updated_at } }))).toMatchObject({
      message: "There's no anything changed",
      data: { changed: false },
    });
    const changed = { ...sent, steps: [{ kind: 'sessions', sessions: 5 }], updated_at: j.updated_at };
    expect(await json(await adminCall(`${J}/${j.id}`, { method: 'PATCH', body: changed }))).toMatchObject({
      message: 'Expert Journey has been successfully edited.',
      data: { changed: true },
    });
    expect((await adminCall(`${J}/${j.id}`, { method: 'PATCH', body: changed })).status).toBe(409);
    expect((await json(await adminCall(`${J}/${j.id}`))).data.step_list[0]).toMatchObject({ kind: 'sessions', sessions: 5, label: 'Teach 5 sessions' });

    const post = (body: unknown) => adminCall(J, { method: 'POST', body });
    expect(await fieldMessages(await post({ steps: [] }))).toEqual({ title: 'Title is required', steps: 'Add at least one step' });
    expect(await fieldMessages(await post({ title: 'T', steps: [{ kind: 'sessions', sessions: 0 }] }))).toEqual({
      'steps.0.sessions': 'Sessions taught must be a whole number from 1 to 1000',
    });
    const acmeCheckpoint = (await json(await acmeCall('/api/checkpoints?page_size=1'))).data.results[0];
    if (acmeCheckpoint)
      expect(await fieldMessages(await post({ title: 'T', steps: [{ kind: 'checkpoint', ref_id: acmeCheckpoint.id }] }))).toEqual({
        steps: 'Choose a checkpoint of your organisation',
      });
    expect(await fieldMessages(await post({ title: 'T', steps: [{ kind: 'checkpoint', ref_id: 2_000_000 }] }))).toEqual({
      steps: 'Choose a checkpoint of your organisation',
    });
    expect(await fieldMessages(await post({ title: 'T', steps: [{ kind: 'course', ref_id: 2_000_000 }] }))).toEqual({
      steps: 'Choose a course of your organisation',
    });
    const external = ((await json(await adminCall(`${E}?kind=external`))).data.results as Loose[])[0];
    expect(await fieldMessages(await post({ title: 'T', steps: [{ kind: 'sessions', sessions: 1 }], expert_ids: [external.id] }))).toEqual({
      expert_ids: 'Only experts who are people of your organisation can follow a journey: their progress is read from their records',
    });

    const acme = await created(J, { title: 'Acme path', steps: [{ kind: 'sessions', sessions: 1 }] }, acmeCall);
    expect((await adminCall(`${J}/${acme.id}`)).status).toBe(404);
    expect((await adminCall(`${J}/${acme.id}`, { method: 'PATCH', body: sent })).status).toBe(404);
    expect((await adminCall(`${J}/${acme.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await json(await adminCall(`${J}/${j.id}`, { method: 'DELETE' }))).toMatchObject({ message: 'Expert Journey Deleted Successfully' });
    expect((await adminCall(`${J}/${j.id}`)).status).toBe(404);
    expect((await acmeCall(`${J}/${acme.id}`, { method: 'DELETE' })).status).toBe(200);
  });
});
