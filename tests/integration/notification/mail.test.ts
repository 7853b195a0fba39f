// A notification e-mailed through the outbox (issue 30, docs/decisions/0131): a console server of this file's own
// pointed at a real SMTP server (smtp-server) that refuses the first message, as a busy server does; the outbox job
// sends it, records the refusal, tries again after the back-off and the mail arrives with the edited template filled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../setup/server';
import { startInbox, type Inbox } from '../../setup/smtp-inbox';
import { ADMIN, callAt, demo, type Loose } from '../../setup/http';
import { until } from '../../setup/wait';
import { general } from '../course/helpers';

const S = '/api/cms/settings/notifications';
let inbox: Inbox;
let server: RunningServer;
let token: string;
/** The learner whose first message the SMTP server refuses. */
let refuseTo = '';

async function api(path: string, options: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: Loose }> {
  const res = await callAt(server.baseUrl, path, { ...options, token, headers: options.method ? { 'content-type': 'application/json' } : undefined });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  inbox = await startInbox({ refuseOnce: (to) => to === refuseTo });
  server = await startServer('notification-mail', {
    SMTP_URL: inbox.url,
    MAIL_FROM: 'Console <console@nusantara.example>',
    JOBS_POLL_MS: '200',
    NOTIFY_RETRY_SECONDS: '1',
  });
  const res = await callAt(server.baseUrl, '/api/v3/cms/auth/login', {
    method: 'POST',
    body: { username: ADMIN, password: demo.password, org_code: demo.orgCode },
  });
  token = ((await res.json()) as Loose).data.token;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await inbox?.close();
});

describe('a notification over SMTP', () => {
  it('sends the edited template filled in, after the server refused it once; the delivery shows both tries', async () => {
    const settings = (await api(S)).body.data;
    expect(settings.mail_configured).toBe(true);
    const e = settings.events.find((x: Loose) => x.event === 'invitation');
    const saved = await api(`${S}/events/invitation`, {
      method: 'PUT',
      body: {
        email: true,
        in_app: false,
        recipients: ['learner'],
        subject: 'Join {{learning_title}}',
        body: 'Hello {{recipient_name}}, the {{learning_type}} "{{learning_title}}" at {{organization_name}} awaits you.',
        updated_at: e.updated_at,
      },
    });
    expect(saved.status).toBe(200);

    const category = (await api('/api/categories?page_size=1')).body.data.results[0].id;
    const course = await api('/api/cms/v2/course-general', { method: 'POST', body: general(category, { title: 'SMTP Course' }) });
    expect(course.status).toBe(201);
    const id = course.body.data.id;
    const learner = ((await api(`/api/courses/${id}/invite-users?by=user&page_size=50`)).body.data.results as Loose[]).find((o) =>
      /^[a-z]+\.[a-z]+\d+@nusantara\.example$/.test(o.detail),
    );
    refuseTo = learner.detail;
    expect((await api(`/api/courses/${id}/invite-users`, { method: 'POST', body: { by: 'user', ids: [learner.id] } })).status).toBe(200);

    const mail = await inbox.mailTo(learner.detail, 30_000);
    expect(inbox.refused).toEqual([learner.detail]);
    expect(mail.body).toMatch(/^Subject: Join SMTP Course\r?$/m);
    expect(mail.body).toContain(`Hello ${learner.label}, the course "SMTP Course" at `);
    expect(mail.body).toContain('awaits you.');
    expect(mail.body).toMatch(/^From: Console <console@nusantara\.example>\r?$/m);

    const delivery = await until(
      async () => ((await api(`${S}/deliveries`)).body.data.results as Loose[]).find((d) => d.to === learner.detail),
      (d) => d?.state === 'sent',
      { within: 10_000, every: 200 },
    );
    expect(delivery).toMatchObject({ state: 'sent', attempts: 2, error: null, subject: 'Join SMTP Course' });
    expect(delivery.sent_at).not.toBeNull();
  }, 60_000);
});
