// Walks the whole route registry for each kind of viewer (issue 2: table-driven access tests).
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../src/features/registry';
import type { RouteDef } from '../../../src/lib/routes';
import { underLoad } from '../../setup/wait';
import { ADMIN, call, cookieFor, EDITOR, EDITOR_KEYS, RESTRICTED, RESTRICTED_KEYS, tokenFor } from '../../setup/http';
import { editBatchSample, limFeedbackSample } from '../program/samples';

/**
 * A LIM question of a course, for the Feedback Detail route (its two ids must belong together): the seed places the
 * LIM 1 satisfaction survey in the Workplace Safety Induction course.
 */
async function feedbackSample(): Promise<string> {
  const token = await tokenFor(ADMIN);
  const get = async (path: string) => ((await (await call(path, { token })).json()) as { data: any }).data; // eslint-disable-line @typescript-eslint/no-explicit-any
  const course = (await get('/api/cms/v2/courses?keyword=Workplace%20Safety%20Induction')).results[0];
  const lim = await get(`/api/courses/${course.id}/feedback-lim`);
  return `/course/detail/${course.id}/feedback-lim/${lim[0].questions[0].id}`;
}
const SAMPLES: Record<string, string> = {
  '/course/detail/:id/feedback-lim/:questionId': await feedbackSample(),
  '/program/detail/:id/edit-batch/:batchId/org/:orgId': await editBatchSample(),
  '/program/detail/:id/feedback-lim/:questionId': await limFeedbackSample(),
  // The edit steps of an IDP template name it in the query (the demo's template 1, docs/decisions/0134).
  '/setting/template/learning/edit': '/setting/template/learning/edit?id=1',
  '/setting/template/review/edit': '/setting/template/review/edit?id=1',
  '/setting/template/cart/cart-learning/edit': '/setting/template/cart/cart-learning/edit?id=1',
};

/** A concrete path for a route pattern: ids become 1, the document type pdf, optional parts are kept. */
function samplePath(route: RouteDef): string {
  if (SAMPLES[route.path]) return SAMPLES[route.path];
  return route.path
    .split('/')
    .map((part) => {
      const m = /^:(\w+)(?:\(([^)]+)\))?\??$/.exec(part);
      if (!m) return part;
      return m[2] ? m[2].split('|')[0] : '1';
    })
    .join('/');
}

const location = (res: Response) => res.headers.get('location');
/** One request per test, to a server the whole suite shares: on a busy machine it answers later, so the budget stretches. */
const budget = { timeout: underLoad(30_000) };
const pages = routes.filter((r) => r.access !== 'guest' && r.access !== 'public' && !r.flag);
const keyed = routes.filter((r) => r.access === 'key' && !r.flag);

describe('pages without a session', budget, () => {
  it.each(pages.map((r) => [samplePath(r), r] as const))('%s sends the visitor to login', async (path) => {
    const res = await call(path);
    expect(res.status).toBe(302);
    expect(location(res)).toMatch(/^\/pages\/login/);
  });

  it.each(['/pages/login', '/pages/verification', '/pages/error-404', '/pages/error-500'])('%s is open to guests', async (path) => {
    const res = await call(path);
    expect(res.status).not.toBe(302);
    expect(await res.text()).toContain('<title>');
  });

  it('sends / to the dashboard and unknown paths to the 404 page', async () => {
    expect(location(await call('/'))).toBe('/dashboard');
    expect(location(await call('/no-such-screen'))).toBe('/pages/error-404');
    expect(location(await call('/content-document/xls'))).toBe('/pages/error-404');
    // Routes behind a flag that is off do not exist.
    for (const r of routes.filter((x) => x.flag)) expect(location(await call(samplePath(r)))).toBe('/pages/error-404');
  });
});

describe('pages for the admin (every key)', budget, () => {
  it.each(keyed.map((r) => [samplePath(r), r] as const))('%s renders', async (path, route) => {
    const res = await call(path, { cookie: await cookieFor(ADMIN) });
    expect(res.status).toBe(200);
    const html = await res.text();
    const title = typeof route.title === 'function' ? route.title({ type: 'pdf' }) : route.title;
    expect(html).toContain(`<title>${title.replace(/&/g, '&amp;')} | `);
  });

  it.each(['/pages/login', '/pages/verification', '/pages/error-404', '/pages/error-500'])('%s sends a signed-in user to the dashboard', async (path) => {
    const res = await call(path, { cookie: await cookieFor(ADMIN) });
    if (path === '/pages/error-500') return expect(res.status).toBe(500); // shown to everyone: it must render without a database
    // From error-404 the dashboard is told why (issue 13 item 12); the guard itself is kept.
    expect(location(res)).toBe(path === '/pages/error-404' ? '/dashboard?notice=not-found' : '/dashboard');
  });

  it('a stale link ends on the dashboard, which says so in its HTML (no JavaScript needed)', async () => {
    const cookie = await cookieFor(ADMIN);
    for (const stale of ['/presence/detail/999', '/content-quiz/detail/999', '/assignment/detail/999', '/no-such-page']) {
      expect(location(await call(stale, { cookie }))).toBe('/pages/error-404');
    }
    const html = await (await call('/dashboard?notice=not-found', { cookie })).text();
    expect(html).toContain('The page you opened does not exist or was removed.');
    expect(await (await call('/dashboard', { cookie })).text()).not.toContain('does not exist or was removed');
  });

  it('hides routes behind a feature flag that is off', async () => {
    expect(location(await call('/course/create/ai', { cookie: await cookieFor(ADMIN) }))).toBe('/pages/error-404');
  });
});

