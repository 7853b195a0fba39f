import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ADMIN, call, cookieFor, tokenFor } from '../../setup/http';

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

/**
 * A hashed script a list page (islands) loads that is big enough to have compressed copies (an island's entry can be a
 * one-line re-export of a shared chunk, which goes as it is): the first such chunk it imports.
 */
async function anAsset(): Promise<string> {
  const html = (await bytes(await call('/playground', { cookie: await cookieFor(ADMIN) }))).toString();
  const m = /(\/_astro\/[\w.-]+\.js)/.exec(html);
  expect(m, 'the playground loads a hashed script').not.toBeNull();
  const entry = (await bytes(await call(m![1]))).toString();
  if (entry.length >= 1024) return m![1];
  const chunk = /from\s*"\.\/([\w.-]+\.js)"/.exec(entry);
  expect(chunk, 'the entry re-exports a shared chunk').not.toBeNull();
  return `/_astro/${chunk![1]}`;
}

describe('compression (scripts/serve.mjs)', () => {
  it('serves hashed assets from their build-time brotli and gzip copies, immutable, and as they are without Accept-Encoding', async () => {
    const asset = await anAsset();
    const plain = await call(asset);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const source = await bytes(plain);
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const res = await call(asset, { headers: { 'accept-encoding': accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      const body = await bytes(res);
      expect(Number(res.headers.get('content-length'))).toBe(body.length);
      expect(decode(body).equals(source)).toBe(true);
    }
    expect((await call(asset, { headers: { 'accept-encoding': 'br;q=0, gzip' } })).headers.get('content-encoding')).toBe('gzip');
  });

  it('compresses HTML and JSON as negotiated, never an image, and sends identity when nothing is accepted', async () => {
    const page = await call('/pages/login', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(await bytes(page)).toString()).toContain('<title>Login');
    const token = await tokenFor(ADMIN);
    const list = await call('/api/cms/v4/quizzes?page=1&page_size=10', { token, headers: { 'accept-encoding': 'gzip' } });
    expect(list.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(list)).toString()).data.pagination.current_page).toBe(1);
    const identity = await call('/api/cms/v4/quizzes?page=1&page_size=10', { token });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse((await bytes(identity)).toString()).success).toBe(true);
    const presences = JSON.parse((await bytes(await call('/api/cms/presences?page=1&page_size=1', { token }))).toString());
    const qr = await call(`/api/cms/presences/${presences.data.results[0].id}/qr`, { token, headers: { 'accept-encoding': 'br, gzip' } });
    expect(qr.headers.get('content-type')).toBe('image/png');
    expect(qr.headers.get('content-encoding')).toBeNull();
    expect((await bytes(qr)).subarray(1, 4).toString()).toBe('PNG');
  });

  it('sends a small JSON answer as it is, and every JSON answer with its length (no chunked framing)', async () => {
    const health = await call('/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.headers.get('content-encoding')).toBeNull();
    const text = (await bytes(health)).toString();
    expect(Number(health.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text)).toEqual({ success: true, message: 'Success', data: { status: 'ok' } });
    const denied = await call('/api/cms/v4/quizzes?page=1&page_size=10', { headers: { 'accept-encoding': 'br' } });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('content-encoding')).toBeNull();
    expect(denied.headers.get('x-content-type-options')).toBe('nosniff');
    const token = await tokenFor(ADMIN);
    const list = await call('/api/cms/v4/quizzes?page=1&page_size=10', { token, headers: { 'accept-encoding': 'br' } });
    expect(list.headers.get('content-encoding')).toBe('br');
    const body = await bytes(list);
    expect(Number(list.headers.get('content-length'))).toBe(body.length);
    expect(JSON.parse(brotliDecompressSync(body).toString()).success).toBe(true);
  });
});
