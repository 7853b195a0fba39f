// The learner site's page calls through the built server (docs/decisions/0136): the keys, a section refused field by
// field, ACME's draft and publish at its own host, and the public read (no sign-in, published only, 304, CORS for
// ACME's learner site only, an unknown organisation 404). Writes go to ACME's login page; other files read the demo's.
import { describe, expect, it } from 'vitest';
import { acmeCall, call, callAs, fieldMessages, json, RESTRICTED } from '../../setup/http';

const PAGE = '/api/branding/login-page';
const PUBLIC = (code: string, page = 'login-page') => `/api/public/organizations/${code}/${page}`;

describe('learner site pages over HTTP', () => {
  it('answers 401 without a session and 403 without the page keys, on every page', async () => {
    for (const page of ['landing-page', 'home-page', 'login-page']) {
      expect((await call(`/api/branding/${page}`)).status).toBe(401);
      expect((await callAs(RESTRICTED, `/api/branding/${page}`)).status).toBe(403);
      expect((await callAs(RESTRICTED, `/api/branding/${page}/publish`, { method: 'POST', body: {} })).status).toBe(403);
    }
  });

  it("saves ACME's draft, refuses bad fields, publishes it, and serves only the published version to ACME's learner site", async () => {
    const before = (await json(await acmeCall(PAGE))).data as { updated_at: string };
    const bad = await acmeCall(`${PAGE}/sections/login`, {
      method: 'PUT',
      body: { content: { visible: true, headline: '', text: '', background: '', logo_placement: 'middle' }, updated_at: before.updated_at },
    });
    expect(bad.status).toBe(400);
    expect(await fieldMessages(bad)).toMatchObject({ headline: 'Headline is required', logo_placement: 'Choose one of the logo placement options' });

    const headline = `Welcome to Acme ${Date.now()}`;
    const saved = await acmeCall(`${PAGE}/sections/login`, {
      method: 'PUT',
      body: { content: { visible: true, headline, text: 'Sign in.', background: '', logo_placement: 'top-left' }, updated_at: before.updated_at },
    });
    expect(saved.status).toBe(200);
    const stamp = (await json(saved)).data.updated_at as string;
    expect(JSON.stringify((await json(await call(PUBLIC('ACME')))).data)).not.toContain(headline);

    const published = await acmeCall(`${PAGE}/publish`, { method: 'POST', body: { updated_at: stamp } });
    expect(published.status).toBe(200);
    const res = await call(PUBLIC('acme'), { headers: { origin: 'https://learn.acme.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://learn.acme.example');
    expect((await json(res)).data.sections.login).toMatchObject({ headline, logo_placement: 'top-left', background: null });
    expect((await call(PUBLIC('ACME'), { headers: { 'if-none-match': res.headers.get('etag')! } })).status).toBe(304);
    // The demo organisation's learner site may not read ACME's page from a browser; the demo's page is not ACME's.
    expect((await call(PUBLIC('ACME'), { headers: { origin: 'https://learn.nusantara.example' } })).headers.get('access-control-allow-origin')).toBeNull();
    expect(JSON.stringify((await json(await call(PUBLIC('DEMO')))).data)).not.toContain(headline);
    expect((await call(PUBLIC('NOPE', 'home-page'))).status).toBe(404);
  });
});

/** ACME's login page with a new headline, saved and published; the headline. */
async function publishAcmeLogin(): Promise<string> {
  const before = (await json(await acmeCall(PAGE))).data as { updated_at: string };
  const headline = `Acme, published ${Date.now()}-${Math.random()}`;
  const saved = await acmeCall(`${PAGE}/sections/login`, {
    method: 'PUT',
    body: { content: { visible: true, headline, text: 'Sign in.', background: '', logo_placement: 'top-left' }, updated_at: before.updated_at },
  });
  expect(saved.status).toBe(200);
  const published = await acmeCall(`${PAGE}/publish`, { method: 'POST', body: { updated_at: (await json(saved)).data.updated_at } });
  expect(published.status).toBe(200);
  return headline;
}

/** An answer's status, headers (less Date) and bytes, to compare two answers. */
async function wire(res: Response) {
  const headers = [...res.headers].filter(([name]) => name !== 'date' && name !== 'keep-alive' && name !== 'connection');
  return { status: res.status, headers, body: Buffer.from(await res.arrayBuffer()).toString('base64') };
}

// The public reads kept in memory by the server (docs/decisions/0137): a publish is the very next read, and a kept
// answer is the route's, byte for byte and header for header, on its 200 and its 304.
describe('public reads answered from memory', () => {
  it('shows a publish on the next read of the same request, though the previous read was kept', async () => {
    const read = async () => (await json(await call(PUBLIC('ACME'), { headers: { origin: 'https://learn.acme.example' } }))).data.sections.login.headline;
    const first = await publishAcmeLogin();
    expect(await read()).toBe(first);
    expect(await read()).toBe(first);
    const second = await publishAcmeLogin();
    expect(await read()).toBe(second);
  });

  it('answers a kept read with the same status, headers and bytes as the route, 200 and 304, with and without CORS', async () => {
    for (const origin of ['https://learn.acme.example', 'https://elsewhere.example', undefined]) {
      const headers: Record<string, string> = origin ? { origin } : {};
      // A publish forgets what was kept; a read from another Origin (another key) learns the new ETag and keeps only
      // its own answer: this request's first 304 and first 200 are the route's, the next ones are kept.
      await publishAcmeLogin();
      const etag = (await call(PUBLIC('ACME'), { headers: { origin: 'https://probe.example' } })).headers.get('etag')!;
      const route304 = await wire(await call(PUBLIC('ACME'), { headers: { ...headers, 'if-none-match': etag } }));
      const route200 = await wire(await call(PUBLIC('ACME'), { headers }));
      const kept200 = await wire(await call(PUBLIC('ACME'), { headers }));
      const kept304 = await wire(await call(PUBLIC('ACME'), { headers: { ...headers, 'if-none-match': `W/${etag}` } }));
      expect([route304.status, route200.status]).toEqual([304, 200]);
      expect(kept200).toEqual(route200);
      expect(kept304).toEqual(route304);
      expect(route200.headers.some(([n]) => n === 'access-control-allow-origin')).toBe(origin === 'https://learn.acme.example');
    }
  });
});
