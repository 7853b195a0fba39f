import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { keepRawJson, NodeApiContext, NodeCookies, serializeCookie, writeNodeResponse } from './node-context';

let server: http.Server | null = null;
afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

/** Serves one request with `answer` and returns what a client received. */
async function roundTrip(answer: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>, headers: Record<string, string> = {}) {
  server = http.createServer((req, res) => void answer(req, res));
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ port, path: '/api/things?page=2', headers: { host: 'console.example:8080', ...headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serializeCookie', () => {
  it('writes the attributes as Astro does, and a deletion as an expired "deleted" value', () => {
    expect(serializeCookie('console_session', 'a b', { httpOnly: true, sameSite: 'lax', secure: true, path: '/' })).toBe(
      'console_session=a%20b; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(serializeCookie('s', 'v', { maxAge: 600, path: '/api/sso' })).toBe('s=v; Max-Age=600; Path=/api/sso');
    const jar = new NodeCookies(undefined);
    jar.delete('console_session', { path: '/' });
    expect(jar.outgoing).toEqual(['console_session=deleted; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT']);
  });

  it('reads the first of repeated cookies, decoded, and nothing from a missing header', () => {
    const jar = new NodeCookies('a=1; console_session=x%2By; a=2; broken; q="quoted"');
    expect(jar.get('a')).toEqual({ value: '1' });
    expect(jar.get('console_session')).toEqual({ value: 'x+y' });
    expect(jar.get('q')).toEqual({ value: 'quoted' });
    expect(jar.get('broken')).toBeUndefined();
    expect(jar.has('a')).toBe(true);
    expect(new NodeCookies(undefined).get('a')).toBeUndefined();
  });
});

describe('NodeApiContext and writeNodeResponse', () => {
  it('gives the URL, headers and a Web Request made on first use, and writes a JSON answer whole with its cookies', async () => {
    let seen: { url: string; header: string | null; method: string; ua: string | null } | null = null;
    const got = await roundTrip(
      async (req, res) => {
        const ctx = new NodeApiContext(req);
        seen = { url: ctx.url.href, header: ctx.header('X-Test'), method: ctx.request.method, ua: ctx.request.headers.get('x-test') };
        ctx.cookies.set('s', 'v', { path: '/' });
        const text = JSON.stringify({ success: true, data: 1 });
        const response = keepRawJson(new Response(text, { status: 201, headers: { 'content-type': 'application/json', 'set-cookie': 'a=b' } }), text);
        await writeNodeResponse(response, res, ctx.cookies.outgoing);
      },
      { 'x-test': 'yes' },
    );
    expect(seen).toEqual({ url: 'http://console.example:8080/api/things?page=2', header: 'yes', method: 'GET', ua: 'yes' });
    expect(got.status).toBe(201);
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['set-cookie']).toEqual(['a=b', 's=v; Path=/']);
    expect(JSON.parse(got.body)).toEqual({ success: true, data: 1 });
  });

  it('streams any other body, and ends an empty one', async () => {
    const parts = ['one ', 'two ', 'three'];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = parts.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
    });
    const streamed = await roundTrip((_req, res) => writeNodeResponse(new Response(stream, { headers: { 'content-type': 'text/plain' } }), res, []));
    expect(streamed.body).toBe('one two three');
    const empty = await roundTrip((_req, res) => writeNodeResponse(new Response(null, { status: 308, headers: { location: '/api/x' } }), res, []));
    expect(empty.status).toBe(308);
    expect(empty.headers.location).toBe('/api/x');
    expect(empty.body).toBe('');
  });
});
