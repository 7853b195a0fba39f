import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import demo from '../../../src/db/seed/demo-accounts.json' with { type: 'json' };
import { startServer, type RunningServer } from '../../setup/server';

/** A console that trusts the proxy on 127.0.0.1 (TRUSTED_PROXIES), as it runs behind one that ends TLS. Its own server: a start and seed can take minutes on a loaded machine. */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer('auth-proxy', { TRUSTED_PROXIES: '127.0.0.1, ::1' });
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

function get(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(server.baseUrl + path),
      {
        method,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}) },
        agent: false,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

describe('behind a trusted proxy that ends TLS', () => {
  it('sends HSTS when the proxy says the request was https, and not when it was http', async () => {
    expect((await get('/pages/login', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await get('/pages/login', { 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('marks the session cookie Secure on an https request', async () => {
    const body = JSON.stringify({ username: demo.accounts[0].email, password: demo.password, org_code: demo.orgCode });
    const res = await get('/api/v3/cms/auth/login', { 'x-forwarded-proto': 'https' }, 'POST', body);
    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/console_session=.*; Secure/i);
  });
});
