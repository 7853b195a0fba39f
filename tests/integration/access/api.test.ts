// Every API endpoint in the registry: no session, a session without the key, the key, another organisation.
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../../src/features/api-registry';
import { ADMIN, call, demo, RESTRICTED, RESTRICTED_KEYS, tokenFor } from '../../setup/http';

// Ids that exist nowhere: the guards must answer before any use case, and nothing seeded is changed by the walk.
const sample = (path: string) => path.replace(/:orgCode/, demo.orgCode).replace(/:(\w+)(\([^)]*\))?\??/g, '999999');
const guarded = apiRoutes.filter((r) => r.access !== 'public');
const keyed = apiRoutes.filter((r) => r.access === 'key');

describe('API without a session', () => {
  it.each(guarded.map((r) => [`${r.method} ${r.path}`, r] as const))('%s answers 401 in the envelope', async (_, r) => {
    const res = await call(sample(r.path), { method: r.method, body: r.method === 'GET' ? undefined : {} });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, error: 'Unauthorized' });
  });

  it('answers 401 with "Expired token" for a token it does not know', async () => {
    const res = await call('/api/cms/auth/me', { token: 'not-a-real-token-but-long-enough' });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Expired token');
  });

  it('answers 404 for an unknown endpoint and 405 for a wrong method', async () => {
    expect((await call('/api/no/such/thing')).status).toBe(404);
    expect((await call('/api/videos', { method: 'DELETE', token: await tokenFor(ADMIN), headers: { 'content-type': 'application/json' } })).status).toBe(405);
  });
});

describe('API with a session', () => {
  it.each(keyed.map((r) => [`${r.method} ${r.path}`, r] as const))('%s follows the key', async (_, r) => {
    const headers: Record<string, string> = r.method === 'GET' ? {} : { 'content-type': 'application/json' };
    const res = await call(sample(r.path), { method: r.method, token: await tokenFor(RESTRICTED), headers });
    if ([r.key].flat().some((k) => RESTRICTED_KEYS.includes(k!))) expect(res.status).not.toBe(403);
    else {
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ success: false, error: 'Forbidden' });
    }
    expect(res.status).toBeLessThan(500);
    const admin = await call(sample(r.path), { method: r.method, token: await tokenFor(ADMIN), headers });
    expect([401, 403]).not.toContain(admin.status);
    expect(admin.status, `${r.method} ${r.path} answered ${admin.status}`).toBeLessThan(500);
  });

  const withIds = keyed.filter((r) => /:\w*id\b/i.test(r.path));
  it.each(withIds.map((r) => [`${r.method} ${r.path}`, r] as const))('%s answers 404 for an id beyond the integer range or not a number', async (_, r) => {
    const headers: Record<string, string> = r.method === 'GET' ? {} : { 'content-type': 'application/json' };
    for (const id of ['99999999999', '0', 'abc', '1e3']) {
      const path = r.path.replace(/:orgCode/, demo.orgCode).replace(/:(\w+)(\([^)]*\))?\??/g, (_m, name: string) => (/id$/i.test(name) ? id : 'x'));
      const res = await call(path, { method: r.method, token: await tokenFor(ADMIN), headers, body: r.method === 'GET' ? undefined : {} });
      expect(res.status, `${r.method} ${path}`).toBe(404);
    }
  });

  it("does not accept another organisation's token", async () => {
    const token = await tokenFor(demo.otherOrganization.email, demo.otherOrganization.orgCode);
    // Addressed to the default (demo) organisation's host, the Acme session is unknown here.
    const res = await call('/api/videos', { token });
    expect(res.status).toBe(401);
  });

  it('answers a fetch of everything (page size = the maximum safe integer) with one capped page', async () => {
    const res = await call(`/api/videos?page_size=${Number.MAX_SAFE_INTEGER}`, { token: await tokenFor(demo.accounts[0].email) });
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.data.results.length).toBe(json.data.pagination.total_data);
    expect(json.data.pagination.total_pages).toBe(1);
  });

  it("lists only the caller's organisation's rows", async () => {
    const token = await tokenFor(demo.otherOrganization.email, demo.otherOrganization.orgCode);
    const res = await call('/api/videos?page_size=100', { token, host: 'console.acme.example' });
    expect(res.status).toBe(200);
    const titles = (await res.json()).data.results.map((v: { title: string }) => v.title);
    expect(titles).toEqual(['Acme Forklift Safety']);
  });
});
