import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ADMIN, baseUrl, call, demo, tokenFor } from '../../setup/http';

const login = (body: unknown, headers: Record<string, string> = {}) => call('/api/v3/cms/auth/login', { method: 'POST', body, headers });

/**
 * Declares a 2 MB JSON body and sends only its first 64 KB: the server must answer from the declared length, without
 * reading (or waiting for) the rest. Sending all of it races the server closing the connection (EPIPE on the client).
 */
function declareOversizedLogin(): Promise<number> {
  const body = Buffer.from(JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'x', org_code: demo.orgCode }));
  return new Promise((resolve, reject) => {
    let status: number | undefined;
    const req = request(
      new URL(baseUrl() + '/api/v3/cms/auth/login'),
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': String(body.length) } },
      (res) => {
        status = res.statusCode;
        res.resume().on('end', () => {
          resolve(status ?? 0);
          req.destroy();
        });
      },
    );
    req.on('error', (err) => status === undefined && reject(err));
    req.write(body.subarray(0, 64 * 1024));
  });
}

describe('POST /api/v3/cms/auth/login', () => {
  it('answers a token, the ACL with every key and the local user info', async () => {
    const res = await login({ username: ADMIN, password: demo.password, org_code: demo.orgCode });
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.success).toBe(true);
    expect(json.data.token).toMatch(/^[\w-]{43}$/);
    expect(Object.values(json.data.acl).every(Boolean)).toBe(true);
    expect(json.data.user).toMatchObject({ full_name: 'Ayu Pratiwi', posisi: 'Learning Administrator', role: 'admin' });
    expect(json.data.user.programs[0].title).toBe('Nusantara Learning Academy');
    expect(res.headers.get('set-cookie')).toMatch(/console_session=.*HttpOnly/i);
  });

  it('gives a new token at every sign-in', async () => {
    const body = { username: ADMIN, password: demo.password, org_code: demo.orgCode };
    const a = (await (await login(body)).json()).data.token;
    const b = (await (await login(body)).json()).data.token;
    expect(a).not.toBe(b);
  });

  it('signs in a plain HTML form and redirects with the cookie', async () => {
    const form = new URLSearchParams({ username: ADMIN, password: demo.password, org_code: demo.orgCode, redirect: '/playground' });
    const res = await call('/api/v3/cms/auth/login', {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl() },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/playground');
  });

  it('sends a failed form sign-in back to the login page with the reason', async () => {
    const form = new URLSearchParams({ username: 'nobody@nowhere.example', password: 'wrong', org_code: demo.orgCode });
    const res = await call('/api/v3/cms/auth/login', {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl() },
    });
    expect(res.headers.get('location')).toBe('/pages/login?error=invalid');
  });

  it("says so when the right credentials of another organisation are used at this organisation's address", async () => {
    const other = { username: demo.otherOrganization.email, password: demo.password, org_code: demo.otherOrganization.orgCode };
    const res = await login(other);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('This organization code belongs to another console address. Sign in there, or use this site’s code.');
    expect(res.headers.get('set-cookie')).toBeNull();
    const form = new URLSearchParams(other);
    const page = await call('/api/v3/cms/auth/login', {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl() },
    });
    expect(page.headers.get('location')).toBe('/pages/login?error=other_org');
    // At its own address the same sign-in works.
    expect((await call('/api/v3/cms/auth/login', { method: 'POST', body: other, host: demo.otherOrganization.host })).status).toBe(200);
  });

  it('refuses a cross-origin form post', async () => {
    const form = new URLSearchParams({ username: ADMIN, password: demo.password, org_code: demo.orgCode });
    const res = await call('/api/v3/cms/auth/login', {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });

  it('answers 400 for malformed JSON, unknown fields and wrong types, and 413 for an oversized body', async () => {
    const bad = await login('{"username":');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, error: 'Malformed JSON' });
    const unknown = await (await login({ username: ADMIN, password: 'x', org_code: demo.orgCode, admin: true })).json();
    expect(unknown.message).toEqual([{ message: 'Unknown field: admin' }]);
    const typed = await login({ username: 42, password: 'x', org_code: demo.orgCode });
    expect(typed.status).toBe(400);
    expect((await typed.json()).message[0].field).toBe('username');
    expect(await declareOversizedLogin()).toBe(413);
  });

  it('rate-limits repeated failures on one account with a clear message', async () => {
    const body = { username: 'locked.out@nusantara.example', password: 'wrong', org_code: demo.orgCode };
    for (let i = 0; i < 5; i++) expect((await login(body)).status).toBe(401);
    const res = await login(body);
    expect(res.status).toBe(429);
    expect((await res.json()).message).toMatch(/^Too many failed sign-in attempts\. Please try again in 15 minutes\.$/);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});

