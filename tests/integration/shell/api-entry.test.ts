import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pngBytes } from '../../fixtures/images';
import { ADMIN, baseUrl, call, cookieFor, tokenFor } from '../../setup/http';
import { create, head, patch, send, sha256, videoBytes } from '../uploads/tus';

/**
 * The one API entry (docs/decisions/0109): every /api and /scim/v2 request, read or write, JSON, multipart or tus,
 * reaches the dispatcher by one path, src/api-entry.ts, which scripts/serve.mjs imports from the build; Astro's page
 * pipeline answers pages only.
 */

/** What an API answer says besides its data: its status, envelope and the headers every answer carries. */
async function shape(res: Response) {
  const text = await res.text();
  const json = res.headers.get('content-type')?.startsWith('application/json') ? (JSON.parse(text) as Record<string, unknown>) : null;
  return {
    status: res.status,
    envelope: json && { success: json.success, error: json.error, message: json.success ? typeof json.message : json.message },
    headers: Object.fromEntries(
      ['content-type', 'cache-control', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'content-security-policy', 'set-cookie'].map((name) => [
        name,
        res.headers.get(name),
      ]),
    ),
  };
}

const json = { 'content-type': 'application/json' };

describe('one entry for reads and writes', () => {
  it('answers a read and a write of the same resource alike: status, envelope and headers', async () => {
    const token = await tokenFor(ADMIN);
    const created = await call('/api/categories', { method: 'POST', token, body: { name: 'One entry' } });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    const read = await shape(await call(`/api/categories/${id}`, { token }));
    const write = await shape(await call(`/api/categories/${id}`, { method: 'PATCH', token, body: { name: 'One entry, renamed' } }));
    expect(write).toEqual(read);
    expect(read).toEqual({
      status: 200,
      envelope: { success: true, error: undefined, message: 'string' },
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'same-origin',
        'x-frame-options': 'SAMEORIGIN',
        // The pages' Content-Security-Policy is the pages': an API answer has none.
        'content-security-policy': null,
        'set-cookie': null,
      },
    });
  });

  it('refuses a read and a write alike: no session, an ended session, an unknown host, a method the path lacks', async () => {
    const pairs: [string, Promise<Response>, Promise<Response>][] = [
      ['no session', call('/api/categories'), call('/api/categories', { method: 'POST', body: { name: 'x' } })],
      [
        'an ended session (its cookie is deleted)',
        call('/api/categories', { cookie: 'console_session=ended' }),
        call('/api/categories', { method: 'POST', cookie: 'console_session=ended', headers: { origin: baseUrl() }, body: { name: 'x' } }),
      ],
      [
        'an unknown host',
        call('/api/categories', { host: 'elsewhere.example' }),
        call('/api/categories', { method: 'POST', host: 'elsewhere.example', body: { name: 'x' } }),
      ],
      ['a method the path lacks', call('/api/v3/cms/auth/login'), call('/api/health', { method: 'DELETE', headers: json, body: '{}' })],
    ];
    for (const [what, read, write] of pairs) {
      const [r, w] = [await shape(await read), await shape(await write)];
      expect(w, what).toEqual(r);
      expect(r.status, what).toBeGreaterThanOrEqual(400);
      expect(r.headers['x-content-type-options'], what).toBe('nosniff');
    }
  });

  it('keeps the cross-site rule: a cookie form post needs this origin, a bearer client none (decision 0048)', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const cookie = await cookieFor(ADMIN);
    const refused = await call('/api/cms/auth/logout', { method: 'POST', cookie, headers: form, body: '' });
    expect([refused.status, await refused.text()]).toEqual([403, 'Cross-site POST form submissions are forbidden']);
    const bearer = await call('/api/categories', { method: 'POST', token: await tokenFor(ADMIN), body: { name: 'Bearer, no Origin' } });
    expect(bearer.status).toBe(201);
  });

  it('answers API paths that Astro would route as pages only through the entry: the envelope, never an HTML page', async () => {
    const token = await tokenFor(ADMIN);
    for (const p of ['/api/no-such-call', '/API/no-such-call', '//api//no-such-call']) {
      const res = await call(p, { token });
      expect([p, res.status, res.headers.get('content-type')]).toEqual([p, 404, 'application/json; charset=utf-8']);
    }
    const moved = await call('/api/categories/', { token });
    expect([moved.status, moved.headers.get('location')]).toEqual([308, '/api/categories']);
    const scim = await call('/scim/v2/ServiceProviderConfig', { token: 'not-a-scim-token' });
    expect([scim.status, scim.headers.get('content-type')]).toEqual([401, 'application/scim+json; charset=utf-8']);
  });
});

