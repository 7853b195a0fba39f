// Setting › Notification (issue 30, docs/decisions/0131): edit the invitation's template on the screen, invite a
// learner, read the e-mail from an SMTP server started here, see it sent on the Deliveries tab; axe on both tabs.
// A console of its own, pointed at that SMTP server (as user.spec.ts's set-password test): the shared e2e console has
// no mail server.
import type { Page } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';
import { startServer, type RunningServer } from '../setup/server';
import { startInbox, type Inbox } from '../setup/smtp-inbox';

const admin = demo.accounts[0];
let inbox: Inbox;
let mailConsole: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  inbox = await startInbox();
  mailConsole = await startServer('e2e-notification', { SMTP_URL: inbox.url, MAIL_FROM: 'Console <console@nusantara.example>', JOBS_POLL_MS: '300' });
});
test.afterAll(async () => {
  await mailConsole?.stop();
  await inbox?.close();
});

async function api(token: string, path: string, body?: unknown) {
  const res = await fetch(`${mailConsole.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data: never } };
}

async function signedIn(page: Page) {
  await login(page, admin.email);
  await page.goto('/setting/notification');
  await waitForHydration(page);
}

test('edit the invitation template, invite a learner and read the e-mail the outbox sent', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: mailConsole.baseUrl });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('pageerror', (e) => errors.push(e.message));
  await signedIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notification');
  // The certificate event is sent since certificates are issued to learners (decision 0139): no "not yet" note left.
  await expect(page.getByRole('row', { name: /Certificate issued/ })).toBeVisible();
  await expect(page.getByText('Nothing in the console issues certificates to learners yet')).toHaveCount(0);
  await noAxeViolations(page, { screenshot: 'notification-events' });

  await page.getByRole('button', { name: 'Edit Invited to a classroom or course' }).click();
  const form = page.getByRole('form', { name: 'Invited to a classroom or course' });
  await form.getByRole('textbox', { name: 'Subject' }).fill('E2E: join {{learning_title}}');
  await form.getByRole('textbox', { name: 'Body' }).fill('Hi {{recipient_name}}, see you in "{{learning_title}}".');
  const preview = form.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Sample data: the names and titles below are examples, not real records.');
  await expect(preview).toContainText('E2E: join Safety Induction 2026');
  await expect(preview).toContainText('Hi Sari Wulandari, see you in "Safety Induction 2026".');
  await noAxeViolations(page, { screenshot: 'notification-edit' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notification "Invited to a classroom or course" has been saved.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Invited to a classroom or course/ })).toContainText('Customised');

  // The trigger: a course invitation (through the API, as the course screens call it).
  const login_ = await fetch(`${mailConsole.baseUrl}/api/v3/cms/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: admin.email, password: demo.password, org_code: demo.orgCode }),
  });
  const { token } = ((await login_.json()) as { data: { token: string } }).data;
  const category = ((await api(token, '/api/categories?page_size=1')).body.data as { results: { id: number }[] }).results[0].id;
  const title = `E2E Notified Course ${Date.now()}`;
  const course = await api(token, '/api/cms/v2/course-general', {
    title,
    description: '<p>About it</p>',
    category_id: category,
    level: 'developing',
    thumbnail_default: 3,
    thumbnail_file_id: null,
    status: 'draft',
    confidentiality: 'private',
    provider_id: null,
    instructional_model: 'addie',
  });
  expect(course.status).toBe(201);
  const id = (course.body.data as { id: number }).id;
  const options = (await api(token, `/api/courses/${id}/invite-users?by=user&page_size=50`)).body.data as {
    results: { id: number; label: string; detail: string }[];
  };
  const learner = options.results.find((o) => /^[a-z]+\.[a-z]+\d+@nusantara\.example$/.test(o.detail))!;
  expect((await api(token, `/api/courses/${id}/invite-users`, { by: 'user', ids: [learner.id] })).status).toBe(200);

  const mail = await inbox.mailTo(learner.detail, 30_000);
  expect(mail.body).toMatch(new RegExp(`^Subject: E2E: join ${title}\\r?$`, 'm'));
  expect(mail.body).toContain(`Hi ${learner.label}, see you in "${title}".`);

  await page.goto('/setting/notification?tab=deliveries');
  await waitForHydration(page);
  const row = page.getByRole('row', { name: new RegExp(learner.detail.replace(/\./g, '\\.')) });
  await expect(row).toContainText('Sent');
  await expect(row).toContainText(`E2E: join ${title}`);
  await noAxeViolations(page, { screenshot: 'notification-deliveries' });
  expect(errors).toEqual([]);
  await context.close();
});