describe('logout and session', () => {
  it('logout invalidates the token server-side', async () => {
    const res = await login({ username: ADMIN, password: demo.password, org_code: demo.orgCode });
    const token = (await res.json()).data.token;
    expect((await call('/api/cms/auth/me', { token })).status).toBe(200);
    expect((await call('/api/cms/auth/logout', { method: 'POST', token, body: {} })).status).toBe(200);
    expect((await call('/api/cms/auth/me', { token })).status).toBe(401);
  });

  it("the shell's Logout and Frontpage forms posted after the session ended go to login, not to JSON", async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-mode': 'navigate', origin: baseUrl() };
    for (const path of ['/api/cms/auth/logout', '/api/cms/auth/frontpage']) {
      const res = await call(path, { method: 'POST', cookie: 'console_session=dead', body: '', headers: form });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/pages/login');
    }
    // A script's call still gets the envelope.
    const api = await call('/api/cms/auth/logout', { method: 'POST', cookie: 'console_session=dead', body: {}, headers: { origin: baseUrl() } });
    expect(api.status).toBe(401);
    expect((await api.json()).success).toBe(false);
  });

  it('a page request with a dead cookie clears it and goes to login', async () => {
    const res = await call('/dashboard', { cookie: 'console_session=dead' });
    expect(res.headers.get('location')).toBe('/pages/login');
    expect(res.headers.get('set-cookie')).toMatch(/console_session=deleted;.*Expires=Thu, 01 Jan 1970/);
  });

  it('GET /api/cms/auth/me answers the user and ACL', async () => {
    const json = await (await call('/api/cms/auth/me', { token: await tokenFor(ADMIN) })).json();
    expect(json.data.user.full_name).toBe('Ayu Pratiwi');
    expect(json.data.acl['content-quiz-v4']).toBe(true);
  });
});

describe('organisation configuration', () => {
  it('GET /api/organizations/configuration-init answers the fields of spec 000 §3', async () => {
    const json = await (await call('/api/organizations/configuration-init')).json();
    expect(json.success).toBe(true);
    expect(Object.keys(json.data).sort()).toEqual(
      ['org_code', 'primary_color', 'secondary_color', 'text_color', 'title', 'url_domain', 'url_favicon', 'url_logo', 'url_subdomain', 'website_title'].sort(),
    );
    expect(json.data.org_code).toBe('DEMO');
  });

  it('resolves the organisation from the host', async () => {
    const json = await (await call('/api/organizations/configuration-init', { host: 'console.acme.example' })).json();
    expect(json.data.org_code).toBe('ACME');
  });

  it('GET /api/organizations/{orgCode}/configuration-all/lo answers data[0].configs', async () => {
    const json = await (await call(`/api/organizations/${demo.orgCode}/configuration-all/lo`)).json();
    expect(json.data[0].configs.heading).toBe('Welcome back');
    expect((await call('/api/organizations/NOPE/configuration-all/lo')).status).toBe(404);
  });
});

describe('register', () => {
  it('creates a pending account that cannot sign in yet, and refuses a duplicate', async () => {
    const body = { full_name: 'New Person', email: `new.${Date.now()}@nusantara.example`, password: 'long enough password', org_code: demo.orgCode };
    const res = await call('/api/cms/auth/register', { method: 'POST', body });
    expect(res.status).toBe(201);
    expect((await res.json()).data.status).toBe('pending');
    const again = await call('/api/cms/auth/register', { method: 'POST', body });
    expect(again.status).toBe(409);
    const signIn = await login({ username: body.email, password: body.password, org_code: demo.orgCode });
    expect(signIn.status).toBe(403);
  });

  it('validates every field', async () => {
    const res = await call('/api/cms/auth/register', { method: 'POST', body: { full_name: '', email: 'nope', password: 'short', org_code: demo.orgCode } });
    expect(res.status).toBe(400);
    const fields = (await res.json()).message.map((m: { field: string }) => m.field);
    expect(fields).toEqual(expect.arrayContaining(['full_name', 'email', 'password']));
  });
});

describe('security headers', () => {
  it('sends a CSP without unsafe-inline scripts on pages', async () => {
    const res = await call('/pages/login');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
