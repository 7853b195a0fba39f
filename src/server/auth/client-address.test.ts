import { describe, expect, it } from 'vitest';
import { parseTrustedProxies, resolveClientAddress, resolveHttps } from './client-address';

const headers = (h: Record<string, string>) => new Headers(h);

describe('client address', () => {
  it('ignores X-Forwarded-For when no proxy is trusted, or the peer is not one', () => {
    const h = headers({ 'x-forwarded-for': '203.0.113.7' });
    expect(resolveClientAddress('198.51.100.1', h, null)).toBe('198.51.100.1');
    expect(resolveClientAddress('198.51.100.1', h, parseTrustedProxies('10.0.0.0/8'))).toBe('198.51.100.1');
    expect(parseTrustedProxies('')).toBeNull();
    expect(parseTrustedProxies(' , ')).toBeNull();
  });

  it('takes the right-most address that is not a trusted proxy when the peer is one', () => {
    const trusted = parseTrustedProxies('127.0.0.1, 10.0.0.0/8, ::1');
    // The client wrote the first value itself; the proxies appended the rest.
    const h = headers({ 'x-forwarded-for': '1.2.3.4, 203.0.113.7, 10.1.2.3' });
    expect(resolveClientAddress('10.0.0.5', h, trusted)).toBe('203.0.113.7');
    expect(resolveClientAddress('::ffff:127.0.0.1', headers({ 'x-forwarded-for': '203.0.113.9' }), trusted)).toBe('203.0.113.9');
    expect(resolveClientAddress('::1', headers({}), trusted)).toBe('::1');
    expect(resolveClientAddress('127.0.0.1', headers({ 'x-forwarded-for': 'not an address' }), trusted)).toBe('127.0.0.1');
  });

  it('refuses a setting that is not an address', () => {
    expect(() => parseTrustedProxies('proxy.example')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('10.0.0.0/40')).toThrow(/prefix/);
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    const h = headers({ 'x-forwarded-proto': 'https' });
    const http = new URL('http://console.example/');
    expect(resolveHttps(new URL('https://console.example/'), '198.51.100.1', headers({}), null)).toBe(true);
    expect(resolveHttps(http, '198.51.100.1', h, null)).toBe(false);
    expect(resolveHttps(http, '10.0.0.5', h, parseTrustedProxies('10.0.0.0/8'))).toBe(true);
    expect(resolveHttps(http, '10.0.0.5', headers({ 'x-forwarded-proto': 'http' }), parseTrustedProxies('10.0.0.0/8'))).toBe(false);
  });
});
