import { describe, expect, it } from 'vitest';
import { consoleUrl, defaultOrganizationServes, isLoopbackName, isMalformedHost, parseHost } from './host';

describe('parseHost', () => {
  it('takes a name, an IPv4 or a bracketed IPv6 address apart from its port, lower-case and without a trailing dot', () => {
    expect(parseHost('Console.Acme.Example:8443')).toEqual({ name: 'console.acme.example', port: '8443' });
    expect(parseHost('console.acme.example.')).toEqual({ name: 'console.acme.example', port: null });
    expect(parseHost('127.0.0.1:4321')).toEqual({ name: '127.0.0.1', port: '4321' });
    expect(parseHost('[0:0:0:0:0:0:0:1]:80')).toEqual({ name: '[::1]', port: '80' });
    expect(parseHost('app_1')).toEqual({ name: 'app_1', port: null });
  });

  it('refuses anything else', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'a b',
      '[::1',
      '[::1]x',
      '[fe80::1%eth0]',
      '[example.com]',
      'exämple.com',
      'example.com/path',
      'user@example.com',
      'example.com?x',
      'example.com#x',
      'a\\b',
      'localhost:',
      'localhost:99999',
      'localhost:80:80',
      'localhost:http',
      '-start.example',
      'end-.example',
      'a..b',
      '.',
      `${'a'.repeat(64)}.example`,
      `${'a.'.repeat(127)}a`,
    ])
      expect(parseHost(bad), String(bad)).toBeNull();
  });
});

describe('isMalformedHost', () => {
  it('is a header that is there and is no host; an absent one (HTTP/1.0) is not malformed', () => {
    expect(isMalformedHost('')).toBe(true);
    expect(isMalformedHost('a b')).toBe(true);
    expect(isMalformedHost('localhost:4321')).toBe(false);
    expect(isMalformedHost(undefined)).toBe(false);
    expect(isMalformedHost(null)).toBe(false);
  });
});

describe('which hosts the default organisation answers', () => {
  it('the loopback names: localhost, 127.0.0.0/8 and [::1]', () => {
    for (const name of ['localhost', '127.0.0.1', '127.255.0.9', '[::1]']) expect(isLoopbackName(name), name).toBe(true);
    for (const name of ['localhost.example', '128.0.0.1', '[::2]', '10.0.0.1', 'console.acme.example']) expect(isLoopbackName(name), name).toBe(false);
  });

  it("CONSOLE_URL's host, and any host only when DEFAULT_ORG_ANY_HOST says so", () => {
    const env = { CONSOLE_URL: 'https://Console.Academy.Example/' };
    expect(defaultOrganizationServes('console.academy.example', env)).toBe(true);
    expect(defaultOrganizationServes('evil.example', env)).toBe(false);
    expect(defaultOrganizationServes('localhost', {})).toBe(true);
    expect(defaultOrganizationServes('evil.example', {})).toBe(false);
    expect(defaultOrganizationServes('evil.example', { DEFAULT_ORG_ANY_HOST: '1' })).toBe(true);
    expect(defaultOrganizationServes('evil.example', { DEFAULT_ORG_ANY_HOST: '0' })).toBe(false);
  });

  it('reads CONSOLE_URL only as an http(s) address', () => {
    expect(consoleUrl({ CONSOLE_URL: 'https://console.academy.example/' })?.origin).toBe('https://console.academy.example');
    expect(consoleUrl({ CONSOLE_URL: 'console.academy.example' })).toBeNull();
    expect(consoleUrl({ CONSOLE_URL: 'ftp://console.academy.example' })).toBeNull();
    expect(consoleUrl({})).toBeNull();
  });
});
