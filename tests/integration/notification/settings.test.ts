// Setting › Notification through the API (issue 30, docs/decisions/0131): the events' settings and templates, their
// validation, the deliveries of the outbox, the learner's in-app notifications, keys and the other organisation.
import { beforeAll, describe, expect, it } from 'vitest';
import { acmeCall, adminCall, callAs, fieldMessages, json, RESTRICTED, type Loose } from '../../setup/http';
import { until } from '../../setup/wait';
import { api, newCourse } from '../course/helpers';

const S = '/api/cms/settings/notifications';
const E = (event: string) => `${S}/events/${event}`;
const L = '/api/learner/notifications';

const eventOf = async (event: string) => ((await json(await adminCall(S))).data.events as Loose[]).find((e) => e.event === event);
const input = (e: Loose, over: Record<string, unknown> = {}) => ({
  email: e.email,
  in_app: e.in_app,
  recipients: e.recipients,
  subject: e.subject,
  body: e.body,
  updated_at: e.updated_at,
  ...over,
});

let learners: { id: number; detail: string }[];
let courseId: number;

beforeAll(async () => {
  courseId = await newCourse(`Notified Course ${Date.now()}`);
  learners = ((await api(`/api/courses/${courseId}/invite-users?by=user&page_size=50`)).body.data.results as Loose[])
    .filter((o) => /^[a-z]+\.[a-z]+\d+@nusantara\.example$/.test(o.detail))
    .slice(-2);
  expect(learners).toHaveLength(2);
}, 60_000);

describe('notification settings', () => {
  it("lists the events (the five of issue 30, the three of the marketplace, the issue report's) with their defaults; the certificate is sent now (decision 0139)", async () => {
    const data = (await json(await adminCall(S))).data;
    expect(data.events.map((e: Loose) => e.event)).toEqual([
      'invitation',
      'assignment_graded',
      'quiz_review',
      'schedule_tomorrow',
      'certificate_issued',
      'marketplace_requested',
      'marketplace_approved',
      'marketplace_rejected',
      'issue_status_changed',
    ]);
    const cert = data.events.find((e: Loose) => e.event === 'certificate_issued');
    expect(cert).toMatchObject({ triggered: true, label: 'Certificate issued' });
    const review = data.events.find((e: Loose) => e.event === 'quiz_review');
    expect(review.recipient_options).toEqual(['creator', 'administrators']);
    expect(review.placeholders.map((p: Loose) => p.name)).toContain('quiz_title');
    // The shared test server has no SMTP settings.
    expect(data.mail_configured).toBe(false);
  });

  it('validates: required subject and body, recipients the event offers, known placeholders, lengths; unknown event is 404', async () => {
    const e = await eventOf('assignment_graded');
    expect(await fieldMessages(await adminCall(E(e.event), { method: 'PUT', body: input(e, { subject: '  ', body: '' }) }))).toEqual({
      subject: 'Subject is required',
      body: 'Body is required',
    });
    expect(await fieldMessages(await adminCall(E(e.event), { method: 'PUT', body: input(e, { recipients: [] }) }))).toEqual({
      recipients: 'Choose at least one recipient',
    });
    expect(await fieldMessages(await adminCall(E(e.event), { method: 'PUT', body: input(e, { recipients: ['administrators'] }) }))).toEqual({
      recipients: '"Administrators" cannot receive this notification',
    });
    expect(await fieldMessages(await adminCall(E(e.event), { method: 'PUT', body: input(e, { body: 'Score {{scroe}} for {{ assignment_title }}' }) }))).toEqual(
      {
        body: 'Unknown placeholder: {{scroe}}',
      },
    );
    expect(await fieldMessages(await adminCall(E(e.event), { method: 'PUT', body: input(e, { subject: 's'.repeat(201) }) }))).toEqual({
      subject: 'Subject must be at most 200 characters',
    });
    expect((await adminCall(E('pay_rise'), { method: 'PUT', body: input(e) })).status).toBe(404);
    expect((await adminCall(`${E('pay_rise')}/reset`, { method: 'POST', body: { updated_at: null } })).status).toBe(404);
  });

  it('takes a first save without updated_at, as the screen sends it (its fetcher drops a null)', async () => {
    const e = await eventOf('quiz_review');
    expect(e.updated_at).toBeNull();
    const { updated_at: _, ...body } = input(e, { recipients: ['creator', 'administrators'] });
    const first = await adminCall(E(e.event), { method: 'PUT', body });
    expect(first.status).toBe(200);
    // Once saved, a save without the stamp is stale.
    expect((await adminCall(E(e.event), { method: 'PUT', body: { ...body, recipients: ['creator'] } })).status).toBe(409);
    const saved = (await json(first)).data;
    expect((await adminCall(E(e.event), { method: 'PUT', body: input(saved, { recipients: ['creator'] }) })).status).toBe(200);
  });

  it('saves an event, refuses a stale save, resets the template to its default and keeps the switches', async () => {
    const e = await eventOf('schedule_tomorrow');
    const saved = await adminCall(E(e.event), { method: 'PUT', body: input(e, { in_app: false, subject: 'Reminder: {{schedule_title}}' }) });
    expect(saved.status).toBe(200);
    const s = (await json(saved)) as Loose;
    expect(s.message).toBe('Notification "Schedule starting tomorrow" has been saved.');
    expect(s.data).toMatchObject({ in_app: false, subject: 'Reminder: {{schedule_title}}', customised: true });
    // The same again changes nothing; the old stamp is a conflict.
    expect(((await json(await adminCall(E(e.event), { method: 'PUT', body: input(s.data) }))) as Loose).message).toBe('Nothing has changed.');
    expect((await adminCall(E(e.event), { method: 'PUT', body: input(e, { subject: 'Other' }) })).status).toBe(409);
    const reset = (await json(await adminCall(`${E(e.event)}/reset`, { method: 'POST', body: { updated_at: s.data.updated_at } }))) as Loose;
    expect(reset.message).toBe('The template of "Schedule starting tomorrow" is back to its default.');
    expect(reset.data).toMatchObject({ in_app: false, subject: e.default_subject, body: e.default_body, customised: false });
    const back = await adminCall(E(e.event), { method: 'PUT', body: input(reset.data, { in_app: true }) });
    expect(back.status).toBe(200);
  });

  it('needs the setting-notification key; the other organisation sees its own defaults, not ours', async () => {
    expect((await callAs(RESTRICTED, S)).status).toBe(403);
    const e = await eventOf('certificate_issued');
    const ours = await adminCall(E(e.event), { method: 'PUT', body: input(e, { subject: 'Ours: {{certificate_title}}' }) });
    expect(ours.status).toBe(200);
    const theirs = ((await json(await acmeCall(S))).data.events as Loose[]).find((x) => x.event === 'certificate_issued');
    expect(theirs).toMatchObject({ subject: e.default_subject, updated_at: null });
    await adminCall(`${E(e.event)}/reset`, { method: 'POST', body: { updated_at: (await json(ours)).data.updated_at } });
  });
});

