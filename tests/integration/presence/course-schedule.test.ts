// A presence placed in a course takes its own schedule (issue 27 item 2, docs/decisions/0115): the course's step asks
// for it, the presence's QR tab offers it, a course participant checks in at it, and it stays the placement's own.
import { describe, expect, it } from 'vitest';
import { call, fieldsOf, tokenFor } from '../../setup/http';
import { api, newCourse, saveContents, V2 } from '../course/helpers';
import { decodeQr, P } from './helpers';

const HOUR = 3_600_000;
const stamp = Date.now();
async function newPresence(title: string) {
  const res = await api(P, { method: 'POST', body: { title, description: 'Workshop attendance', content_type: 'course' } });
  expect(res.status).toBe(201);
  return res.body.data.id as number;
}

/**
 * Two active learners the demo organisation seeded (first.last<n>@nusantara.example, the demo password), invited to the
 * course. Other test files add people with passwords of their own to the same server, so those are left out.
 */
async function inviteLearners(courseId: number) {
  const people = (await api('/api/courses/people?page_size=50')).body.data.results as { id: number; detail: string }[];
  const learners = people
    .filter((p) => /^[a-z]+\.[a-z]+\d+@nusantara\.example$/.test(p.detail))
    .slice(-2)
    .map((p) => ({ id: p.id, email: p.detail }));
  expect(learners).toHaveLength(2);
  expect((await api(`/api/courses/${courseId}/invite-users`, { method: 'POST', body: { by: 'user', ids: learners.map((l) => l.id) } })).status).toBe(200);
  return learners;
}

