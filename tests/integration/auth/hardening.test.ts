import { describe, expect, it } from 'vitest';
import { pngBytes } from '../../fixtures/images';
import { ADMIN, baseUrl, call, demo, tokenFor } from '../../setup/http';

const login = (body: unknown) => call('/api/v3/cms/auth/login', { method: 'POST', body });

describe('sign-in under a burst (issue 14 §2)', () => {
  it('ten wrong passwords at the same moment: at most the limit are verified and answered 401, the rest 429', async () => {
    const body = { username: `burst.${Date.now()}@nusantara.example`, password: 'wrong', org_code: demo.orgCode };
    const statuses = await Promise.all(Array.from({ length: 10 }, async () => (await login(body)).status));
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});

describe('sign-on tokens have an audience (issue 14 §3)', () => {
  it("a Frontpage token is for the learner site: the console's verification refuses it", async () => {
    const token = await tokenFor(ADMIN);
    const front = await call('/api/cms/auth/frontpage', { method: 'POST', token, body: {} });
    expect(front.status).toBe(200);
    const { sso_token, url } = (await front.json()).data;
    expect(url).toBe(`https://learn.nusantara.example/?token=${sso_token}`);
    const verify = await call('/api/cms/auth/verification', { method: 'POST', body: { token: sso_token } });
    expect(verify.status).toBe(401);
    expect((await verify.json()).message).toBe('This sign-in link is invalid or has expired.');
    expect(verify.headers.get('set-cookie')).toBeNull();
    const form = await call('/api/cms/auth/verification', {
      method: 'POST',
      body: new URLSearchParams({ token: sso_token }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl() },
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/pages/verification?error=invalid');
  });

  it("the shell's Frontpage form moves on to the learner site without a redirect that form-action 'self' would block", async () => {
    const res = await call('/api/cms/auth/frontpage', {
      method: 'POST',
      cookie: `console_session=${await tokenFor(ADMIN)}`,
      body: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl() },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
    const html = await res.text();
    expect(html).toMatch(/<meta http-equiv="refresh" content="0;url=https:\/\/learn\.nusantara\.example\/\?token=[\w-]{43}">/);
    // The learner-site address carries the token: no page is told where it came from.
    expect(html).toContain('<meta name="referrer" content="no-referrer">');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
  });
});

describe('headers (issue 14 §4)', () => {
  it("pages send form-action 'self' and images only from the console, data: and blob:", async () => {
    const csp = (await call('/pages/login')).headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    expect(directive('form-action')).toBe("form-action 'self'");
    expect(directive('img-src')).toBe("img-src 'self' data: blob:");
  });

  it('sends no HSTS over plain http, and believes no X-Forwarded-Proto without a trusted proxy', async () => {
    expect((await call('/pages/login')).headers.get('strict-transport-security')).toBeNull();
    expect((await call('/pages/login', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('messages looked up by a request value (issue 14 §4)', () => {
  it('/pages/login?error=constructor (or __proto__, toString) shows no message at all', async () => {
    for (const code of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const html = await (await call(`/pages/login?error=${code}`)).text();
      expect(html).not.toContain('[object Object]');
      expect(html).not.toContain('role="alert"');
      expect(html).not.toMatch(/function \w*\(\)/);
    }
    expect(await (await call('/pages/login?error=invalid')).text()).toContain('The username or password is incorrect.');
  });
});

describe('uploads and the cross-site check (issue 13 item 16)', () => {
  const send = (headers: Record<string, string>) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(pngBytes(20, 20))]), 'dot.png');
    form.set('folder', 'image');
    return fetch(`${baseUrl()}/api/storage/upload`, { method: 'POST', body: form, headers });
  };

  it('an API client authenticated by a bearer token uploads without an Origin header', async () => {
    const res = await send({ authorization: `Bearer ${await tokenFor(ADMIN)}` });
    expect(res.status).toBe(201);
    expect((await res.json()).data.mime_type).toBe('image/png');
  });

  it('a cookie-authenticated upload without this origin is still refused, with it accepted', async () => {
    const cookie = `console_session=${await tokenFor(ADMIN)}`;
    expect((await send({ cookie })).status).toBe(403);
    expect((await send({ cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await send({ cookie, origin: baseUrl() })).status).toBe(201);
  });

  it('other bearer mutations need no Origin either; a cookie logout without one is refused', async () => {
    const token = (await (await login({ username: ADMIN, password: demo.password, org_code: demo.orgCode })).json()).data.token;
    expect((await call('/api/cms/auth/logout', { method: 'POST', cookie: `console_session=${token}` })).status).toBe(403);
    expect((await call('/api/cms/auth/logout', { method: 'POST', token })).status).toBe(200);
  });
});
