import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiContext } from './api-context';
import { ok } from './envelope';
import { contextOfNode, requestUrlOf, writeNodeResponse } from './node-io';

let server: http.Server | null = null;
afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

interface Received {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Serves one request with `answer` and returns what a client received. */
async function roundTrip(
  answer: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>,
  options: { method?: string; path?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Received> {
  server = http.createServer((req, res) => void answer(req, res));
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        port,
        method: options.method ?? 'GET',
        path: options.path ?? '/api/things?page=2',
        headers: { host: 'console.example:8080', ...options.headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** The context of the request `answer` receives. */
const withContext = (answer: (ctx: ApiContext, res: http.ServerResponse) => Promise<void>) => (req: http.IncomingMessage, res: http.ServerResponse) =>
  answer(contextOfNode(req, requestUrlOf(req)), res);

describe('requestUrlOf', () => {
  it('makes the URL as Astro does for pages: from Host, the path decoded and its repeated slashes collapsed', async () => {
    const urls: string[] = [];
    const paths = ['/api/things?page=2', '//api//things', '/%61pi/th%2569ngs', '/api/a%2Fb'];
    for (const path of paths)
      await roundTrip(
        async (req, res) => {
          urls.push(requestUrlOf(req).href);
          res.end();
        },
        { path },
      );
    expect(urls).toEqual([
      'http://console.example:8080/api/things?page=2',
      'http://console.example:8080/api/things',
      'http://console.example:8080/api/things',
      // decodeURI keeps an encoded slash: the entry's canonical-path rule answers it (308).
      'http://console.example:8080/api/a%2Fb',
    ]);
  });
});

describe('contextOfNode and writeNodeResponse', () => {
  it("reads the headers, cookies and body of Node's request, and writes a JSON answer whole with its cookies", async () => {
    let seen: unknown = null;
    const got = await roundTrip(
      withContext(async (ctx, res) => {
        seen = {
          method: ctx.method,
          header: ctx.headers.get('X-Test'),
          cookie: ctx.cookies.get('s')?.value,
          body: await ctx.json(z.object({ n: z.number() })),
        };
        const response = ok({ n: 1 }, 'Created', 201, { 'set-cookie': 'a=b' });
        ctx.cookies.set('s', 'v', { path: '/' });
        for (const c of ctx.cookies.outgoing) response.headers.append('set-cookie', c);
        await writeNodeResponse(response, res);
      }),
      { method: 'POST', headers: { 'x-test': 'yes', cookie: 's=old', 'content-type': 'application/json' }, body: '{"n":7}' },
    );
    expect(seen).toEqual({ method: 'POST', header: 'yes', cookie: 'old', body: { n: 7 } });
    expect(got.status).toBe(201);
    expect(got.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(got.headers['set-cookie']).toEqual(['a=b', 's=v; Path=/']);
    expect(JSON.parse(got.body)).toEqual({ success: true, message: 'Created', data: { n: 1 } });
  });

  it('streams any other body, ends an empty one, and closes the connection when the body was left unread', async () => {
    const parts = ['one ', 'two ', 'three'];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = parts.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
    });
    const streamed = await roundTrip((_req, res) => writeNodeResponse(new Response(stream, { headers: { 'content-type': 'text/plain' } }), res));
    expect(streamed.body).toBe('one two three');
    const empty = await roundTrip((_req, res) => writeNodeResponse(new Response(null, { status: 308, headers: { location: '/api/x' } }), res));
    expect([empty.status, empty.headers.location, empty.body]).toEqual([308, '/api/x', '']);

    const keepAlive = { method: 'POST', headers: { connection: 'keep-alive' }, body: 'short' };
    const kept = await roundTrip((_req, res) => writeNodeResponse(ok(null), res, false), keepAlive);
    const closed = await roundTrip((_req, res) => writeNodeResponse(ok(null), res, true), keepAlive);
    expect([kept.headers.connection, closed.headers.connection]).toEqual(['keep-alive', 'close']);
  });

  it('streams a large body through backpressure without piling up listeners on the response', async () => {
    // 64 chunks of 256 KB: the socket refuses many of them, so the writer waits for 'drain' many times.
    const chunk = new Uint8Array(256 * 1024).fill(97);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 64) controller.close();
        else controller.enqueue(chunk);
      },
    });
    let most = 0;
    const got = await roundTrip(async (_req, res) => {
      const write = res.write.bind(res);
      res.write = ((...args: Parameters<typeof res.write>) => {
        most = Math.max(most, res.listenerCount('close'));
        return write(...args);
      }) as typeof res.write;
      await writeNodeResponse(new Response(stream, { headers: { 'content-type': 'application/octet-stream' } }), res);
    });
    expect(got.body.length).toBe(64 * 256 * 1024);
    expect(most).toBeLessThan(5);
  });
});
