import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { createClient } from './api-client';
import { endpoint, endpoints, routesOf, type RoutesOf } from './endpoint';
import type { SuccessEnvelope } from './fetcher';

const ThingSchema = z.object({ id: z.number(), title: z.string() });
const thingApi = endpoints({
  get: endpoint({ method: 'GET', path: '/api/things/:id', access: 'signed-in', summary: 'One thing', response: ThingSchema }),
  list: endpoint({
    method: 'GET',
    path: '/api/things',
    access: 'signed-in',
    summary: 'Things',
    query: z.object({ keyword: z.string().optional(), page: z.coerce.number().optional() }),
    response: z.array(ThingSchema),
  }),
  rename: endpoint({
    method: 'PATCH',
    path: '/api/things/:id',
    access: 'signed-in',
    summary: 'Rename',
    body: z.object({ title: z.string() }),
    response: z.object({ changed: z.boolean() }),
  }),
  upload: endpoint({ method: 'POST', path: '/api/things/:id/file', access: 'signed-in', summary: 'Attach', body: 'multipart' }),
});

const reply = (data: unknown, message = 'ok') =>
  new Response(JSON.stringify({ success: true, message, data }), { status: 200, headers: { 'content-type': 'application/json' } });

describe('createClient', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("calls each endpoint at its own path (the declaration's /api once), params filled and empty query values dropped", async () => {
    fetchMock.mockResolvedValueOnce(reply({ id: 7, title: 'A' })).mockResolvedValueOnce(reply([]));
    const client = createClient(thingApi);
    expect(await client.get({ params: { id: 7 } })).toEqual({ id: 7, title: 'A' });
    await client.list({ query: { keyword: '', page: 2 } });
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual(['/api/things/7', '/api/things?page=2']);
    expect((fetchMock.mock.calls[0][1] as RequestInit).method).toBe('GET');
  });

  it('answers a mutation with the whole envelope and sends its body as declared', async () => {
    fetchMock.mockResolvedValue(reply({ changed: true }, 'Renamed'));
    const env = await createClient(thingApi).rename({ params: { id: 3 }, body: { title: 'B' } });
    expect(env).toEqual({ success: true, message: 'Renamed', data: { changed: true } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual(['/api/things/3', 'PATCH', { title: 'B' }]);
  });

  it('works the same from routes a page handed over (no zod needed), and passes an abort signal on', async () => {
    const routes: RoutesOf<Pick<typeof thingApi, 'get' | 'upload'>> = JSON.parse(JSON.stringify(routesOf(thingApi, 'get', 'upload')));
    expect(routes).toEqual({ get: { method: 'GET', path: '/api/things/:id' }, upload: { method: 'POST', path: '/api/things/:id/file' } });
    fetchMock.mockResolvedValueOnce(reply({ id: 1, title: 'A' })).mockResolvedValueOnce(reply(null, 'Attached'));
    const client = createClient(routes);
    const ctrl = new AbortController();
    await client.get({ params: { id: 1 }, signal: ctrl.signal });
    expect((fetchMock.mock.calls[0][1] as RequestInit).signal).toBe(ctrl.signal);
    const form = new FormData();
    expect((await client.upload({ params: { id: 1 }, body: form })).message).toBe('Attached');
    expect((fetchMock.mock.calls[1][1] as RequestInit).body).toBe(form);
    expect(client.get.href({ params: { id: 1 } })).toBe('/api/things/1');
  });

  it('takes its types from the declaration, not from the caller', () => {
    const client = createClient(routesOf(thingApi, 'get', 'rename'));
    expectTypeOf(client.get).returns.resolves.toEqualTypeOf<{ id: number; title: string }>();
    expectTypeOf(client.rename).returns.resolves.toEqualTypeOf<SuccessEnvelope<{ changed: boolean }>>();
    expectTypeOf(client.rename).parameter(0).toMatchTypeOf<{ params: { id: string | number }; body: { title: string } }>();
  });
});
