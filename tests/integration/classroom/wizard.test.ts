import { describe, expect, it } from 'vitest';
import { acmeCall, ADMIN, adminCall, call, cookieFor, EDITOR, fieldMessages, json, RESTRICTED, tokenFor } from '../../setup/http';
import { batchBody, C, createClassroom, people } from './helpers';

describe('classrooms API: list', () => {
  it('lists the seeded classroom with status, batches, dates and can_delete, 10 a page', async () => {
    const body = await json(await adminCall(`${C}?keyword=Leadership%20Essentials`));
    expect(body.data.pagination.current_page).toBe(1);
    const row = body.data.results.find((r: { title: string }) => r.title === 'Leadership Essentials Bootcamp');
    expect(row).toMatchObject({ status: 'published', step: 4, batches: 2, can_delete: false });
    expect(row.participants).toBeGreaterThan(0);
    expect(row.start_date).not.toBeNull();
    const all = await json(await adminCall(C));
    expect(all.data.results.length).toBeLessThanOrEqual(10);
  });

  it('filters by status and by the dates the batches overlap, sorts, and refuses bad filters', async () => {
    const id = await createClassroom('IT Filter Draft');
    const drafts = await json(await adminCall(`${C}?status=draft&page_size=100`));
    expect(drafts.data.results.every((r: { status: string }) => r.status === 'draft')).toBe(true);
    expect(drafts.data.results.some((r: { id: number }) => r.id === id)).toBe(true);
    await adminCall(`${C}/${id}/batch`, { method: 'POST', body: batchBody('IT Far Batch', [['2031-03-02', [['S1', '09:00', '12:00']]]]) });
    const march = await json(await adminCall(`${C}?start_date=2031-03-01&end_date=2031-03-31&page_size=100`));
    expect(march.data.results.map((r: { id: number }) => r.id)).toContain(id);
    const april = await json(await adminCall(`${C}?start_date=2031-04-01&end_date=2031-04-30&page_size=100`));
    expect(april.data.results.map((r: { id: number }) => r.id)).not.toContain(id);
    const titles = (await json(await adminCall(`${C}?order_by=title&order_type=asc&page_size=100`))).data.results.map((r: { title: string }) =>
      r.title.toLowerCase(),
    );
    expect(titles).toEqual([...titles].sort());
    expect((await adminCall(`${C}?status=archived`)).status).toBe(400);
    expect((await adminCall(`${C}?start_date=yesterday`)).status).toBe(400);
  });

  it('guards every call: no session 401, no classroom key 403, another organisation 404', async () => {
    expect((await call(C)).status).toBe(401);
    // Neither the editor nor the training coordinator holds the classroom key (the demo roles).
    for (const who of [EDITOR, RESTRICTED]) {
      const token = await tokenFor(who);
      expect((await call(C, { token })).status).toBe(403);
      expect((await call('/api/cms/classroom-settings?type=quiz', { token })).status).toBe(403);
    }
    const id = await createClassroom('IT Private Classroom');
    for (const path of [`${C}/${id}`, `${C}/${id}/batch`]) expect((await acmeCall(path)).status).toBe(404);
    expect((await acmeCall(`${C}/${id}`, { method: 'PATCH', body: { title: 'Stolen' } })).status).toBe(404);
    expect((await acmeCall(`${C}/${id}/contents`, { method: 'POST', body: { sessions: [] } })).status).toBe(404);
    expect((await acmeCall(`${C}/${id}`, { method: 'DELETE' })).status).toBe(404);
    const acmeList = await json(await acmeCall(`${C}?page_size=100`));
    expect(acmeList.data.results.some((r: { id: number }) => r.id === id)).toBe(false);
  });
});

