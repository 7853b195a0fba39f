import { describe, expect, it } from 'vitest';
import { breadcrumbFor, compilePattern, createMatcher, fillPath, normalizePath, type RouteDef } from './routes';

describe('normalizePath', () => {
  it.each([
    ['/user', '/user'],
    ['/user/', '/user'],
    ['//user///edit//1', '/user/edit/1'],
    ['/%75ser', '/user'],
    ['/%2575ser', '/user'],
    ['/video/../user', '/user'],
    ['/./user', '/user'],
    ['\\user', '/user'],
    ['/', '/'],
  ])('%s → %s', (raw, expected) => expect(normalizePath(raw)).toBe(expected));
  it('refuses undecodable paths and control characters', () => {
    expect(normalizePath('/%E0%A4%A')).toBeNull();
    expect(normalizePath('/user%00')).toBeNull();
  });
});

describe('patterns', () => {
  it('handles optional and constrained parameters', () => {
    const { regex } = compilePattern('/content-document/:type(pdf|ppt)?');
    expect(regex.test('/content-document')).toBe(true);
    expect(regex.test('/content-document/pdf')).toBe(true);
    expect(regex.test('/content-document/xls')).toBe(false);
  });
  it('matches, fills and builds breadcrumbs with ids', () => {
    const def = {
      name: 'p',
      path: '/program/detail/:id/contents',
      breadcrumb: [
        { label: 'Home', href: '/dashboard' },
        { label: 'Program Details', href: '/program/detail/:id' },
      ],
    } as RouteDef;
    const m = createMatcher([def])('/program/detail/7/contents')!;
    expect(m.params).toEqual({ id: '7' });
    expect(breadcrumbFor(def, m.params)[1]).toEqual({ label: 'Program Details', href: '/program/detail/7' });
    expect(fillPath('/quiz/create/:id?', {})).toBe('/quiz/create');
  });
});