describe('uploads through the one entry', () => {
  it('stores a multipart upload, from a bearer client and from a page with its session cookie', async () => {
    const bytes = pngBytes(40, 30);
    const ways: Record<string, string>[] = [{ authorization: `Bearer ${await tokenFor(ADMIN)}` }, { cookie: await cookieFor(ADMIN), origin: baseUrl() }];
    for (const auth of ways) {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(bytes)]), 'entry.png');
      form.set('folder', 'image');
      const res = await fetch(`${baseUrl()}/api/storage/upload`, { method: 'POST', body: form, headers: auth });
      expect(res.status).toBe(201);
      const stored = ((await res.json()) as { data: { full_path: string; width: number } }).data;
      expect(stored.width).toBe(40);
      const served = await send('GET', stored.full_path, { token: await tokenFor(ADMIN) });
      expect(sha256(served.body)).toBe(sha256(bytes));
    }
  });

  it('keeps a file name written in UTF-8, as browsers send it (issue 27 item 8)', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(pngBytes(8, 8))]), 'Café ñandú.png');
    form.set('folder', 'image');
    const res = await fetch(`${baseUrl()}/api/storage/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${await tokenFor(ADMIN)}` } });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: { name: string } }).data.name).toBe('Café ñandú.png');
  });

  it('answers the tus discovery request: OPTIONS /api/uploads names the version and the extensions (issue 27 item 11)', async () => {
    const res = await send('OPTIONS', '/api/uploads');
    expect([res.status, res.headers['tus-version'], res.headers['tus-extension'], res.headers['tus-resumable']]).toEqual([
      204,
      '1.0.0',
      'creation,termination,expiration',
      '1.0.0',
    ]);
  });

  it('runs a tus upload (create, PATCH, HEAD, finish) with the same security headers as any answer', async () => {
    const token = await tokenFor(ADMIN);
    const bytes = videoBytes(64 * 1024);
    const half = Math.floor(bytes.length / 2);
    const { res, location } = await create(token, bytes.length, 'video', 'entry.mp4');
    expect(res.status).toBe(201);
    expect((await patch(location, 0, bytes.subarray(0, half), { token })).status).toBe(204);
    const offset = await head(location, { token });
    expect([offset.status, offset.headers['upload-offset'], offset.headers['x-content-type-options']]).toEqual([200, String(half), 'nosniff']);
    const last = await patch(location, half, bytes.subarray(half), { token });
    expect([last.status, last.headers['tus-resumable'], last.headers['referrer-policy']]).toEqual([204, '1.0.0', 'same-origin']);
    const file = (await send('GET', `${location}/file`, { token })).json().data as { full_path: string };
    expect(sha256((await send('GET', file.full_path, { token })).body)).toBe(sha256(bytes));
  });

  it('cuts off a PATCH past 30 MiB, and the client resumes from the offset the server kept', async () => {
    const token = await tokenFor(ADMIN);
    const bytes = videoBytes(31 * 1024 * 1024);
    const { location } = await create(token, bytes.length, 'video', 'too-big-a-chunk.mp4');
    const cut = await patch(location, 0, bytes, { token }).catch(() => null);
    expect(cut?.status ?? 0).not.toBe(204);
    const kept = Number((await head(location, { token })).headers['upload-offset']);
    expect(kept).toBeLessThanOrEqual(30 * 1024 * 1024);
    expect((await patch(location, kept, bytes.subarray(kept), { token })).status).toBe(204);
    const file = (await send('GET', `${location}/file`, { token })).json().data as { full_path: string; size: number };
    expect(file.size).toBe(bytes.length);
  });
});

describe('the build', () => {
  const built = (file: string) => readFileSync(path.join(process.env.ASTRO_OUT_DIR ?? 'dist', 'server', file), 'utf8');

  interface BuiltRoute {
    route: string;
    type: string;
    origin: string;
    component: string;
  }
  /** The routes of the production build, from the manifest Astro serialises into dist/server/entry.mjs. */
  function builtRoutes(): BuiltRoute[] {
    const line = built('entry.mjs')
      .split('\n')
      .find((l) => l.includes('= deserializeManifest({'));
    expect(line, 'the build serialises its manifest').toBeDefined();
    const manifest = JSON.parse(line!.slice(line!.indexOf('(') + 1, line!.lastIndexOf(')'))) as { routes: { routeData: BuiltRoute }[] };
    return manifest.routes.map((r) => r.routeData);
  }
  /** Whether an Astro route pattern ([param], [...rest]) matches a path. */
  const matches = (route: string, p: string) =>
    new RegExp(`^${route.replace(/\/?\[\.\.\.[^\]]+\]/g, '(?:/.*)?').replace(/\[[^\]]+\]/g, '[^/]+')}/?$`, 'i').test(p);

  it("has no endpoint of its own: an API or SCIM request cannot run in Astro's pipeline", () => {
    const routes = builtRoutes();
    expect(routes.map((r) => r.route)).toContain('/categories');
    expect(routes.filter((r) => r.type === 'endpoint' && r.origin === 'project')).toEqual([]);
    // The one page that could match an API path is the catch-all of the screens not built yet, which answers HTML:
    // the envelope answers above (a 404 for an unknown call) show that serve.mjs never hands it one.
    for (const p of ['/api/categories', '/api/uploads/0123', '/scim/v2/Users'])
      expect(
        routes.filter((r) => matches(r.route, p)).map((r) => [r.route, r.type, r.component]),
        p,
      ).toEqual([['/[...path]', 'page', 'src/pages/[...path].astro']]);
  });

  it('emits the API entry that scripts/serve.mjs imports, beside the app', () => {
    const entry = built('api-entry.mjs');
    expect(entry).toMatch(/export \{[^}]*\bserveApi\b/);
    expect(entry).toMatch(/export \{[^}]*\brefuseMalformedHost\b/);
  });
});
