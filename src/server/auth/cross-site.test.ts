import { describe, expect, it } from 'vitest';
import { isForbiddenCrossSite } from './cross-site';

const url = new URL('http://console.example/api/storage/upload');
const req = (method: string, headers: Record<string, string>) => ({ method, url, headers: new Headers(headers) });

describe('cross-site check', () => {
  it('refuses a cookie-carried form post or body-less mutation without this origin', () => {
    expect(isForbiddenCrossSite(req('POST', { 'content-type': 'multipart/form-data; boundary=x', cookie: 'console_session=a' }))).toBe(true);
    expect(isForbiddenCrossSite(req('POST', { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }))).toBe(true);
    expect(isForbiddenCrossSite(req('DELETE', {}))).toBe(true);
    expect(isForbiddenCrossSite(req('POST', { 'content-type': 'text/plain' }))).toBe(true);
  });

  it('lets same-origin requests, safe methods, JSON bodies and bearer-authenticated clients through', () => {
    expect(isForbiddenCrossSite(req('POST', { 'content-type': 'multipart/form-data; boundary=x', origin: 'http://console.example' }))).toBe(false);
    expect(isForbiddenCrossSite(req('GET', {}))).toBe(false);
    expect(isForbiddenCrossSite(req('POST', { 'content-type': 'application/json' }))).toBe(false);
    expect(isForbiddenCrossSite(req('POST', { 'content-type': 'multipart/form-data; boundary=x', authorization: 'Bearer abc' }))).toBe(false);
    expect(isForbiddenCrossSite(req('DELETE', { authorization: 'bearer abc' }))).toBe(false);
    // A bearer request that names another origin comes from a page elsewhere: refused as before.
    expect(
      isForbiddenCrossSite(req('POST', { 'content-type': 'multipart/form-data; boundary=x', authorization: 'Bearer abc', origin: 'https://evil.example' })),
    ).toBe(true);
    // An empty bearer header is not a bearer token: the cookie rule applies.
    expect(isForbiddenCrossSite(req('POST', { 'content-type': 'multipart/form-data; boundary=x', authorization: 'Bearer ' }))).toBe(true);
  });
});
