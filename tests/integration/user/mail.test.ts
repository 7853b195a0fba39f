// Invitations and password resets against a real SMTP server (smtp-server) started here, with a console server of
// this file's own pointed at it (SMTP_URL), as an administrator would configure one (README "E-mail").
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startServer, type RunningServer } from '../../setup/server';
import { startInbox, type Inbox } from '../../setup/smtp-inbox';
import { withTestDb } from '../../setup/test-db';
import { ADMIN, adminCall, demo } from '../../setup/http';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertUser } from '../../../src/features/account/testing';
import { userTokens } from '../../../src/db/schema/user';
import { issueToken, peekToken, spendToken } from '../../../src/features/user/server/user-tokens';
import { STRONG, U, unique } from './helpers';

let inbox: Inbox;
let server: RunningServer;
let token: string;

async function http(path: string, options: { method?: string; body?: unknown; form?: Record<string, string>; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.form) {
    body = new URLSearchParams(options.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
    headers.origin = server.baseUrl;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  return fetch(server.baseUrl + path, { method: options.method ?? 'GET', headers, body, redirect: 'manual' });
}
const admin = (path: string, options: { method?: string; body?: unknown } = {}) => http(path, { ...options, token });
const data = async (res: Response) => ((await res.json()) as { data: never; message: unknown }).data;

/** Waits for the message sent to `to` and answers the token of the link in it. */
const linkFor = async (to: string) => (await inbox.linkTo(to)).searchParams.get('token')!;

const setPassword = (t: string, password = STRONG) =>
  http('/api/cms/auth/set-password', { method: 'POST', body: { token: t, password, password_confirmation: password } });
const signIn = (username: string, password = STRONG) =>
  http('/api/v3/cms/auth/login', { method: 'POST', body: { username, password, org_code: demo.orgCode } });

beforeAll(async () => {
  inbox = await startInbox();
  server = await startServer('user-mail', { SMTP_URL: inbox.url, MAIL_FROM: 'Console <console@nusantara.example>' });
  const res = await signIn(ADMIN, demo.password);
  token = ((await res.json()) as { data: { token: string } }).data.token;
});

afterAll(async () => {
  await server?.stop();
  await inbox?.close();
});

describe('invitations and password resets by e-mail', () => {
  it('invites by e-mail; the one-time link sets the password once and activates the account', async () => {
    const u = unique('invitee');
    const res = await admin(U, { method: 'POST', body: { full_name: 'Invited Person', email: u.email, access: 'invite' } });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toBe('User has been created and the invitation has been sent.');
    const link = await linkFor(u.email);
    const id = ((await data(await admin(`${U}?keyword=${encodeURIComponent(u.email)}`))) as { results: { id: number; status: string }[] }).results[0];
    expect(id.status).toBe('invited');
    // No password of theirs exists yet: signing in fails like a wrong password.
    expect((await signIn(u.email)).status).toBe(401);

    const page = await http(`/pages/set-password?token=${encodeURIComponent(link)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Welcome: set your password');
    expect(html).toContain(u.email);

    const weak = await setPassword(link, 'password12');
    expect(weak.status).toBe(400);
    // A refused password does not spend the link.
    expect((await setPassword(link)).status).toBe(200);
    expect((await setPassword(link)).status).toBe(404);
    expect((await signIn(u.email)).status).toBe(200);
    const detail = (await data(await admin(`${U}/${id.id}`))) as { status: string; pending_link: unknown };
    expect(detail).toMatchObject({ status: 'active', pending_link: null });
    const gone = await http(`/pages/set-password?token=${encodeURIComponent(link)}`);
    expect(await gone.text()).toContain('Link not valid');
  });

  it('a new invitation revokes the earlier link; the page form sets the password without JavaScript', async () => {
    const u = unique('again');
    await admin(U, { method: 'POST', body: { full_name: 'Twice Invited', email: u.email, access: 'invite' } });
    const first = await linkFor(u.email);
    const id = ((await data(await admin(`${U}?keyword=${encodeURIComponent(u.email)}`))) as { results: { id: number }[] }).results[0].id;
    expect((await admin(`${U}/${id}/invitation`, { method: 'POST' })).status).toBe(200);
    const second = await linkFor(u.email);
    expect(second).not.toBe(first);
    expect((await setPassword(first)).status).toBe(404);
    const mismatch = await http('/api/cms/auth/set-password', {
      method: 'POST',
      form: { token: second, password: STRONG, password_confirmation: 'different' },
    });
    expect(mismatch.status).toBe(303);
    expect(mismatch.headers.get('location')).toMatch(/error=mismatch/);
    const done = await http('/api/cms/auth/set-password', { method: 'POST', form: { token: second, password: STRONG, password_confirmation: STRONG } });
    expect(done.headers.get('location')).toBe('/pages/set-password?done=1');
    expect((await signIn(u.email)).status).toBe(200);
    // An active user is not "invited" again.
    expect((await admin(`${U}/${id}/invitation`, { method: 'POST' })).status).toBe(409);
  });

  it("a password reset e-mails a one-hour link; using it changes the password and ends the person's sessions; sends are rate-limited", async () => {
    const u = unique('reset');
    const created = await admin(U, { method: 'POST', body: { full_name: 'Forgetful Person', email: u.email, password: STRONG } });
    const id = ((await data(created)) as { id: number }).id;
    const session = ((await data(await signIn(u.email))) as { token: string }).token;
    const sent = await admin(`${U}/${id}/password-reset`, { method: 'POST' });
    expect(((await sent.json()) as { message: string }).message).toBe('A password reset link has been sent.');
    const link = await linkFor(u.email);
    // The current password keeps working until the link is used.
    expect((await signIn(u.email)).status).toBe(200);
    expect((await setPassword(link, 'Nangka-Manis-2026-Pagi')).status).toBe(200);
    expect((await http('/api/cms/auth/me', { token: session })).status).toBe(401);
    expect((await signIn(u.email)).status).toBe(401);
    expect((await signIn(u.email, 'Nangka-Manis-2026-Pagi')).status).toBe(200);

    // Three links per person per hour: the reset above was one.
    expect((await admin(`${U}/${id}/password-reset`, { method: 'POST' })).status).toBe(200);
    expect((await admin(`${U}/${id}/password-reset`, { method: 'POST' })).status).toBe(200);
    const limited = await admin(`${U}/${id}/password-reset`, { method: 'POST' });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toBe('Too many links were sent recently. Please try again later.');
    const actions = ((await data(await admin(`${U}/${id}/audit`))) as { results: { action: string }[] }).results.map((r) => r.action);
    expect(actions).toContain('send-password-reset');
    expect(actions).toContain('reset-password');
  });

  // The shared test server has no mail server: the refusal is the server's configuration, a 409 that says so.
  it('without a mail server an invitation is refused and nobody is created', async () => {
    const u = unique('nomail');
    const res = await adminCall(U, { method: 'POST', body: { full_name: 'Not Invited', email: u.email, access: 'invite' } });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: 'E-mail is not configured',
      message: 'E-mail is not configured on this server, so invitations cannot be sent.',
    });
    const found = (await (await adminCall(`${U}?keyword=${encodeURIComponent(u.email)}`)).json()) as { data: { results: unknown[] } };
    expect(found.data.results).toEqual([]);
  });

  it('without a mail server a password reset is refused with a 4xx that says so, and nothing is written', async () => {
    const u = unique('noreset');
    const created = await adminCall(U, { method: 'POST', body: { full_name: 'Not Reset', email: u.email, password: STRONG } });
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    const res = await adminCall(`${U}/${id}/password-reset`, { method: 'POST' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      success: false,
      error: 'E-mail is not configured',
      message: 'E-mail is not configured on this server, so password reset links cannot be sent.',
    });
    const detail = (await (await adminCall(`${U}/${id}`)).json()) as { data: { pending_link: unknown } };
    expect(detail.data.pending_link).toBeNull();
    const audit = (await (await adminCall(`${U}/${id}/audit`)).json()) as { data: { results: { action: string }[] } };
    expect(audit.data.results.map((r) => r.action)).toEqual(['create']);
  });
});

describe('link tokens (use cases)', () => {
  const t = withTestDb();

  it('stores only the SHA-256, spends once, expires, and is bound to its organisation', async () => {
    const org = await insertOrganization(t.db);
    const other = await insertOrganization(t.db);
    const user = await insertUser(t.db, { organizationId: org.id });
    const now = new Date();
    const secret = await issueToken(t.db, { organizationId: org.id, userId: user.id, purpose: 'password-reset', createdBy: null }, now);
    const [row] = await t.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(row.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.expiresAt.getTime() - now.getTime()).toBe(3_600_000);
    expect(await spendToken(t.db, secret, other.id)).toBeNull();
    const later = new Date(now.getTime() + 3_600_001);
    expect(await peekToken(t.db, secret, org.id, later)).toBeNull();
    expect(await spendToken(t.db, secret, org.id, later)).toBeNull();
    expect((await spendToken(t.db, secret, org.id, now))?.user.id).toBe(user.id);
    expect(await spendToken(t.db, secret, org.id, now)).toBeNull();

    const invitation = await issueToken(t.db, { organizationId: org.id, userId: user.id, purpose: 'invitation', createdBy: null }, now);
    expect(await peekToken(t.db, invitation, org.id, new Date(now.getTime() + 6 * 86_400_000))).not.toBeNull();
    expect(await peekToken(t.db, invitation, org.id, new Date(now.getTime() + 7 * 86_400_000 + 1))).toBeNull();
    await expect(issueToken(t.db, { organizationId: org.id, userId: user.id, purpose: 'invitation', createdBy: null }, now)).resolves.toBeTypeOf('string');
    await expect(issueToken(t.db, { organizationId: org.id, userId: user.id, purpose: 'invitation', createdBy: null }, now)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });
});
