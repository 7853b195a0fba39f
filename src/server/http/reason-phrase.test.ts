import { describe, expect, it } from 'vitest';
import { withReasonPhrase } from './reason-phrase';

describe('withReasonPhrase (a page status under astro dev as under scripts/serve.mjs)', () => {
  it("answers a page's 403 as 403 Forbidden, with its body and headers, not with the 200's 'OK'", async () => {
    const page = new Response('<h1>Not Authorized</h1>', { status: 403, statusText: 'OK', headers: { 'content-type': 'text/html' } });
    const answered = withReasonPhrase(page);
    expect([answered.status, answered.statusText]).toEqual([403, 'Forbidden']);
    expect(answered.headers.get('content-type')).toBe('text/html');
    expect(await answered.text()).toBe('<h1>Not Authorized</h1>');
    expect(withReasonPhrase(new Response(null, { status: 404 })).statusText).toBe('Not Found');
    expect(withReasonPhrase(new Response(null, { status: 500, statusText: 'OK' })).statusText).toBe('Internal Server Error');
  });

  it('keeps a 200 and a phrase the page chose', () => {
    const ok = new Response('x');
    expect(withReasonPhrase(ok)).toBe(ok);
    const chosen = new Response(null, { status: 409, statusText: 'Stale' });
    expect(withReasonPhrase(chosen)).toBe(chosen);
  });
});
