// The branding API through the built server: the organisation and colour calls (keys, validation, contrast
// refusal with the ratio, the console host unique), the console's theme on the next page, and the learner site's
// public read (no sign-in, ETag/304, CORS for its own host, images as absolute addresses, unknown code 404).
// Writes go to the second demo organisation (ACME) and are put back: other files read the demo organisation.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../fixtures/images';
import { ACME_HOST, acmeCall, acmeToken, adminCall, call, cookieFor, demo, fieldMessages, json, RESTRICTED, callAs, baseUrl } from '../../setup/http';

const ORG = '/api/branding/organization';
const COLORS = '/api/branding/colors';
const PUBLIC = (code: string) => `/api/public/organizations/${code}/branding`;

type Settings = Record<string, string | null>;
const acmeOrganization = async () => (await json(await acmeCall(ORG))).data as Settings;
const acmeColors = async () => (await json(await acmeCall(COLORS))).data as Settings;

/** A multipart image upload at another organisation's host (fetch does not send a Host header of its own). */
function uploadAt(host: string, token: string, bytes: Buffer): Promise<{ status: number; body: string }> {
  const boundary = `----branding${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\nimage\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="acme-logo.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = {
    host,
    authorization: `Bearer ${token}`,
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': String(body.length),
  };
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(`${baseUrl()}/api/storage/upload`), { method: 'POST', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const originalColors = { primary_color: '#b45309', secondary_color: '#78350f', text_color: '#1c1917' };
let originalOrganization: Settings;
beforeAll(async () => {
  const { org_code: _code, updated_at: _at, ...values } = await acmeOrganization();
  originalOrganization = values;
});
afterAll(async () => {
  const now = await acmeColors();
  expect((await acmeCall(COLORS, { method: 'PUT', body: { ...originalColors, updated_at: now.updated_at } })).status).toBe(200);
  const { updated_at } = await acmeOrganization();
  expect((await acmeCall(ORG, { method: 'PUT', body: { ...originalOrganization, updated_at } })).status).toBe(200);
});

describe('branding API: keys', () => {
  it('answers 401 without a session and 403 without the branding keys', async () => {
    for (const path of [ORG, COLORS]) {
      expect((await call(path)).status).toBe(401);
      expect((await callAs(RESTRICTED, path)).status).toBe(403);
      expect((await callAs(RESTRICTED, path, { method: 'PUT', body: {} })).status).toBe(403);
    }
  });

  it("reads the caller's own organisation: ACME's administrator at its host sees ACME, the demo's sees the demo", async () => {
    expect(await acmeOrganization()).toMatchObject({
      org_code: 'ACME',
      title: 'Acme Manufacturing',
      url_domain: ACME_HOST,
      url_subdomain: 'learn.acme.example',
    });
    expect((await json(await adminCall(ORG))).data).toMatchObject({ org_code: demo.orgCode, url_domain: 'console.nusantara.example' });
  });
});

describe('branding API: organisation', () => {
  it('refuses bad input field by field and a console host another organisation uses, and saves contact details', async () => {
    const current = await acmeOrganization();
    const { org_code: _code, updated_at, ...values } = current;
    const bad = await acmeCall(ORG, {
      method: 'PUT',
      body: { ...values, title: ' ', url_subdomain: 'https://learn.acme.example/', contact_email: 'nope', contact_phone: 'x', updated_at },
    });
    expect(bad.status).toBe(400);
    expect(await fieldMessages(bad)).toEqual({
      title: 'Title is required',
      url_subdomain: 'Learner Site Host must be a host name such as learn.company.com (no https:// and no path)',
      contact_email: 'Enter a valid e-mail address, e.g. name@company.com',
      contact_phone: 'Enter a phone number of 6 to 20 digits; spaces, +, ( ), - and . are allowed',
    });

    const taken = await acmeCall(ORG, { method: 'PUT', body: { ...values, url_domain: 'Console.Nusantara.Example', updated_at } });
    expect(taken.status).toBe(400);
    expect(await fieldMessages(taken)).toEqual({ url_domain: 'This console host is already used by another organization.' });
    expect((await acmeOrganization()).url_domain).toBe(ACME_HOST);

    const saved = await acmeCall(ORG, {
      method: 'PUT',
      body: { ...values, contact_email: 'Academy@Acme.example', contact_phone: '+62 21 555 0100', contact_address: 'Cikarang', updated_at },
    });
    expect(saved.status).toBe(200);
    expect((await json(saved)).data).toMatchObject({ changed: true, warnings: [] });
    expect(await acmeOrganization()).toMatchObject({ contact_email: 'academy@acme.example', contact_phone: '+62 21 555 0100', contact_address: 'Cikarang' });

    const stale = await acmeCall(ORG, { method: 'PUT', body: { ...values, contact_address: 'Elsewhere', updated_at } });
    expect(stale.status).toBe(409);
  });
});

describe('branding API: colours', () => {
  it('refuses a colour on which even large text fails, with the ratio in the message', async () => {
    const { updated_at } = await acmeColors();
    const res = await acmeCall(COLORS, { method: 'PUT', body: { primary_color: '#ffff00', secondary_color: '#78350f', text_color: '#999999', updated_at } });
    expect(res.status).toBe(400);
    expect(await fieldMessages(res)).toEqual({
      primary_color:
        'White text on the primary color has a contrast of 1.07:1; WCAG AA needs at least 4.5:1 (3:1 for large text). Choose a darker primary color.',
      text_color: 'The text color on a white page has a contrast of 2.84:1; WCAG AA needs at least 4.5:1 (3:1 for large text). Choose a darker text color.',
    });
    const notHex = await acmeCall(COLORS, { method: 'PUT', body: { primary_color: 'teal', secondary_color: '#78350f', text_color: '#1c1917', updated_at } });
    expect(await fieldMessages(notHex)).toEqual({ primary_color: 'Primary Color must be a hex color such as #0f766e' });
    expect(await acmeColors()).toMatchObject(originalColors);
  });

  it("saves one that passes for large text only with a warning, and the console's next page is drawn in it", async () => {
    const { updated_at } = await acmeColors();
    const res = await acmeCall(COLORS, { method: 'PUT', body: { primary_color: '#3B82F6', secondary_color: '#1e3a8a', text_color: '#111827', updated_at } });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.data.changed).toBe(true);
    expect(body.data.warnings).toEqual([
      'White text on the primary color has a contrast of 3.67:1: enough for large text only (WCAG AA asks 4.5:1 for normal text).',
    ]);
    // The next page (within the organisation lookup's few seconds of caching) has the new theme in its <head>.
    const page = await call('/dashboard', { host: ACME_HOST, cookie: `console_session=${await acmeToken()}` });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('html:root{--primary:#3b82f6;--secondary:#1e3a8a;--text:#111827}');
  });
});

describe('public branding API', () => {
  it('answers without sign-in (a stale cookie changes nothing) with the published configuration and absolute image addresses', async () => {
    const res = await call(PUBLIC(demo.orgCode), { cookie: 'console_session=not-a-session-at-all-000000' });
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data).toMatchObject({
      org_code: demo.orgCode,
      title: 'Nusantara Learning Academy',
      url_logo: 'https://console.nusantara.example/logo.svg',
      url_favicon: 'https://console.nusantara.example/favicon.svg',
      url_subdomain: 'learn.nusantara.example',
      contact: { email: '', phone: '', address: '' },
    });
    expect(Object.keys(data).sort()).toEqual(
      [
        'contact',
        'org_code',
        'primary_color',
        'secondary_color',
        'text_color',
        'title',
        'updated_at',
        'url_domain',
        'url_favicon',
        'url_logo',
        'url_subdomain',
        'website_title',
      ].sort(),
    );
    // Only the public calls pass without a session.
    expect((await call(COLORS)).status).toBe(401);
  });

  it('answers 404 for an unknown organisation', async () => {
    const res = await call(PUBLIC('NOSUCHORG'));
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe('Organization not found');
  });

  it('sends an ETag and Cache-Control, 304 on If-None-Match, and a new ETag once the branding changes', async () => {
    const first = await call(PUBLIC('ACME'));
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, must-revalidate');
    const again = await call(PUBLIC('ACME'), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    const { updated_at } = await acmeColors();
    await acmeCall(COLORS, { method: 'PUT', body: { ...originalColors, primary_color: '#9a3412', updated_at } });
    const changed = await call(PUBLIC('ACME'), { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await json(changed)).data.primary_color).toBe('#9a3412');
  });

  it("allows CORS only for the organisation's own learner-site host", async () => {
    const ours = await call(PUBLIC('ACME'), { headers: { origin: 'https://learn.acme.example' } });
    expect(ours.headers.get('access-control-allow-origin')).toBe('https://learn.acme.example');
    expect(ours.headers.get('access-control-expose-headers')).toBe('ETag');
    expect(ours.headers.get('vary')).toContain('Origin');
    for (const origin of ['https://learn.nusantara.example', 'http://learn.acme.example', 'https://evil.example']) {
      const res = await call(PUBLIC('ACME'), { headers: { origin } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('serves an uploaded logo to anyone at its public address, and no other file of the organisation', async () => {
    const upload = async () => {
      const res = await uploadAt(ACME_HOST, await acmeToken(), pngBytes(160, 48));
      expect(res.status).toBe(201);
      return (JSON.parse(res.body) as { data: { full_path: string } }).data.full_path;
    };
    const [logo, other] = [await upload(), await upload()];
    const current = await acmeOrganization();
    const { org_code: _code, updated_at, ...values } = current;
    expect((await acmeCall(ORG, { method: 'PUT', body: { ...values, url_logo: logo, updated_at } })).status).toBe(200);

    const { data } = await json(await call(PUBLIC('ACME')));
    const key = logo.replace('/api/storage/files/', '');
    expect(data.url_logo).toBe(`https://${ACME_HOST}/api/public/organizations/ACME/files/${key}`);
    const image = await call(new URL(data.url_logo).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await call(`/api/public/organizations/ACME/files/${other.replace('/api/storage/files/', '')}`)).status).toBe(404);
    expect((await call(`/api/public/organizations/${demo.orgCode}/files/${key}`)).status).toBe(404);
    // The private address still wants a session.
    expect((await call(logo)).status).toBe(401);
  });

  it('keeps the session-carrying API closed: the demo cookie does not open the public read of a session', async () => {
    const res = await call(PUBLIC('ACME'), { cookie: await cookieFor(demo.accounts[0].email) });
    expect(res.status).toBe(200);
    expect((await json(res)).data.org_code).toBe('ACME');
  });
});