describe('route ids that name nothing (the API id rule: digits only, 1..2^31-1)', budget, () => {
  const BAD_IDS = ['99999999999', '0', 'abc', '1e3', '-1'];
  const isIdParam = (part: string) => /^:\w*id\??$/i.test(part);
  /** For each id parameter of a route in turn: that one bad, the others a sample. */
  const badPaths = (route: RouteDef) =>
    route.path
      .split('/')
      .flatMap((part, i) => (isIdParam(part) ? [i] : []))
      .flatMap((at) =>
        BAD_IDS.map((bad) =>
          samplePath({
            ...route,
            path: route.path
              .split('/')
              .map((p, i) => (i === at ? bad : p))
              .join('/'),
          }),
        ),
      );
  const withIds = routes.filter((r) => r.access === 'key' && !r.flag && r.path.split('/').some(isIdParam));
  let cookie = '';
  beforeAll(async () => {
    cookie = await cookieFor(ADMIN);
  });

  it('covers every built screen with an id', () => {
    expect(withIds.filter((r) => r.built).map((r) => r.path)).toEqual(
      expect.arrayContaining(['/presence/detail/:id', '/content-quiz/detail/:id', '/assignment/detail/:id', '/categories/detail/:id', '/quiz/edit/:quizId']),
    );
  });

  it.each(withIds.flatMap(badPaths))('%s is the 404 page, never a 5xx', async (path) => {
    const res = await call(path, { cookie });
    expect(res.status).toBeLessThan(500);
    expect(location(res)).toBe('/pages/error-404');
  });
});

describe('pages for a user whose role holds a few keys', budget, () => {
  it.each(keyed.map((r) => [samplePath(r), r] as const))('%s follows the key', async (path, route) => {
    const res = await call(path, { cookie: await cookieFor(RESTRICTED) });
    if (RESTRICTED_KEYS.includes(route.key!)) expect(res.status).toBe(200);
    else expect(location(res)).toBe('/pages/not-authorized');
  });
});

describe('pages for an editor-rule user', budget, () => {
  it.each(keyed.map((r) => samplePath(r)))('%s is not authorized, even where the editor holds the key', async (path) => {
    const res = await call(path, { cookie: await cookieFor(EDITOR) });
    expect(location(res)).toBe('/pages/not-authorized');
  });

  it.each(['/dashboard', '/playground', '/pages/not-authorized'])('%s is open to the editor rule', async (path) => {
    const res = await call(path, { cookie: await cookieFor(EDITOR) });
    expect([200, 403]).toContain(res.status);
    expect(location(res)).toBeNull();
  });

  it('answers the not-authorized page with the reason phrase of its status (issue 27 item 17)', async () => {
    const res = await call('/pages/not-authorized', { cookie: await cookieFor(EDITOR) });
    expect([res.status, res.statusText]).toEqual([403, 'Forbidden']);
  });

  it('editor keys exist but never open admin routes', () => {
    expect(EDITOR_KEYS.length).toBeGreaterThan(0);
  });
});

describe('path variants of a protected path', budget, () => {
  const variants = ['/USER', '/user/', '/User/', '//user', '/%75ser', '/%2575ser', '/video/../user', '/./user', '/user//', '/user?x=1'];
  it.each(variants)('%s never shows the user list to a user without account-user', async (variant) => {
    const cookie = await cookieFor(RESTRICTED);
    let res = await call(variant, { cookie });
    for (let hops = 0; hops < 3 && res.status >= 300 && res.status < 400; hops++) {
      const next = location(res)!;
      if (next.startsWith('/pages/')) break;
      res = await call(next, { cookie });
    }
    expect(res.status).not.toBe(200);
    expect([location(res), res.status]).toContainEqual('/pages/not-authorized');
  });
});
