import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { contextOfWebRequest, type ApiContext } from './api-context';
import { bind, createDispatcher, reply, selfParsing } from './dispatch';

const api = endpoints({
  list: endpoint({
    method: 'GET',
    path: '/api/things',
    access: 'signed-in',
    summary: 'list',
    query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/things',
    access: 'signed-in',
    summary: 'create',
    body: z.strictObject({ name: z.string().min(1, 'Name is required') }),
  }),
  get: endpoint({ method: 'GET', path: '/api/things/:id', access: 'signed-in', summary: 'get' }),
  child: endpoint({ method: 'GET', path: '/api/things/:id/children/:childId(\\d+)', access: 'signed-in', summary: 'child' }),
  file: endpoint({ method: 'GET', path: '/api/things/:id/file', access: 'signed-in', summary: 'file', raw: true }),
  slug: endpoint({ method: 'GET', path: '/api/slugs/:slug', access: 'public', summary: 'slug', params: z.object({ slug: z.string().regex(/^[a-z]+$/) }) }),
  legacy: endpoint({ method: 'POST', path: '/api/legacy/:id', access: 'public', summary: 'legacy' }),
});

const bound = bind(api, {
  list: ({ query }) => ({ page: query.page }),
  create: ({ body }) => reply({ name: body.name }, 'Created', 201),
  get: ({ params }) => ({ id: params.id, type: typeof params.id }),
  child: ({ params }) => ({ id: params.id, childId: params.childId }),
  file: () => new Response('bytes', { headers: { 'content-type': 'text/plain' } }),
  slug: ({ params }) => params.slug,
  legacy: selfParsing(async (ctx) => new Response(JSON.stringify({ id: ctx.params.id }))),
});

const { match, dispatch, candidates } = createDispatcher(bound);

function ctx(method: string, path: string, body?: unknown): ApiContext {
  const url = new URL(`http://console.test${path}`);
  const request = new Request(url, {
    method,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
  const context = contextOfWebRequest(request, '127.0.0.1');
  Object.assign(context.locals, { db: null, org: { id: 7 }, auth: { user: { id: 3 } } });
  return context;
}

async function json(res: Response) {
  return { status: res.status, body: await res.json() };
}

describe('dispatcher', () => {
  it('matches method and path, and answers the envelope', async () => {
    expect(await json(await dispatch(ctx('GET', '/api/things?page=3')))).toEqual({
      status: 200,
      body: { success: true, message: 'Success', data: { page: 3 } },
    });
    expect(await json(await dispatch(ctx('POST', '/api/things', { name: 'A' })))).toEqual({
      status: 201,
      body: { success: true, message: 'Created', data: { name: 'A' } },
    });
  });

  it('parses path ids as integers, and any other id (letters, 0, beyond 2^31 - 1) is a 404', async () => {
    expect((await json(await dispatch(ctx('GET', '/api/things/42')))).body.data).toEqual({ id: 42, type: 'number' });
    for (const bad of ['abc', '0', '-1', '99999999999', '1.5']) {
      const res = await json(await dispatch(ctx('GET', `/api/things/${bad}`)));
      expect(res.status, bad).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: 'Not Found' });
    }
    expect((await json(await dispatch(ctx('GET', '/api/things/5/children/9')))).body.data).toEqual({ id: 5, childId: 9 });
  });

  it('parses declared params with their schema (a mismatch is a 404)', async () => {
    expect((await json(await dispatch(ctx('GET', '/api/slugs/abc')))).body.data).toBe('abc');
    expect((await dispatch(ctx('GET', '/api/slugs/ABC1'))).status).toBe(404);
  });

  it('answers 404 for an unknown path and 405 for a known path with another method', async () => {
    expect((await json(await dispatch(ctx('GET', '/api/nothing')))).status).toBe(404);
    const res = await json(await dispatch(ctx('DELETE', '/api/things')));
    expect(res.status).toBe(405);
    expect(res.body).toMatchObject({ success: false, error: 'Method Not Allowed' });
    expect(match('PUT', '/api/things/1').kind).toBe('method-not-allowed');
    expect(candidates('/api/things').map((d) => d.method)).toEqual(['GET', 'POST']);
  });

  it('serves HEAD with the GET handler', () => {
    expect(match('HEAD', '/api/things')).toMatchObject({ kind: 'found', def: { method: 'GET' } });
  });

  it('puts validation errors of the body and the query in the envelope with their fields', async () => {
    const bad = await json(await dispatch(ctx('POST', '/api/things', { name: '' })));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, error: 'Validation Error', message: [{ field: 'name', message: 'Name is required' }] });
    const unknown = await json(await dispatch(ctx('POST', '/api/things', { name: 'A', extra: 1 })));
    expect(unknown.body.message).toEqual([{ message: 'Unknown field: extra' }]);
    const malformed = await json(await dispatch(ctx('POST', '/api/things', '{')));
    expect(malformed).toMatchObject({ status: 400, body: { error: 'Malformed JSON' } });
    const query = await json(await dispatch(ctx('GET', '/api/things?page=0')));
    expect(query.status).toBe(400);
    expect(query.body.message[0].field).toBe('page');
  });

  it('passes a Response through (files), and lets a self-parsing endpoint see its params', async () => {
    const file = await dispatch(ctx('GET', '/api/things/1/file'));
    expect(await file.text()).toBe('bytes');
    expect(await (await dispatch(ctx('POST', '/api/legacy/12'))).json()).toEqual({ id: 12 });
  });

  it('refuses to bind a declaration without its handler', () => {
    expect(() => bind(api, { list: () => ({ page: 1 }) } as never)).toThrow(/has no handler/);
  });
});

describe('dispatcher lookup by the static start of a path', () => {
  const defs = endpoints({
    any: endpoint({ method: 'GET', path: '/api/:area/export', access: 'public', summary: 'any area' }),
    deep: endpoint({ method: 'GET', path: '/api/cms/v4/quizzes/report/:id', access: 'public', summary: 'deep' }),
    byId: endpoint({ method: 'GET', path: '/api/cms/v4/quizzes/:id', access: 'public', summary: 'by id' }),
    exportQuizzes: endpoint({ method: 'GET', path: '/api/quizzes/export', access: 'public', summary: 'never reached: any area comes first' }),
  });
  const d = createDispatcher(bind(defs, { any: () => 'any', deep: () => 'deep', byId: () => 'by id', exportQuizzes: () => 'quizzes' }));

  it('finds endpoints under a shorter, a longer and a parameter start, in declaration order, in any case', () => {
    expect(d.candidates('/api/quizzes/export').map((e) => e.summary)).toEqual(['any area', 'never reached: any area comes first']);
    const found = d.match('GET', '/API/CMS/V4/QUIZZES/report/9');
    expect(found.kind === 'found' && found.def.summary).toBe('deep');
    const byId = d.match('GET', '/api/cms/v4/quizzes/12');
    expect(byId.kind === 'found' && byId.params).toEqual({ id: '12' });
    expect(d.match('GET', '/api/nothing/here').kind).toBe('not-found');
    expect(d.match('POST', '/api/cms/v4/quizzes/12').kind).toBe('method-not-allowed');
  });
});