describe('classrooms API: step 1 General', () => {
  it('validates, creates a draft, edits (nothing changed, stale 409) and deletes while nobody is invited', async () => {
    const bad = await adminCall(C, { method: 'POST', body: { title: '  ', status: 'archived' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(await fieldMessages(bad))).toEqual(expect.arrayContaining(['title', 'status']));
    expect((await fieldMessages(await adminCall(C, { method: 'POST', body: { title: 'IT X', category_id: 999999 } }))).category_id).toBe(
      'Choose a category of this organisation',
    );
    expect((await fieldMessages(await adminCall(C, { method: 'POST', body: { title: 'IT X', thumbnail_file_id: 999999 } }))).thumbnail_file_id).toMatch(
      /thumbnail/,
    );

    const id = await createClassroom('IT General Classroom', { description: '<p>Hi<script>alert(1)</script></p>' });
    const got = (await json(await adminCall(`${C}/${id}`))).data;
    expect(got).toMatchObject({ id, title: 'IT General Classroom', status: 'draft', step: 1, description: '<p>Hi</p>', can_delete: true, sessions: [] });
    const same = await json(
      await adminCall(`${C}/${id}`, {
        method: 'PATCH',
        body: { title: got.title, description: got.description, category_id: null, thumbnail_file_id: null, status: 'draft', updated_at: got.updated_at },
      }),
    );
    expect(same.data.changed).toBe(false);
    const edited = await json(
      await adminCall(`${C}/${id}`, { method: 'PATCH', body: { title: 'IT General Renamed', status: 'published', updated_at: got.updated_at } }),
    );
    expect(edited.data.changed).toBe(true);
    const stale = await adminCall(`${C}/${id}`, { method: 'PATCH', body: { title: 'IT Late', updated_at: got.updated_at } });
    expect(stale.status).toBe(409);
    expect((await json(await adminCall(`${C}/${id}`))).data).toMatchObject({ title: 'IT General Renamed', status: 'published', can_delete: true });
    expect((await adminCall(`${C}/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await adminCall(`${C}/${id}`)).status).toBe(404);
  });

  it('refuses to delete a classroom with participants', async () => {
    const seeded = (await json(await adminCall(`${C}?keyword=Leadership%20Essentials`))).data.results[0];
    const res = await adminCall(`${C}/${seeded.id}`, { method: 'DELETE' });
    expect(res.status).toBe(409);
  });
});

describe('classrooms API: step 3 Batch and step 4 Participant', () => {
  it('validates the batch sections and saves nothing of a refused batch (atomic)', async () => {
    const id = await createClassroom('IT Batch Validation');
    const body = batchBody('IT Bad', [['2031-05-04', [['Morning', '12:00', '09:00']]]], { experts: [999999] });
    const res = await adminCall(`${C}/${id}/batch`, { method: 'POST', body });
    expect(res.status).toBe(400);
    expect((await fieldMessages(res))['rundown.0.sessions.0.end_time']).toBe('End must be after start');
    const outside = await adminCall(`${C}/${id}/batch`, {
      method: 'POST',
      body: {
        ...batchBody('IT Out', [['2031-05-04', [['S', '09:00', '10:00']]]]),
        general: { title: 'IT Out', start_date: '2031-05-05', end_date: '2031-05-06' },
      },
    });
    expect((await fieldMessages(outside))['rundown.0.date']).toMatch(/between/);
    // A rule the schema states without words of its own answers in a person's words (issue 27 item 14).
    const base = batchBody('IT Radius', [['2031-05-04', [['S', '09:00', '10:00']]]]);
    const tooClose = await adminCall(`${C}/${id}/batch`, { method: 'POST', body: { ...base, location: { ...base.location, radius_meters: 5 } } });
    expect(tooClose.status).toBe(400);
    expect((await fieldMessages(tooClose))['location.radius_meters']).toBe('Enter 10 or more');
    // Valid shape, but an expert of no one: refused by the server inside the transaction, so no batch row remains.
    const ghost = await adminCall(`${C}/${id}/batch`, {
      method: 'POST',
      body: batchBody('IT Ghost', [['2031-05-04', [['S', '09:00', '10:00']]]], { experts: [999999] }),
    });
    expect(ghost.status).toBe(400);
    expect((await fieldMessages(ghost)).experts).toBe('Choose active people of this organisation');
    expect((await json(await adminCall(`${C}/${id}/batch`))).data).toEqual([]);
  });

  it('saves a batch with its rundown in WIB, staff and location, edits it keeping session ids, and moves participants', async () => {
    const id = await createClassroom('IT Batch Classroom');
    const [expert, support, ...learners] = await people();
    const created = await adminCall(`${C}/${id}/batch`, {
      method: 'POST',
      body: batchBody(
        'IT Batch A',
        [
          [
            '2031-06-02',
            [
              ['Opening', '08:00', '12:00'],
              ['Workshop', '13:00', '17:00'],
            ],
          ],
          ['2031-06-03', [['Closing', '09:00', '11:30']]],
        ],
        {
          experts: [expert.id],
          training_support: [support.id],
          general: { title: 'IT Batch A', start_date: '2031-06-02', end_date: '2031-06-03', description: '', capacity: 2 },
        },
      ),
    });
    expect(created.status).toBe(201);
    const batch = (await json(created)).data;
    expect(batch.rundown).toHaveLength(2);
    expect(batch.rundown[0].sessions.map((s: { start_time: string }) => s.start_time)).toEqual(['08:00', '13:00']);
    expect(batch.experts).toEqual([{ id: expert.id, full_name: expert.full_name }]);
    expect(batch.training_support.map((p: { id: number }) => p.id)).toEqual([support.id]);
    expect(batch.location).toMatchObject({ latitude: -6.2249, longitude: 106.8093, radius_meters: 200 });
    const sessionId = batch.rundown[0].sessions[0].id;

    // Edit: rename a session, drop a day; the kept session keeps its id (attendance refers to it).
    const edit = {
      ...batchBody('IT Batch A', [['2031-06-02', [['Opening Plenary', '08:30', '12:00']]]]),
      general: { title: 'IT Batch A', start_date: '2031-06-02', end_date: '2031-06-03', description: '', capacity: 2 },
    };
    edit.rundown[0] = {
      ...edit.rundown[0],
      id: batch.rundown[0].id,
      sessions: [{ id: sessionId, title: 'Opening Plenary', start_time: '08:30', end_time: '12:00' }],
    } as never;
    const saved = (await json(await adminCall(`${C}/${id}/batch/${batch.id}`, { method: 'PATCH', body: edit }))).data;
    expect(saved.rundown).toHaveLength(1);
    expect(saved.rundown[0].sessions).toEqual([{ id: sessionId, title: 'Opening Plenary', start_time: '08:30', end_time: '12:00' }]);

    const P = `${C}/${id}/batch/${batch.id}/participants`;
    expect((await adminCall(P, { method: 'POST', body: {} })).status).toBe(400);
    const added = await json(await adminCall(P, { method: 'POST', body: { user_ids: learners.slice(0, 3).map((l) => l.id) } }));
    expect(added.data.changed).toBe(3);
    const drafts = await json(await adminCall(P));
    expect(drafts.data.results.map((r: { status: string }) => r.status)).toEqual(['draft', 'draft', 'draft']);
    // Capacity 2: the third invitation goes to the waiting list.
    const invited = await json(await adminCall(P, { method: 'PATCH', body: { user_ids: learners.slice(0, 3).map((l) => l.id), status: 'invited' } }));
    expect(invited.data).toEqual({ changed: 2, waiting: 1 });
    expect((await json(await adminCall(`${P}?status=waiting`))).data.pagination.total_data).toBe(1);
    const wrong = await adminCall(P, { method: 'PATCH', body: { user_ids: [learners[0].id], status: 'attended' } });
    expect(wrong.status).toBe(400);
    const confirmed = await adminCall(P, { method: 'PATCH', body: { user_ids: [learners[0].id], status: 'confirmed' } });
    expect(confirmed.status).toBe(200);
    expect((await json(await adminCall(`${P}?status=confirmed`))).data.results.map((r: { user_id: number }) => r.user_id)).toEqual([learners[0].id]);
    // Invited people block deleting the batch and the classroom.
    expect((await adminCall(`${C}/${id}/batch/${batch.id}`, { method: 'DELETE' })).status).toBe(409);
    expect((await json(await adminCall(`${C}/${id}`))).data).toMatchObject({ step: 4, can_delete: false, participants: 2 });
  });
});

describe('classroom pages', () => {
  it('renders each wizard step, the detail tabs, and answers 404 for an id that is not a classroom of the organisation', async () => {
    const cookie = await cookieFor(ADMIN);
    const id = await createClassroom('IT Pages Classroom');
    for (const path of [
      '/classroom',
      '/classroom/create',
      '/classroom/create/batch',
      `/classroom/create/batch?id=${id}`,
      `/classroom/edit/${id}`,
      `/classroom/edit/${id}?step=4`,
    ]) {
      expect((await call(path, { cookie })).status, path).toBe(200);
    }
    for (const tab of ['overview', 'batches', 'participants']) expect((await call(`/classroom/detail/${id}?tab=${tab}`, { cookie })).status).toBe(200);
    const acmeId = (await json(await acmeCall(C, { method: 'POST', body: { title: 'IT Acme Classroom' } }))).data.id;
    expect(acmeId).toBeGreaterThan(0);
    for (const path of ['/classroom/create/batch?id=abc', `/classroom/create/batch?id=${acmeId}`, `/classroom/edit/${acmeId}`, `/classroom/detail/${acmeId}`]) {
      const res = await call(path, { cookie });
      expect(res.headers.get('location'), path).toBe('/pages/error-404');
    }
  });
});
