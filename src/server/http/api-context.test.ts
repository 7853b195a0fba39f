import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiCookies, contextOfWebRequest, MAX_STREAM_BYTES, serializeCookie } from './api-context';

const post = (body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  contextOfWebRequest(new Request('http://console.test/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit), '127.0.0.1');

/** A body of `chunks` chunks of `size` bytes that counts what was pulled from it. */
function counted(chunks: number, size: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(c) {
      if (pulled >= chunks * size) return c.close();
      pulled += size;
      c.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return { stream, pulled: () => pulled };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<number> {
  let n = 0;
  for await (const chunk of stream) n += chunk.length;
  return n;
}

describe('cookies', () => {
  it('are written as Astro writes them, a deletion as an expired "deleted" value', () => {
    expect(serializeCookie('console_session', 'a b', { httpOnly: true, sameSite: 'lax', secure: true, path: '/' })).toBe(
      'console_session=a%20b; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(serializeCookie('s', 'v', { maxAge: 600, path: '/api/sso' })).toBe('s=v; Max-Age=600; Path=/api/sso');
    const jar = new ApiCookies(null);
    jar.delete('console_session', { path: '/' });
    expect(jar.outgoing).toEqual(['console_session=deleted; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT']);
  });

  it('read the first of repeated cookies, decoded, and nothing from a missing header', () => {
    const jar = new ApiCookies('a=1; console_session=x%2By; a=2; broken; q="quoted"');
    expect(jar.get('a')).toEqual({ value: '1' });
    expect(jar.get('console_session')).toEqual({ value: 'x+y' });
    expect(jar.get('q')).toEqual({ value: 'quoted' });
    expect(jar.get('broken')).toBeUndefined();
    expect(jar.has('a')).toBe(true);
    expect(new ApiCookies(null).get('a')).toBeUndefined();
  });
});

describe('the request context', () => {
  it('carries the URL, method, headers, peer and cookies of the request', () => {
    const ctx = contextOfWebRequest(
      new Request('http://console.test/api/things?page=2', { headers: { cookie: 'console_session=abc', 'X-Test': 'yes' } }),
      '10.0.0.5',
    );
    expect([ctx.method, ctx.url.href, ctx.headers.get('x-test'), ctx.clientAddress]).toEqual([
      'GET',
      'http://console.test/api/things?page=2',
      'yes',
      '10.0.0.5',
    ]);
    expect(ctx.cookies.get('console_session')).toEqual({ value: 'abc' });
    expect(ctx.hasBody).toBe(false);
    expect(ctx.stream()).toBeNull();
  });

  it('reads a JSON or urlencoded body with the schema, and refuses other types, empty and malformed bodies', async () => {
    const schema = z.object({ name: z.string() });
    expect(await post('{"name":"A"}', { 'content-type': 'application/json' }).json(schema)).toEqual({ name: 'A' });
    expect(await post('name=B', { 'content-type': 'application/x-www-form-urlencoded' }).json(schema)).toEqual({ name: 'B' });
    await expect(post('name', { 'content-type': 'text/plain' }).json(schema)).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    await expect(post(' ', { 'content-type': 'application/json' }).json(schema)).rejects.toMatchObject({ message: 'The request body is empty.' });
    await expect(post('{', { 'content-type': 'application/json' }).json(schema)).rejects.toMatchObject({ title: 'Malformed JSON' });
  });

  it('reads the text once and remembers it, so that a handler may look at it before parsing it', async () => {
    const ctx = post('{"name":"A"}', { 'content-type': 'application/json' });
    expect(await ctx.text()).toBe('{"name":"A"}');
    expect(await ctx.json(z.object({ name: z.string() }))).toEqual({ name: 'A' });
  });

  it('refuses a body past its cap: by its declared length without reading it, or at the first byte past it', async () => {
    const declared = counted(4, 1024);
    const ctx = post(declared.stream, { 'content-length': String(4096) });
    await expect(ctx.text(1000)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(declared.pulled()).toBeLessThanOrEqual(1024);
    expect(ctx.bodyAbandoned).toBe(false);

    const chunked = counted(100, 64 * 1024);
    const lying = post(chunked.stream);
    await expect(lying.text(100 * 1024)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(chunked.pulled()).toBeLessThan(1024 * 1024);
    expect(lying.bodyAbandoned).toBe(true);
  });

  it('streams the raw body, cuts it off past MAX_STREAM_BYTES, and marks a cancelled one unread', async () => {
    const small = counted(3, 1000);
    expect(await readAll(post(small.stream).stream()!)).toBe(3000);

    const big = counted(MAX_STREAM_BYTES / (1024 * 1024) + 2, 1024 * 1024);
    const cut = post(big.stream);
    await expect(readAll(cut.stream()!)).rejects.toThrow(/larger than/);
    expect(big.pulled()).toBeLessThanOrEqual(MAX_STREAM_BYTES + 2 * 1024 * 1024);
    expect(cut.bodyAbandoned).toBe(true);

    const endless = counted(1000, 64 * 1024);
    const cancelled = post(endless.stream);
    const reader = cancelled.stream()!.getReader();
    await reader.read();
    await reader.cancel();
    expect(cancelled.bodyAbandoned).toBe(true);
    expect(endless.pulled()).toBeLessThan(1024 * 1024);
  });
});