describe('a presence placed in a course', () => {
  it('needs its schedule: both ends, the end after the start; a classroom gives none', async () => {
    const presence = await newPresence(`IT Course Schedule Needed ${stamp}`);
    const course = await newCourse(`IT Course Schedule Needed ${stamp}`);
    const bare = await saveContents(course, [{ content_type: 'presence', ref_id: presence, title: 'Kick-off check-in' }]);
    expect(bare.status).toBe(400);
    expect(fieldsOf(bare.body)).toMatchObject({
      'sections.0.contents.0.settings.schedule_start': 'Schedule start is required',
      'sections.0.contents.0.settings.schedule_end': 'Schedule end is required',
    });
    const reversed = await saveContents(course, [
      {
        content_type: 'presence',
        ref_id: presence,
        title: 'Kick-off check-in',
        settings: { schedule_start: '2031-07-03T10:00:00+07:00', schedule_end: '2031-07-03T09:00:00+07:00' },
      },
    ]);
    expect(reversed.status).toBe(400);
    expect(fieldsOf(reversed.body)['sections.0.contents.0.settings.schedule_end']).toBe('Schedule end must be after its start');
    // A quiz takes no schedule of its own.
    const quizzes = (await api('/api/courses/content-picker/quiz?page_size=1')).body.data.results as { id: number }[];
    const quiz = await saveContents(course, [
      { content_type: 'quiz', ref_id: quizzes[0].id, title: 'Quiz', settings: { schedule_start: '2031-07-03T09:00:00+07:00', schedule_end: null } },
    ]);
    expect(fieldsOf(quiz.body)['sections.0.contents.0.settings.schedule_start']).toBe('Schedule does not apply to Quiz contents');
    // Nothing was placed: the presence is in no batch.
    expect((await api(`${P}/${presence}/batch`)).body.data.results).toEqual([]);

    // A classroom's batches have their rundown: a presence placed there takes no schedule of its own.
    const classroom = await api('/api/cms/classrooms', { method: 'POST', body: { title: `IT Course Schedule Classroom ${stamp}` } });
    const placed = await api(`/api/cms/classrooms/${classroom.body.data.id}/contents`, {
      method: 'POST',
      body: {
        sessions: [
          {
            title: 'Day',
            contents: [
              { type: 'presence', id: presence, settings: { schedule_start: '2031-07-03T09:00:00+07:00', schedule_end: '2031-07-03T10:00:00+07:00' } },
            ],
          },
        ],
      },
    });
    expect(placed.status).toBe(400);
    expect(JSON.stringify(placed.body.message)).toContain('Schedule does not apply to Presence contents');
  });

  it('gives the QR tab a usable code for its schedule; a participant checks in; the schedule follows the step and is its own', async () => {
    const presence = await newPresence(`IT Course Schedule Presence ${stamp}`);
    const other = await newPresence(`IT Course Schedule Other ${stamp}`);
    const title = `IT Course Schedule ${stamp}`;
    const course = await newCourse(title);
    const learners = await inviteLearners(course);
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 - HOUR / 2);
    const end = new Date(start.getTime() + 2 * HOUR);
    const workshop = {
      content_type: 'presence',
      ref_id: presence,
      title: 'Workshop check-in',
      settings: { schedule_start: start.toISOString(), schedule_end: end.toISOString() },
    };
    const later = {
      content_type: 'presence',
      ref_id: other,
      title: 'Closing check-in',
      settings: { schedule_start: new Date(start.getTime() + 48 * HOUR).toISOString(), schedule_end: new Date(start.getTime() + 50 * HOUR).toISOString() },
    };
    const saved = await saveContents(course, [workshop, later]);
    expect(saved.status).toBe(200);
    const [placed] = (await api(`${V2}/course/${course}`)).body.data.sections[0].contents;
    expect(placed.settings).toMatchObject({ schedule_start: start.toISOString(), schedule_end: end.toISOString() });

    // The QR tab's selectors: the course's batch, named by the course, and the placement's own schedule only.
    const batches = (await api(`${P}/${presence}/batch`)).body.data.results as { label: string; value: number }[];
    expect(batches).toEqual([{ label: `${title} (Self-paced)`, value: expect.any(Number) }]);
    const schedules = (await api(`${P}/${presence}/schedules?batch_id=${batches[0].value}`)).body.data.results;
    expect(schedules).toEqual([
      { label: 'Workshop check-in', value: expect.any(Number), start_date_time: start.toISOString(), end_date_time: end.toISOString() },
    ]);
    const otherSchedules = (await api(`${P}/${other}/schedules?batch_id=${batches[0].value}`)).body.data.results;
    expect(otherSchedules.map((s: { label: string }) => s.label)).toEqual(['Closing check-in']);
    const scheduleId = schedules[0].value as number;
    // Another presence's schedule is not this one's: no code, no attendance.
    expect((await api(`${P}/${other}/qr?schedule_id=${scheduleId}`)).status).toBe(404);

    // The detail's QR tab shows a code (no 'no schedules' notice), and the code checks a participant in.
    const page = await call(`/presence/detail/${presence}?tab=qr`, { cookie: `console_session=${await tokenFor('admin@nusantara.example')}` });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain('Nobody can check in with this presence yet');
    const qr = await call(`${P}/${presence}/qr?batch_id=${batches[0].value}&schedule_id=${scheduleId}`, {
      token: await tokenFor('admin@nusantara.example'),
    });
    expect(qr.status).toBe(200);
    const token = decodeQr(Buffer.from(await qr.arrayBuffer()));
    expect(token).toMatch(new RegExp(`^PRS1\\.${presence}\\.${scheduleId}\\.s\\.`));
    const learnerToken = await tokenFor(learners[0].email);
    const checkIn = await call('/api/learner/presence/check-in', { method: 'POST', token: learnerToken, body: { token } });
    expect(checkIn.status).toBe(201);
    expect(((await checkIn.json()) as { data: { status: string; schedule: { title: string } } }).data).toMatchObject({
      status: 'late',
      schedule: { title: 'Workshop check-in' },
    });
    const rows = (await api(`${P}/${presence}/attendances?schedule_id=${scheduleId}&page_size=10`)).body.data.results as { email: string; status: string }[];
    expect(rows.find((r) => r.email === learners[0].email)?.status).toBe('late');
    expect(rows.find((r) => r.email === learners[1].email)?.status).toBe('invited');
    // Someone not in the course is refused.
    const outsider = await call('/api/learner/presence/check-in', { method: 'POST', token: await tokenFor('rina@nusantara.example'), body: { token } });
    expect(outsider.status).toBe(403);

    // The step moves the schedule (renamed and an hour later): the same schedule row, so its check-ins stay.
    const detail = (await api(`${V2}/course/${course}`)).body.data;
    const keep = (c: Record<string, unknown>) => ({ id: c.id, content_type: c.content_type, ref_id: c.ref_id, title: c.title, settings: c.settings });
    const [w, l] = detail.sections[0].contents;
    const moved = await api(`${V2}/course-content/${course}`, {
      method: 'PATCH',
      body: {
        restricted: false,
        sections: [
          {
            id: detail.sections[0].id,
            title: 'Week 1',
            contents: [
              { ...keep(w), title: 'Workshop day check-in', settings: { ...w.settings, schedule_end: new Date(end.getTime() + HOUR).toISOString() } },
              keep(l),
            ],
          },
        ],
      },
    });
    expect(moved.status).toBe(200);
    const after = (await api(`${P}/${presence}/schedules?batch_id=${batches[0].value}`)).body.data.results;
    expect(after).toEqual([
      {
        label: 'Workshop day check-in',
        value: scheduleId,
        start_date_time: start.toISOString(),
        end_date_time: new Date(end.getTime() + HOUR).toISOString(),
      },
    ]);
    // Its check-ins hold the placement: it cannot be taken out of the course, nor the presence deleted.
    const removed = await saveContents(course, []);
    expect(removed.status).toBe(409);
    expect((await api(`${P}/${presence}`, { method: 'DELETE' })).status).toBe(409);
  });
});