describe('an invitation notifies in-app and queues an e-mail', () => {
  it('writes one in-app notification per learner and one delivery each, failed with the reason when e-mail is not configured', async () => {
    const e = await eventOf('invitation');
    expect((await adminCall(E(e.event), { method: 'PUT', body: input(e, { subject: 'Welcome to {{learning_title}}, {{recipient_name}}' }) })).status).toBe(200);
    expect((await api(`/api/courses/${courseId}/invite-users`, { method: 'POST', body: { by: 'user', ids: learners.map((l) => l.id) } })).status).toBe(200);
    const mine = (await json(await callAs(learners[0].detail, L))).data;
    const note = mine.results.find((n: Loose) => n.event === 'invitation' && n.title.startsWith('Welcome to Notified Course'));
    expect(note).toMatchObject({ read: false });
    expect(note.body).toContain('You have been invited to the course "Notified Course');
    expect(mine.unread).toBeGreaterThanOrEqual(1);
    // Marking read: one's own only.
    expect((await callAs(learners[1].detail, `${L}/${note.id}/read`, { method: 'POST' })).status).toBe(404);
    expect((await callAs(learners[0].detail, `${L}/${note.id}/read`, { method: 'POST' })).status).toBe(200);
    const after = (await json(await callAs(learners[0].detail, L))).data;
    expect(after.results.find((n: Loose) => n.id === note.id).read).toBe(true);
    expect(after.unread).toBe(mine.unread - 1);

    // The outbox job runs in the server: no SMTP there, so each delivery fails at once with the reason.
    const failed = await until(
      async () =>
        ((await json(await adminCall(`${S}/deliveries?state=failed`))).data.results as Loose[]).filter(
          // Other files invite the same demo learners at the same time: this invitation's deliveries carry its subject.
          (d) => d.to === learners[0].detail && String(d.subject).startsWith('Welcome to Notified Course'),
        ),
      (rows) => rows.length > 0,
      { within: 20_000, every: 250 },
    );
    expect(failed[0]).toMatchObject({ state: 'failed', event: 'invitation', error: 'E-mail is not configured on this server (SMTP_URL or SMTP_HOST).' });
    expect(failed[0].subject).toMatch(/^Welcome to Notified Course \d+, /);

    // Queued again on request; another organisation cannot see or retry it.
    expect((await acmeCall(`${S}/deliveries/${failed[0].id}/retry`, { method: 'POST' })).status).toBe(404);
    expect(((await json(await acmeCall(`${S}/deliveries`))).data.results as Loose[]).some((d) => d.id === failed[0].id)).toBe(false);
    expect((await adminCall(`${S}/deliveries/${failed[0].id}/retry`, { method: 'POST' })).status).toBe(200);
    expect((await adminCall(`${S}/deliveries/999999/retry`, { method: 'POST' })).status).toBe(404);
    expect((await adminCall(`${S}/deliveries?state=lost`)).status).toBe(400);
    await adminCall(`${E('invitation')}/reset`, { method: 'POST', body: { updated_at: (await eventOf('invitation')).updated_at } });
  });

  it('an invitation already sent is not repeated for the same course', async () => {
    const before = (await json(await callAs(learners[1].detail, L))).data.results.length;
    await api(`/api/courses/${courseId}/invite-users`, { method: 'POST', body: { by: 'user', ids: [learners[1].id] } });
    expect((await json(await callAs(learners[1].detail, L))).data.results.length).toBe(before);
  });
});
