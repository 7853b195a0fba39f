// Which organisation a request's Host serves (docs/decisions/0105): the one whose url_domain it is; the default
// organisation only on the loopback names (this server has neither CONSOLE_URL nor DEFAULT_ORG_ANY_HOST); any other
// well-formed host is a 404, a malformed one a 400. API reads and writes take the one API entry (scripts/serve.mjs →
// src/api-entry.ts, docs/decisions/0109), pages go through Astro: every case is asked on each, and they must agree.
import { describe, expect, it } from 'vitest';
import { baseUrl, demo } from '../../setup/http';
import { rawRequest } from '../../setup/raw-http';

const login = JSON.stringify({ username: demo.accounts[0].email, password: 'not the password', org_code: demo.orgCode });
/** The same host asked on both request paths and on a page. */
const ways = [
  { name: 'API read', method: 'GET', path: '/api/organizations/configuration-init' },
  { name: 'API read, HEAD', method: 'HEAD', path: '/api/organizations/configuration-init' },
  { name: 'API read of a path spelled with repeated slashes', method: 'GET', path: '/api//organizations/configuration-init' },
  { name: 'API write', method: 'POST', path: '/api/v3/cms/auth/login', body: login },
  { name: 'page (Astro)', method: 'GET', path: '/pages/login' },
] as const;

const ask = (host: string | null, way: (typeof ways)[number]) =>
  rawRequest(baseUrl(), {
    method: way.method,
    path: way.path,
    host,
    headers: 'body' in way ? { 'content-type': 'application/json' } : {},
    body: 'body' in way ? way.body : undefined,
  });
const orgOf = async (host: string) => {
  const res = await rawRequest(baseUrl(), { path: '/api/organizations/configuration-init', host });
  expect(res.status).toBe(200);
  return (JSON.parse(res.body) as { data: { org_code: string } }).data.org_code;
};

describe('the host selects the organisation', () => {
  it('serves the organisation whose url_domain the host is, with or without a port and in any case', async () => {
    expect(await orgOf(demo.otherOrganization.host)).toBe('ACME');
    expect(await orgOf(`${demo.otherOrganization.host.toUpperCase()}:8443`)).toBe('ACME');
    expect(await orgOf('console.nusantara.example')).toBe('DEMO');
  });

  it('serves the default organisation on the loopback names only: localhost, 127.0.0.0/8 and [::1]', async () => {
    const { port } = new URL(baseUrl());
    for (const host of [`127.0.0.1:${port}`, '127.0.0.1', '127.45.6.7:80', 'localhost', `LOCALHOST:${port}`, `[::1]:${port}`, '[0:0:0:0:0:0:0:1]'])
      expect(await orgOf(host), host).toBe('DEMO');
  });

  it('answers 404 to a well-formed host it does not serve, on every path: the envelope for the API, a plain page otherwise', async () => {
    for (const host of ['evil.example', 'evil.example:4321', '10.1.2.3', '[2001:db8::1]', 'localhost.evil.example', '128.0.0.1', 'nusantara.example'])
      for (const way of ways) {
        const res = await ask(host, way);
        expect(res.status, `${host} ${way.name}`).toBe(404);
        if (way.method === 'HEAD') continue;
        if (way.path.startsWith('/api/')) {
          expect(JSON.parse(res.body), `${host} ${way.name}`).toEqual({
            success: false,
            error: 'Not Found',
            message: 'No organisation is served at this address.',
          });
        } else {
          expect(res.headers['content-type']).toMatch(/^text\/html/);
          expect(res.body).toContain('No organisation is served at this address.');
        }
      }
  });

  it('still answers the liveness check on a host it does not serve (load balancers probe by address)', async () => {
    const res = await rawRequest(baseUrl(), { path: '/api/health', host: '10.1.2.3:4321' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ success: true, data: { status: 'ok' } });
  });
});

describe('a malformed Host header', () => {
  const malformed = [
    ['empty', ''],
    ['a space inside', 'a b'],
    ['spaces inside a name', 'console .acme.example'],
    ['an unclosed IPv6 literal', '[::1'],
    ['an IPv6 literal that is not one', '[not:an:address]'],
    ['a name too long', `${'a'.repeat(60)}.`.repeat(5) + 'example'],
    ['a label too long', `${'a'.repeat(64)}.example`],
    ['non-ASCII', 'exämple.com'],
    ['a path', 'console.acme.example/pages/login'],
    ['a backslash', 'localhost\\evil'],
    ['user information', 'user@localhost'],
    ['a port out of range', 'localhost:99999'],
    ['a port that is not a number', 'localhost:http'],
    ['two ports', 'localhost:80:80'],
    ['a query', 'localhost?x=1'],
  ] as const;

  it('is answered 400 on every path, never 500 and never served', async () => {
    for (const [what, host] of malformed) {
      for (const way of ways) {
        const res = await ask(host, way);
        expect(res.status, `${what} (${JSON.stringify(host)}) ${way.name}`).toBe(400);
      }
      // The build's own files too (the same for every organisation, so a well-formed unknown host gets them).
      expect((await rawRequest(baseUrl(), { path: '/favicon.svg', host })).status, `${what} static file`).toBe(400);
    }
    expect((await rawRequest(baseUrl(), { path: '/favicon.svg', host: 'evil.example' })).status).toBe(200);
  });

  it('is answered 400 with the envelope on the API and a plain page otherwise', async () => {
    const api = await ask('a b', ways[0]);
    expect(JSON.parse(api.body)).toEqual({ success: false, error: 'Bad Request', message: 'The Host header is not valid.' });
    const page = await ask('a b', ways[4]);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('The Host header is not valid.');
  });

  it('is answered 400 when an HTTP/1.1 request has no Host header at all', async () => {
    for (const way of ways) expect((await ask(null, way)).status, way.name).toBe(400);
  });
});

describe('an HTTP/1.0 request without a Host header (which 1.0 allows)', () => {
  it('names no host, so it is answered 404 on every path, and the liveness check answers it (some health checks send these)', async () => {
    for (const way of ways) {
      const res = await rawRequest(baseUrl(), {
        version: '1.0',
        method: way.method,
        path: way.path,
        host: null,
        headers: 'body' in way ? { 'content-type': 'application/json' } : {},
        body: 'body' in way ? way.body : undefined,
      });
      expect(res.status, way.name).toBe(404);
    }
    expect((await rawRequest(baseUrl(), { version: '1.0', path: '/api/health', host: null })).status).toBe(200);
  });
});
