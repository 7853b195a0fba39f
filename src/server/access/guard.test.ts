import { describe, expect, it } from 'vitest';
import { createMatcher, type RouteDef } from '@/lib/routes';
import { decideApi, decidePage, type Viewer } from './guard';

const route = (over: Partial<RouteDef>): RouteDef => ({
  name: 'x',
  path: '/x',
  rule: 'admin',
  access: 'key',
  key: 'presence',
  title: 'X',
  breadcrumb: [],
  layout: 'main',
  built: false,
  ...over,
});
const match = createMatcher([
  route({ name: 'login', path: '/pages/login', access: 'guest', rule: 'editor', key: null }),
  route({ name: 'error-404', path: '/pages/error-404', access: 'guest', rule: 'editor', key: null }),
  route({ name: 'dashboard', path: '/dashboard', access: 'signed-in', rule: 'editor', key: null }),
  route({ name: 'presence', path: '/presence' }),
  route({ name: 'course', path: '/course', key: 'content-course', extraKeyWhenFlag: { flag: 'ai_course', key: 'content-course_ai' } }),
  route({ name: 'ai', path: '/course/create/ai', key: 'content-course_ai', flag: 'ai_course' }),
]);
const admin = (...keys: string[]): Viewer => ({ rule: 'admin', keys: new Set(keys) as Viewer['keys'] });
const decide = (path: string, viewer: Viewer | null, flags = {}) => decidePage({ path, match: match(path), viewer, flags });

describe('decidePage', () => {
  it('sends / to the dashboard and unknown paths to error-404', () => {
    expect(decide('/', null)).toEqual({ action: 'redirect', to: '/dashboard' });
    expect(decide('/nope', admin())).toEqual({ action: 'redirect', to: '/pages/error-404' });
  });
  it('checks authentication before authorization', () => {
    expect(decide('/presence', null)).toEqual({ action: 'redirect', to: '/pages/login?redirect=%2Fpresence' });
    expect(decide('/presence', admin())).toEqual({ action: 'redirect', to: '/pages/not-authorized' });
    expect(decide('/presence', admin('presence'))).toEqual({ action: 'allow' });
  });
  it('sends signed-in users away from guest pages', () => {
    expect(decide('/pages/login', admin())).toEqual({ action: 'redirect', to: '/dashboard' });
    expect(decide('/pages/login', null)).toEqual({ action: 'allow' });
    // A stale link (unknown id or path) reaches error-404, then the dashboard, which says what happened.
    expect(decide('/pages/error-404', admin())).toEqual({ action: 'redirect', to: '/dashboard?notice=not-found' });
    expect(decide('/pages/error-404', null)).toEqual({ action: 'allow' });
  });
  it('keeps admin routes from the editor rule even with the key', () => {
    expect(decide('/presence', { rule: 'editor', keys: new Set(['presence']) as Viewer['keys'] })).toEqual({ action: 'redirect', to: '/pages/not-authorized' });
    expect(decide('/dashboard', { rule: 'editor', keys: new Set() })).toEqual({ action: 'allow' });
  });
  it('applies feature flags', () => {
    expect(decide('/course/create/ai', admin('content-course_ai'))).toEqual({ action: 'redirect', to: '/pages/error-404' });
    expect(decide('/course/create/ai', admin('content-course_ai'), { ai_course: true })).toEqual({ action: 'allow' });
    expect(decide('/course', admin('content-course'))).toEqual({ action: 'allow' });
    expect(decide('/course', admin('content-course'), { ai_course: true })).toEqual({ action: 'redirect', to: '/pages/not-authorized' });
  });
});

describe('decideApi', () => {
  const defs = [{ method: 'GET' as const, path: '/api/x', access: 'key' as const, key: 'presence' as const }];
  it('answers 404, 405, 401, 403 and allow in that order', () => {
    expect(decideApi({ method: 'GET', candidates: [], viewer: null, sessionExpired: false })).toEqual({ action: 'deny', code: 'NOT_FOUND' });
    expect(decideApi({ method: 'POST', candidates: defs, viewer: null, sessionExpired: false })).toEqual({ action: 'deny', code: 'METHOD_NOT_ALLOWED' });
    expect(decideApi({ method: 'GET', candidates: defs, viewer: null, sessionExpired: false })).toEqual({ action: 'deny', code: 'UNAUTHENTICATED' });
    expect(decideApi({ method: 'GET', candidates: defs, viewer: null, sessionExpired: true })).toEqual({ action: 'deny', code: 'EXPIRED' });
    expect(decideApi({ method: 'GET', candidates: defs, viewer: admin(), sessionExpired: false })).toEqual({ action: 'deny', code: 'FORBIDDEN' });
    expect(decideApi({ method: 'GET', candidates: defs, viewer: admin('presence'), sessionExpired: false })).toEqual({ action: 'allow' });
  });
  it('accepts any one of several keys', () => {
    const either = [{ method: 'GET' as const, path: '/api/q', access: 'key' as const, key: ['content-quiz-v4', 'content-quiz'] as const }];
    expect(decideApi({ method: 'GET', candidates: either, viewer: admin('content-quiz'), sessionExpired: false })).toEqual({ action: 'allow' });
    expect(decideApi({ method: 'GET', candidates: either, viewer: admin('presence'), sessionExpired: false })).toEqual({ action: 'deny', code: 'FORBIDDEN' });
  });
});
