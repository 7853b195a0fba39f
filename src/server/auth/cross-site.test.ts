import { describe, expect, it } from 'vitest';
import { isForbiddenCrossSite } from './cross-site';

const url = new URL('http://console.example/api/storage/upload');
const req = (method: string, headers: Record<string, string>) => new Request(url, { method, headers });

describe('cross-site check', () => {
  it('refuses a cookie-carried form post or body-less mutation without this origin', () => {
    expect(isForbiddenCrossSite(req('POST', { 'content-type': 'multipart/form-data; boundary=x', cookie: 'console_session=a' }), url)).toBe(true);
    expect(isForbiddenCrossSite(req('POST', { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }), url)).toBe(true);
    expect(isForbiddenCrossSite(req('DELETE', {}), url)).toBe(true);
    expect(isForbiddenCrossSite(req('POST', { 'content-type': 'text/plain' }), url)).toBe(true);
  });

  it('lets same-origin requests, safe methods, JSON bodies and bearer-authenticated clients through', () => {
    expect(isForbiddenCrossSite(req('POST', { 'content-type': 'multipart/form-data; boundary=x', origin: 'http://console.example' }), url)).toBe(false);
    expect(isForbiddenCrossSite(req('GET', {}), url)).toBe(false);
    expect(isForbiddenCrossSite(req('POST', { 'content-type': 'application/json' }), url)).toBe(false);
    expect(isForbiddenCrossSite(req('POST', { 'content-type': 'multipart/form-data; boundary=x', authorization: 'Bearer abc' }), url)).toBe(false);
    expect(isForbiddenCrossSite(req('DELETE', { authorization: 'bearer abc' }), url)).toBe(false);
    // A bearer request that names another origin comes from a page elsewhere: refused as before.
    expect(
      isForbiddenCrossSite(
        req('POST', { 'content-type': 'multipart/form-data; boundary=x', authorization: 'Bearer abc', origin: 'https://evil.example' }),
        url,
      ),
    ).toBe(true);
    // An empty bearer header is not a bearer token: the cookie rule applies.
    expect(isForbiddenCrossSite(req('POST', { 'content-type': 'multipart/form-data; boundary=x', authorization: 'Bearer ' }), url)).toBe(true);
  });
});
