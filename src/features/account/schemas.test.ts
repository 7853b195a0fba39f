import { describe, expect, it } from 'vitest';
import { safeRedirect } from './schemas';

describe('safeRedirect: where a sign-in may return to', () => {
  it.each([
    ['/playground', '/playground'],
    ['/content-quiz?tab=result#top', '/content-quiz?tab=result#top'],
    ['/presence/detail/2?tab=qr', '/presence/detail/2?tab=qr'],
  ])('keeps the in-app path %j', (target, kept) => expect(safeRedirect(target)).toBe(kept));

  it.each([
    undefined,
    '',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    '/api/cms/auth/logout',
    '/pages/login',
    'dashboard',
  ])('sends %j to the dashboard', (target) => {
    const to = safeRedirect(target);
    expect(to === '/dashboard' || !new URL(to, 'http://x.invalid').pathname.startsWith('//')).toBe(true);
    expect(new URL(to, 'http://console.invalid').origin).toBe('http://console.invalid');
  });

  it('never answers a target a browser would read as another host', () => {
    for (const t of ['/\t/evil.example', '/\r\n/evil.example', '/%2F/evil.example', '/.//evil.example']) {
      const to = safeRedirect(t);
      expect(new URL(to.replace(/[\t\n\r]/g, ''), 'http://console.invalid').origin).toBe('http://console.invalid');
    }
  });
});
